// Comments (issue 16: a member's review of a completed consultation; issue 19 adds news and courses
// through the same calls). The rules below are read by the server and the pages. No zod here: pages
// import this file; request and answer schemas are in comments-schemas.ts.
import type { z } from 'zod';
import type { adminCommentRecordSchema, commentRecordSchema, replyRecordSchema } from './comments-schemas.ts';

export type CommentRecord = z.output<typeof commentRecordSchema>;
export type ReplyRecord = z.output<typeof replyRecordSchema>;
export type AdminCommentRecord = z.output<typeof adminCommentRecordSchema>;

/**
 * What a comment is about. `astrologer`: a review of an astrologer, written by a member after a
 * completed consultation booking (one per booking, with a 1–5 rating). `news`: a comment on a
 * published news item (target id: the content id); any signed-in member may comment and reply once
 * level deep. The course area adds its kind here and a resolver in the server's comments module.
 */
export const COMMENT_TARGET_TYPES = [
  { value: 'astrologer', label: '占星师评价' },
  { value: 'news', label: '资讯评论' },
  { value: 'course', label: '课程评价' },
] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number]['value'];

export const COMMENT_RULES = {
  minLength: 5,
  maxLength: 500,
  /** The author may edit a comment for this many hours after writing it (the edit is moderated again). */
  editWindowHours: 72,
  minRating: 1,
  maxRating: 5,
} as const;

export const COMMENT_STATUS = { visible: '展示中', hidden: '已隐藏' } as const;
export type CommentStatus = keyof typeof COMMENT_STATUS;

export const COMMENT_REPORT_REASONS = [
  { value: 'ad', label: '广告或引流' },
  { value: 'abuse', label: '辱骂、人身攻击' },
  { value: 'privacy', label: '泄露他人隐私' },
  { value: 'false', label: '虚假或误导信息' },
  { value: 'other', label: '其他' },
] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number]['value'];

export const RATING_LABELS = ['', '很不满意', '不太满意', '一般', '满意', '非常满意'] as const;

export const COMMENT_MESSAGES = {
  notFound: '评论不存在或已被删除',
  bookingNotFound: '预约不存在',
  notCompleted: '咨询完成后才能评价',
  alreadyReviewed: '这次咨询已经评价过了，可以修改原来的评价',
  ratingRequired: '请为这次咨询打分（1到5星）',
  editExpired: `评论发表${COMMENT_RULES.editWindowHours}小时后不能再修改`,
  hiddenNoEdit: '这条评论已被隐藏，不能修改',
  replyNotAllowed: '只有被评价的占星师可以回复这条评价',
  replyToReply: '只能回复评论本身，不能回复回复',
  alreadyReplied: '你已经回复过这条评价，可以修改原来的回复',
  ownReport: '不能举报自己的评论',
  alreadyReported: '你已经举报过这条评论，我们会尽快处理',
  targetNotFound: '评论的对象不存在',
} as const;

/** "4.8" — one decimal, as ratings are shown everywhere. */
export const ratingText = (average: number | null): string =>
  average === null ? '暂无评分' : average.toFixed(1);
