import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import './zod-locale.ts';
import { records } from './answer-schemas.ts';
import { POINT_IDS, SIGN_IDS } from './astrology.ts';
import { HOUSE_SYSTEM_CODES } from './charts.ts';
import { isCalendarDate } from './birth-date.ts';
import { birthSchema } from './charts-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import {
  CYCLE_PLANET_IDS,
  TOOL_MAX_YEAR,
  TOOL_MIN_YEAR,
  type AspectToolRecord,
  type HouseCompareRecord,
  type MoonMonthRecord,
  type PlanetCycleRecord,
  type SkyToolRecord,
  type SolarTimeRecord,
} from './learning.ts';
import { MOON_PHASE_KEYS } from './sky.ts';

// The schemas of the learning hub's tools (declared in learning-api.ts); the record types are in learning.ts.

const YEAR_MESSAGE = `年份需在${TOOL_MIN_YEAR}年至${TOOL_MAX_YEAR}年之间`;
const yearSchema = numeric(
  z
    .number({ message: '请填写年份' })
    .int({ message: YEAR_MESSAGE })
    .min(TOOL_MIN_YEAR, { message: YEAR_MESSAGE })
    .max(TOOL_MAX_YEAR, { message: YEAR_MESSAGE }),
);
const monthSchema = numeric(
  z
    .number({ message: '请填写月份' })
    .int({ message: '月份需为1至12的整数' })
    .min(1, { message: '月份需为1至12的整数' })
    .max(12, { message: '月份需为1至12的整数' }),
);
const longitudeOnEclipticSchema = numeric(
  z
    .number({ message: '请填写黄经度数' })
    .min(0, { message: '黄经需在0°至360°之间' })
    .lt(360, { message: '黄经需在0°至360°之间' }),
);

/** ISO 8601: a day, or a day and a time (to the minute, second or millisecond), with an optional offset. */
const INSTANT_RE =
  /^(\d{4}-\d{2}-\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;
/** A moment on a real day: 2026-02-30 is refused, not read as 2 March (Date.parse rolls it over). */
const isInstant = (value: string): boolean => {
  const m = INSTANT_RE.exec(value);
  return m !== null && isCalendarDate(m[1]!) && !Number.isNaN(Date.parse(value));
};
const instantSchema = z
  .string()
  // abort: a moment that cannot be read has no year to check either — one message for the field.
  .refine(isInstant, { message: '时间格式不正确', abort: true })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= TOOL_MIN_YEAR && year <= TOOL_MAX_YEAR;
    },
    { message: `时间需在${TOOL_MIN_YEAR}年至${TOOL_MAX_YEAR}年之间` },
  );

export const skyToolQuerySchema = z.object({ at: instantSchema.optional() });
export const planetCycleQuerySchema = z.object({
  planet: z.enum(CYCLE_PLANET_IDS, { message: '请选择太阳至冥王星中的一颗' }),
  year: yearSchema,
});
export const moonMonthQuerySchema = z.object({ year: yearSchema, month: monthSchema });
export const houseCompareBodySchema = z.object({
  birth: birthSchema.refine((birth) => birth.time !== null, {
    message: '比较宫位制需要出生时间（精确到分钟）',
    path: ['time'],
  }),
});
export const aspectToolQuerySchema = z.object({
  a: longitudeOnEclipticSchema,
  b: longitudeOnEclipticSchema,
  /** The Sun or the Moon takes part: orbs widen by a quarter. */
  luminary: z
    .enum(['true', 'false'], { message: '请说明是否有太阳或月亮参与' })
    .optional()
    .transform((value) => value === 'true'),
});
export const solarTimeQuerySchema = z.object({
  date: z
    .string({ message: '请填写日期' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式应为 YYYY-MM-DD', abort: true })
    .refine(isCalendarDate, { message: '日期不存在，请检查', abort: true })
    .refine((d) => Number(d.slice(0, 4)) >= TOOL_MIN_YEAR && Number(d.slice(0, 4)) <= TOOL_MAX_YEAR, {
      message: `日期需在${TOOL_MIN_YEAR}年至${TOOL_MAX_YEAR}年之间`,
    }),
  time: z
    .string({ message: '请填写钟表时间' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: '时间格式应为 HH:mm（00:00–23:59）' }),
  longitude: numeric(
    z
      .number({ message: '请填写经度' })
      .min(-180, { message: '经度应在 -180 到 180 之间' })
      .max(180, { message: '经度应在 -180 到 180 之间' }),
  ),
  time_zone: z.string({ message: '请填写时区' }).trim().min(1, { message: '请填写时区' }).max(40),
});

const positionShape = {
  longitudeDeg: z.number(),
  sign: z.enum(SIGN_IDS),
  signZh: z.string(),
  degree: z.number().int(),
  minute: z.number().int(),
};
const positionSchema = z.object(positionShape);
const bodySchema = z.object({
  ...positionShape,
  id: z.enum(POINT_IDS),
  nameZh: z.string(),
  glyph: z.string(),
  retrograde: z.boolean(),
  speedDegPerDay: z.number(),
});

const skyToolRecordSchema = z.object({
  at: z.string(),
  bodies: z.array(bodySchema),
  moon: z.object({
    phase: z.enum(MOON_PHASE_KEYS),
    phaseZh: z.string(),
    illuminatedPercent: z.number(),
    elongationDeg: z.number(),
  }),
  elements: z.object({ fire: z.number(), earth: z.number(), air: z.number(), water: z.number() }),
}) satisfies z.ZodType<SkyToolRecord>;

const cycleEventSchema = z.object({
  ...positionShape,
  at: z.string(),
  kind: z.enum(['ingress', 'station']),
  retrograde: z.boolean(),
});
const planetCycleRecordSchema = z.object({
  planet: z.enum(CYCLE_PLANET_IDS),
  nameZh: z.string(),
  year: z.number().int(),
  startPosition: positionSchema.extend({ retrograde: z.boolean() }),
  events: z.array(cycleEventSchema),
  retrogradePeriods: z.array(z.object({ start: cycleEventSchema, end: cycleEventSchema, days: z.number() })),
}) satisfies z.ZodType<PlanetCycleRecord>;

const moonMonthRecordSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  phases: z.array(
    positionSchema.extend({
      phase: z.enum(['new', 'firstQuarter', 'full', 'lastQuarter']),
      phaseZh: z.string(),
      at: z.string(),
    }),
  ),
  days: z.array(
    z.object({
      date: z.string(),
      phase: z.enum(MOON_PHASE_KEYS),
      phaseZh: z.string(),
      illuminatedPercent: z.number(),
      waxing: z.boolean(),
      moonSignZh: z.string(),
    }),
  ),
}) satisfies z.ZodType<MoonMonthRecord>;

const houseCompareRecordSchema = z.object({
  utc: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bodies: z.array(bodySchema),
  systems: z.array(
    z.object({
      code: z.enum(HOUSE_SYSTEM_CODES),
      nameZh: z.string(),
      cusps: z.array(positionSchema),
      fallbackZh: z.string().nullable(),
      bodyHouses: z.array(z.number().int()),
    }),
  ),
  movingBodies: z.array(z.enum(POINT_IDS)),
}) satisfies z.ZodType<HouseCompareRecord>;

const aspectToolRecordSchema = z.object({
  a: positionSchema,
  b: positionSchema,
  separationDeg: z.number(),
  candidates: z.array(
    z.object({
      id: z.string(),
      nameZh: z.string(),
      glyph: z.string(),
      angleDeg: z.number(),
      major: z.boolean(),
      orbDeg: z.number(),
      allowedOrbDeg: z.number(),
      within: z.boolean(),
    }),
  ),
  signRelation: z.object({
    sameElement: z.boolean(),
    sameModality: z.boolean(),
    samePolarity: z.boolean(),
    signsApart: z.number().int(),
  }),
}) satisfies z.ZodType<AspectToolRecord>;

const solarTimeRecordSchema = z.object({
  utc: z.string(),
  zoneOffset: z.string(),
  summerTime: z.boolean(),
  longitudeMinutes: z.number(),
  equationOfTimeMinutes: z.number(),
  localMeanTime: z.string(),
  trueSolarTime: z.string(),
  differenceMinutes: z.number(),
  clockShichenZh: z.string(),
  solarShichenZh: z.string(),
}) satisfies z.ZodType<SolarTimeRecord>;

export const learningApiSchemas = {
  toolSky: { query: skyToolQuerySchema, answer: records(skyToolRecordSchema) },
  toolPlanetCycle: { query: planetCycleQuerySchema, answer: records(planetCycleRecordSchema) },
  toolMoonMonth: { query: moonMonthQuerySchema, answer: records(moonMonthRecordSchema) },
  toolHouses: { body: houseCompareBodySchema, answer: records(houseCompareRecordSchema) },
  toolAspect: { query: aspectToolQuerySchema, answer: records(aspectToolRecordSchema) },
  toolSolarTime: { query: solarTimeQuerySchema, answer: records(solarTimeRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
