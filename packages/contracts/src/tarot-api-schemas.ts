import { page, raw, records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  tarotAdminAssistQuerySchema,
  tarotAdminAssistRowSchema,
  tarotAdminReadingSchema,
  tarotAdminReadingsQuerySchema,
  tarotAssistResultSchema,
  tarotMyAssistSchema,
  tarotReadingBodySchema,
  tarotReadingDetailSchema,
  tarotReadingParamsSchema,
  tarotReadingSummarySchema,
  tarotShareParamsSchema,
  tarotShareRecordSchema,
  tarotSharedViewSchema,
} from './tarot-schemas.ts';

// The schemas of every tarot endpoint (declared in tarot-api.ts).

export const tarotApiSchemas = {
  // Server-sent events (TarotStreamEvent in tarot.ts); a refusal before the stream starts is the envelope.
  read: { body: tarotReadingBodySchema, answer: raw('text/event-stream') },
  listReadings: { query: pageQuerySchema, answer: page(tarotReadingSummarySchema) },
  getReading: { params: tarotReadingParamsSchema, answer: records(tarotReadingDetailSchema) },
  share: { params: tarotReadingParamsSchema, answer: records(tarotShareRecordSchema) },
  listShares: { query: pageQuerySchema, answer: page(tarotShareRecordSchema) },
  sharedView: { params: tarotShareParamsSchema, answer: records(tarotSharedViewSchema) },
  shareImage: { params: tarotShareParamsSchema, answer: raw('image/png') },
  assist: { params: tarotShareParamsSchema, answer: records(tarotAssistResultSchema) },
  myAssists: { query: pageQuerySchema, answer: page(tarotMyAssistSchema) },
  adminReadings: { query: tarotAdminReadingsQuerySchema, answer: page(tarotAdminReadingSchema) },
  adminAssists: { query: tarotAdminAssistQuerySchema, answer: page(tarotAdminAssistRowSchema) },
} as const satisfies Record<string, EndpointSchemas>;
