import { ephemerisAt, jdUtFromUnixMs } from '@xingtu/astro';
import { SIGNS } from '@xingtu/contracts/astrology';
import type { CalendarDayRecord } from '@xingtu/contracts/calendar';
import type { AppDeps } from '../../deps.ts';
import { birthCalendar } from '../calendar/index.ts';
import { daysInMonth } from './calendar-period.ts';
import type { StoredPerson } from './people.ts';

// A calendar report's days, month by month, from the stored (locked) person: computed on first reading and kept
// in the shared cache per report and month, since the input never changes once given.

/** Bump when the day record's shape or texts change, so old cached months are not served. */
const CACHE_VERSION = 1;
const CACHE_MS = 7 * 86_400_000;

export const calendarMonthCacheKey = (publicId: string, month: string): string =>
  `calendar-report:v${CACHE_VERSION}:${publicId}:${month}`;

export interface CalendarMonthDays {
  timeKnown: boolean;
  days: CalendarDayRecord[];
}

export async function monthDaysOf(
  deps: AppDeps,
  publicId: string,
  person: StoredPerson,
  month: string,
): Promise<CalendarMonthDays> {
  const key = calendarMonthCacheKey(publicId, month);
  const cached = await deps.kv.get(key);
  if (cached) return JSON.parse(cached) as CalendarMonthDays;
  const computed = await birthCalendar(deps, person, { start: `${month}-01`, days: daysInMonth(month) });
  await deps.kv.set(key, JSON.stringify(computed), CACHE_MS);
  return computed;
}

const signAt = (ms: number): string => {
  const longitude = ephemerisAt(jdUtFromUnixMs(ms), ['moon']).bodies.moon!.longitudeDeg;
  return SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)]!.nameZh;
};

/**
 * The Moon's signs during a Beijing day: its sign at midnight, then the sign it enters when a void-of-course
 * period ends within the day (a void always ends as the Moon changes sign).
 */
export function moonSignsOf(
  day: Pick<CalendarDayRecord, 'date' | 'voids'>,
): { sign: string; from: string }[] {
  const at = (time: string) => Date.parse(`${day.date}T${time}:00+08:00`);
  const signs = [{ sign: signAt(at('00:00')), from: '00:00' }];
  for (const v of day.voids) {
    if (v.to === '24:00') continue;
    // A minute after the ingress, so the position is clearly in the new sign.
    const sign = signAt(at(v.to) + 60_000);
    if (sign !== signs[signs.length - 1]!.sign) signs.push({ sign, from: v.to });
  }
  return signs;
}
