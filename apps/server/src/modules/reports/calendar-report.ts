import { and, eq } from 'drizzle-orm';
import { beijingClock } from '@xingtu/contracts/beijing-time';
import type { CalendarDayRecord } from '@xingtu/contracts/calendar';
import {
  CALENDAR_REPORT_TEMPLATE,
  CALENDAR_REPORT_TEMPLATE_ID,
  CALENDAR_REPORT_TITLE,
  type CalendarReportDayRecord,
  type CalendarReportHomeRecord,
  type CalendarReportMonthRecord,
  type CalendarReportRecord,
} from '@xingtu/contracts/calendar-report';
import type { calendarReportInputSchema } from '@xingtu/contracts/calendar-report-schemas';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { REPORT_TARGET_KIND } from '@xingtu/contracts/reports';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { reports } from '../../db/schema/reports.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { listProducts } from '../commerce/index.ts';
import { monthDaysOf, moonSignsOf } from './calendar-days.ts';
import { focusOfDay } from './calendar-focus.ts';
import { checkPeriod, periodRecord, type CalendarOptions } from './calendar-period.ts';
import { birthLine, resolvePeople, type StoredPerson } from './people.ts';
import { toReportRecord, versionStamps, type ReportRow } from './report-record.ts';
import { ownReport } from './service.ts';

// The personal calendar report: a report of the report area (bought through the shop, one row per unit paid,
// withdrawn by a refund, another member's is 404) whose input is one person and a period of whole months. Its
// days are computed from the stored input when read, and cached per report and month.

type CalendarInput = z.output<typeof calendarReportInputSchema>;

async function calendarRow(deps: AppDeps, userId: number, publicId: string): Promise<ReportRow> {
  const row = await ownReport(deps, userId, publicId);
  if (row.template !== CALENDAR_REPORT_TEMPLATE) throw notFound('报告不存在');
  return row;
}

const personOf = (row: ReportRow): StoredPerson | null => (row.input as StoredPerson[] | null)?.[0] ?? null;
const optionsOf = (row: ReportRow): CalendarOptions | null => (row.options as CalendarOptions | null) ?? null;

async function recordOf(deps: AppDeps, row: ReportRow): Promise<CalendarReportRecord> {
  const stamps = await versionStamps(deps.database.db, [row.id]);
  const person = personOf(row);
  const options = optionsOf(row);
  return {
    report: toReportRecord(row, stamps.get(row.id) ?? [], deps.now()),
    period: options ? periodRecord(options) : null,
    focus: options?.focus ?? [],
    person: person
      ? { name: person.name, birthLine: birthLine(person.birth), timeKnown: person.birth.time !== null }
      : null,
  };
}

export async function getCalendarReport(
  deps: AppDeps,
  userId: number,
  publicId: string,
): Promise<CalendarReportRecord> {
  return recordOf(deps, await calendarRow(deps, userId, publicId));
}

/** The three steps at once: checked whole (nothing is written on a refusal), then locked; ready to read. */
export async function submitCalendarInput(
  deps: AppDeps,
  userId: number,
  publicId: string,
  input: CalendarInput,
): Promise<CalendarReportRecord> {
  const row = await calendarRow(deps, userId, publicId);
  if (row.status !== 'awaiting_input') throw new AppError('REPORT_INPUT_LOCKED');
  const now = deps.now();
  checkPeriod(input.start_month, input.months, now);
  const people = await resolvePeople(deps, userId, 'one', [input.person], () => 'person.');
  const options: CalendarOptions = {
    startMonth: input.start_month,
    months: input.months,
    focus: input.focus,
  };
  const [updated] = await deps.database.db
    .update(reports)
    .set({ input: people, options, inputLockedAt: now, status: 'ready', updatedAt: now })
    .where(and(eq(reports.id, row.id), eq(reports.status, 'awaiting_input')))
    .returning();
  if (!updated) throw new AppError('REPORT_INPUT_LOCKED');
  return recordOf(deps, updated);
}

/** A filled report, its person and its choices; the month must lie in its period. */
async function readable(deps: AppDeps, userId: number, publicId: string, month: string) {
  const row = await calendarRow(deps, userId, publicId);
  const person = personOf(row);
  const options = optionsOf(row);
  if (row.status !== 'ready' || !person || !options) throw new AppError('REPORT_AWAITING_INPUT');
  const period = periodRecord(options);
  if (!period.monthList.includes(month))
    throw validationError('month', `这份日历只包含${period.firstDate}至${period.lastDate}的日子`);
  return { row, person, options, period };
}

/** What the month shows: not the void-of-course Moon nor the Moon's sign changes (every two or three days; the
 * day pages have both). */
const isKeyEvent = (e: CalendarDayRecord['events'][number]): boolean =>
  e.kind !== 'voidOfCourse' && !(e.kind === 'ingress' && e.body === 'moon');

const byScore = (days: CalendarDayRecord[]) =>
  [...days].sort((a, b) => b.score - a.score || a.date.localeCompare(b.date));

function monthRecord(
  reportId: string,
  month: string,
  name: string,
  timeKnown: boolean,
  days: CalendarDayRecord[],
  focus: CalendarOptions['focus'],
): CalendarReportMonthRecord {
  const ranked = byScore(days);
  return {
    reportId,
    month,
    name,
    timeKnown,
    days: days.map((day) => ({
      date: day.date,
      score: day.score,
      stars: day.stars,
      moonPhaseZh: day.moonPhaseZh,
      reasons: [...day.reasons].sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect)).slice(0, 3),
      keyEvents: day.events.filter(isKeyEvent).map((e) => e.title),
      transitCount: day.transits.length,
      focus: focusOfDay(day, focus),
    })),
    events: days.flatMap((day) => day.events.filter(isKeyEvent)),
    bestDates: ranked.slice(0, 3).map((d) => d.date),
    hardDates: ranked
      .slice(-3)
      .reverse()
      .map((d) => d.date),
  };
}

export async function calendarReportMonth(
  deps: AppDeps,
  userId: number,
  publicId: string,
  month: string,
): Promise<CalendarReportMonthRecord> {
  const { row, person, options } = await readable(deps, userId, publicId, month);
  const { timeKnown, days } = await monthDaysOf(deps, row.publicId, person, month);
  return monthRecord(row.publicId, month, person.name, timeKnown, days, options.focus);
}

export async function calendarReportDay(
  deps: AppDeps,
  userId: number,
  publicId: string,
  date: string,
): Promise<CalendarReportDayRecord> {
  const { row, person, options, period } = await readable(deps, userId, publicId, date.slice(0, 7));
  const { timeKnown, days } = await monthDaysOf(deps, row.publicId, person, date.slice(0, 7));
  const index = days.findIndex((d) => d.date === date);
  const day = days[index]!;
  const shift = (by: number) => {
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
    return next >= period.firstDate && next <= period.lastDate ? next : null;
  };
  return {
    reportId: row.publicId,
    name: person.name,
    timeKnown,
    moonSigns: moonSignsOf(day),
    focus: focusOfDay(day, options.focus),
    day,
    previousDate: shift(-1),
    nextDate: shift(1),
  };
}

/** The made-up person of the product page's sample month (not a real member). */
const SAMPLE_PERSON: StoredPerson = {
  name: '示例',
  contactId: null,
  birth: {
    date: '1992-05-18',
    time: '09:20',
    time_zone: 'Asia/Shanghai',
    latitude: 31.23,
    longitude: 121.47,
    place_name: '上海市',
  },
};

/** The product page: the product that sells it (price) and this Beijing month for the sample person. */
export async function calendarReportHome(deps: AppDeps): Promise<CalendarReportHomeRecord> {
  const clock = beijingClock(deps.now())!;
  const month = `${clock.year}-${String(clock.month).padStart(2, '0')}`;
  const [page, sample] = await Promise.all([
    listProducts(deps, { type: PRODUCT_TYPE.REPORT, current: 1, size: 100 }),
    monthDaysOf(deps, 'sample', SAMPLE_PERSON, month),
  ]);
  const product = page.records.find(
    (p) => p.targetKind === REPORT_TARGET_KIND && p.targetId === CALENDAR_REPORT_TEMPLATE_ID,
  );
  return {
    title: product?.title ?? CALENDAR_REPORT_TITLE,
    productId: product?.id ?? null,
    priceFen: product?.priceFen ?? null,
    listPriceFen: product?.listPriceFen ?? null,
    summary: product?.summary || '按你的出生星盘，逐日计算行运、月相与月亮空亡，给每一天打分并说明理由。',
    sample: monthRecord('sample', month, SAMPLE_PERSON.name, true, sample.days, ['career', 'love']),
  };
}
