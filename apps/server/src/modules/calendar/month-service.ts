// The public month of sky events (Beijing calendar month). Everyone sees the same month and it never changes, so
// each month is computed once and kept in the shared cache.
import { localDays, skyEvents } from '@xingtu/astro';
import { BEIJING_TIME_ZONE } from '@xingtu/contracts/beijing-time';
import type { CalendarMonthRecord } from '@xingtu/contracts/calendar';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { eventRecord } from './event-records.ts';

/** Cached for a week: the answer is fixed, the week only bounds the cache's memory. */
export const MONTH_CACHE_MS = 7 * 86_400_000;
/** Bump when the record's shape or texts change, so old cached months are not served. */
const CACHE_VERSION = 1;

export const monthCacheKey = (year: number, month: number): string =>
  `calendar:month:v${CACHE_VERSION}:${year}-${String(month).padStart(2, '0')}`;

/** Midnight (Beijing) starting the 1st of a month (month 13 = January of the next year), as ISO UTC. */
const monthStartUtc = (year: number, month: number): string => {
  const index = year * 12 + (month - 1);
  const first = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return localDays(first, 1, BEIJING_TIME_ZONE)[0]!.startUtc;
};

/** The month's events, pure (about 50 ms). */
export function skyMonth(year: number, month: number): CalendarMonthRecord {
  const start = monthStartUtc(year, month);
  const end = monthStartUtc(year, month + 1);
  return { year, month, timeZone: BEIJING_TIME_ZONE, events: skyEvents(start, end).map(eventRecord) };
}

/** Months kept in the shared cache: the years people browse. Others are computed on each request (≈ 10 ms), so a
 * crawler walking four centuries cannot fill the cache. */
export const CACHED_YEARS_BEFORE = 2;
export const CACHED_YEARS_AFTER = 3;

export async function cachedSkyMonth(
  kv: KeyValueStore,
  year: number,
  month: number,
  now: Date,
): Promise<CalendarMonthRecord> {
  const thisYear = now.getUTCFullYear();
  if (year < thisYear - CACHED_YEARS_BEFORE || year > thisYear + CACHED_YEARS_AFTER)
    return skyMonth(year, month);
  const key = monthCacheKey(year, month);
  const cached = await kv.get(key);
  if (cached) return JSON.parse(cached) as CalendarMonthRecord;
  const record = skyMonth(year, month);
  await kv.set(key, JSON.stringify(record), MONTH_CACHE_MS);
  return record;
}
