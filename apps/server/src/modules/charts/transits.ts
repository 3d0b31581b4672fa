import {
  ephemerisAt,
  findCrossAspects,
  houseOfLongitude,
  jdUtFromUnixMs,
  type BodyId,
  type NatalChart,
} from '@xingtu/astro';
import type { TransitsBody } from '@xingtu/contracts/chart-schemas';
import type { PointRecord, TransitsRecord } from '@xingtu/contracts/charts';
import type { AppDeps } from '../../deps.ts';
import { aspectRecord, CHART_POINT_IDS, pointRecord, withoutLilith } from './chart-record.ts';
import { aspectOptionsOf, computeChart, type Viewer } from './compute-chart.ts';
import { transitEvents } from './transit-events.ts';

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

const aspectPoint = (p: PointRecord) => ({
  id: p.id,
  longitudeDeg: p.longitudeDeg,
  speedDegPerDay: p.speedDegPerDay,
});

/** POST /api/chart/transits: the sky at the start of the range over the natal chart, and the events in it. */
export async function transitsFor(
  deps: AppDeps,
  viewer: Viewer,
  body: TransitsBody,
): Promise<TransitsRecord> {
  const natal = await computeChart(deps, viewer, 'natal.', body.natal, body);
  const fromUtc = `${body.from}T00:00:00Z`;
  const transiting = positionsAt(Date.parse(fromUtc), natal.chart);
  const aspects = findCrossAspects(
    natal.record.points.map(aspectPoint),
    transiting.map(aspectPoint),
    aspectOptionsOf(body),
  );
  return {
    natal: natal.record,
    from: body.from,
    to: body.to,
    transiting,
    aspects: withoutLilith(aspects).map(aspectRecord),
    events: transitEvents(natal.chart, fromUtc, `${body.to}T00:00:00Z`, SLOW_BODIES),
  };
}
