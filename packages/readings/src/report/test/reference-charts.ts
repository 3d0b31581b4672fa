// Reference people for the report tests and the bench: real charts cast by @xingtu/astro (a devDependency of this
// package; the composer itself only sees the structural ChartLike), with the server's defaults (Placidus, majors).
import { MAJOR_ORBS, natalChart, type NatalChart } from '@xingtu/astro';
import type { ComposePerson } from '../compose-types.ts';

export interface ReferenceBirth {
  name: string;
  date: string;
  /** null: birth time unknown. */
  time: string | null;
  place: string;
  latitude: number;
  longitude: number;
}

export const REFERENCE_BIRTHS = {
  beijing1990: {
    name: '林晓',
    date: '1990-06-15',
    time: '14:30',
    place: '北京',
    latitude: 39.9042,
    longitude: 116.4074,
  },
  shanghai1985: {
    name: '陈远',
    date: '1985-03-02',
    time: '08:10',
    place: '上海',
    latitude: 31.2304,
    longitude: 121.4737,
  },
  guangzhou2001: {
    name: '周雨',
    date: '2001-11-20',
    time: '22:45',
    place: '广州',
    latitude: 23.1291,
    longitude: 113.2644,
  },
  harbin1972: {
    name: '王川',
    date: '1972-01-09',
    time: '04:05',
    place: '哈尔滨',
    latitude: 45.8038,
    longitude: 126.535,
  },
  chengduNoTime: {
    name: '李安',
    date: '1978-12-05',
    time: null,
    place: '成都',
    latitude: 30.5728,
    longitude: 104.0668,
  },
  shenzhenChild: {
    name: '小满',
    date: '2018-07-08',
    time: '06:20',
    place: '深圳',
    latitude: 22.5431,
    longitude: 114.0579,
  },
} as const satisfies Record<string, ReferenceBirth>;

export function referenceChart(birth: ReferenceBirth): NatalChart {
  return natalChart({
    date: birth.date,
    time: birth.time,
    timeZone: 'Asia/Shanghai',
    latitude: birth.latitude,
    longitude: birth.longitude,
    houseSystem: 'P',
    aspects: { orbs: MAJOR_ORBS },
  });
}

export function referencePerson(birth: ReferenceBirth): ComposePerson {
  const [y, m, d] = birth.date.split('-').map(Number);
  const when = birth.time ? ` ${birth.time}（北京时间）` : '（出生时间不详）';
  return {
    name: birth.name,
    birthLine: `${y}年${m}月${d}日${when} · ${birth.place}`,
    chart: referenceChart(birth),
  };
}
