import { ephemerisAt, jdUtFromUnixMs, planetCycle, type CycleEvent } from '@xingtu/astro';
import { POINTS } from '@xingtu/contracts/astrology';
import type {
  CycleEventRecord,
  CyclePlanetId,
  PlanetCycleRecord,
  RetrogradePeriodRecord,
} from '@xingtu/contracts/learning';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { zodiacPosition } from './positions.ts';

// The ingress and retrograde table: one planet's (Beijing) calendar year. The scan reaches 170 days either side
// so that a retrograde period straddling New Year (Pluto's lasts about 160 days) is shown whole.

const DAY_MS = 86_400_000;
const MARGIN_DAYS = 170;
/** A year's table never changes; the week only bounds the cache's memory. */
const CACHE_MS = 7 * DAY_MS;
const CACHE_VERSION = 1;

/** 00:00 Beijing time (UTC+8 all year since 1992; the table is for reading, not for charts) of 1 January. */
const yearStartMs = (year: number): number => Date.UTC(year, 0, 1) - 8 * 3_600_000;

function eventRecord(event: CycleEvent, planet: CyclePlanetId): CycleEventRecord {
  const longitudeDeg =
    event.kind === 'station'
      ? event.longitudeDeg
      : ephemerisAt(event.jdUt, [planet]).bodies[planet]!.longitudeDeg;
  // An ingress is exactly on the boundary; print the sign entered at 0°00′ (or 29°59′ when backing into it).
  const position =
    event.kind === 'ingress'
      ? zodiacPosition(event.signIndex * 30 + (event.retrograde ? 29.99 : 0))
      : zodiacPosition(longitudeDeg);
  return {
    ...position,
    at: event.utc,
    kind: event.kind,
    retrograde: event.kind === 'ingress' ? event.retrograde : event.turns === 'retrograde',
  };
}

/** One planet's year (pure; a few hundred milliseconds for Mercury). */
export function planetYear(planet: CyclePlanetId, year: number): PlanetCycleRecord {
  const start = yearStartMs(year);
  const end = yearStartMs(year + 1);
  const all = planetCycle(
    planet,
    new Date(start - MARGIN_DAYS * DAY_MS).toISOString(),
    new Date(end + MARGIN_DAYS * DAY_MS).toISOString(),
  );
  const inYear = (utc: string) => Date.parse(utc) >= start && Date.parse(utc) < end;
  const stations = all.filter((e) => e.kind === 'station');
  const retrogradePeriods: RetrogradePeriodRecord[] = [];
  stations.forEach((station, i) => {
    const next = stations[i + 1];
    if (station.turns !== 'retrograde' || !next || next.turns !== 'direct') return;
    if (Date.parse(next.utc) < start || Date.parse(station.utc) >= end) return;
    retrogradePeriods.push({
      start: eventRecord(station, planet),
      end: eventRecord(next, planet),
      days: Math.round(next.jdUt - station.jdUt),
    });
  });
  const first = ephemerisAt(jdUtFromUnixMs(start), [planet]).bodies[planet]!;
  return {
    planet,
    nameZh: POINTS[planet].nameZh,
    year,
    startPosition: { ...zodiacPosition(first.longitudeDeg), retrograde: first.retrograde },
    events: all.filter((e) => inYear(e.utc)).map((e) => eventRecord(e, planet)),
    retrogradePeriods,
  };
}

export async function cachedPlanetYear(
  kv: KeyValueStore,
  planet: CyclePlanetId,
  year: number,
): Promise<PlanetCycleRecord> {
  const key = `learning:cycle:v${CACHE_VERSION}:${planet}:${year}`;
  const cached = await kv.get(key);
  if (cached) return JSON.parse(cached) as PlanetCycleRecord;
  const record = planetYear(planet, year);
  await kv.set(key, JSON.stringify(record), CACHE_MS);
  return record;
}
