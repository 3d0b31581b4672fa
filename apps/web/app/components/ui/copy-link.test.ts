import { describe, expect, it } from 'vitest';
import { copyLink } from './copy-link.ts';

describe('copyLink (SPEC §8 copy messages)', () => {
  const run = async (clipboard: { writeText(text: string): Promise<void> } | undefined, share = false) => {
    const notes: string[] = [];
    const copied: string[] = [];
    const ok = await copyLink('https://xingtu.example/s/abc', {
      share,
      clipboard: clipboard && { writeText: async (text) => (copied.push(text), clipboard.writeText(text)) },
      notify: (_kind, text) => notes.push(text),
    });
    return { ok, notes, copied };
  };

  it('reports a copied link and a copied share link', async () => {
    const clipboard = { writeText: async () => undefined };
    expect(await run(clipboard)).toEqual({
      ok: true,
      notes: ['链接已复制'],
      copied: ['https://xingtu.example/s/abc'],
    });
    expect((await run(clipboard, true)).notes).toEqual(['分享链接已复制，可直接发送给好友']);
  });

  it('asks for a manual copy when the clipboard refuses or is missing', async () => {
    expect(await run({ writeText: async () => Promise.reject(new Error('denied')) })).toMatchObject({
      ok: false,
      notes: ['复制失败，请手动复制链接'],
    });
    expect((await run(undefined)).notes).toEqual(['复制失败，请手动复制链接']);
  });
});
