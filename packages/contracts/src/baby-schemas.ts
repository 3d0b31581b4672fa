import { z } from 'zod';
import './zod-locale.ts';
import { chartSourceSchema } from './charts-schemas.ts';
import { reportWheelSchema } from './report-document.ts';

// Requests (snake_case in) and records (camelCase out) of the baby pages' free element check.

/** Check ids are random like report ids (results cannot be walked): 12 lower-case letters and digits. */
export const elementCheckIdSchema = z.string().regex(/^[a-z0-9]{12}$/, { message: '测试结果编号不正确' });
export const elementCheckParamsSchema = z.object({ id: elementCheckIdSchema });

/** The child's birth: a saved profile or a birth given in full (with the child's name or nickname). */
export const elementCheckBodySchema = chartSourceSchema;

const groupSchema = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({
    key: z.enum(keys),
    /** 火 / 本位 … */
    name: z.string(),
    count: z.number().int(),
    /** The planets counted there, by Chinese name. */
    planets: z.array(z.string()),
  });

export const ELEMENT_IDS = ['fire', 'earth', 'air', 'water'] as const;
export const MODALITY_IDS = ['cardinal', 'fixed', 'mutable'] as const;

export const elementCheckRecordSchema = z.object({
  id: z.string(),
  /** The child's name or nickname as given. */
  name: z.string(),
  /** 「2020年5月1日 08:30（当地时间）· 深圳」 */
  birthLine: z.string(),
  /** False when the birth time is unknown: no houses or Ascendant in the wheel. */
  timeKnown: z.boolean(),
  elements: z.array(groupSchema(ELEMENT_IDS)),
  modalities: z.array(groupSchema(MODALITY_IDS)),
  leadingElement: z.enum(ELEMENT_IDS),
  readings: z.array(
    z.object({
      kind: z.enum(['element-strong', 'element-weak', 'modality-strong', 'balanced']),
      heading: z.string(),
      /** What was counted, e.g. 「火元素 4颗行星：太阳、火星……」. */
      factor: z.string(),
      text: z.string(),
    }),
  ),
  wheel: reportWheelSchema,
  createdAt: z.string(),
});
