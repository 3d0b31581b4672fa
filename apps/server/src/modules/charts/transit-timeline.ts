import { DEFAULT_TRANSITING, transitTimeline, type BodyId } from '@xingtu/astro';
import type { AspectId } from '@xingtu/contracts/astrology';
import type { TimelineBodySet, TransitTimelineRecord } from '@xingtu/contracts/chart-techniques';
import type { TransitTimelineBody } from '@xingtu/contracts/chart-techniques-schemas';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import type { AppDeps } from '../../deps.ts';
import { aspectOptionsOf, computeChart, timedFrameOf, type Viewer } from './compute-chart.ts';
import { transitRecord } from './transit-events.ts';
import { localMidnightUtc } from './transits.ts';
import { transitWindowRecord } from './transit-window.ts';

const BODIES: Record<TimelineBodySet, readonly BodyId[]> = {
  all: DEFAULT_TRANSITING,
  slow: ['mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode', 'chiron'],
};

/** The aspects the member's settings draw (the majors by default, the minors when turned on; orb 0 = off). */
const chosenAspects = (body: TransitTimelineBody): AspectId[] =>
  Object.entries(aspectOptionsOf(body).orbs ?? {})
    .filter(([, orb]) => (orb ?? 0) > 0)
    .map(([id]) => id as AspectId);

const nextDay = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * POST /api/chart/transit-timeline: every transit of the chosen bodies to the natal points over whole local days
 * (at most a year), each with its orb window (entering, leaving) and its exact passes; ingresses and stations.
 */
export async function transitTimelineFor(
  deps: AppDeps,
  viewer: Viewer,
  body: TransitTimelineBody,
): Promise<TransitTimelineRecord> {
  // In a sidereal zodiac the natal points carry the birth's ayanamsa and each transiting instant its own (the
  // sidereal convention): precession between birth and transit (~50″ a year) moves the exact times a little from
  // the tropical ones (packages/astro transits.ts).
  const frame = timedFrameOf(body);
  const natal = await computeChart(deps, viewer, 'natal.', body.natal, body, frame);
  const timeZone = body.time_zone ?? DEFAULT_TIME_ZONE;
  const started = performance.now();
  const timeline = transitTimeline(natal.chart, {
    startUtc: localMidnightUtc(body.from, timeZone),
    endUtc: localMidnightUtc(nextDay(body.to), timeZone),
    bodies: BODIES[body.bodies],
    orbDeg: body.orb_deg,
    aspects: chosenAspects(body),
    zodiac: frame.zodiac,
  });
  const computeMs = Math.round((performance.now() - started) * 10) / 10;
  return {
    natal: natal.record,
    from: body.from,
    to: body.to,
    timeZone,
    orbDeg: body.orb_deg,
    bodies: body.bodies,
    windows: timeline.episodes.map(transitWindowRecord),
    events: timeline.events.filter((e) => e.kind !== 'aspect').map(transitRecord),
    computeMs,
  };
}
