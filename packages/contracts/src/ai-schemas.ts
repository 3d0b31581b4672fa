import { z } from 'zod';
import { intParam, numeric } from './field-schemas.ts';
import { AI_MODES, AI_QUESTION_MAX_CHARS, AI_USAGE_KINDS } from './ai.ts';

// The AI chat area's request and record schemas (server validation, web types).

export const aiSessionIdSchema = z.string().regex(/^[a-z0-9]{12}$/, { message: '会话不存在' });
export const aiSessionParamsSchema = z.object({ sessionId: aiSessionIdSchema });
export const aiModeSchema = z.enum(AI_MODES, { message: '请选择对话类型' });

export const aiSessionQuerySchema = z.object({
  mode: aiModeSchema,
  current: intParam(1, 100000).default(1),
  size: intParam(1, 50).default(20),
});

export const aiChatBodySchema = z.object({
  mode: aiModeSchema,
  /** Continue a session; leave out to start a new one. */
  session_id: aiSessionIdSchema.optional(),
  /** The profile read (one of the member's own); leave out to use the one the session reads. */
  contact_id: numeric(
    z.number({ message: '请选择档案' }).int({ message: '请选择档案' }).positive({ message: '请选择档案' }),
  ).optional(),
  question: z
    .string({ message: '请输入问题' })
    .trim()
    .min(1, { message: '请输入问题' })
    .max(AI_QUESTION_MAX_CHARS, { message: `问题最多 ${AI_QUESTION_MAX_CHARS} 个字` }),
});
export type AiChatBody = z.output<typeof aiChatBodySchema>;

export const aiQuotaRecordSchema = z.object({
  engine: z.enum(['builtin', 'model']),
  engineLabel: z.string(),
  freeDaily: z.number().int(),
  freeLeft: z.number().int(),
  packageLeft: z.number().int(),
  packages: z.array(
    z.object({
      title: z.string(),
      orderNo: z.string().nullable(),
      credits: z.number().int(),
      used: z.number().int(),
      expiresAt: z.string().nullable(),
      status: z.enum(['active', 'expired', 'used_up', 'refunded']),
    }),
  ),
});
export type AiQuotaRecord = z.output<typeof aiQuotaRecordSchema>;

export const aiSessionRecordSchema = z.object({
  id: z.string(),
  mode: aiModeSchema,
  title: z.string(),
  contactId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiSessionRecord = z.output<typeof aiSessionRecordSchema>;

export const aiMessageRecordSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  engine: z.enum(['builtin', 'model']).nullable(),
  status: z.enum(['done', 'stopped']),
  createdAt: z.string(),
});
export type AiMessageRecord = z.output<typeof aiMessageRecordSchema>;

export const aiSessionDetailSchema = aiSessionRecordSchema.extend({
  messages: z.array(aiMessageRecordSchema),
});
export type AiSessionDetail = z.output<typeof aiSessionDetailSchema>;

export const aiUsageRecordSchema = z.object({
  source: z.enum(['free', 'package']),
  mode: z.enum(AI_USAGE_KINDS),
  packageTitle: z.string().nullable(),
  createdAt: z.string(),
});
export type AiUsageRecord = z.output<typeof aiUsageRecordSchema>;
