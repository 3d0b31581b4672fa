// The month the /calendar page shows and how its days are laid out: weeks from Monday, and the events by day.
import { beijingToday } from '@xingtu/contracts/beijing-time';
import { type CalendarEventRecord, parseCalendarMonth, shiftCalendarMonth } from '@xingtu/contracts/calendar';

export interface MonthChoice {
  year: number;
  month: number;
  /** The address asked for a month the calendar cannot show (the current month is shown instead). */
  invalid: boolean;
}

/** ?month=2026-12, else the current Beijing month. */
export function monthFromQuery(value: string | null, now: Date = new Date()): MonthChoice {
  const parsed = parseCalendarMonth(value);
  if (parsed) return { ...parsed, invalid: false };
  const [year, month] = beijingToday(now).split('-').map(Number) as [number, number];
  return { year, month, invalid: value !== null && value !== '' };
}

export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;
export const monthHref = (key: string): string => `/calendar?month=${key}`;
export const neighbourMonths = (year: number, month: number): { previous: string; next: string } => ({
  previous: shiftCalendarMonth(year, month, -1),
  next: shiftCalendarMonth(year, month, 1),
});

export interface GridDay {
  /** 'YYYY-MM-DD'; null for the blank cells before the 1st and after the last day. */
  date: string | null;
  day: number | null;
  events: CalendarEventRecord[];
}

/** Weeks (Monday first) of the month, each day with its events (a void-of-course Moon on the day it starts). */
export function monthWeeks(year: number, month: number, events: readonly CalendarEventRecord[]): GridDay[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7; // Monday = 0
  const cells: GridDay[] = Array.from({ length: firstWeekday }, () => ({
    date: null,
    day: null,
    events: [],
  }));
  for (let d = 1; d <= days; d++) {
    const date = `${monthKey(year, month)}-${String(d).padStart(2, '0')}`;
    cells.push({ date, day: d, events: events.filter((e) => e.date === date) });
  }
  while (cells.length % 7 !== 0) cells.push({ date: null, day: null, events: [] });
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The days that have events, in order, each with its events. */
export function eventDays(
  events: readonly CalendarEventRecord[],
): { date: string; events: CalendarEventRecord[] }[] {
  const out: { date: string; events: CalendarEventRecord[] }[] = [];
  for (const e of events) {
    const last = out[out.length - 1];
    if (last?.date === e.date) last.events.push(e);
    else out.push({ date: e.date, events: [e] });
  }
  return out;
}
