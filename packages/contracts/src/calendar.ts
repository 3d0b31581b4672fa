import type { z } from 'zod';
import type * as R from './calendar-records.ts';

// The astrological calendar: the sky's events of a month for everyone (/calendar) and a member's personal days
// (the calendar report). Zod-free: pages import the names and record types from here.

export const CALENDAR_EVENT_KINDS = ['lunation', 'eclipse', 'station', 'ingress', 'voidOfCourse'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export const CALENDAR_EVENT_KIND_NAMES: Record<CalendarEventKind, string> = {
  lunation: '月相',
  eclipse: '日月食',
  station: '行星停滞',
  ingress: '换座',
  voidOfCourse: '月亮空亡',
};

/** The months the calendar answers (the chart engine's span, whole years). */
export const CALENDAR_MIN_YEAR = 1800;
export const CALENDAR_MAX_YEAR = 2199;

/** A personal calendar covers at most this many days at once. */
export const PERSONAL_CALENDAR_MAX_DAYS = 366;

export type CalendarEventRecord = z.output<typeof R.calendarEventRecordSchema>;
export type CalendarMonthRecord = z.output<typeof R.calendarMonthRecordSchema>;
export type CalendarDayRecord = z.output<typeof R.calendarDayRecordSchema>;
export type PersonalCalendarRecord = z.output<typeof R.personalCalendarRecordSchema>;

/** '2026-12' → { year: 2026, month: 12 } when it is a month the calendar answers; null otherwise. */
export function parseCalendarMonth(value: string | null | undefined): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < CALENDAR_MIN_YEAR || year > CALENDAR_MAX_YEAR || month < 1 || month > 12) return null;
  return { year, month };
}

/** The month after (+1) or before (−1), as 'YYYY-MM'. */
export function shiftCalendarMonth(year: number, month: number, by: 1 | -1): string {
  const index = year * 12 + (month - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
