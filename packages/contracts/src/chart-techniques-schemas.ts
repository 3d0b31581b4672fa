import { z } from 'zod';
import './zod-locale.ts';
import {
  RETURN_KINDS,
  TIMELINE_BODY_SETS,
  TIMELINE_ORB_CHOICES,
  ZODIAC_IDS,
  type DignityRow,
  type FirdariaRecord,
  type ProfectionRecord,
  type ReturnsRecord,
  type TraditionalRecord,
  type TransitTimelineRecord,
} from './chart-techniques.ts';
import {
  aspectRecordSchema,
  chartRecordSchema,
  pointRecordSchema,
  readings,
  transitRecordSchema,
  transitWindowRecordSchema,
} from './charts-records.ts';
import { chartSettingsSchema, chartSourceSchema } from './charts-schemas.ts';

// Request bodies (snake_case on the wire) and answers of the technique calculations declared in
// charts-api.ts: returns, the transit timeline, the traditional tools. Types in chart-techniques.ts.

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

const year = z
  .number({ error: '请选择年份' })
  .int('年份应为整数')
  .min(MIN_YEAR, `年份需在${MIN_YEAR}年至${MAX_YEAR}年之间`)
  .max(MAX_YEAR, `年份需在${MIN_YEAR}年至${MAX_YEAR}年之间`);

export const returnPlaceSchema = z.object({
  latitude: z
    .number({ error: '请选择返照地点' })
    .min(-90, '纬度应在 -90 到 90 之间')
    .max(90, '纬度应在 -90 到 90 之间'),
  longitude: z
    .number({ error: '请选择返照地点' })
    .min(-180, '经度应在 -180 到 180 之间')
    .max(180, '经度应在 -180 到 180 之间'),
  place_name: z.string().trim().max(100, '地点名称不能超过100字').optional(),
});

export const returnsBodySchema = z
  .object({
    natal: chartSourceSchema,
    kind: z.enum(RETURN_KINDS, { error: '请选择太阳返照或月亮返照' }),
    year,
    month: z
      .number({ error: '请选择月份' })
      .int('月份应为1到12')
      .min(1, '月份应为1到12')
      .max(12, '月份应为1到12')
      .optional(),
    place: returnPlaceSchema.optional(),
  })
  .extend(chartSettingsSchema.shape)
  .superRefine((body, ctx) => {
    if (body.kind === 'lunar' && body.month === undefined)
      ctx.addIssue({ code: 'custom', path: ['month'], message: '月亮返照请选择月份' });
  });
export type ReturnsBody = z.infer<typeof returnsBodySchema>;

export const transitTimelineBodySchema = z
  .object({
    natal: chartSourceSchema,
    from: z.string().regex(DATE_RE, '开始日期格式应为 YYYY-MM-DD'),
    to: z.string().regex(DATE_RE, '结束日期格式应为 YYYY-MM-DD'),
    time_zone: z
      .string()
      .trim()
      .max(40)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return /^[+-](0\d|1[0-4]):[0-5]\d$/.test(zone);
        }
      }, '时区不正确')
      .optional(),
    bodies: z.enum(TIMELINE_BODY_SETS, { error: '请选择要看的行星' }).default('all'),
    orb_deg: z
      .number({ error: '容许度不正确' })
      .refine(
        (orb) => (TIMELINE_ORB_CHOICES as readonly number[]).includes(orb),
        '容许度可选 0.5°、1°、2° 或 3°',
      )
      .default(1),
  })
  .extend(chartSettingsSchema.shape)
  .superRefine((body, ctx) => {
    const from = Date.parse(`${body.from}T00:00:00Z`);
    const to = Date.parse(`${body.to}T00:00:00Z`);
    if (Number.isNaN(from)) ctx.addIssue({ code: 'custom', path: ['from'], message: '开始日期不存在' });
    else if (Number.isNaN(to)) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不存在' });
    else if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期应晚于开始日期' });
    else if (to - from > 366 * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: '行运查询的时间范围不能超过一年' });
    else if (new Date(from).getUTCFullYear() < MIN_YEAR || new Date(to).getUTCFullYear() > MAX_YEAR)
      ctx.addIssue({ code: 'custom', path: ['from'], message: `日期需在${MIN_YEAR}年至${MAX_YEAR}年之间` });
  });
export type TransitTimelineBody = z.infer<typeof transitTimelineBodySchema>;

export const traditionalBodySchema = z
  .object({
    natal: chartSourceSchema,
    date: z.string().regex(DATE_RE, '日期格式应为 YYYY-MM-DD'),
  })
  .extend(chartSettingsSchema.shape)
  .superRefine((body, ctx) => {
    const at = Date.parse(`${body.date}T00:00:00Z`);
    if (Number.isNaN(at)) ctx.addIssue({ code: 'custom', path: ['date'], message: '日期不存在' });
    else if (new Date(at).getUTCFullYear() < MIN_YEAR || new Date(at).getUTCFullYear() > MAX_YEAR)
      ctx.addIssue({ code: 'custom', path: ['date'], message: `日期需在${MIN_YEAR}年至${MAX_YEAR}年之间` });
  });
export type TraditionalBody = z.infer<typeof traditionalBodySchema>;

// ---- answers ----

const int = z.number().int();

export const returnsRecordSchema = z.object({
  natal: chartRecordSchema,
  kind: z.enum(RETURN_KINDS),
  kindZh: z.string(),
  exactUtc: z.string(),
  chart: chartRecordSchema,
  relocated: z.boolean(),
  aspectsToNatal: z.array(aspectRecordSchema),
  ascInNatalHouse: int.nullable(),
  readings,
}) satisfies z.ZodType<ReturnsRecord>;

export const transitTimelineRecordSchema = z.object({
  natal: chartRecordSchema,
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  orbDeg: z.number(),
  bodies: z.enum(TIMELINE_BODY_SETS),
  windows: z.array(transitWindowRecordSchema),
  events: z.array(transitRecordSchema),
  computeMs: z.number(),
}) satisfies z.ZodType<TransitTimelineRecord>;

const dignityRowSchema = z.object({
  planet: z.string(),
  planetZh: z.string(),
  glyph: z.string(),
  signZh: z.string(),
  degree: int,
  minute: int,
  domicileZh: z.string(),
  exaltationZh: z.string().nullable(),
  triplicityZh: z.tuple([z.string(), z.string(), z.string()]),
  termZh: z.string(),
  faceZh: z.string(),
  heldZh: z.array(z.string()),
  peregrine: z.boolean(),
  score: z.number(),
}) satisfies z.ZodType<DignityRow>;

const profectionRecordSchema = z.object({
  age: int,
  house: int,
  signZh: z.string(),
  lord: z.string(),
  lordZh: z.string(),
  from: z.string(),
  to: z.string(),
  text: z.string().nullable(),
}) satisfies z.ZodType<ProfectionRecord>;

const firdariaRecordSchema = z.object({
  lord: z.string(),
  lordZh: z.string(),
  fromAge: z.number(),
  toAge: z.number(),
  from: z.string(),
  to: z.string(),
  current: z.boolean(),
  subPeriods: z.array(
    z.object({
      lord: z.string(),
      lordZh: z.string(),
      from: z.string(),
      to: z.string(),
      current: z.boolean(),
    }),
  ),
  text: z.string().nullable(),
}) satisfies z.ZodType<FirdariaRecord>;

export const traditionalRecordSchema = z.object({
  natal: chartRecordSchema,
  date: z.string(),
  zodiac: z.enum(ZODIAC_IDS),
  zodiacZh: z.string(),
  ayanamsaDeg: z.number(),
  dayChart: z.boolean().nullable(),
  dignities: z.array(dignityRowSchema),
  points: z.array(pointRecordSchema),
  profection: profectionRecordSchema.nullable(),
  firdaria: z.array(firdariaRecordSchema),
  harmonic: z.object({ number: int, nameZh: z.string(), points: z.array(pointRecordSchema) }).nullable(),
  readings,
}) satisfies z.ZodType<TraditionalRecord>;
