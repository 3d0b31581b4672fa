// A personal calendar: for each of a member's local days, the transits of the Sun, Moon, Mercury, Venus and Mars
// to the natal ten planets and the ASC/MC that are exact that day (with the instant), the natal houses the Moon
// passes through, the Moon's phase at local noon, the sky's events of the day and the void-of-course Moon
// periods that touch it. One half-day sample grid serves the whole span; every instant is solved exactly.
import { ASPECTS, type AspectId } from '@xingtu/contracts/astrology';
import { moonPhaseOf, type MoonPhaseKey } from '@xingtu/contracts/sky';
import { houseOfLongitude } from '../charts/houseOfLongitude.ts';
import { jdUtFromUnixMs } from '../time/julianDay.ts';
import { wrap180 } from '../charts/longitudeSearch.ts';
import { type Angle, crossesIn, longitudeOnGrid, solveIn } from './crossing.ts';
import { DEFAULT_TIME_ZONE, type LocalDay, localDays } from './localDays.ts';
import { MARGIN_DAYS, skyEventsOnGrid } from './skyEvents.ts';
import { type CalendarBody, skyGrid } from './skyGrid.ts';
import { type EventInstant, instantOf, type SkyEvent, type VoidOfCourseEvent } from './skyEventTypes.ts';
import { voidsOfCourseOn } from './voidOfCourse.ts';
import { PLANET_IDS } from '../bodies/ephemeris.ts';

export const DAY_MOVERS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
] as const satisfies readonly CalendarBody[];
export type DayMover = (typeof DAY_MOVERS)[number];
export const DAY_NATAL_POINTS = [...PLANET_IDS, 'asc', 'mc'] as const;
export type DayNatalPoint = (typeof DAY_NATAL_POINTS)[number];
export const DAY_ASPECTS = [
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
] as const satisfies readonly AspectId[];
export type DayAspect = (typeof DAY_ASPECTS)[number];
/** At most this many days in one call (a year and a month). */
export const MAX_CALENDAR_DAYS = 400;

/** The natal chart as the calendar reads it (a NatalChart of this package fits). */
export interface CalendarNatal {
  bodies: Partial<Record<string, { longitudeDeg: number }>>;
  angles?: { asc: number; mc: number } | null;
  houses?: { cusps: readonly number[] } | null;
}

export interface DayTransit extends EventInstant {
  body: DayMover;
  natalPoint: DayNatalPoint;
  type: DayAspect;
  /** The transiting body was moving backwards. */
  retrograde: boolean;
}

export interface PersonalDay extends LocalDay {
  /** Exact transits of the day, in time order. */
  transits: DayTransit[];
  /** The natal houses the Moon is in during the day: the house at midnight, then each house it enters. */
  moonHouses: { house: number; fromUtc: string }[] | null;
  /** Phase of the Moon at local noon. */
  moonPhase: MoonPhaseKey;
  /** Sky events whose instant falls in the day (lunations, eclipses, ingresses, stations). */
  skyEvents: SkyEvent[];
  /** Void-of-course periods overlapping the day. */
  voidsOfCourse: VoidOfCourseEvent[];
}

export interface PersonalCalendarOptions {
  /** First local date, 'YYYY-MM-DD'. */
  firstDate: string;
  days: number;
  /** IANA zone of the member's days (default Asia/Shanghai). */
  timeZone?: string;
}

function natalLongitude(natal: CalendarNatal, point: DayNatalPoint): number | undefined {
  if (point === 'asc' || point === 'mc') return natal.angles?.[point];
  return natal.bodies[point]?.longitudeDeg;
}

/** Day index of an instant (ms) among days starting at `starts` (ms, ascending), or −1. */
function dayIndex(starts: readonly number[], end: number, t: number): number {
  if (t < starts[0]! || t >= end) return -1;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function personalCalendarDays(natal: CalendarNatal, options: PersonalCalendarOptions): PersonalDay[] {
  if (!(options.days >= 1 && options.days <= MAX_CALENDAR_DAYS))
    throw new RangeError(`personalCalendarDays: 1–${MAX_CALENDAR_DAYS} days`);
  const days = localDays(options.firstDate, options.days, options.timeZone ?? DEFAULT_TIME_ZONE);
  const startUtc = days[0]!.startUtc;
  const endUtc = days[days.length - 1]!.endUtc;
  const starts = days.map((d) => Date.parse(d.startUtc));
  const endMs = Date.parse(endUtc);
  const jd0 = jdUtFromUnixMs(starts[0]!);
  const jd1 = jdUtFromUnixMs(endMs);
  const grid = skyGrid(jd0 - MARGIN_DAYS, jd1 + MARGIN_DAYS);
  const out: PersonalDay[] = days.map((d, k) => {
    const noon = jdUtFromUnixMs((starts[k]! + (k + 1 < starts.length ? starts[k + 1]! : endMs)) / 2);
    const elongation = longitudeOnGrid(grid, 'moon', noon) - longitudeOnGrid(grid, 'sun', noon);
    return {
      ...d,
      transits: [],
      moonHouses: null,
      moonPhase: moonPhaseOf(elongation),
      skyEvents: [],
      voidsOfCourse: [],
    };
  });
  const place = <T extends EventInstant>(item: T, into: (day: PersonalDay) => T[]): void => {
    const k = dayIndex(starts, endMs, Date.parse(item.utc));
    if (k >= 0) into(out[k]!).push(item);
  };

  // Exact transits: each mover against each natal point ± each aspect angle, interval by interval.
  const targets: { point: DayNatalPoint; type: DayAspect; deg: number }[] = [];
  for (const point of DAY_NATAL_POINTS) {
    const lon = natalLongitude(natal, point);
    if (lon === undefined) continue;
    for (const type of DAY_ASPECTS) {
      const angleDeg = ASPECTS[type].angleDeg;
      const sides = angleDeg === 0 || angleDeg === 180 ? [angleDeg] : [angleDeg, -angleDeg];
      for (const side of sides) targets.push({ point, type, deg: (((lon + side) % 360) + 360) % 360 });
    }
  }
  for (const body of DAY_MOVERS) {
    const angle: Angle = { plus: body };
    const lon = grid.lon[body];
    for (let i = 0; i + 1 < grid.jd.length; i++) {
      if (grid.jd[i + 1]! < jd0 || grid.jd[i]! > jd1) continue;
      const step = wrap180(lon[i + 1]! - lon[i]!);
      for (const target of targets) {
        const fA = wrap180(lon[i]! - target.deg);
        if (fA < 0 === fA + step < 0) continue; // the cheap test first: no sign change, no crossing
        if (!crossesIn(grid, angle, i, target.deg)) continue;
        const jd = solveIn(grid, angle, i, target.deg);
        const retrograde = grid.speed[body][i]! < 0 && grid.speed[body][i + 1]! < 0;
        place(
          { ...instantOf(jd), body, natalPoint: target.point, type: target.type, retrograde },
          (d) => d.transits,
        );
      }
    }
  }
  for (const day of out) day.transits.sort((a, b) => a.jdUt - b.jdUt);

  // The Moon through the natal houses.
  const cusps = natal.houses?.cusps;
  if (cusps && cusps.length === 12) {
    const moon: Angle = { plus: 'moon' };
    const entries: { house: number; utc: string; jdUt: number }[] = [];
    for (let c = 0; c < 12; c++)
      for (let i = 0; i + 1 < grid.jd.length; i++) {
        if (grid.jd[i + 1]! < jd0 || grid.jd[i]! > jd1 || !crossesIn(grid, moon, i, cusps[c]!)) continue;
        entries.push({ house: c + 1, ...instantOf(solveIn(grid, moon, i, cusps[c]!)) });
      }
    entries.sort((a, b) => a.jdUt - b.jdUt);
    const houses = out.map((day, k) => {
      const moonAtStart = longitudeOnGrid(grid, 'moon', jdUtFromUnixMs(starts[k]!));
      return [{ house: houseOfLongitude(moonAtStart, cusps), fromUtc: day.startUtc }];
    });
    for (const entry of entries) {
      const k = dayIndex(starts, endMs, Date.parse(entry.utc));
      if (k >= 0) houses[k]!.push({ house: entry.house, fromUtc: entry.utc });
    }
    for (const [k, day] of out.entries()) day.moonHouses = houses[k]!;
  }

  for (const event of skyEventsOnGrid(grid, startUtc, endUtc, { voidOfCourse: false }))
    place(event, (d) => d.skyEvents);
  for (const v of voidsOfCourseOn(grid, jd0, jd1))
    for (const [k, day] of out.entries())
      if (Date.parse(v.utc) < (starts[k + 1] ?? endMs) && Date.parse(v.endUtc) > starts[k]!)
        day.voidsOfCourse.push(v);
  return out;
}
