import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { ebooks } from '../../schema/ebooks.ts';
import { buildEpub, countReadingCharacters } from '../../../modules/ebooks/index.ts';
import { coverSvg } from './covers.ts';
import type { DemoEbook } from './demo-ebook.ts';
import { HOUSE_PRIMER } from './house-primer.ts';
import { MOON_SIGNS } from './moon-signs.ts';
import { RETROGRADE_GUIDE } from './retrograde-guide.ts';

// The demo e-books (their products are in ../catalog.ts, targetKind 'ebook', targetId = slug): each
// book's EPUB is generated here from its text. Idempotent: a book is written when missing or when its
// text changed (the EPUB's SHA-256 differs); an operator's status (on/off) is left alone.

export const DEMO_EBOOKS: readonly DemoEbook[] = [MOON_SIGNS, HOUSE_PRIMER, RETROGRADE_GUIDE];

/** The row a demo book is stored as (also used by tests to put a book in their database). */
export function demoEbookRow(book: DemoEbook, sort: number) {
  const cover = coverSvg(book);
  const epub = buildEpub({
    identifier: `urn:xingtu:ebook:${book.slug}`,
    title: book.title,
    author: book.author,
    language: 'zh-CN',
    description: book.summary,
    coverSvg: cover,
    chapters: book.chapters,
  });
  const sample = book.chapters[book.sampleIndex]!;
  return {
    slug: book.slug,
    title: book.title,
    author: book.author,
    summary: book.summary,
    intro: book.intro,
    tags: book.tags,
    coverSvg: cover,
    toc: book.chapters.map((c, i) => ({ title: c.title, sample: i === book.sampleIndex })),
    sampleTitle: sample.title,
    sampleParagraphs: sample.sections.flatMap((s) =>
      s.heading ? [`【${s.heading}】`, ...s.paragraphs] : s.paragraphs,
    ),
    wordCount: countReadingCharacters(book.chapters),
    epub: epub.bytes,
    epubSha256: epub.sha256,
    sort,
  };
}

export async function seedDemoEbooks(db: Db): Promise<void> {
  for (const [i, book] of DEMO_EBOOKS.entries()) {
    const row = demoEbookRow(book, 100 - i);
    const [existing] = await db
      .select({ sha: ebooks.epubSha256 })
      .from(ebooks)
      .where(eq(ebooks.slug, book.slug));
    if (!existing) await db.insert(ebooks).values(row).onConflictDoNothing({ target: ebooks.slug });
    else if (existing.sha !== row.epubSha256)
      await db
        .update(ebooks)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(ebooks.slug, book.slug));
  }
}
