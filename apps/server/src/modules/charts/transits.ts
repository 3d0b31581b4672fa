import {
  ayanamsaAt,
  ephemerisAt,
  findCrossAspects,
  houseOfLongitude,
  jdUtFromUnixMs,
  localTimeToUnixMs,
  transitTimeline,
  type BodyId,
  type NatalChart,
  type Zodiac,
} from '@xingtu/astro';
import type { TransitsBody } from '@xingtu/contracts/charts-schemas';
import type { PointRecord, TransitsRecord } from '@xingtu/contracts/charts';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import type { AppDeps } from '../../deps.ts';
import { aspectRecord, CHART_POINT_IDS, pointRecord, withoutLilith } from './chart-record.ts';
import { aspectOptionsOf, computeChart, radixOnlyNote, timedFrameOf, type Viewer } from './compute-chart.ts';
import { transitRecord } from './transit-events.ts';
import { transitWindowRecord } from './transit-window.ts';

/**
 * Where the transiting bodies stand at an instant (the outer ring of the bi-wheel), in the natal houses; in a
 * sidereal zodiac less the ayanamsa of that instant (the natal chart carries the birth's).
 */
function positionsAt(unixMs: number, natal: NatalChart, zodiac: Zodiac): PointRecord[] {
  const jd = jdUtFromUnixMs(unixMs);
  const eph = ephemerisAt(jd);
  const ayanamsa = ayanamsaAt(jd, zodiac);
  return CHART_POINT_IDS.map((id) => {
    const lon = (((eph.bodies[id].longitudeDeg - ayanamsa.deg) % 360) + 360) % 360;
    return pointRecord(id, lon, {
      house: natal.houses ? houseOfLongitude(lon, natal.houses.cusps) : null,
      speedDegPerDay: eph.bodies[id].speedDegPerDay - ayanamsa.rateDegPerDay,
    });
  });
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
 * In a sidereal zodiac the natal chart carries the birth's ayanamsa and each transiting instant its own, as on the
 * transit timeline; a harmonic chosen on /chart is not applied here (the answer's note says so).
 */
export async function transitsFor(
  deps: AppDeps,
  viewer: Viewer,
  body: TransitsBody,
): Promise<TransitsRecord> {
  const frame = timedFrameOf(body);
  const natal = await computeChart(deps, viewer, 'natal.', body.natal, body, frame);
  const timeZone = body.time_zone ?? DEFAULT_TIME_ZONE;
  const fromUtc = localMidnightUtc(body.from, timeZone);
  const toUtc = localMidnightUtc(nextDay(body.to), timeZone);
  const transiting = positionsAt(Date.parse(fromUtc), natal.chart, frame.zodiac);
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
    zodiac: frame.zodiac,
  });
  const windows = timeline.episodes.map(transitWindowRecord);
  return {
    natal: natal.record,
    frameNote: radixOnlyNote(body, '行运'),
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
