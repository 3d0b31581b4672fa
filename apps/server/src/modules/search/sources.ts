import { and, notInArray, or, eq, like, sql } from 'drizzle-orm';
import { CAPACITY_TYPE_LABELS, PRODUCT_TYPE, type ProductType } from '@xingtu/contracts/enums';
import type { ProductRecord } from '@xingtu/contracts/commerce';
import type { PublicAstrologerRecord } from '@xingtu/contracts/astrologers';
import type { SearchKind } from '@xingtu/contracts/search';
import type { AppDeps } from '../../deps.ts';
import { searchDocuments } from '../../db/schema/search.ts';
import { AppError } from '../../errors.ts';
import { getProduct, listProducts } from '../commerce/index.ts';
import { listPublicAstrologers } from '../astrologers/index.ts';
import { reindexContent } from './content-source.ts';
import { reindexCourses } from './course-source.ts';
import { writeDocuments, type SearchDocument } from './documents.ts';

// The sources search indexes itself: what the shop sells (through commerce's public reads, so only
// products on sale are found) and the public profiles of approved astrologers. Neither area announces
// its changes, so these are re-read at start-up and when an operator asks (POST /api/admin/search/reindex).
// Content (news, teachers, pages) reaches the index on every change (content-source.ts) and is read
// again with the rest on a rebuild.

/** Product-sourced documents are named product:<id>, so they never meet another area's ids. */
export const PRODUCT_REF = 'product:';
const PAGE_SIZE = 50;
const WRITE_BATCH = 100;

function productKind(type: ProductType): SearchKind {
  if (type === PRODUCT_TYPE.COURSE) return 'course';
  if (type === PRODUCT_TYPE.REPORT) return 'report';
  if (type === PRODUCT_TYPE.EBOOK) return 'ebook';
  return 'goods';
}

/** Where a visitor reads about a product: reports and e-books have their own pages, the rest the shop's. */
export function productUrl(product: { id: number; type: ProductType }): string {
  if (product.type === PRODUCT_TYPE.REPORT) return `/report/detail/${product.id}`;
  if (product.type === PRODUCT_TYPE.EBOOK) return `/ebook/detail/${product.id}`;
  return `/shop/goods/${product.id}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The readable text of sanitised HTML (tags become spaces, common entities are decoded). */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export async function productDocument(
  deps: AppDeps,
  product: ProductRecord,
  now: Date,
): Promise<SearchDocument> {
  const detail = await getProduct(deps, product.id);
  return {
    kind: productKind(product.type),
    refId: `${PRODUCT_REF}${product.id}`,
    title: product.title,
    summary: product.summary,
    bodyText: `${product.typeLabel}\n${htmlText(detail.description)}`,
    url: productUrl(product),
    visible: true,
    publishedAt: product.saleStart ? new Date(product.saleStart) : now,
  };
}

function astrologerDocument(astrologer: PublicAstrologerRecord): SearchDocument {
  const capacities = astrologer.capacities.map((type) => CAPACITY_TYPE_LABELS[type]).join('、');
  return {
    kind: 'astrologer',
    refId: astrologer.astrologerId,
    title: astrologer.displayName,
    summary: [capacities, astrologer.specialities.join('、')].filter(Boolean).join(' · '),
    bodyText: [astrologer.introduction, `擅长：${astrologer.specialities.join('、')}`].join('\n'),
    url: `/consultant/astrologer?id=${encodeURIComponent(astrologer.astrologerId)}`,
    visible: true,
    publishedAt: new Date(astrologer.approvedAt),
  };
}

async function allPages<T>(
  read: (current: number) => Promise<{ records: T[]; total: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let current = 1; ; current += 1) {
    const page = await read(current);
    all.push(...page.records);
    if (page.records.length === 0 || all.length >= page.total) return all;
  }
}

export interface ReindexResult {
  indexed: number;
  removed: number;
}

const REINDEX_LOCK = 'search:reindex';
const REINDEX_LOCK_MS = 10 * 60_000;

/**
 * Writes every product on sale, every approved astrologer and every content item into the index and
 * drops the documents of these sources that are gone (off sale, withdrawn, deleted). One rebuild at a time across
 * instances (003450 otherwise).
 */
export async function reindexSources(deps: AppDeps): Promise<ReindexResult> {
  if (!(await deps.kv.setIfAbsent(REINDEX_LOCK, '1', REINDEX_LOCK_MS)))
    throw new AppError('SEARCH_REINDEX_BUSY');
  try {
    const now = deps.now();
    const products = await allPages((current) => listProducts(deps, { current, size: PAGE_SIZE }));
    const astrologers = await allPages((current) =>
      listPublicAstrologers(deps, { current, size: PAGE_SIZE }),
    );
    const documents: SearchDocument[] = [];
    for (const product of products) documents.push(await productDocument(deps, product, now));
    documents.push(...astrologers.map(astrologerDocument));
    for (let at = 0; at < documents.length; at += WRITE_BATCH)
      await writeDocuments(deps.database.db, documents.slice(at, at + WRITE_BATCH));
    const kept = documents.map((doc) => `${doc.kind}|${doc.refId}`);
    const removed = await deps.database.db
      .delete(searchDocuments)
      .where(
        and(
          or(eq(searchDocuments.kind, 'astrologer'), like(searchDocuments.refId, `${PRODUCT_REF}%`)),
          kept.length > 0
            ? notInArray(sql`${searchDocuments.kind} || '|' || ${searchDocuments.refId}`, kept)
            : undefined,
        ),
      )
      .returning({ id: searchDocuments.id });
    const content = await reindexContent(deps);
    const courses = await reindexCourses(deps);
    return {
      indexed: documents.length + content.indexed + courses.indexed,
      removed: removed.length + content.removed + courses.removed,
    };
  } finally {
    await deps.kv.del(REINDEX_LOCK);
  }
}
