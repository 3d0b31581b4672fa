import { z } from 'zod';
import { intParam } from './field-schemas.ts';
import { TAROT_QUESTION_MAX_CHARS, TAROT_SPREAD_IDS } from './tarot.ts';

// The tarot area's request and record schemas (server validation, web types).

export const tarotReadingIdSchema = z.string().regex(/^[a-z0-9]{12}$/, { message: '解读记录不存在' });
export const tarotReadingParamsSchema = z.object({ readingId: tarotReadingIdSchema });
export const tarotShareCodeSchema = z.string().regex(/^[A-Za-z0-9]{10}$/, { message: '分享链接无效' });
export const tarotShareParamsSchema = z.object({ code: tarotShareCodeSchema });

export const tarotReadingBodySchema = z.object({
  spread: z.enum(TAROT_SPREAD_IDS, { message: '请选择牌阵' }),
  question: z
    .string({ message: '请输入问题' })
    .trim()
    .min(2, { message: '问题至少 2 个字' })
    .max(TAROT_QUESTION_MAX_CHARS, { message: `问题最多 ${TAROT_QUESTION_MAX_CHARS} 个字` }),
});
export type TarotReadingBody = z.output<typeof tarotReadingBodySchema>;

export const tarotDrawnCardSchema = z.object({
  position: z.string(),
  positionName: z.string(),
  cardId: z.string(),
  nameZh: z.string(),
  orientation: z.enum(['upright', 'reversed']),
});

export const tarotReadingSummarySchema = z.object({
  id: z.string(),
  question: z.string(),
  spread: z.enum(TAROT_SPREAD_IDS),
  spreadName: z.string(),
  cards: z.array(tarotDrawnCardSchema),
  status: z.enum(['done', 'stopped']),
  shareCode: z.string().nullable(),
  createdAt: z.string(),
});
export type TarotReadingSummary = z.output<typeof tarotReadingSummarySchema>;

export const tarotReadingDetailSchema = tarotReadingSummarySchema.extend({
  answer: z.string(),
  engine: z.enum(['builtin', 'model']),
  charged: z.enum(['free', 'package']),
});
export type TarotReadingDetail = z.output<typeof tarotReadingDetailSchema>;

export const tarotShareRecordSchema = z.object({
  code: z.string(),
  readingId: z.string(),
  question: z.string(),
  spreadName: z.string(),
  assistCount: z.number().int(),
  assistsNeeded: z.number().int(),
  unlocked: z.boolean(),
  createdAt: z.string(),
  helpers: z.array(z.object({ name: z.string(), at: z.string() })),
});
export type TarotShareRecord = z.output<typeof tarotShareRecordSchema>;

/** What anyone with the link sees: the reading shared, and where the friends' help stands. */
export const tarotSharedViewSchema = z.object({
  code: z.string(),
  ownerName: z.string(),
  question: z.string(),
  spreadName: z.string(),
  cards: z.array(tarotDrawnCardSchema),
  answer: z.string(),
  createdAt: z.string(),
  assistCount: z.number().int(),
  assistsNeeded: z.number().int(),
  unlocked: z.boolean(),
  /** For the signed-in viewer: their own share, already helped, or may help. */
  viewer: z.enum(['guest', 'owner', 'helped', 'can_help']),
});
export type TarotSharedView = z.output<typeof tarotSharedViewSchema>;

export const tarotAssistResultSchema = z.object({
  assistCount: z.number().int(),
  assistsNeeded: z.number().int(),
  unlocked: z.boolean(),
});

export const tarotMyAssistSchema = z.object({
  code: z.string(),
  ownerName: z.string(),
  spreadName: z.string(),
  at: z.string(),
});
export type TarotMyAssist = z.output<typeof tarotMyAssistSchema>;

// Operators (support): a member's readings, and who helps whom.
export const tarotAdminReadingsQuerySchema = z.object({
  /** The member's mobile, e-mail or user id. */
  user: z.string({ message: '请输入会员的手机号、邮箱或用户编号' }).trim().min(1).max(100),
  current: intParam(1, 100000).default(1),
  size: intParam(1, 100).default(20),
});

export const tarotAdminReadingSchema = tarotReadingDetailSchema.extend({ userId: z.number().int() });

export const tarotAdminAssistQuerySchema = z.object({
  /** Beijing date 'YYYY-MM-DD'; today when left out. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式为 YYYY-MM-DD' })
    .optional(),
  current: intParam(1, 100000).default(1),
  size: intParam(1, 100).default(20),
});

/** One helper on one day: how many shares they helped and for how many different owners. */
export const tarotAdminAssistRowSchema = z.object({
  helperUserId: z.number().int(),
  helperName: z.string(),
  helperCreatedAt: z.string(),
  day: z.string(),
  assists: z.number().int(),
  owners: z.number().int(),
  ownerUserIds: z.array(z.number().int()),
});
