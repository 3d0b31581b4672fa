import type { z } from 'zod';
import type * as S from './calendar-report-schemas.ts';

// The personal calendar report (issue #15 §2): a report product (type 01) of its own template id that covers a
// chosen period of months for one person; bought through the shop, filled in three steps, read month by month and
// day by day. Zod-free: pages import the names and record types from here.

/** The template key the report area stores, and the template id its product names (products.target_id). */
export const CALENDAR_REPORT_TEMPLATE = 'calendar';
export const CALENDAR_REPORT_TEMPLATE_ID = '1201';
export const CALENDAR_REPORT_TITLE = '个人星象日历';

/** The periods the pages offer; the server accepts any whole number of months from 1 to the maximum. */
export const CALENDAR_REPORT_MONTH_CHOICES = [1, 3, 6, 12] as const;
export const CALENDAR_REPORT_MAX_MONTHS = 12;
/** The first month may be at most this many months after the current Beijing month (and not before it). */
export const CALENDAR_REPORT_MAX_LEAD_MONTHS = 12;

export const CALENDAR_FOCUS_AREAS = ['career', 'love', 'money', 'health', 'study', 'family'] as const;
export type CalendarFocusArea = (typeof CALENDAR_FOCUS_AREAS)[number];

export const CALENDAR_FOCUS_NAMES: Record<CalendarFocusArea, string> = {
  career: '事业',
  love: '感情',
  money: '财务',
  health: '健康',
  study: '学习',
  family: '家庭',
};

export type CalendarReportRecord = z.output<typeof S.calendarReportRecordSchema>;
export type CalendarReportMonthRecord = z.output<typeof S.calendarReportMonthRecordSchema>;
export type CalendarReportDayRecord = z.output<typeof S.calendarReportDayRecordSchema>;
export type CalendarReportHomeRecord = z.output<typeof S.calendarReportHomeRecordSchema>;
export type CalendarReportInputBody = z.input<typeof S.calendarReportInputSchema>;

/** 'YYYY-MM' of a month index (year × 12 + month − 1). */
export const monthOfIndex = (index: number): string =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Month index of 'YYYY-MM' (or the month of 'YYYY-MM-DD'). */
export const indexOfMonth = (month: string): number =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The months of a period, in order: start 'YYYY-MM' and a count. */
export function periodMonths(start: string, months: number): string[] {
  const first = indexOfMonth(start);
  return Array.from({ length: months }, (_, k) => monthOfIndex(first + k));
}

/** 「2026年12月」 */
export const monthLabel = (month: string): string =>
  `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;
