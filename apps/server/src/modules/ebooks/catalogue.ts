import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { EbookDetail, EbookShelfItem, EbookSummary } from '@xingtu/contracts/ebooks-schemas';
import type { ProductRecord } from '@xingtu/contracts/commerce';
import type { AppDeps } from '../../deps.ts';
import { ebookReadingStates, ebookShelf, ebooks } from '../../db/schema/ebooks.ts';
import { notFound } from '../../errors.ts';
import { hasEntitlement, listProducts } from '../commerce/index.ts';

// The catalogue (what is on sale, from commerce's shop), a book's page and the member's bookshelf.
// A book is shown when its row is on and commerce sells its product (targetKind 'ebook', targetId =
// slug); a member who holds it keeps reading and sees it on the shelf even after it goes off sale.

export const EBOOK_TARGET_KIND = 'ebook';

type EbookRow = typeof ebooks.$inferSelect;

/** Visitors see "this book does not exist": the same 404 for missing, off sale and not yet sellable. */
export const bookNotFound = () => notFound('电子书不存在或已下架');

export const coverUrlOf = (slug: string) => `/api/ebooks/${slug}/cover`;

function summaryOf(
  row: EbookRow,
  product: { id: number; priceFen: number; listPriceFen: number },
): EbookSummary {
  return {
    bookId: row.slug,
    productId: product.id,
    title: row.title,
    author: row.author,
    summary: row.summary,
    coverUrl: coverUrlOf(row.slug),
    priceFen: product.priceFen,
    listPriceFen: product.listPriceFen,
    chapterCount: row.toc.length,
    wordCount: row.wordCount,
    tags: row.tags,
  };
}

/** The e-book products commerce has on sale, by book slug. */
async function productsOnSale(deps: AppDeps): Promise<Map<string, ProductRecord>> {
  const found = new Map<string, ProductRecord>();
  for (let current = 1; ; current++) {
    const page = await listProducts(deps, { type: PRODUCT_TYPE.EBOOK, current, size: 50 });
    for (const product of page.records)
      if (product.targetKind === EBOOK_TARGET_KIND && product.targetId && product.onSale)
        if (!found.has(product.targetId)) found.set(product.targetId, product);
    if (page.records.length < 50 || current * 50 >= page.total) return found;
  }
}

export async function listEbooks(deps: AppDeps): Promise<EbookSummary[]> {
  const [rows, products] = await Promise.all([
    deps.database.db
      .select()
      .from(ebooks)
      .where(eq(ebooks.status, 'on'))
      .orderBy(desc(ebooks.sort), asc(ebooks.id)),
    productsOnSale(deps),
  ]);
  return rows.flatMap((row) => {
    const product = products.get(row.slug);
    return product ? [summaryOf(row, product)] : [];
  });
}

export async function bookBySlug(deps: AppDeps, slug: string): Promise<EbookRow | null> {
  const [row] = await deps.database.db.select().from(ebooks).where(eq(ebooks.slug, slug));
  return row ?? null;
}

/** The member's live shelf line for a book (the product it was bought as), if any. */
async function shelfLine(deps: AppDeps, userId: number, ebookId: number) {
  const [line] = await deps.database.db
    .select({ productId: ebookShelf.productId })
    .from(ebookShelf)
    .where(and(eq(ebookShelf.userId, userId), eq(ebookShelf.ebookId, ebookId), isNull(ebookShelf.removedAt)))
    .orderBy(desc(ebookShelf.addedAt))
    .limit(1);
  return line ?? null;
}

/** True while the member may read the book: commerce's entitlement is the only source of truth. */
export function mayRead(deps: AppDeps, userId: number, slug: string): Promise<boolean> {
  return hasEntitlement(deps, userId, { kind: EBOOK_TARGET_KIND, id: slug });
}

/**
 * A book the member may read, or 404 (not bought, refunded, another member's, or no such book): the
 * answer is the same so nobody learns what others hold.
 */
export async function readableBook(deps: AppDeps, userId: number, slug: string): Promise<EbookRow> {
  const row = await bookBySlug(deps, slug);
  if (!row || !(await mayRead(deps, userId, slug))) throw bookNotFound();
  return row;
}

export async function ebookDetail(deps: AppDeps, slug: string, userId: number | null): Promise<EbookDetail> {
  const row = await bookBySlug(deps, slug);
  if (!row) throw bookNotFound();
  const owned = userId !== null && (await mayRead(deps, userId, slug));
  const product = row.status === 'on' ? (await productsOnSale(deps)).get(slug) : undefined;
  // Off sale: only a member who holds it still finds the page (bought, so no price is shown).
  const held = !product && owned && userId !== null ? await shelfLine(deps, userId, row.id) : null;
  const priced = product ?? (held ? { id: held.productId, priceFen: 0, listPriceFen: 0 } : null);
  if (!priced) throw bookNotFound();
  let progress: number | null = null;
  if (owned && userId !== null) {
    const [state] = await deps.database.db
      .select({ progress: ebookReadingStates.progress })
      .from(ebookReadingStates)
      .where(and(eq(ebookReadingStates.userId, userId), eq(ebookReadingStates.ebookId, row.id)));
    progress = state?.progress ?? null;
  }
  return {
    ...summaryOf(row, priced),
    intro: row.intro,
    toc: row.toc,
    sample: { title: row.sampleTitle, paragraphs: row.sampleParagraphs },
    owned,
    progress,
  };
}

export async function coverOf(deps: AppDeps, slug: string): Promise<string> {
  const [row] = await deps.database.db
    .select({ svg: ebooks.coverSvg })
    .from(ebooks)
    .where(eq(ebooks.slug, slug));
  if (!row) throw bookNotFound();
  return row.svg;
}

/** The member's books (bought and not refunded), the last read first. */
export async function shelfOf(deps: AppDeps, userId: number): Promise<EbookShelfItem[]> {
  const db = deps.database.db;
  const lines = await db
    .select({ book: ebooks, productId: ebookShelf.productId, addedAt: ebookShelf.addedAt })
    .from(ebookShelf)
    .innerJoin(ebooks, eq(ebooks.id, ebookShelf.ebookId))
    .where(and(eq(ebookShelf.userId, userId), isNull(ebookShelf.removedAt)))
    .orderBy(desc(ebookShelf.addedAt));
  const states = await db.select().from(ebookReadingStates).where(eq(ebookReadingStates.userId, userId));
  const stateOf = new Map(states.map((s) => [s.ebookId, s]));
  const products = await productsOnSale(deps);
  const seen = new Set<number>();
  const items: (EbookShelfItem & { sortKey: number })[] = [];
  for (const line of lines) {
    if (seen.has(line.book.id)) continue;
    seen.add(line.book.id);
    if (!(await mayRead(deps, userId, line.book.slug))) continue;
    const product = products.get(line.book.slug);
    const state = stateOf.get(line.book.id);
    items.push({
      ...summaryOf(line.book, product ?? { id: line.productId, priceFen: 0, listPriceFen: 0 }),
      progress: state?.progress ?? null,
      chapterTitle: state?.chapterTitle || null,
      lastReadAt: state?.updatedAt.toISOString() ?? null,
      sortKey: (state?.updatedAt ?? line.addedAt).getTime(),
    });
  }
  return items.sort((a, b) => b.sortKey - a.sortKey).map(({ sortKey: _, ...item }) => item);
}
