import { page, raw, records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  aiChatBodySchema,
  aiQuotaRecordSchema,
  aiSessionDetailSchema,
  aiSessionParamsSchema,
  aiSessionQuerySchema,
  aiSessionRecordSchema,
  aiUsageRecordSchema,
} from './ai-schemas.ts';

// The schemas of every AI chat endpoint (declared in ai-api.ts).

export const aiApiSchemas = {
  quota: { answer: records(aiQuotaRecordSchema) },
  usageLogs: { query: pageQuerySchema, answer: page(aiUsageRecordSchema) },
  listSessions: { query: aiSessionQuerySchema, answer: page(aiSessionRecordSchema) },
  getSession: { params: aiSessionParamsSchema, answer: records(aiSessionDetailSchema) },
  // Server-sent events (AiStreamEvent in ai.ts); a refusal before the stream starts is the envelope.
  chat: { body: aiChatBodySchema, answer: raw('text/event-stream') },
} as const satisfies Record<string, EndpointSchemas>;
