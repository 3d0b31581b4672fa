import { z } from 'zod';
import { records } from './answer-schemas.ts';
import { POINT_IDS, SIGN_IDS } from './astrology.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { MOON_PHASE_KEYS, type SkyRecord } from './sky.ts';

// The schema of the current sky (declared in sky-api.ts); the types stay in sky.ts.

const skyBodySchema = z.object({
  id: z.enum(POINT_IDS),
  nameZh: z.string(),
  sign: z.enum(SIGN_IDS),
  signZh: z.string(),
  longitudeDeg: z.number(),
  degree: z.number().int(),
  minute: z.number().int(),
  retrograde: z.boolean(),
});

export const skyRecordSchema = z.object({
  at: z.string(),
  sun: skyBodySchema,
  moon: skyBodySchema.extend({
    phase: z.enum(MOON_PHASE_KEYS),
    phaseZh: z.string(),
    illuminatedPercent: z.number(),
  }),
  nextLunation: z.object({ phase: z.enum(['new', 'full']), phaseZh: z.string(), at: z.string() }),
  retrogrades: z.array(skyBodySchema),
}) satisfies z.ZodType<SkyRecord>;

export const skyApiSchemas = {
  skyNow: { answer: records(skyRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
