import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { CONTENT_MESSAGES, CONTENT_RULES, NEWS_KINDS, contentUrl } from '@xingtu/contracts/content';
import type { ContentDetailRecord, ContentSummaryRecord } from '@xingtu/contracts/content';
import type { contentListQuerySchema } from '@xingtu/contracts/content-schemas';
import type { ContentKind } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce, statementName } from '../../db/prepared.ts';
import { contents } from '../../db/schema/content.ts';
import { notFound } from '../../errors.ts';
import { visibleNow, type ContentRow } from './visibility.ts';

// What readers see: lists by kind or tag, one item with its related items and neighbours, a fixed
// page by its address. Drafts, private items and items scheduled for later answer 404 as if absent.

type ListQuery = z.output<typeof contentListQuerySchema>;

const summaryColumns = {
  id: contents.id,
  kind: contents.kind,
  slug: contents.slug,
  title: contents.title,
  summary: contents.summary,
  cover: contents.cover,
  author: contents.author,
  tags: contents.tags,
  publishAt: contents.publishAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: ContentRow[K] };

export const toSummary = (row: SummaryRow): ContentSummaryRecord => ({
  id: row.id,
  kind: row.kind as ContentKind,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  author: row.author,
  tags: row.tags,
  url: contentUrl(row.kind as ContentKind, row.id, row.slug),
  publishedAt: row.publishAt?.toISOString() ?? null,
});

const kindsOf = (kind: ListQuery['kind']): ContentKind[] | null =>
  kind === undefined ? null : kind === 'news' ? [...NEWS_KINDS] : [kind];

/** Newest first; teachers by their order. */
export async function listContent(deps: AppDeps, query: ListQuery): Promise<PageData<ContentSummaryRecord>> {
  const { db } = deps.database;
  const kinds = kindsOf(query.kind);
  const where = and(
    visibleNow(deps.now()),
    kinds ? inArray(contents.kind, kinds) : undefined,
    // Fixed pages (contact-…) are reached by their address, not listed.
    query.kind === undefined ? sql`${contents.slug} is null` : undefined,
    query.tag ? sql`${query.tag} = any(${contents.tags})` : undefined,
  );
  const order =
    query.kind === 'C_TEACHER'
      ? [asc(contents.sortOrder), asc(contents.id)]
      : [desc(contents.publishAt), desc(contents.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(contents)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ value: count() }).from(contents).where(where),
  ]);
  return { records: rows.map(toSummary), total: total?.value ?? 0, size: query.size, current: query.current };
}

/** A visible item's row, or 404. */
export async function visibleRow(deps: AppDeps, where: SQL | undefined): Promise<ContentRow> {
  const [row] = await deps.database.db
    .select()
    .from(contents)
    .where(and(where, visibleNow(deps.now())));
  if (!row) throw notFound(CONTENT_MESSAGES.notFound);
  return row;
}

/**
 * The statements of an item's page (its related items and its neighbours), prepared once per database
 * and kind group: an article page is the most read page of the site.
 */
function detailStatements(db: Db, kinds: ContentKind[]) {
  const p = sql.placeholder;
  const sameKind = and(visibleNow(p('now')), inArray(contents.kind, kinds), sql`${contents.slug} is null`);
  const related = db
    .select(summaryColumns)
    .from(contents)
    .where(and(sameKind, ne(contents.id, p('id'))))
    // The same kind, sharing a tag first (an item without tags shares none), then the newest.
    .orderBy(desc(sql`${contents.tags} && ${p('tags')}::text[]`), desc(contents.publishAt))
    .limit(CONTENT_RULES.relatedCount);
  const previous = db
    .select(summaryColumns)
    .from(contents)
    .where(
      and(
        sameKind,
        or(lt(contents.publishAt, p('at')), and(eq(contents.publishAt, p('at')), lt(contents.id, p('id')))),
      ),
    )
    .orderBy(desc(contents.publishAt), desc(contents.id))
    .limit(1);
  const next = db
    .select(summaryColumns)
    .from(contents)
    .where(
      and(
        sameKind,
        or(gt(contents.publishAt, p('at')), and(eq(contents.publishAt, p('at')), gt(contents.id, p('id')))),
      ),
    )
    .orderBy(asc(contents.publishAt), asc(contents.id))
    .limit(1);
  return {
    related: related.prepare(statementName('content', related)),
    previous: previous.prepare(statementName('content', previous)),
    next: next.prepare(statementName('content', next)),
  };
}

const preparedDetails = new WeakMap<Db, Map<string, ReturnType<typeof detailStatements>>>();

async function detailOf(deps: AppDeps, row: ContentRow): Promise<ContentDetailRecord> {
  const { db } = deps.database;
  const kinds: ContentKind[] = (NEWS_KINDS as string[]).includes(row.kind)
    ? [...NEWS_KINDS]
    : [row.kind as ContentKind];
  const isPage = row.slug !== null;
  const link = (r: SummaryRow | undefined) =>
    r ? { id: r.id, title: r.title, url: contentUrl(r.kind as ContentKind, r.id, r.slug) } : null;
  const statements = preparedOnce(preparedDetails, db, kinds.join(','), () => detailStatements(db, kinds));
  const values = { now: deps.now(), id: row.id, at: row.publishAt!, tags: row.tags };
  const [related, previous, next] = isPage
    ? [[], [], []]
    : await Promise.all([
        statements.related.execute(values),
        statements.previous.execute(values),
        statements.next.execute(values),
      ]);
  return {
    ...toSummary(row),
    bodyHtml: row.bodyHtml,
    seoTitle: row.seoTitle || row.title,
    seoDescription: row.seoDescription || row.summary || row.bodyText.slice(0, 120),
    seoKeywords: row.seoKeywords || row.tags.join(','),
    updatedAt: row.updatedAt.toISOString(),
    related: related.map(toSummary),
    previous: link(previous[0]),
    next: link(next[0]),
  };
}

export async function getContent(deps: AppDeps, id: number): Promise<ContentDetailRecord> {
  return detailOf(deps, await visibleRow(deps, eq(contents.id, id)));
}

export async function getContentBySlug(deps: AppDeps, slug: string): Promise<ContentDetailRecord> {
  return detailOf(deps, await visibleRow(deps, eq(contents.slug, slug)));
}

/** A visible news item's id (comments on news, favourites): 404 otherwise. */
export async function visibleNewsId(deps: AppDeps, id: number): Promise<ContentRow> {
  return visibleRow(deps, and(eq(contents.id, id), inArray(contents.kind, [...NEWS_KINDS])));
}
