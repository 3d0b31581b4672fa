import { davisonChart, type HouseSystem, type NatalChart } from '@xingtu/astro';
import type { ChartRecord } from '@xingtu/contracts/charts';
import { chartRecord } from './chart-record.ts';

/** Davison relationship chart: the real sky at the mean instant over the midpoint of the places, in UTC. */
export function davisonRecord(a: NatalChart, b: NatalChart, houseSystem: HouseSystem): ChartRecord {
  const chart = davisonChart(a, b, houseSystem);
  const label = {
    name: '戴维森关系盘',
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
