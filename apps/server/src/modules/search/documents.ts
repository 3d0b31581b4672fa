import { and, eq, sql } from 'drizzle-orm';
import { SEARCH_KIND_VALUES, type SearchKind } from '@xingtu/contracts/search';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { searchDocuments } from '../../db/schema/search.ts';
import { initialsKey, pinyinKey } from './pinyin-keys.ts';
import { indexWords } from './segment.ts';

// Writing the index: an area hands over a document whenever it publishes, edits, hides or deletes
// something searchable; the next search sees it (no batch, no delay).

export interface SearchDocument {
  kind: SearchKind;
  /** The thing's id in its own area (product id, astrologer public id, content id). */
  refId: string;
  title: string;
  /** Plain text shown when the body has no hit. */
  summary: string;
  /** Plain text (no HTML): what a visitor reads on the page. */
  bodyText: string;
  /** Site path of the page, e.g. /shop/goods/12. */
  url: string;
  /** false: kept in the index but never answered (a draft, a private item, off sale). */
  visible: boolean;
  /** Answered only from this time on (scheduled publication). */
  publishedAt: Date;
}

/** Bodies beyond this are cut: a snippet never needs more, and the tsvector stays small. */
const BODY_MAX_CHARS = 20_000;
const TITLE_MAX_CHARS = 200;

function checked(doc: SearchDocument): SearchDocument {
  if (!(SEARCH_KIND_VALUES as string[]).includes(doc.kind))
    throw new Error(`unknown search kind ${doc.kind}`);
  if (!doc.refId || !doc.url.startsWith('/'))
    throw new Error('a search document needs a ref id and a site path');
  return {
    ...doc,
    title: doc.title.trim().slice(0, TITLE_MAX_CHARS),
    summary: doc.summary.trim().slice(0, BODY_MAX_CHARS),
    bodyText: doc.bodyText.trim().slice(0, BODY_MAX_CHARS),
  };
}

/** The row written for a document (segmentation happens here, in the caller's process). */
export function documentRow(input: SearchDocument) {
  const doc = checked(input);
  const titleWords = indexWords(doc.title);
  const bodyWords = indexWords(`${doc.summary}\n${doc.bodyText}`);
  return {
    kind: doc.kind,
    refId: doc.refId,
    title: doc.title,
    summary: doc.summary,
    bodyText: doc.bodyText,
    url: doc.url,
    visible: doc.visible,
    publishedAt: doc.publishedAt,
    titlePinyin: pinyinKey(doc.title),
    titleInitials: initialsKey(doc.title),
    titleVector: sql`to_tsvector('simple', ${titleWords})`,
    // The body's words without positions: a third of the size, never compressed, so matching 20,000
    // rows stays cheap (bench/search.ts); a body hit then ranks with weight D, below any title hit.
    searchVector: sql`setweight(to_tsvector('simple', ${titleWords}), 'A') || strip(to_tsvector('simple', ${bodyWords}))`,
    updatedAt: new Date(),
  };
}

const UPDATABLE = [
  'title',
  'summary',
  'body_text',
  'url',
  'visible',
  'published_at',
  'title_pinyin',
  'title_initials',
  'title_vector',
  'search_vector',
  'updated_at',
] as const;

/** Inserts or replaces documents (one statement); pass `tx` to commit with your own change. */
export async function writeDocuments(db: Db | Tx, docs: SearchDocument[]): Promise<void> {
  if (docs.length === 0) return;
  await db
    .insert(searchDocuments)
    .values(docs.map(documentRow))
    .onConflictDoUpdate({
      target: [searchDocuments.kind, searchDocuments.refId],
      set: Object.fromEntries(UPDATABLE.map((column) => [toCamel(column), sql.raw(`excluded.${column}`)])),
    });
}

function toCamel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Adds or replaces one document in the index; the next search finds it as it now reads. */
export async function indexSearchDocument(deps: AppDeps, doc: SearchDocument, tx?: Tx): Promise<void> {
  await writeDocuments(tx ?? deps.database.db, [doc]);
}

/** Takes a document out of the index (deleted at its source). */
export async function removeSearchDocument(
  deps: AppDeps,
  kind: SearchKind,
  refId: string,
  tx?: Tx,
): Promise<void> {
  await (tx ?? deps.database.db)
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, refId)));
}
