import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_URL_TTL_SECONDS } from '@xingtu/contracts/courses';
import type { LessonAttachment } from '../../db/schema/courses.ts';
import { notFound } from '../../errors.ts';
import { hasEntitlement } from '../commerce/index.ts';
import { courseRef } from './enrolment.ts';
import type { CourseCtx } from './media.ts';

// Lesson attachments (a PDF handout, a ZIP of charts) are handed out only to members holding the
// course: the lesson answer carries, for them alone, a link signed for that member, that attachment
// and an expiry. Opening it checks the signature, the expiry and — again — the purchase, so a refund
// ends downloads at once. Every refusal is the same 404.

const NOT_FOUND = '附件不存在，或报名后才能下载';

function signature(ctx: CourseCtx, lesson: string, index: number, key: string, user: number, exp: number) {
  return createHmac('sha256', ctx.mediaKey)
    .update(`attachment\n${lesson}\n${index}\n${key}\n${user}\n${exp}`)
    .digest('base64url');
}

/** The download link of a lesson's attachment for one member, valid MEDIA_URL_TTL_SECONDS. */
export function attachmentUrl(
  ctx: CourseCtx,
  lessonSlug: string,
  index: number,
  attachment: LessonAttachment,
  userId: number,
): string {
  const exp = Math.floor(ctx.deps.now().getTime() / 1000) + MEDIA_URL_TTL_SECONDS;
  const token = `${userId}.${exp}.${signature(ctx, lessonSlug, index, attachment.key, userId, exp)}`;
  return `/api/courses/lessons/${lessonSlug}/attachments/${index}?t=${token}`;
}

/** The attachment behind a live link of a member who still holds the course; 404 otherwise. */
export async function openAttachment(
  ctx: CourseCtx,
  lesson: { slug: string; courseSlug: string; attachments: LessonAttachment[] },
  index: number,
  token: string,
): Promise<{ attachment: LessonAttachment; body: Buffer }> {
  const attachment = lesson.attachments[index];
  const [user, expires, given, extra] = token.split('.');
  const userId = Number(user);
  const exp = Number(expires);
  if (
    !attachment ||
    !given ||
    extra !== undefined ||
    !Number.isSafeInteger(userId) ||
    !Number.isSafeInteger(exp)
  )
    throw notFound(NOT_FOUND);
  const expected = Buffer.from(signature(ctx, lesson.slug, index, attachment.key, userId, exp));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) throw notFound(NOT_FOUND);
  if (exp * 1000 <= ctx.deps.now().getTime()) throw notFound('下载链接已过期，请刷新课程页面后重新下载');
  if (!(await hasEntitlement(ctx.deps, userId, courseRef(lesson.courseSlug)))) throw notFound(NOT_FOUND);
  const file = await ctx.deps.storage.get(attachment.key);
  if (!file) throw notFound(NOT_FOUND);
  return { attachment, body: file.body };
}
