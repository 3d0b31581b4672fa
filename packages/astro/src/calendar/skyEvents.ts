// The sky's events between two instants, for everyone: lunations, sign ingresses (Sun…Pluto and the Moon),
// stations (Mercury…Pluto), eclipses and void-of-course Moon periods, in time order. An event belongs to the span
// [start, end) its instant falls in (a void-of-course period by its start), so consecutive spans never repeat one.
import { jdUtFromUnixMs } from '../time/julianDay.ts';
import { eclipseAt } from './eclipses.ts';
import { ingressesOn } from './ingresses.ts';
import { lunationsOn } from './lunations.ts';
import { type SkyGrid, skyGrid } from './skyGrid.ts';
import type { SkyEvent } from './skyEventTypes.ts';
import { stationsOn } from './stations.ts';
import { voidsOfCourseOn } from './voidOfCourse.ts';

/** Days sampled beyond each end: a Moon sign lasts at most 2.8 days, so its ingresses on both sides are seen. */
export const MARGIN_DAYS = 3;
/** One call covers at most this many days (a personal calendar's year, with room). */
export const MAX_SPAN_DAYS = 800;

export interface SkyEventOptions {
  /** Leave out the void-of-course Moon (the costliest search). */
  voidOfCourse?: boolean;
}

export interface SkySpan {
  jd0: number;
  jd1: number;
}

export function spanOf(startUtc: string, endUtc: string): SkySpan {
  const jd0 = jdUtFromUnixMs(Date.parse(startUtc));
  const jd1 = jdUtFromUnixMs(Date.parse(endUtc));
  if (!Number.isFinite(jd0) || !Number.isFinite(jd1) || jd1 <= jd0)
    throw new RangeError('skyEvents: startUtc and endUtc must be instants with the end after the start');
  if (jd1 - jd0 > MAX_SPAN_DAYS) throw new RangeError(`skyEvents: at most ${MAX_SPAN_DAYS} days at once`);
  return { jd0, jd1 };
}

/** Every sky event with its instant in [startUtc, endUtc), in time order. */
export function skyEvents(startUtc: string, endUtc: string, options: SkyEventOptions = {}): SkyEvent[] {
  const { jd0, jd1 } = spanOf(startUtc, endUtc);
  return skyEventsOnGrid(skyGrid(jd0 - MARGIN_DAYS, jd1 + MARGIN_DAYS), startUtc, endUtc, options);
}

/** The same from a grid already sampled (it must reach MARGIN_DAYS beyond both ends). */
export function skyEventsOnGrid(
  grid: SkyGrid,
  startUtc: string,
  endUtc: string,
  options: SkyEventOptions = {},
): SkyEvent[] {
  const { jd0, jd1 } = spanOf(startUtc, endUtc);
  const lunations = lunationsOn(grid);
  const events: SkyEvent[] = [
    ...lunations,
    ...lunations.flatMap((l) => eclipseAt(l) ?? []),
    ...ingressesOn(grid),
    ...stationsOn(grid),
    ...(options.voidOfCourse === false ? [] : voidsOfCourseOn(grid, jd0, jd1)),
  ];
  // Half-open span, compared on the rounded instants the events carry.
  const from = Date.parse(startUtc);
  const to = Date.parse(endUtc);
  return events
    .filter((e) => {
      const t = Date.parse(e.utc);
      return t >= from && t < to;
    })
    .sort((a, b) => a.jdUt - b.jdUt || order(a) - order(b));
}

const KIND_ORDER: Record<SkyEvent['kind'], number> = {
  lunation: 0,
  eclipse: 1,
  station: 2,
  ingress: 3,
  voidOfCourse: 4,
};
const order = (e: SkyEvent): number => KIND_ORDER[e.kind];
