import { z } from 'zod';
import './zod-locale.ts';
import { ASPECT_IDS } from './astrology.ts';
import { camelKey } from './case.ts';
import { HARMONIC_CHOICES, HARMONIC_MESSAGE, ZODIAC_IDS } from './chart-frame.ts';
import { LILITH_CHOICES, NODE_CHOICES } from './chart-points.ts';
import { CHART_NAME_MESSAGE, CHART_NAME_RE, HOUSE_SYSTEM_CODES } from './charts.ts';
import { SHICHEN_IDS } from './shichen.ts';
import { BIRTH_TIME_ZONE_MESSAGE, isBirthTimeZone } from './birth-date.ts';

// Request bodies of /api/chart/* as the server checks them (snake_case on the wire); the browser
// writes the same bodies with the camelCase types of charts.ts. Everything the engine cannot check
// by shape alone (an impossible date, a skipped or repeated wall time, a place without coordinates)
// is refused by the server's birth resolution with the same 422 envelope.

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export const birthSchema = z.object({
  date: z.string({ error: '请输入出生日期' }).regex(DATE_RE, '出生日期格式应为 YYYY-MM-DD'),
  /** null: the birth time is unknown (a noon chart without houses). */
  time: z.string().regex(TIME_RE, '出生时间格式应为 HH:mm（00:00–23:59）').nullable().default(null),
  time_zone: z.string().trim().max(40).refine(isBirthTimeZone, BIRTH_TIME_ZONE_MESSAGE).optional(),
  latitude: z.number().min(-90, '纬度应在 -90 到 90 之间').max(90, '纬度应在 -90 到 90 之间').optional(),
  longitude: z
    .number()
    .min(-180, '经度应在 -180 到 180 之间')
    .max(180, '经度应在 -180 到 180 之间')
    .optional(),
  place_name: z.string().trim().max(100, '出生地点不能超过100字').optional(),
  /** How to read a wall time skipped or repeated by a summer-time change, once the member has chosen. */
  disambiguation: z.enum(['earlier', 'later']).optional(),
  /** Only the 时辰 is known (time left null): the chart is drawn at its middle. */
  shichen: z.enum(SHICHEN_IDS, { error: '请选择子时至亥时中的一个时辰' }).optional(),
  /** What the time (or 时辰) was read from: the clock (default) or the sun (真太阳时). */
  time_basis: z.enum(['clock', 'solar'], { error: '时间依据应为钟表时间或真太阳时' }).optional(),
  /** The time was written in standard time although the clocks were on summer time then. */
  standard_time: z.boolean({ error: '请说明出生时间是否已是标准时间' }).optional(),
});
export type BirthBody = z.infer<typeof birthSchema>;

const sourceShape = {
  contact_id: z
    .number({ error: '档案编号不正确' })
    .int()
    .positive('档案编号不正确')
    .max(2_147_483_647, '档案编号不正确')
    .optional(),
  birth: birthSchema.optional(),
  /** Shown above the chart for a birth given in full: a name or a label such as 妈妈 (one character will do). */
  name: z.string().trim().max(40, CHART_NAME_MESSAGE).regex(CHART_NAME_RE, CHART_NAME_MESSAGE).optional(),
};
const oneSource = (source: { contact_id?: number | undefined; birth?: unknown }) =>
  (source.contact_id === undefined) !== (source.birth === undefined);
const ONE_SOURCE_MESSAGE = '请填写出生资料或选择一个档案（二选一）';

/** A birth given in full, or a saved contact profile (the caller's own or a public one). */
export const chartSourceSchema = z
  .object(sourceShape)
  .refine(oneSource, { message: ONE_SOURCE_MESSAGE, path: ['birth'] });
export type ChartSourceBody = z.infer<typeof chartSourceSchema>;

// The browser sends snake_case keys (semi_sextile); aspect ids are camelCase (semiSextile).
const orbsSchema = z
  .preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([key, orb]) => [camelKey(key), orb]))
        : value,
    z.partialRecord(
      z.enum(ASPECT_IDS, { error: '不支持的相位' }),
      z.number().min(0, '容许度不能为负数').max(15, '容许度不能超过15°'),
    ),
  )
  .optional();

export const chartSettingsSchema = z.object({
  house_system: z.enum(HOUSE_SYSTEM_CODES, { error: '不支持的宫位制' }).default('P'),
  orbs: orbsSchema,
  zodiac: z.enum(ZODIAC_IDS, { error: '不支持的黄道' }).default('tropical'),
  harmonic: z
    .number({ error: '谐波数不正确' })
    .refine((n) => (HARMONIC_CHOICES as readonly number[]).includes(n), HARMONIC_MESSAGE)
    .default(1),
  node: z.enum(NODE_CHOICES, { error: '交点可选真交点或平均交点' }).default('true'),
  lilith: z.enum(LILITH_CHOICES, { error: '莉莉丝可选平均或真莉莉丝' }).default('mean'),
  extra_points: z.boolean({ error: '是否显示更多点应为是或否' }).default(false),
  asteroids: z.boolean({ error: '是否显示小行星应为是或否' }).default(false),
});
export type ChartSettingsBody = z.infer<typeof chartSettingsSchema>;

export const natalBodySchema = z
  .object({ ...sourceShape, ...chartSettingsSchema.shape })
  .refine(oneSource, { message: ONE_SOURCE_MESSAGE, path: ['birth'] });
export type NatalBody = z.infer<typeof natalBodySchema>;

export const synastryBodySchema = z
  .object({ a: chartSourceSchema, b: chartSourceSchema })
  .extend(chartSettingsSchema.shape);
export type SynastryBody = z.infer<typeof synastryBodySchema>;

const DAY_MS = 86_400_000;
export const transitsBodySchema = z
  .object({
    natal: chartSourceSchema,
    from: z.string().regex(DATE_RE, '开始日期格式应为 YYYY-MM-DD'),
    to: z.string().regex(DATE_RE, '结束日期格式应为 YYYY-MM-DD'),
    /** The member's zone: from and to are whole local days there (Beijing time by default). */
    time_zone: z.string().trim().max(40).refine(isBirthTimeZone, '时区不正确').optional(),
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
  });
export type TransitsBody = z.infer<typeof transitsBodySchema>;

export const PROGRESSED_ANGLE_METHOD_IDS = ['solarArcLongitude', 'solarArcRightAscension', 'naibod'] as const;

export const progressionsBodySchema = z
  .object({
    natal: chartSourceSchema,
    /** The day of life the progressed chart is read for (YYYY-MM-DD). */
    date: z.string().regex(DATE_RE, '推运日期格式应为 YYYY-MM-DD'),
    angles: z
      .enum(PROGRESSED_ANGLE_METHOD_IDS, { error: '不支持的推运轴点算法' })
      .default('solarArcLongitude'),
  })
  .extend(chartSettingsSchema.shape)
  .superRefine((body, ctx) => {
    if (Number.isNaN(Date.parse(`${body.date}T00:00:00Z`)))
      ctx.addIssue({ code: 'custom', path: ['date'], message: '推运日期不存在' });
  });
export type ProgressionsBody = z.infer<typeof progressionsBodySchema>;

export const careerBodySchema = z.object({ natal: chartSourceSchema }).extend(chartSettingsSchema.shape);
export type CareerBody = z.infer<typeof careerBodySchema>;

export const kidBodySchema = z
  .object({
    child: chartSourceSchema,
    parents: z.array(chartSourceSchema).max(2, '最多比较两位家长').default([]),
  })
  .extend(chartSettingsSchema.shape);
export type KidBody = z.infer<typeof kidBodySchema>;
