import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTitle, parseMarkdown } from './markdown.ts';

describe('agreement markdown', () => {
  it('parses headings, paragraphs, lists and bold', () => {
    const blocks = parseMarkdown(
      '# 标题\n\n第一段**重点**内容\n续行\n\n- 甲\n- 乙\n  - 乙一\n  补充说明\n\n1. 一\n2. 二\n',
    );
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, inlines: [{ kind: 'text', text: '标题' }] });
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      inlines: [
        { kind: 'text', text: '第一段' },
        { kind: 'strong', text: '重点' },
        { kind: 'text', text: '内容续行' },
      ],
    });
    const bullets = blocks[2];
    expect(bullets?.kind === 'list' && bullets.items.length).toBe(2);
    expect(bullets?.kind === 'list' && bullets.items[1]?.children?.items).toHaveLength(1);
    expect(bullets?.kind === 'list' && bullets.items[1]?.extra).toEqual([
      [{ kind: 'text', text: '补充说明' }],
    ]);
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('keeps markup as text', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>');
    expect(blocks).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it.each(['userAgreement', 'privacyPolicy'])('the %s text parses with a title and sections', (key) => {
    const text = readFileSync(new URL(`./texts/${key}.md`, import.meta.url), 'utf8');
    const blocks = parseMarkdown(text);
    expect(documentTitle(blocks)).toMatch(/^星图/);
    expect(
      blocks.filter((block) => block.kind === 'heading' && block.level === 2).length,
    ).toBeGreaterThanOrEqual(8);
  });
});
