import { analyzeChart, dignityOf, type Aspect, type NatalChart } from '@xingtu/astro';
import {
  ASPECTS,
  ASPECT_PATTERN_NAMES_ZH,
  DIGNITY_NAMES_ZH,
  HOUSE_SYSTEM_NAMES_ZH,
  POINTS,
  signOfLongitude,
  type AspectId,
  type PointId,
} from '@xingtu/contracts/astrology';
import type { ResolvedBirth } from './birth-input.ts';

// The wire shape of a chart (camelCase): everything the wheel and the tables draw, already named in
// Chinese, so the browser needs no engine. Longitudes are ecliptic degrees 0–360.

export const CHART_POINT_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'trueNode',
  'chiron',
  'lilith',
] as const;

export type AspectFamily = 'conjunction' | 'harmonious' | 'tense' | 'minor';

export interface PointRecord {
  id: string;
  nameZh: string;
  glyph: string;
  longitudeDeg: number;
  signId: string;
  signZh: string;
  signGlyph: string;
  /** Degree and minute within the sign. */
  degree: number;
  minute: number;
  house: number | null;
  retrograde: boolean;
  speedDegPerDay: number;
  dignity: string | null;
}

export interface AspectRecord {
  a: string;
  b: string;
  type: AspectId;
  nameZh: string;
  glyph: string;
  family: AspectFamily;
  orbDeg: number;
  applying: boolean | null;
}

export interface HouseRecord {
  number: number;
  cuspDeg: number;
  signId: string;
  signZh: string;
  degree: number;
  minute: number;
}

export interface ChartRecord {
  name: string | null;
  contactId: number | null;
  birth: {
    date: string;
    time: string | null;
    timeZone: string;
    utcOffset: string | null;
    placeName: string | null;
    latitude: number;
    longitude: number;
  };
  utc: string;
  timeUnknown: boolean;
  houseSystem: string;
  houseSystemZh: string;
  /** Set when the chosen system cannot be drawn at this latitude and another was used. */
  houseFallback: string | null;
  points: PointRecord[];
  angles: { asc: number; mc: number; dsc: number; ic: number } | null;
  houses: HouseRecord[] | null;
  aspects: AspectRecord[];
  balance: ReturnType<typeof analyzeChart>['balance'];
  patterns: { type: string; nameZh: string; points: string[] }[];
  notes: string[];
}

export function familyOf(type: AspectId): AspectFamily {
  if (type === 'conjunction') return 'conjunction';
  if (type === 'trine' || type === 'sextile') return 'harmonious';
  if (type === 'square' || type === 'opposition') return 'tense';
  return 'minor';
}

export function degreeMinute(longitudeDeg: number): { degree: number; minute: number } {
  const within = ((longitudeDeg % 30) + 30) % 30;
  // Round to the minute first so 29°59.7′ shows as 0°00′ of the next sign's degree count, not 29°60′.
  const totalMinutes = Math.floor(within * 60 + 1e-9);
  return { degree: Math.floor(totalMinutes / 60), minute: totalMinutes % 60 };
}

export function pointRecord(
  id: string,
  longitudeDeg: number,
  extra: { house: number | null; speedDegPerDay: number },
): PointRecord {
  const info = POINTS[id as PointId];
  const sign = signOfLongitude(longitudeDeg);
  const dignity = dignityOf(id, longitudeDeg);
  return {
    id,
    nameZh: info?.nameZh.replace(/（.*）/, '') ?? id,
    glyph: info?.glyph ?? id,
    longitudeDeg,
    signId: sign.id,
    signZh: sign.nameZh,
    signGlyph: sign.glyph,
    ...degreeMinute(longitudeDeg),
    house: extra.house,
    retrograde: extra.speedDegPerDay < 0,
    speedDegPerDay: extra.speedDegPerDay,
    dignity: id in POINTS && dignity !== 'peregrine' ? DIGNITY_NAMES_ZH[dignity] : null,
  };
}

export function aspectRecord(aspect: Aspect): AspectRecord {
  const info = ASPECTS[aspect.type];
  return {
    a: aspect.a,
    b: aspect.b,
    type: aspect.type,
    nameZh: info.nameZh,
    glyph: info.glyph,
    family: familyOf(aspect.type),
    orbDeg: Math.round(aspect.orbDeg * 100) / 100,
    applying: aspect.applying,
  };
}

export function houseRecords(cusps: readonly number[]): HouseRecord[] {
  return cusps.map((cuspDeg, i) => {
    const sign = signOfLongitude(cuspDeg);
    return { number: i + 1, cuspDeg, signId: sign.id, signZh: sign.nameZh, ...degreeMinute(cuspDeg) };
  });
}

function utcOffset(seconds: number | undefined): string | null {
  if (seconds === undefined) return null;
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  return `${sign}${String(Math.floor(abs / 3600)).padStart(2, '0')}:${String(Math.floor((abs % 3600) / 60)).padStart(2, '0')}`;
}

export function chartRecord(chart: NatalChart, birth: ResolvedBirth, requestedSystem: string): ChartRecord {
  const notes: string[] = [];
  if (chart.timeUnknown)
    notes.push('出生时间不详：按当地正午12:00起盘，不计算宫位、上升点和天顶；月亮的位置可能有数度误差。');
  const fallback = chart.houses?.fallback ?? null;
  if (fallback)
    notes.push(
      `在该纬度${HOUSE_SYSTEM_NAMES_ZH[requestedSystem as keyof typeof HOUSE_SYSTEM_NAMES_ZH]}无法计算，宫位已改用${HOUSE_SYSTEM_NAMES_ZH[fallback]}。`,
    );
  const resolution = chart.local?.resolution;
  if (resolution && resolution.status !== 'ok')
    notes.push('出生时间处在夏令时调整的时段，已按你的选择换算。');
  const analysis = analyzeChart(chart);
  const system = fallback ?? chart.houses?.system ?? requestedSystem;
  return {
    name: birth.label.name,
    contactId: birth.label.contactId,
    birth: {
      date: birth.label.date,
      time: birth.label.time,
      timeZone: birth.label.timeZone,
      utcOffset: utcOffset(chart.local?.offsetSeconds),
      placeName: birth.label.placeName,
      latitude: birth.label.latitude,
      longitude: birth.label.longitude,
    },
    utc: chart.utc,
    timeUnknown: chart.timeUnknown,
    houseSystem: system,
    houseSystemZh: HOUSE_SYSTEM_NAMES_ZH[system as keyof typeof HOUSE_SYSTEM_NAMES_ZH] ?? system,
    houseFallback: fallback ? String(fallback) : null,
    points: CHART_POINT_IDS.map((id) =>
      pointRecord(id, chart.bodies[id].longitudeDeg, {
        house: chart.bodyHouses?.[id] ?? null,
        speedDegPerDay: chart.bodies[id].speedDegPerDay,
      }),
    ),
    angles: chart.angles
      ? {
          asc: chart.angles.asc,
          mc: chart.angles.mc,
          dsc: (chart.angles.asc + 180) % 360,
          ic: (chart.angles.mc + 180) % 360,
        }
      : null,
    houses: chart.houses ? houseRecords(chart.houses.cusps) : null,
    aspects: chart.aspects.filter((a) => a.a !== 'lilith' && a.b !== 'lilith').map(aspectRecord),
    balance: analysis.balance,
    patterns: analysis.patterns.map((p) => ({
      type: p.type,
      nameZh: ASPECT_PATTERN_NAMES_ZH[p.type],
      points: p.points,
    })),
    notes,
  };
}
