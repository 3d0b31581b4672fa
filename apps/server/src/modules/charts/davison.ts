import { davisonChart, harmonicChart, marksCharts, type HouseSystem, type NatalChart } from '@xingtu/astro';
import type { ChartRecord } from '@xingtu/contracts/charts';
import { chartRecord } from './chart-record.ts';

/** A chart cast for a computed moment (no wall time of its own): named, dated in UTC. */
function momentRecord(chart: NatalChart, name: string, houseSystem: HouseSystem): ChartRecord {
  const label = {
    name,
    contactId: null,
    date: chart.utc.slice(0, 10),
    time: chart.timeUnknown ? null : chart.utc.slice(11, 16),
    timeZone: 'UTC',
    placeName: null,
    latitude: chart.latitude,
    longitude: chart.longitude,
  };
  return chartRecord(
    chart,
    { input: { utc: chart.utc, latitude: chart.latitude, longitude: chart.longitude }, label },
    houseSystem,
  );
}

/** Davison relationship chart: the real sky at the mean instant over the midpoint of the places, in UTC. */
export function davisonRecord(a: NatalChart, b: NatalChart, houseSystem: HouseSystem): ChartRecord {
  return momentRecord(
    harmonicChart(davisonChart(a, b, houseSystem), a.harmonic),
    '戴维森关系盘',
    houseSystem,
  );
}

/** Marks charts (SPEC report template 1007): each person's midpoint with the Davison chart, A's then B's. */
export function marksRecords(
  a: NatalChart,
  b: NatalChart,
  names: [string, string],
  houseSystem: HouseSystem,
): [ChartRecord, ChartRecord] {
  const [ma, mb] = marksCharts(a, b, houseSystem);
  return [
    momentRecord(harmonicChart(ma, a.harmonic), `${names[0]}的马克思盘`, houseSystem),
    momentRecord(harmonicChart(mb, a.harmonic), `${names[1]}的马克思盘`, houseSystem),
  ];
}
