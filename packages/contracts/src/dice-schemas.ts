import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import {
  DICE_ANSWER_MAX_CHARS,
  DICE_ANSWER_MIN_CHARS,
  DICE_KINDS,
  DICE_QUESTION_MAX_CHARS,
  DICE_QUESTION_STATUSES,
} from './dice.ts';
import { pageQuerySchema } from './envelope.ts';

// The AI dice area's request and record schemas (server validation, web types).

const publicId = (message: string) => z.string().regex(/^[a-z0-9]{12}$/, { message });
export const diceRollParamsSchema = z.object({ id: publicId('这次占卜不存在') });
export const diceQuestionParamsSchema = z.object({ id: publicId('这个问题不存在') });

export const diceRollBodySchema = z.object({
  question: z
    .string({ message: '请输入问题' })
    .trim()
    .min(2, { message: '请把问题写完整一些' })
    .max(DICE_QUESTION_MAX_CHARS, { message: `问题最多 ${DICE_QUESTION_MAX_CHARS} 个字` }),
});
export type DiceRollBody = z.output<typeof diceRollBodySchema>;

export const diceAnswerBodySchema = z.object({
  answer: z
    .string({ message: '请填写解读' })
    .trim()
    .min(DICE_ANSWER_MIN_CHARS, { message: `解读至少 ${DICE_ANSWER_MIN_CHARS} 个字` })
    .max(DICE_ANSWER_MAX_CHARS, { message: `解读最多 ${DICE_ANSWER_MAX_CHARS} 个字` }),
});

export const diceAcceptBodySchema = z.object({
  rating: numeric(
    z
      .number({ message: '请选择评分' })
      .int({ message: '请选择评分' })
      .min(1, { message: '请选择 1 到 5 星' })
      .max(5, { message: '请选择 1 到 5 星' }),
  ),
  comment: z.string().trim().max(200, { message: '评价最多 200 个字' }).optional(),
});

export const diceAdminQuerySchema = pageQuerySchema.extend({
  status: z.enum(DICE_QUESTION_STATUSES, { message: '没有这个状态' }).optional(),
});

export const diceAdminRefundBodySchema = z.object({
  reason: z
    .string({ message: '请填写退款原因' })
    .trim()
    .min(2, { message: '请填写退款原因' })
    .max(200, { message: '退款原因最多 200 个字' }),
});

export const diceFaceSchema = z.object({
  die: z.enum(DICE_KINDS),
  key: z.string(),
  face: z.number().int(),
  name: z.string(),
  keywords: z.array(z.string()),
  text: z.string(),
});

const statusSchema = z.enum(DICE_QUESTION_STATUSES);

/** A paid question as its member or its astrologer sees it. */
export const diceQuestionRecordSchema = z.object({
  id: z.string(),
  rollId: z.string(),
  question: z.string(),
  faces: z.array(diceFaceSchema),
  status: statusSchema,
  statusLabel: z.string(),
  priceFen: z.number().int(),
  orderNo: z.string().nullable(),
  astrologerName: z.string().nullable(),
  /** Set while claimed: when the claim lapses. */
  claimExpiresAt: z.string().nullable(),
  /** Set once paid: when an unanswered question is refunded. */
  answerDueAt: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** When an answer not accepted is accepted automatically. */
  autoAcceptAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DiceQuestionRecord = z.output<typeof diceQuestionRecordSchema>;

export const diceRollRecordSchema = z.object({
  id: z.string(),
  question: z.string(),
  faces: z.array(diceFaceSchema),
  answer: z.string(),
  status: z.enum(['done', 'stopped']),
  engineLabel: z.string(),
  createdAt: z.string(),
  /** The latest paid question about this roll (any state but cancelled), if the member asked one. */
  astrologerQuestion: diceQuestionRecordSchema.nullable(),
});
export type DiceRollRecord = z.output<typeof diceRollRecordSchema>;

export const diceRollSummarySchema = diceRollRecordSchema
  .pick({
    id: true,
    question: true,
    faces: true,
    createdAt: true,
  })
  .extend({ questionStatus: statusSchema.nullable() });
export type DiceRollSummary = z.output<typeof diceRollSummarySchema>;

export const diceAskRecordSchema = z.object({ question: diceQuestionRecordSchema, orderNo: z.string() });

export const diceAstroOverviewSchema = z.object({
  waiting: z.number().int(),
  answered: z.number().int(),
  accepted: z.number().int(),
  averageRating: z.number().nullable(),
  /** The question this astrologer holds now, if any. */
  current: diceQuestionRecordSchema.nullable(),
  claimMinutes: z.number().int(),
  priceFen: z.number().int(),
  sharePercent: z.number().int(),
});
export type DiceAstroOverview = z.output<typeof diceAstroOverviewSchema>;

export const diceEarningRecordSchema = z.object({
  entryNo: z.string(),
  causeLabel: z.string(),
  orderNo: z.string().nullable(),
  grossFen: z.number().int(),
  commissionFen: z.number().int(),
  deltaFen: z.number().int(),
  note: z.string().nullable(),
  availableAt: z.string(),
  createdAt: z.string(),
});
export const diceEarningsSchema = z.object({
  totalFen: z.number().int(),
  settlingFen: z.number().int(),
  entries: z.array(diceEarningRecordSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type DiceEarnings = z.output<typeof diceEarningsSchema>;

export const diceTrainingRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  question: z.string(),
  faces: z.array(diceFaceSchema),
  modelAnswer: z.string(),
  points: z.array(z.string()),
});
export type DiceTrainingRecord = z.output<typeof diceTrainingRecordSchema>;

export const diceAdminQuestionSchema = diceQuestionRecordSchema.extend({
  memberUserId: z.string(),
  astrologerUserId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type DiceAdminQuestion = z.output<typeof diceAdminQuestionSchema>;
