import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { CONTENT_MESSAGES, contentUrl, type ContentAdminRecord } from '@xingtu/contracts/content';
import type {
  adminContentQuerySchema,
  contentInputSchema,
  contentPublishSchema,
} from '@xingtu/contracts/content-schemas';
import type { ContentKind } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { contents } from '../../db/schema/content.ts';
import { AppError, notFound } from '../../errors.ts';
import { contentChanged } from './events.ts';
import { htmlToText, renderMarkdown } from './markdown.ts';
import { toSummary } from './service.ts';
import { isListed, isVisible, type ContentRow } from './visibility.ts';

// The editors' side (console, roles admin and editor): create a draft, edit, publish now, schedule,
// take back. The body is rendered and sanitised once, on save. Every change is told to the search hook.

type AdminQuery = z.output<typeof adminContentQuerySchema>;
type ContentInput = z.output<typeof contentInputSchema>;
type PublishInput = z.output<typeof contentPublishSchema>;

/** Runs a scheduled item's go-live notice (registered by the plugin). */
export const SCHEDULED_JOB = 'content:scheduled-live';

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
};

export function toAdminRecord(row: ContentRow, now: Date): ContentAdminRecord {
  return {
    ...toSummary(row),
    slug: row.slug,
    bodyMarkdown: row.bodyMarkdown,
    bodyHtml: row.bodyHtml,
    status: row.status as ContentAdminRecord['status'],
    visibility: row.visibility as 1 | 2,
    publishAt: row.publishAt?.toISOString() ?? null,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    sortOrder: row.sortOrder,
    live: isVisible(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields a save writes, with the body rendered and sanitised. */
export function contentValues(input: ContentInput) {
  const bodyHtml = renderMarkdown(input.body_markdown);
  return {
    kind: input.kind,
    slug: input.slug ?? null,
    title: input.title,
    summary: input.summary,
    cover: input.cover ?? null,
    bodyMarkdown: input.body_markdown,
    bodyHtml,
    bodyText: htmlToText(bodyHtml),
    author: input.author || '星图编辑部',
    tags: [...new Set(input.tags)],
    visibility: input.visibility,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    seoKeywords: input.seo_keywords,
    sortOrder: input.sort_order,
  };
}

async function announce(deps: AppDeps, row: ContentRow): Promise<void> {
  await contentChanged(deps, {
    id: row.id,
    kind: row.kind as ContentKind,
    title: row.title,
    summary: row.summary,
    bodyText: row.bodyText,
    url: contentUrl(row.kind as ContentKind, row.id, row.slug),
    visible: isVisible(row, deps.now()),
    listed: isListed(row),
    publishedAt: row.publishAt,
  });
}

async function findRow(deps: AppDeps, id: number): Promise<ContentRow> {
  const [row] = await deps.database.db.select().from(contents).where(eq(contents.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.notFound);
  return row;
}

export async function adminListContent(
  deps: AppDeps,
  query: AdminQuery,
): Promise<PageData<ContentAdminRecord>> {
  const { db } = deps.database;
  const keyword = query.keyword?.replace(/[%_\\]/g, (c) => `\\${c}`);
  const where: SQL | undefined = and(
    query.kind ? eq(contents.kind, query.kind) : undefined,
    query.status ? eq(contents.status, query.status) : undefined,
    keyword ? or(ilike(contents.title, `%${keyword}%`), ilike(contents.summary, `%${keyword}%`)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contents)
      .where(where)
      .orderBy(desc(contents.updatedAt), desc(contents.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ value: count() }).from(contents).where(where),
  ]);
  const now = deps.now();
  return {
    records: rows.map((row) => toAdminRecord(row, now)),
    total: total?.value ?? 0,
    size: query.size,
    current: query.current,
  };
}

export async function adminGetContent(deps: AppDeps, id: number): Promise<ContentAdminRecord> {
  return toAdminRecord(await findRow(deps, id), deps.now());
}

export async function createContent(
  deps: AppDeps,
  operatorId: number | null,
  input: ContentInput,
): Promise<ContentAdminRecord> {
  const now = deps.now();
  try {
    const [row] = await deps.database.db
      .insert(contents)
      .values({
        ...contentValues(input),
        status: 'draft',
        createdBy: operatorId,
        updatedBy: operatorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toAdminRecord(row!, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONTENT_SLUG_TAKEN');
    throw error;
  }
}

export async function updateContent(
  deps: AppDeps,
  operatorId: number | null,
  id: number,
  input: ContentInput,
): Promise<ContentAdminRecord> {
  await findRow(deps, id);
  const now = deps.now();
  let row: ContentRow | undefined;
  try {
    [row] = await deps.database.db
      .update(contents)
      .set({ ...contentValues(input), updatedBy: operatorId, updatedAt: now })
      .where(eq(contents.id, id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONTENT_SLUG_TAKEN');
    throw error;
  }
  if (!row) throw notFound(CONTENT_MESSAGES.notFound);
  await announce(deps, row);
  return toAdminRecord(row, now);
}

export async function publishContent(
  deps: AppDeps,
  operatorId: number | null,
  id: number,
  input: PublishInput,
): Promise<ContentAdminRecord> {
  const current = await findRow(deps, id);
  const now = deps.now();
  let change: Partial<typeof contents.$inferInsert>;
  if (input.action === 'publish') {
    // A re-publish keeps the first publication time (the news order does not jump).
    const keep = current.status === 'published' && current.publishAt && current.publishAt <= now;
    change = { status: 'published', publishAt: keep ? current.publishAt : now };
  } else if (input.action === 'schedule') {
    const at = new Date(input.publish_at!);
    if (at.getTime() <= now.getTime()) throw new AppError('CONTENT_SCHEDULE');
    change = { status: 'scheduled', publishAt: at };
  } else {
    change = { status: 'draft', publishAt: null };
  }
  const [row] = await deps.database.db
    .update(contents)
    .set({ ...change, updatedBy: operatorId, updatedAt: now })
    .where(eq(contents.id, id))
    .returning();
  if (!row) throw notFound(CONTENT_MESSAGES.notFound);
  if (input.action === 'schedule')
    await deps.jobs.enqueue(
      SCHEDULED_JOB,
      { id: row.id, at: row.publishAt!.toISOString() },
      {
        delayMs: row.publishAt!.getTime() - now.getTime(),
        uniqueKey: `${SCHEDULED_JOB}:${row.id}:${row.publishAt!.getTime()}`,
      },
    );
  await announce(deps, row);
  return toAdminRecord(row, now);
}

/** The scheduled time came: tell the search hook (only if it is still that schedule and now visible). */
export async function scheduledWentLive(deps: AppDeps, payload: { id: number; at: string }): Promise<void> {
  const [row] = await deps.database.db
    .select()
    .from(contents)
    .where(and(eq(contents.id, payload.id), eq(contents.status, 'scheduled')));
  if (!row || row.publishAt?.toISOString() !== payload.at || !isVisible(row, deps.now())) return;
  await announce(deps, row);
}

/** Every item as the search index wants it (visible or not: the flag says). */
export async function listSearchableContent(deps: AppDeps) {
  const rows = await deps.database.db.select().from(contents).orderBy(contents.id);
  const now = deps.now();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ContentKind,
    title: row.title,
    summary: row.summary,
    bodyText: row.bodyText,
    url: contentUrl(row.kind as ContentKind, row.id, row.slug),
    visible: isVisible(row, now),
    listed: isListed(row),
    publishedAt: row.publishAt,
  }));
}
