import { synastry, type BodyId } from '@xingtu/astro';
import type { SynastryBody } from '@xingtu/contracts/charts-schemas';
import type { OverlayRecord, SynastryRecord } from '@xingtu/contracts/charts';
import { POINTS } from '@xingtu/contracts/astrology';
import type { AppDeps } from '../../deps.ts';
import { aspectRecord, CHART_POINT_IDS, pointNameZh, withoutLilith } from './chart-record.ts';
import { compositeOf } from './composite.ts';
import { aspectOptionsOf, computeChart, type Viewer } from './compute-chart.ts';
import { davisonRecord, marksRecords } from './davison.ts';
import { loveReadingsFor } from './readings.ts';

/** Where each point of one chart falls in the houses of the other (null without a birth time). */
const overlay = (houses: Record<BodyId, number> | null): OverlayRecord[] | null =>
  houses
    ? CHART_POINT_IDS.map((id) => ({
        id,
        nameZh: pointNameZh(id),
        glyph: POINTS[id].glyph,
        house: houses[id],
      }))
    : null;

/** POST /api/chart/synastry: two charts compared, their composite and Davison charts, the readings. */
export async function synastryFor(
  deps: AppDeps,
  viewer: Viewer,
  body: SynastryBody,
): Promise<SynastryRecord> {
  const a = await computeChart(deps, viewer, 'a.', body.a, body);
  const b = await computeChart(deps, viewer, 'b.', body.b, body);
  const options = aspectOptionsOf(body);
  const syn = synastry(a.chart, b.chart, options);
  const composite = compositeOf(a.chart, b.chart, body.house_system, options);
  const names: [string, string] = [a.record.name ?? '你', b.record.name ?? '对方'];
  return {
    a: a.record,
    b: b.record,
    aspects: withoutLilith(syn.aspects).map(aspectRecord),
    aInB: overlay(syn.aInB),
    bInA: overlay(syn.bInA),
    composite: composite.record,
    davison: davisonRecord(a.chart, b.chart, body.house_system),
    marks: marksRecords(a.chart, b.chart, names, body.house_system),
    readings: loveReadingsFor(
      a.chart,
      b.chart,
      names,
      composite.bodies,
      composite.record.houses?.map((h) => h.cuspDeg) ?? null,
    ),
  };
}
