import { z } from 'zod';
import './zod-locale.ts';
import { COMMENT_REPORT_REASONS, COMMENT_RULES, COMMENT_TARGET_TYPES } from './comments.ts';
import { pageQuerySchema } from './envelope.ts';

// Requests (snake_case) and answers (camelCase records) of the comment endpoints (comments-api.ts).

const publicId = z.string().regex(/^[a-z0-9]{12}$/, '编号不正确');
const targetTypes = COMMENT_TARGET_TYPES.map((t) => t.value) as [string, ...string[]];
const reasons = COMMENT_REPORT_REASONS.map((r) => r.value) as [string, ...string[]];

const content = z
  .string({ error: '请填写内容' })
  .trim()
  .min(COMMENT_RULES.minLength, `请至少写${COMMENT_RULES.minLength}个字`)
  .max(COMMENT_RULES.maxLength, `内容不能超过${COMMENT_RULES.maxLength}字`);
const rating = z
  .number({ error: '请为这次咨询打分（1到5星）' })
  .int('评分应为整数')
  .min(COMMENT_RULES.minRating, '评分应在1到5星之间')
  .max(COMMENT_RULES.maxRating, '评分应在1到5星之间');

/** Either the comments of one target (public), or the review of one of my bookings (signed in). */
export const commentListQuerySchema = pageQuerySchema
  .extend({
    target_type: z.enum(targetTypes).optional(),
    target_id: z.string().trim().min(1).max(64).optional(),
    booking_id: publicId.optional(),
  })
  .refine((q) => q.booking_id !== undefined || (q.target_type && q.target_id), {
    message: '请指定评论的对象',
    path: ['target_id'],
  });

/**
 * A new comment: a review of a completed booking (booking_id + rating), a reply (parent_id), or a
 * comment on a target (target_type + target_id). Exactly one of the three.
 */
export const commentInputSchema = z
  .object({
    booking_id: publicId.optional(),
    parent_id: publicId.optional(),
    target_type: z.enum(targetTypes).optional(),
    target_id: z.string().trim().min(1).max(64).optional(),
    rating: rating.optional(),
    content,
  })
  .refine(
    (c) =>
      [c.booking_id !== undefined, c.parent_id !== undefined, c.target_type !== undefined].filter(Boolean)
        .length === 1,
    { message: '请指定评论的对象', path: ['target_id'] },
  )
  .refine((c) => c.booking_id === undefined || c.rating !== undefined, {
    message: '请为这次咨询打分（1到5星）',
    path: ['rating'],
  })
  .refine((c) => c.booking_id !== undefined || c.rating === undefined, {
    message: '只有咨询评价可以打分',
    path: ['rating'],
  });

export const commentUpdateSchema = z.object({ content, rating: rating.optional() });

export const commentParamsSchema = z.object({ commentId: publicId });

export const commentReportSchema = z.object({
  reason: z.enum(reasons, { error: '请选择举报原因' }),
  note: z.string().trim().max(200, '补充说明不能超过200字').optional(),
});

export const adminCommentQuerySchema = pageQuerySchema.extend({
  /** reported: visible comments someone reported; hidden: hidden by an operator; all. */
  status: z.enum(['reported', 'hidden', 'all']).default('reported'),
});

export const hideCommentSchema = z.object({
  reason: z.string().trim().min(2, '请填写隐藏原因').max(200, '原因不能超过200字'),
});

// ---- answers ----

const iso = z.string();

export const replyRecordSchema = z.object({
  commentId: z.string(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  /** The reply comes from the reviewed astrologer (shown as 占星师回复). */
  bySubject: z.boolean(),
  content: z.string(),
  createdAt: iso,
  editedAt: iso.nullable(),
  mine: z.boolean(),
  mayEdit: z.boolean(),
});

export const commentRecordSchema = z.object({
  commentId: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  rating: z.number().int().nullable(),
  /** For a review: the service booked (e.g. 本命盘语音详解). */
  context: z.string().nullable(),
  content: z.string(),
  status: z.string(),
  createdAt: iso,
  editedAt: iso.nullable(),
  mine: z.boolean(),
  mayEdit: z.boolean(),
  /** The signed-in reader may reply (the reviewed astrologer, once). */
  mayReply: z.boolean(),
  replies: z.array(replyRecordSchema),
});

export const adminCommentRecordSchema = z.object({
  commentId: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  parentId: z.string().nullable(),
  authorUserId: z.string(),
  authorName: z.string(),
  rating: z.number().int().nullable(),
  content: z.string(),
  status: z.string(),
  reportCount: z.number().int(),
  reports: z.array(z.object({ reason: z.string(), note: z.string().nullable(), createdAt: iso })),
  hiddenReason: z.string().nullable(),
  hiddenAt: iso.nullable(),
  createdAt: iso,
});
