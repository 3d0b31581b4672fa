import { resolveLocalTime } from '@xingtu/astro';
import type { ScheduleException, WeeklyWindow } from '@xingtu/contracts/consultations';

// Bookable slots from a weekly schedule. Windows are wall-clock times in the astrologer's IANA zone,
// so a window "Monday 09:00" is 09:00 GMT in winter and 09:00 BST (08:00 UTC) in summer for an
// astrologer in London; the zone's rules come from the engine's IANA database through @xingtu/astro.
// A slot whose wall-clock start does not exist (the spring-forward gap) is not offered; a start that
// occurs twice (the autumn overlap) is offered once, at its first instant. Pure: no clock, no I/O.

export interface ScheduleRules {
  timeZone: string;
  bufferMinutes: number;
  weekly: WeeklyWindow[];
  exceptions: ScheduleException[];
}

/** A range already taken: a booking from its start to its end plus the buffer kept after it. */
export interface BusyRange {
  startMs: number;
  blockedUntilMs: number;
}

export interface Slot {
  startMs: number;
  endMs: number;
}

export interface SlotQuery {
  durationMinutes: number;
  /** Earliest start offered (now plus the lead time), unix ms. */
  fromMs: number;
  /** Latest start offered (exclusive), unix ms. */
  toMs: number;
  stepMinutes: number;
  busy: BusyRange[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** 'HH:mm' → minutes after midnight; '24:00' is the end of the day. */
export function minutesOf(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) throw new RangeError(`not a HH:mm clock time: ${clock}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > 24 * 60) throw new RangeError(`not a HH:mm clock time: ${clock}`);
  return minutes;
}

const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The calendar date (YYYY-MM-DD) in a zone at an instant. */
export function zoneDate(timeZone: string, unixMs: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(unixMs));
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const nextDate = (date: string): string =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);

/** The first instant a wall-clock time denotes in the zone; null inside a spring-forward gap. */
function instantOf(date: string, minutes: number, timeZone: string): number | null {
  // 24:00 is the next day's midnight.
  if (minutes === 24 * 60) return instantOf(nextDate(date), 0, timeZone);
  const resolved = resolveLocalTime({ date, time: clockOf(minutes), timeZone });
  return resolved.status === 'skipped' ? null : resolved.candidates[0]!.unixMs;
}

/** The windows that apply on a date: the date's exception if there is one, else the weekly ones. */
export function windowsOn(rules: ScheduleRules, date: string): { start: string; end: string }[] {
  const exception = rules.exceptions.find((item) => item.date === date);
  if (exception) return exception.windows;
  const weekday = isoWeekday(date);
  return rules.weekly.filter((window) => window.weekday === weekday);
}

const overlaps = (startMs: number, endMs: number, busy: BusyRange[]): boolean =>
  busy.some((range) => startMs < range.blockedUntilMs && range.startMs < endMs);

/**
 * Every free slot of `durationMinutes` starting in [fromMs, toMs), on the step grid of each window,
 * ending inside its window, and keeping the buffer after it clear of every busy range (the same
 * test as the database's exclusion constraint, so an offered slot is bookable unless taken meanwhile).
 */
export function freeSlots(rules: ScheduleRules, query: SlotQuery): Slot[] {
  const slots: Slot[] = [];
  const durationMs = query.durationMinutes * MINUTE_MS;
  const bufferMs = rules.bufferMinutes * MINUTE_MS;
  // One day either side: a zone far from UTC has local dates that straddle the UTC range.
  const lastDate = zoneDate(rules.timeZone, query.toMs + DAY_MS);
  for (let date = zoneDate(rules.timeZone, query.fromMs - DAY_MS); date <= lastDate; date = nextDate(date)) {
    for (const window of windowsOn(rules, date)) {
      const windowEnd = minutesOf(window.end);
      const windowEndMs = instantOf(date, windowEnd, rules.timeZone);
      if (windowEndMs === null) continue;
      for (
        let minutes = minutesOf(window.start);
        minutes + query.durationMinutes <= windowEnd;
        minutes += query.stepMinutes
      ) {
        const startMs = instantOf(date, minutes, rules.timeZone);
        if (startMs === null || startMs < query.fromMs || startMs >= query.toMs) continue;
        const endMs = startMs + durationMs;
        if (endMs > windowEndMs) continue;
        if (overlaps(startMs, endMs + bufferMs, query.busy)) continue;
        if (slots.some((slot) => slot.startMs === startMs)) continue;
        slots.push({ startMs, endMs });
      }
    }
  }
  return slots.sort((a, b) => a.startMs - b.startMs);
}
