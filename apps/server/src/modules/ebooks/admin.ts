import { and, count, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { EbookAdminRow } from '@xingtu/contracts/ebooks-schemas';
import type { AppDeps } from '../../deps.ts';
import { ebookAnnotations, ebookReadingStates, ebookShelf, ebooks } from '../../db/schema/ebooks.ts';
import { bookNotFound } from './catalogue.ts';

// The console's view of the e-books: each book with how many members hold it, opened it and wrote
// notes in it, and the switch that takes it off (or back on) the catalogue. Off sale hides the book
// from the catalogue and its page; members who bought it keep reading.

export async function adminEbooks(deps: AppDeps): Promise<EbookAdminRow[]> {
  const db = deps.database.db;
  const holders = db
    .select({ ebookId: ebookShelf.ebookId, n: countDistinct(ebookShelf.userId).as('holders') })
    .from(ebookShelf)
    .where(isNull(ebookShelf.removedAt))
    .groupBy(ebookShelf.ebookId)
    .as('holders');
  const opened = db
    .select({ ebookId: ebookReadingStates.ebookId, n: count().as('opened') })
    .from(ebookReadingStates)
    .groupBy(ebookReadingStates.ebookId)
    .as('opened');
  const notes = db
    .select({ ebookId: ebookAnnotations.ebookId, n: count().as('notes') })
    .from(ebookAnnotations)
    .groupBy(ebookAnnotations.ebookId)
    .as('notes');
  const rows = await db
    .select({
      slug: ebooks.slug,
      title: ebooks.title,
      status: ebooks.status,
      toc: ebooks.toc,
      fileBytes: sql<number>`octet_length(${ebooks.epub})`.mapWith(Number),
      readers: sql<number>`coalesce(${holders.n}, 0)`.mapWith(Number),
      opened: sql<number>`coalesce(${opened.n}, 0)`.mapWith(Number),
      annotations: sql<number>`coalesce(${notes.n}, 0)`.mapWith(Number),
      updatedAt: ebooks.updatedAt,
      productId: sql<
        number | null
      >`(select max(${ebookShelf.productId}) from ${ebookShelf} where ${ebookShelf.ebookId} = ${ebooks.id})`,
    })
    .from(ebooks)
    .leftJoin(holders, eq(holders.ebookId, ebooks.id))
    .leftJoin(opened, eq(opened.ebookId, ebooks.id))
    .leftJoin(notes, eq(notes.ebookId, ebooks.id))
    .orderBy(sql`${ebooks.sort} desc`, ebooks.id);
  return rows.map((r) => ({
    bookId: r.slug,
    productId: r.productId === null ? null : Number(r.productId),
    title: r.title,
    status: r.status as 'on' | 'off',
    chapterCount: r.toc.length,
    fileBytes: r.fileBytes,
    readers: r.readers,
    opened: r.opened,
    annotations: r.annotations,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function setEbookStatus(
  deps: AppDeps,
  slug: string,
  status: 'on' | 'off',
): Promise<EbookAdminRow> {
  const [updated] = await deps.database.db
    .update(ebooks)
    .set({ status, updatedAt: deps.now() })
    .where(and(eq(ebooks.slug, slug)))
    .returning({ slug: ebooks.slug });
  if (!updated) throw bookNotFound();
  return (await adminEbooks(deps)).find((row) => row.bookId === slug)!;
}
