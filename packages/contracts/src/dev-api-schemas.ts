import { z } from 'zod';
import { raw } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The development outbox (declared in dev-api.ts; never registered in production).

/** One message of the outbox, as the JSON form lists it (`data.records`). */
export const outboxMessageRecordSchema = z.object({
  to: z.string(),
  channel: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessageRecord = z.output<typeof outboxMessageRecordSchema>;

export const devApiSchemas = {
  // Raw: the same address is an HTML page for a person (Accept: text/html) and the JSON envelope of
  // outboxMessageRecordSchema[] for the e2e helpers, so no one response schema fits both.
  outbox: { query: z.object({ to: z.string().max(254).optional() }), answer: raw('text/html or JSON') },
} as const satisfies Record<string, EndpointSchemas>;
