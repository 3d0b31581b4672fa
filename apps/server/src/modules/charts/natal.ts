import type { NatalBody } from '@xingtu/contracts/charts-schemas';
import type { NatalRecord } from '@xingtu/contracts/charts';
import type { AppDeps } from '../../deps.ts';
import { computeChart, type Viewer } from './compute-chart.ts';
import { natalReadingsFor } from './readings.ts';

/** POST /api/chart/natal: one birth chart with its readings. */
export async function natalChartFor(deps: AppDeps, viewer: Viewer, body: NatalBody): Promise<NatalRecord> {
  const { chart, record } = await computeChart(deps, viewer, '', body, body);
  return { chart: record, readings: natalReadingsFor(chart) };
}
