import { and, like, notInArray } from 'drizzle-orm';
import type { ContentKind } from '@xingtu/contracts/enums';
import type { SearchKind } from '@xingtu/contracts/search';
import type { AppDeps } from '../../deps.ts';
import { searchDocuments } from '../../db/schema/search.ts';
import { listSearchableContent, onContentChanged, type ContentChange } from '../content/index.ts';
import { indexSearchDocument, writeDocuments, type SearchDocument } from './documents.ts';

// The content area's news, teachers and pages in the index: pushed on every publish, edit, unpublish
// and scheduled go-live (content's onContentChanged), and read whole on a rebuild.

/** Content documents are named content:<id>, apart from products (product:<id>) and astrologers. */
const CONTENT_REF = 'content:';

const KIND_OF: Record<ContentKind, SearchKind> = {
  N_NEWS: 'news',
  NEWS_RECOMMEND: 'news',
  BLOG: 'article',
  KNOWLEDGE: 'article',
  V_VIDEO: 'article',
  C_TEACHER: 'teacher',
  C_COURSE: 'page',
  REPORT: 'page',
  EBOOK: 'page',
  ECARD: 'page',
};

export function contentDocument(change: ContentChange, now: Date): SearchDocument {
  return {
    kind: KIND_OF[change.kind],
    refId: `${CONTENT_REF}${change.id}`,
    title: change.title,
    summary: change.summary,
    bodyText: change.bodyText,
    url: change.url,
    // Listed (public, published or scheduled) with its publication time: search answers it from then on.
    visible: change.listed,
    publishedAt: change.publishedAt ?? now,
  };
}

/** At start-up: every later content change reaches the index at once. */
export function followContent(deps: AppDeps): void {
  onContentChanged(deps, (change) => indexSearchDocument(deps, contentDocument(change, deps.now())));
}

/** Writes every content item and drops content documents whose item is gone. */
export async function reindexContent(deps: AppDeps): Promise<{ indexed: number; removed: number }> {
  const now = deps.now();
  const documents = (await listSearchableContent(deps)).map((item) => contentDocument(item, now));
  for (let at = 0; at < documents.length; at += 100)
    await writeDocuments(deps.database.db, documents.slice(at, at + 100));
  const kept = documents.map((doc) => doc.refId);
  const removed = await deps.database.db
    .delete(searchDocuments)
    .where(
      and(
        like(searchDocuments.refId, `${CONTENT_REF}%`),
        kept.length > 0 ? notInArray(searchDocuments.refId, kept) : undefined,
      ),
    )
    .returning({ id: searchDocuments.id });
  return { indexed: documents.length, removed: removed.length };
}
