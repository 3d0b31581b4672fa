import { synastry } from '@xingtu/astro';
import type { KidBody } from '@xingtu/contracts/charts-schemas';
import type { KidRecord } from '@xingtu/contracts/charts';
import type { AppDeps } from '../../deps.ts';
import { aspectRecord, withoutLilith } from './chart-record.ts';
import { aspectOptionsOf, computeChart, type Viewer } from './compute-chart.ts';
import { kidReadingsFor } from './readings.ts';

/** POST /api/chart/kid: the child's chart, and its aspects with each parent's (at most two). */
export async function kidFor(deps: AppDeps, viewer: Viewer, body: KidBody): Promise<KidRecord> {
  const child = await computeChart(deps, viewer, 'child.', body.child, body);
  const parents: KidRecord['parents'] = [];
  for (const [i, source] of body.parents.entries()) {
    const parent = await computeChart(deps, viewer, `parents.${i}.`, source, body);
    const syn = synastry(child.chart, parent.chart, aspectOptionsOf(body));
    parents.push({ chart: parent.record, aspects: withoutLilith(syn.aspects).map(aspectRecord) });
  }
  return { child: child.record, parents, readings: kidReadingsFor(child.chart) };
}
