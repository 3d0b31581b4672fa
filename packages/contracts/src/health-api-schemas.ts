import { z } from 'zod';
import { plain } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The health checks' answers (declared in health-api.ts): a body of their own, no envelope. A 503
// from /readyz says `{ status: 'unavailable', database }`.

export const healthApiSchemas = {
  live: { answer: plain(z.object({ status: z.literal('ok') })) },
  ready: {
    answer: plain(
      z.object({
        status: z.literal('ready'),
        database: z.enum(['pglite', 'postgres']),
        cache: z.enum(['memory', 'redis']),
      }),
    ),
  },
} as const satisfies Record<string, EndpointSchemas>;
