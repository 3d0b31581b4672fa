// A member's local days: each calendar date from midnight to the next midnight in their time zone (Beijing by
// default), as UTC instants. A day is 23 or 25 hours long where the zone changes its clocks.
import { localTimeToUnixMs, zoneOffsetSeconds } from '../time/zonedTime.ts';

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
const DAY_MS = 86_400_000;

export interface LocalDay {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  startUtc: string;
  endUtc: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date `offset` days after a 'YYYY-MM-DD' date. */
export function addDays(date: string, offset: number): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`not a date: ${date}`);
  return new Date(ms + offset * DAY_MS).toISOString().slice(0, 10);
}

const midnight = (date: string, timeZone: string): number =>
  localTimeToUnixMs({ date, time: '00:00', timeZone }, 'compatible').unixMs;

/** The midnights starting each date: a day after the previous one unless the zone's offset changed in between. */
function midnights(dates: readonly string[], timeZone: string): number[] {
  const out: number[] = [];
  let offset = 0;
  for (const [k, date] of dates.entries()) {
    const guess = k === 0 ? NaN : out[k - 1]! + DAY_MS;
    const guessOffset = k === 0 ? NaN : zoneOffsetSeconds(timeZone, guess);
    if (guessOffset === offset) out.push(guess);
    else {
      out.push(midnight(date, timeZone));
      offset = zoneOffsetSeconds(timeZone, out[k]!);
    }
  }
  return out;
}

/** `count` consecutive local days from firstDate. */
export function localDays(firstDate: string, count: number, timeZone = DEFAULT_TIME_ZONE): LocalDay[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError('localDays: count must be a positive integer');
  const dates = Array.from({ length: count + 1 }, (_, k) => addDays(firstDate, k));
  const starts = midnights(dates, timeZone).map((ms) => new Date(ms).toISOString());
  return Array.from({ length: count }, (_, k) => ({
    date: dates[k]!,
    startUtc: starts[k]!,
    endUtc: starts[k + 1]!,
  }));
}
