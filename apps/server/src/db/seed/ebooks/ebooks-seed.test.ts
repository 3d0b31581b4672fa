import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebooks } from '../../schema/ebooks.ts';
import { apiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedCatalog } from '../catalog.ts';
import { DEMO_EBOOKS, seedDemoEbooks } from './index.ts';

// The demo books reach the shop only when each book's row and its catalogue product agree on the
// slug; seeding again changes nothing unless a book's text changed.

describe('the demo e-books', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.deps.database.db);
    await seedDemoEbooks(t.deps.database.db);
  });
  afterAll(() => t.close());

  it('are all on sale, each with its chapters and a free sample', async () => {
    const api = apiClient(t.app);
    const listed = (await api.get('/api/ebooks')).body.data.records as {
      bookId: string;
      chapterCount: number;
    }[];
    expect(listed.map((b) => b.bookId).sort()).toEqual(DEMO_EBOOKS.map((b) => b.slug).sort());
    for (const book of DEMO_EBOOKS) {
      expect(listed.find((b) => b.bookId === book.slug)!.chapterCount).toBe(book.chapters.length);
      const detail = (await api.get(`/api/ebooks/${book.slug}`)).body.data.records;
      expect(detail.sample.paragraphs.length).toBeGreaterThan(0);
      expect(detail.toc.filter((c: { sample: boolean }) => c.sample)).toHaveLength(1);
    }
  });

  it('seeds again without duplicates, and rewrites a book whose text changed', async () => {
    const db = t.deps.database.db;
    await db
      .update(ebooks)
      .set({ epubSha256: 'outdated', title: '旧标题' })
      .where(eq(ebooks.slug, 'moon-signs'));
    await seedDemoEbooks(db);
    const rows = await db
      .select({ slug: ebooks.slug, title: ebooks.title, sha: ebooks.epubSha256 })
      .from(ebooks);
    expect(rows).toHaveLength(DEMO_EBOOKS.length);
    const moon = rows.find((r) => r.slug === 'moon-signs')!;
    expect(moon.title).toBe('月亮星座：你内心真正的需要');
    expect(moon.sha).toMatch(/^[0-9a-f]{64}$/);
  });
});
