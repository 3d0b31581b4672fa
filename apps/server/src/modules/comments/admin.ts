import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { COMMENT_MESSAGES, type AdminCommentRecord } from '@xingtu/contracts/comments';
import type { adminCommentQuerySchema } from '@xingtu/contracts/comments-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { commentReports, comments } from '../../db/schema/comments.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import type { CommentRow } from './records.ts';
import { targetRules } from './targets.ts';

// The operators' side: comments members reported, comments hidden, hiding and restoring one. Who hid
// a comment, when and why stays on the row.

type AdminQuery = z.output<typeof adminCommentQuerySchema>;

async function toAdminRecords(deps: AppDeps, rows: CommentRow[]): Promise<AdminCommentRecord[]> {
  if (rows.length === 0) return [];
  const { db } = deps.database;
  const ids = rows.map((r) => r.id);
  const [reports, authors, parents] = await Promise.all([
    db
      .select()
      .from(commentReports)
      .where(inArray(commentReports.commentId, ids))
      .orderBy(desc(commentReports.createdAt)),
    db
      .select({ id: users.id, userName: users.userName, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.authorUserId))])),
    db
      .select({ id: comments.id, publicId: comments.publicId })
      .from(comments)
      .where(
        inArray(comments.id, rows.flatMap((r) => (r.parentId === null ? [] : [r.parentId])).concat([-1])),
      ),
  ]);
  const records: AdminCommentRecord[] = [];
  for (const row of rows) {
    const author = authors.find((a) => a.id === row.authorUserId);
    records.push({
      commentId: row.publicId,
      targetType: row.targetType,
      targetId: await targetRules(row.targetType).publicIdOf(deps, row.targetRef),
      parentId: parents.find((p) => p.id === row.parentId)?.publicId ?? null,
      authorUserId: String(row.authorUserId),
      authorName: author ? (author.name ?? author.userName) : '已注销用户',
      rating: row.rating,
      content: row.content,
      status: row.status,
      reportCount: row.reportCount,
      reports: reports
        .filter((r) => r.commentId === row.id)
        .map((r) => ({ reason: r.reason, note: r.note, createdAt: r.createdAt.toISOString() })),
      hiddenReason: row.hiddenReason,
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return records;
}

export async function adminListComments(
  deps: AppDeps,
  query: AdminQuery,
): Promise<PageData<AdminCommentRecord>> {
  const { db } = deps.database;
  const where: SQL | undefined =
    query.status === 'reported'
      ? and(eq(comments.status, 'visible'), gt(comments.reportCount, 0))
      : query.status === 'hidden'
        ? eq(comments.status, 'hidden')
        : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(
        ...(query.status === 'reported' ? [desc(comments.reportCount)] : []),
        desc(comments.createdAt),
        desc(comments.id),
      )
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ value: count() }).from(comments).where(where),
  ]);
  return {
    records: await toAdminRecords(deps, rows),
    total: total?.value ?? 0,
    size: query.size,
    current: query.current,
  };
}

async function setStatus(
  deps: AppDeps,
  publicId: string,
  values: Partial<typeof comments.$inferInsert>,
): Promise<AdminCommentRecord> {
  const [row] = await deps.database.db
    .update(comments)
    .set({ ...values, updatedAt: deps.now() })
    .where(eq(comments.publicId, publicId))
    .returning();
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  const [record] = await toAdminRecords(deps, [row]);
  return record!;
}

export const hideComment = (deps: AppDeps, operatorId: number, publicId: string, reason: string) =>
  setStatus(deps, publicId, {
    status: 'hidden',
    hiddenReason: reason,
    hiddenBy: operatorId,
    hiddenAt: deps.now(),
  });

/** Shown again; the reports that led to hiding it are settled (the count starts again from zero). */
export const restoreComment = (deps: AppDeps, operatorId: number, publicId: string) =>
  setStatus(deps, publicId, {
    status: 'visible',
    hiddenReason: null,
    hiddenBy: operatorId,
    hiddenAt: null,
    reportCount: 0,
  });
