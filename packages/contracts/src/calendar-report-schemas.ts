import { z } from 'zod';
import './zod-locale.ts';
import { calendarDayRecordSchema, calendarEventRecordSchema } from './calendar-records.ts';
import { CALENDAR_FOCUS_AREAS, CALENDAR_REPORT_MAX_MONTHS } from './calendar-report.ts';
import { chartSourceSchema } from './charts-schemas.ts';
import { reportIdSchema, reportRecordSchema } from './reports-schemas.ts';

// Requests (snake_case in) and records (camelCase out) of the personal calendar report.

const monthSchema = z
  .string({ message: '请选择开始月份' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: '月份格式应为 YYYY-MM' });

const dateSchema = z
  .string({ message: '请选择日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式应为 YYYY-MM-DD' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: '日期不存在',
    },
  );

export const calendarReportParamsSchema = z.object({ id: reportIdSchema });
export const calendarReportMonthParamsSchema = z.object({ id: reportIdSchema, month: monthSchema });
export const calendarReportDayParamsSchema = z.object({ id: reportIdSchema, date: dateSchema });

/** The three steps in one request: whose chart, the period, the focus areas. */
export const calendarReportInputSchema = z.object({
  person: chartSourceSchema,
  start_month: monthSchema,
  months: z
    .number({ message: '请选择月数' })
    .int({ message: '月数需为整数' })
    .min(1, { message: `月数需在1至${CALENDAR_REPORT_MAX_MONTHS}之间` })
    .max(CALENDAR_REPORT_MAX_MONTHS, { message: `月数需在1至${CALENDAR_REPORT_MAX_MONTHS}之间` }),
  focus: z
    .array(z.enum(CALENDAR_FOCUS_AREAS, { message: '没有这个关注方向' }), { message: '请选择关注方向' })
    .max(CALENDAR_FOCUS_AREAS.length, { message: '关注方向重复了' })
    .refine((list) => new Set(list).size === list.length, { message: '关注方向重复了' })
    .default([]),
});

// ---- records ----

const periodSchema = z.object({
  startMonth: z.string(),
  months: z.number().int(),
  /** Each 'YYYY-MM' of the period, in order. */
  monthList: z.array(z.string()),
  firstDate: z.string(),
  lastDate: z.string(),
});

export const calendarReportRecordSchema = z.object({
  report: reportRecordSchema,
  /** Null until the three steps are done. */
  period: periodSchema.nullable(),
  focus: z.array(z.enum(CALENDAR_FOCUS_AREAS)),
  /** The person, as given (null until filled). */
  person: z.object({ name: z.string(), birthLine: z.string(), timeKnown: z.boolean() }).nullable(),
});

/** One square of the month grid. */
export const calendarReportDaySummarySchema = z.object({
  date: z.string(),
  score: z.number().int(),
  stars: z.number().int(),
  moonPhaseZh: z.string(),
  /** The strongest reasons of the score (at most three). */
  reasons: z.array(z.object({ factor: z.string(), effect: z.number() })),
  /** Short titles of the day's key events (lunations, eclipses, stations, ingresses of the planets). */
  keyEvents: z.array(z.string()),
  transitCount: z.number().int(),
  /** The member's focus areas the day's transits touch. */
  focus: z.array(z.enum(CALENDAR_FOCUS_AREAS)),
});

export const calendarReportMonthRecordSchema = z.object({
  reportId: z.string(),
  month: z.string(),
  name: z.string(),
  timeKnown: z.boolean(),
  days: z.array(calendarReportDaySummarySchema),
  /** The month's events of the sky that fall in the period (void-of-course Moons are on the day pages). */
  events: z.array(calendarEventRecordSchema),
  /** The best and the most demanding days of the month (dates). */
  bestDates: z.array(z.string()),
  hardDates: z.array(z.string()),
});

export const calendarReportDayRecordSchema = z.object({
  reportId: z.string(),
  name: z.string(),
  timeKnown: z.boolean(),
  /** The Moon's signs during the day: the sign at midnight, then the one it enters (Beijing wall time). */
  moonSigns: z.array(z.object({ sign: z.string(), from: z.string() })),
  focus: z.array(z.enum(CALENDAR_FOCUS_AREAS)),
  day: calendarDayRecordSchema,
  previousDate: z.string().nullable(),
  nextDate: z.string().nullable(),
});

export const calendarReportHomeRecordSchema = z.object({
  title: z.string(),
  /** The product that sells it; null (and no price) when it is not on sale. */
  productId: z.number().int().nullable(),
  priceFen: z.number().int().nullable(),
  listPriceFen: z.number().int().nullable(),
  summary: z.string(),
  /** A sample month for a made-up person, so the page shows what a month looks like. */
  sample: calendarReportMonthRecordSchema,
});
