import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import { records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The birth-place search (declared in geo-api.ts): Chinese names, pinyin or initials.

export const placeSearchQuerySchema = z.object({
  keyword: z.string({ error: '请输入地名' }).trim().min(1, '请输入地名').max(40, '地名不能超过40个字'),
  limit: numeric(
    z.number({ error: '数量不正确' }).int('数量不正确').min(1, '数量至少为1').max(50, '数量最多为50'),
  ).default(10),
});

/** One hit of the gazetteer (packages/geo PlaceHit). */
export const placeHitRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  country: z.string(),
  level: z.enum(['province', 'prefecture', 'county', 'city']),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type PlaceHitRecord = z.output<typeof placeHitRecordSchema>;

export const geoApiSchemas = {
  searchPlaces: { query: placeSearchQuerySchema, answer: records(z.array(placeHitRecordSchema)) },
} as const satisfies Record<string, EndpointSchemas>;
