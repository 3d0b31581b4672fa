// Every time a page shows is Beijing time (Asia/Shanghai, SPEC §9), whatever the zone of the
// server or the viewer's device. Times travel as ISO 8601 instants; this is the one place that
// turns them into wall-clock text. Formats follow SPEC §9 (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss).

export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: BEIJING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Since 1992 China has kept no summer time: Beijing is UTC+8 at every later instant. */
const FIXED_OFFSET_SINCE_MS = Date.UTC(1992, 0, 1);
const OFFSET_MS = 8 * 3_600_000;

/** The Beijing wall clock at an instant; null for something that is not a time. */
export function beijingClock(value: string | number | Date): WallClock | null {
  const date = toDate(value);
  if (!date) return null;
  // Plain arithmetic where the offset is fixed (every page renders dozens of dates: Intl's
  // formatToParts costs far more); the time-zone rules for the summer times before.
  if (date.getTime() >= FIXED_OFFSET_SINCE_MS) {
    const shifted = new Date(date.getTime() + OFFSET_MS);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    };
  }
  const part = Object.fromEntries(PARTS.formatToParts(date).map((item) => [item.type, Number(item.value)]));
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  };
}

export type BeijingFormat =
  /** 2026-11-25 */
  | 'date'
  /** 2026-11-25 20:05:09 */
  | 'datetime'
  /** 2026-11-25 20:05 */
  | 'minute'
  /** 20:05 */
  | 'time'
  /** 11月25日 */
  | 'monthDay'
  /** 11月25日 20:05 */
  | 'monthDayTime'
  /** 20261125200509, for numbers that start with their date (order numbers) */
  | 'stamp';

/** An instant as Beijing wall-clock text; '' for a missing or invalid time. */
export function formatBeijing(
  value: string | number | Date | null | undefined,
  format: BeijingFormat = 'datetime',
): string {
  if (value === null || value === undefined || value === '') return '';
  const clock = beijingClock(value);
  if (!clock) return '';
  const date = `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
  const time = `${pad(clock.hour)}:${pad(clock.minute)}`;
  switch (format) {
    case 'date':
      return date;
    case 'datetime':
      return `${date} ${time}:${pad(clock.second)}`;
    case 'minute':
      return `${date} ${time}`;
    case 'time':
      return time;
    case 'monthDay':
      return `${clock.month}月${clock.day}日`;
    case 'monthDayTime':
      return `${clock.month}月${clock.day}日 ${time}`;
    case 'stamp':
      return `${clock.year}${pad(clock.month)}${pad(clock.day)}${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}`;
  }
}

/** Today's date in Beijing (YYYY-MM-DD): the default for date pickers and "today" ranges. */
export const beijingToday = (now: Date = new Date()): string => formatBeijing(now, 'date');

/** The current year in Beijing (the copyright line turns over at Beijing midnight). */
export const beijingYear = (now: Date = new Date()): number => beijingClock(now)!.year;

/**
 * The instants a Beijing calendar day (YYYY-MM-DD) spans, from its midnight up to (not including) the next:
 * 24 hours since 1992, 23 or 25 on the days the summer times of 1986–1991 began or ended.
 */
export function beijingDayRange(day: string): { from: Date; to: Date } {
  const from = beijingMidnight(day);
  const next = new Date(from.getTime() + 36 * 3_600_000); // inside the next day, whatever the offsets
  return { from, to: beijingMidnight(formatBeijing(next, 'date')) };
}

function beijingMidnight(day: string): Date {
  const guess = new Date(`${day}T00:00:00+08:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || formatBeijing(guess, 'date') !== day) {
    throw new RangeError(`Not a calendar day: ${day}`);
  }
  // Before 1992 the offset may have been UTC+9: midnight then came an hour before the UTC+8 guess.
  const clock = beijingClock(guess)!;
  return new Date(guess.getTime() - (clock.hour * 60 + clock.minute) * 60_000);
}
