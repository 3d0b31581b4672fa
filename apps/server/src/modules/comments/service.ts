import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { COMMENT_MESSAGES, type CommentRecord } from '@xingtu/contracts/comments';
import type {
  commentInputSchema,
  commentListQuerySchema,
  commentReportSchema,
  commentUpdateSchema,
} from '@xingtu/contracts/comments-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { commentReports, comments } from '../../db/schema/comments.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { bookingOfParticipant } from '../consultations/index.ts';
import { assertClean } from '../sys/index.ts';
import { newCommentId } from './public-id.ts';
import { mayEditAt, toCommentRecords, type CommentRow } from './records.ts';
import { targetRules } from './targets.ts';

// Writing, editing, reporting and reading comments. Every text is moderated first (001108, nothing
// saved). A review needs the booking's member and a completed booking; the database's unique index
// on booking_id settles a race between two reviews of one booking.

type ListQuery = z.output<typeof commentListQuerySchema>;
type CommentInput = z.output<typeof commentInputSchema>;
type CommentUpdate = z.output<typeof commentUpdateSchema>;
type ReportInput = z.output<typeof commentReportSchema>;

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
};

async function findOwnComment(deps: AppDeps, userId: number, publicId: string): Promise<CommentRow> {
  const [row] = await deps.database.db
    .select()
    .from(comments)
    .where(and(eq(comments.publicId, publicId), eq(comments.authorUserId, userId)));
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  return row;
}

async function findVisible(deps: AppDeps, publicId: string): Promise<CommentRow> {
  const [row] = await deps.database.db
    .select()
    .from(comments)
    .where(and(eq(comments.publicId, publicId), eq(comments.status, 'visible')));
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  return row;
}

/** The record a writer gets back: the top-level comment (with its replies) the row belongs to. */
async function recordOf(deps: AppDeps, row: CommentRow, viewer: number): Promise<CommentRecord> {
  const top =
    row.parentId === null
      ? row
      : (await deps.database.db.select().from(comments).where(eq(comments.id, row.parentId)))[0]!;
  const [record] = await toCommentRecords(deps, [top], viewer);
  return record!;
}

export async function listComments(
  deps: AppDeps,
  viewer: number | null,
  query: ListQuery,
): Promise<PageData<CommentRecord>> {
  const { db } = deps.database;
  if (query.booking_id !== undefined) {
    if (viewer === null) throw new AppError('TOKEN_MISSING', { httpStatus: 401 });
    const booking = await bookingOfParticipant(deps, viewer, query.booking_id);
    const rows = await db.select().from(comments).where(eq(comments.bookingId, booking.id));
    return {
      records: await toCommentRecords(deps, rows, viewer),
      total: rows.length,
      size: query.size,
      current: 1,
    };
  }
  const rules = targetRules(query.target_type!);
  const ref = await rules.refOf(deps, query.target_id!);
  const where = and(
    eq(comments.targetType, query.target_type!),
    eq(comments.targetRef, ref),
    isNull(comments.parentId),
    eq(comments.status, 'visible'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ value: count() }).from(comments).where(where),
  ]);
  return {
    records: await toCommentRecords(deps, rows, viewer),
    total: total?.value ?? 0,
    size: query.size,
    current: query.current,
  };
}

async function insert(
  deps: AppDeps,
  values: Omit<typeof comments.$inferInsert, 'publicId'>,
): Promise<CommentRow> {
  const now = deps.now();
  try {
    const [row] = await deps.database.db
      .insert(comments)
      .values({ ...values, publicId: newCommentId(), createdAt: now, updatedAt: now })
      .returning();
    return row!;
  } catch (error) {
    if (values.bookingId != null && isUniqueViolation(error)) throw new AppError('COMMENT_EXISTS');
    throw error;
  }
}

export async function postComment(
  deps: AppDeps,
  userId: number,
  input: CommentInput,
): Promise<CommentRecord> {
  if (input.booking_id !== undefined) {
    const booking = await bookingOfParticipant(deps, userId, input.booking_id);
    // The astrologer of the booking may not review it: it is the member's booking to review.
    if (booking.memberUserId !== userId) throw notFound(COMMENT_MESSAGES.bookingNotFound);
    if (booking.state !== 'completed')
      throw new AppError('BOOKING_STATE', { message: COMMENT_MESSAGES.notCompleted });
    const [existing] = await deps.database.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.bookingId, booking.id));
    if (existing) throw new AppError('COMMENT_EXISTS');
    await assertClean(deps, [input.content]);
    const row = await insert(deps, {
      targetType: 'astrologer',
      targetRef: booking.astrologerUserId,
      bookingId: booking.id,
      authorUserId: userId,
      rating: input.rating!,
      content: input.content,
    });
    return recordOf(deps, row, userId);
  }

  if (input.parent_id !== undefined) {
    const parent = await findVisible(deps, input.parent_id);
    if (parent.parentId !== null) throw validationError('parent_id', COMMENT_MESSAGES.replyToReply);
    const subject = targetRules(parent.targetType).subjectUserId(parent.targetRef);
    if (subject !== null && subject !== userId)
      throw new AppError('PERMISSION_DENIED', { message: COMMENT_MESSAGES.replyNotAllowed });
    const [replied] = await deps.database.db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.parentId, parent.id), eq(comments.authorUserId, userId)));
    if (subject !== null && replied)
      throw new AppError('COMMENT_EXISTS', { message: COMMENT_MESSAGES.alreadyReplied });
    await assertClean(deps, [input.content]);
    const row = await insert(deps, {
      targetType: parent.targetType,
      targetRef: parent.targetRef,
      parentId: parent.id,
      authorUserId: userId,
      content: input.content,
    });
    return recordOf(deps, row, userId);
  }

  const rules = targetRules(input.target_type!);
  if (!rules.openToComments) throw validationError('target_type', '这类内容只能在完成咨询后评价');
  const ref = await rules.refOf(deps, input.target_id!);
  const refusal = (await rules.mayComment?.(deps, userId, ref)) ?? null;
  if (refusal) throw new AppError('PERMISSION_DENIED', { message: refusal });
  await assertClean(deps, [input.content]);
  const row = await insert(deps, {
    targetType: input.target_type!,
    targetRef: ref,
    authorUserId: userId,
    content: input.content,
  });
  return recordOf(deps, row, userId);
}

export async function editComment(
  deps: AppDeps,
  userId: number,
  publicId: string,
  input: CommentUpdate,
): Promise<CommentRecord> {
  const row = await findOwnComment(deps, userId, publicId);
  if (row.status !== 'visible')
    throw new AppError('COMMENT_LOCKED', { message: COMMENT_MESSAGES.hiddenNoEdit });
  if (!mayEditAt(row, userId, deps.now()))
    throw new AppError('COMMENT_LOCKED', { message: COMMENT_MESSAGES.editExpired });
  if (input.rating !== undefined && row.bookingId === null)
    throw validationError('rating', '只有咨询评价可以打分');
  await assertClean(deps, [input.content]);
  const now = deps.now();
  const [updated] = await deps.database.db
    .update(comments)
    .set({
      content: input.content,
      ...(input.rating !== undefined && row.bookingId !== null ? { rating: input.rating } : {}),
      editedAt: now,
      updatedAt: now,
    })
    // Still visible at the moment of writing: an operator hiding it meanwhile wins.
    .where(and(eq(comments.id, row.id), eq(comments.status, 'visible')))
    .returning();
  if (!updated) throw new AppError('COMMENT_LOCKED', { message: COMMENT_MESSAGES.hiddenNoEdit });
  return recordOf(deps, updated, userId);
}

export async function reportComment(
  deps: AppDeps,
  userId: number,
  publicId: string,
  input: ReportInput,
): Promise<void> {
  const row = await findVisible(deps, publicId);
  if (row.authorUserId === userId) throw validationError('commentId', COMMENT_MESSAGES.ownReport);
  await assertClean(deps, [input.note]);
  await deps.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(commentReports)
      .values({
        commentId: row.id,
        reporterUserId: userId,
        reason: input.reason,
        note: input.note ?? null,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ id: commentReports.id });
    if (inserted.length === 0) throw new AppError('COMMENT_REPORTED');
    await tx
      .update(comments)
      .set({ reportCount: sql`${comments.reportCount} + 1` })
      .where(eq(comments.id, row.id));
  });
}
