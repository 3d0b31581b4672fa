import type { CommentRecord, CommentReportReason, CommentTargetType } from '@xingtu/contracts/comments';
import { commentsApi } from '@xingtu/contracts/comments-api';
import type { PageData } from '@xingtu/contracts/envelope';
import { client, page, records } from './lazy-client.ts';

// Comments and reviews (server: modules/comments; endpoints: contracts/comments-api.ts). They change
// while a page is open: never cached. Refusals of a form are shown next to it (silent).

const api = commentsApi;
const fresh = { cache: false } as const;
const quiet = { cache: false, forceAuth: true, silent: true } as const;

export async function fetchComments(
  targetType: CommentTargetType,
  targetId: string,
  current = 1,
  size = 10,
): Promise<PageData<CommentRecord>> {
  return page(
    await (
      await client()
    ).call(api.listComments, { query: { targetType, targetId, current, size } as never }, fresh),
  );
}

/** The review of one of my bookings (as its member or its astrologer), or null before there is one. */
export async function fetchBookingReview(bookingId: string): Promise<CommentRecord | null> {
  const answer = page(
    await (
      await client()
    ).call(api.listComments, { query: { bookingId } as never }, { cache: false, forceAuth: true }),
  );
  return answer.records[0] ?? null;
}

export async function postReview(bookingId: string, rating: number, content: string): Promise<CommentRecord> {
  return records(
    await (await client()).call(api.postComment, { body: { bookingId, rating, content } as never }, quiet),
  );
}

/** A comment on an open target (a news item). */
export async function postComment(
  targetType: CommentTargetType,
  targetId: string,
  content: string,
): Promise<CommentRecord> {
  return records(
    await (await client()).call(api.postComment, { body: { targetType, targetId, content } as never }, quiet),
  );
}

/** A review of a course the member joined (plain comment on the course; the server checks the purchase). */
export function postCourseReview(courseId: string, content: string): Promise<CommentRecord> {
  return postComment('course', courseId, content);
}

export async function postReply(parentId: string, content: string): Promise<CommentRecord> {
  return records(
    await (await client()).call(api.postComment, { body: { parentId, content } as never }, quiet),
  );
}

export async function editComment(
  commentId: string,
  content: string,
  rating?: number,
): Promise<CommentRecord> {
  return records(
    await (
      await client()
    ).call(
      api.editComment,
      { params: { commentId }, body: { content, ...(rating ? { rating } : {}) } as never },
      quiet,
    ),
  );
}

export async function reportComment(commentId: string, reason: CommentReportReason): Promise<void> {
  await (await client()).call(api.reportComment, { params: { commentId }, body: { reason } as never }, quiet);
}
