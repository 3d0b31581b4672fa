import {
  ephemerisAt,
  findCrossAspects,
  houseOfLongitude,
  jdUtFromUnixMs,
  localTimeToUnixMs,
  transitTimeline,
  type BodyId,
  type NatalChart,
} from '@xingtu/astro';
import type { TransitsBody } from '@xingtu/contracts/charts-schemas';
import type { PointRecord, TransitsRecord } from '@xingtu/contracts/charts';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import type { AppDeps } from '../../deps.ts';
import { aspectRecord, CHART_POINT_IDS, pointRecord, withoutLilith } from './chart-record.ts';
import {
  aspectOptionsOf,
  computeChart,
  TROPICAL_RADIX,
  tropicalOnlyNote,
  type Viewer,
} from './compute-chart.ts';
import { transitRecord } from './transit-events.ts';
import { transitWindowRecord } from './transit-window.ts';

/** Where the transiting bodies stand at an instant (the outer ring of the bi-wheel), in the natal houses. */
function positionsAt(unixMs: number, natal: NatalChart): PointRecord[] {
  const eph = ephemerisAt(jdUtFromUnixMs(unixMs));
  return CHART_POINT_IDS.map((id) =>
    pointRecord(id, eph.bodies[id].longitudeDeg, {
      house: natal.houses ? houseOfLongitude(eph.bodies[id].longitudeDeg, natal.houses.cusps) : null,
      speedDegPerDay: eph.bodies[id].speedDegPerDay,
    }),
  );
}

const SLOW_BODIES: readonly BodyId[] = ['mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const WINDOW_ORB_DEG = 1;

/** Local midnight starting a 'YYYY-MM-DD' day in a zone, as a UTC instant (the earlier one if repeated). */
export function localMidnightUtc(date: string, timeZone: string): string {
  return new Date(localTimeToUnixMs({ date, time: '00:00', timeZone }, 'compatible').unixMs).toISOString();
}

const nextDay = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * POST /api/chart/transits: the sky at the start of the range over the natal chart, the events in it, and the orb
 * windows of the slow bodies with their exact passes. The range is whole local days of the member's zone
 * (from 00:00 on `from` to 24:00 on `to`). Natal points are fixed: applying/separating follow the transiting body.
 */
export async function transitsFor(
  deps: AppDeps,
  viewer: Viewer,
  body: TransitsBody,
): Promise<TransitsRecord> {
  const natal = await computeChart(deps, viewer, 'natal.', body.natal, body, TROPICAL_RADIX);
  const frameNote = tropicalOnlyNote(body, '行运');
  if (frameNote) natal.record.notes.push(frameNote);
  const timeZone = body.time_zone ?? DEFAULT_TIME_ZONE;
  const fromUtc = localMidnightUtc(body.from, timeZone);
  const toUtc = localMidnightUtc(nextDay(body.to), timeZone);
  const transiting = positionsAt(Date.parse(fromUtc), natal.chart);
  const aspects = findCrossAspects(
    natal.record.points.map((p) => ({ id: p.id, longitudeDeg: p.longitudeDeg, speedDegPerDay: 0 })),
    transiting.map((p) => ({ id: p.id, longitudeDeg: p.longitudeDeg, speedDegPerDay: p.speedDegPerDay })),
    aspectOptionsOf(body),
  );
  const timeline = transitTimeline(natal.chart, {
    startUtc: fromUtc,
    endUtc: toUtc,
    bodies: SLOW_BODIES,
    orbDeg: WINDOW_ORB_DEG,
  });
  const windows = timeline.episodes.map(transitWindowRecord);
  return {
    natal: natal.record,
    from: body.from,
    to: body.to,
    timeZone,
    orbDeg: WINDOW_ORB_DEG,
    transiting,
    aspects: withoutLilith(aspects).map(aspectRecord),
    events: timeline.events.map(transitRecord),
    windows,
  };
}
