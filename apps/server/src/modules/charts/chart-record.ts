import {
  analyzeChart,
  DEFAULT_ASPECT_BODIES,
  dignityOf,
  houseOfLongitude,
  type Aspect,
  type BodyId,
  type NatalChart,
} from '@xingtu/astro';
import {
  ASTEROID_POINT_IDS,
  ASTEROID_POINTS,
  LILITH_POINT_IDS,
  NODE_POINT_IDS,
  SOUTH_NODE,
  type LilithChoice,
  type NodeChoice,
} from '@xingtu/contracts/chart-points';
import { birthTimeOf } from './birth-time-record.ts';
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
import type {
  Angles,
  AspectFamily,
  AspectRecord,
  ChartRecord,
  HouseRecord,
  PointRecord,
} from '@xingtu/contracts/charts';
import { chartFrameLabelZh } from '@xingtu/contracts/chart-frame';
import type { ResolvedBirth } from './birth-input.ts';
import { utcOffsetOf } from './utc-offset.ts';

// Engine results shaped as the chart API's records (packages/contracts/src/charts.ts): named in
// Chinese, degrees and minutes within the sign, the points every chart page draws.

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

/** Which node and Lilith a chart shows (and aspects), and whether the south node and the lots are added. */
export interface PointsChoice {
  node: NodeChoice;
  lilith: LilithChoice;
  extra: boolean;
  /** Ceres, Pallas, Juno and Vesta (the chart must have been computed with them). */
  asteroids?: boolean;
}
export const DEFAULT_POINTS: PointsChoice = { node: 'true', lilith: 'mean', extra: false };

/** The chart's points in the choice: the chosen node and Lilith in the places of the defaults. */
export function chartPointIdsOf(choice: PointsChoice): string[] {
  return CHART_POINT_IDS.map((id) =>
    id === 'trueNode' ? NODE_POINT_IDS[choice.node] : id === 'lilith' ? LILITH_POINT_IDS[choice.lilith] : id,
  );
}

/** The bodies taking part in aspects in the choice (the engine's defaults with the chosen node and Lilith). */
export const aspectBodiesOf = (choice: PointsChoice): string[] =>
  DEFAULT_ASPECT_BODIES.map((id) =>
    id === 'trueNode' ? NODE_POINT_IDS[choice.node] : id === 'lilith' ? LILITH_POINT_IDS[choice.lilith] : id,
  );

/** The south node (opposite the chosen node), the Part of Fortune and the Vertex, when the member asks. */
function extraPointRecords(chart: NatalChart, choice: PointsChoice): PointRecord[] {
  if (!choice.extra) return [];
  const cusps = chart.houses?.cusps ?? null;
  const at = (id: string, lon: number, speed: number): PointRecord =>
    pointRecord(id, lon, { house: cusps ? houseOfLongitude(lon, cusps) : null, speedDegPerDay: speed });
  const node = chart.bodies[NODE_POINT_IDS[choice.node]];
  // In a harmonic chart the south node is the harmonic of the radix south node.
  const south = {
    ...at('southNode', (node.longitudeDeg + 180 * chart.harmonic) % 360, node.speedDegPerDay),
    ...SOUTH_NODE,
  };
  const out: PointRecord[] = [south];
  if (chart.partOfFortune !== null) out.push(at('partOfFortune', chart.partOfFortune, 0));
  if (chart.angles) out.push(at('vertex', chart.angles.vertex, 0));
  return out;
}

/** Ceres, Pallas, Juno and Vesta, when the member asks (the engine computed them for this chart only then). */
function asteroidRecords(chart: NatalChart, choice: PointsChoice): PointRecord[] {
  if (!choice.asteroids || !chart.asteroids) return [];
  const cusps = chart.houses?.cusps ?? null;
  return ASTEROID_POINT_IDS.map((id) => {
    const b = chart.asteroids![id];
    const record = pointRecord(id, b.longitudeDeg, {
      house: cusps ? houseOfLongitude(b.longitudeDeg, cusps) : null,
      speedDegPerDay: b.speedDegPerDay,
    });
    return { ...record, ...ASTEROID_POINTS[id] };
  });
}

/** A point's Chinese name without its bracketed gloss (莉莉丝（平均远地点）→ 莉莉丝). */
export const pointNameZh = (id: string): string => POINTS[id as PointId]?.nameZh.replace(/（.*）/, '') ?? id;

/** Lilith is listed among the points, but her aspects are left out of every answer. */
export const withoutLilith = (aspects: readonly Aspect[]): Aspect[] =>
  aspects.filter((a) => !LILITHS.has(a.a) && !LILITHS.has(a.b));
const LILITHS: ReadonlySet<string> = new Set(['lilith', 'trueLilith']);

export function familyOf(type: AspectId): AspectFamily {
  if (type === 'conjunction') return 'conjunction';
  if (type === 'trine' || type === 'sextile') return 'harmonious';
  if (type === 'square' || type === 'opposition') return 'tense';
  return 'minor';
}

const LAST_MINUTE_OF_SIGN = 30 * 60 - 1;

export function degreeMinute(longitudeDeg: number): { degree: number; minute: number } {
  const within = ((longitudeDeg % 30) + 30) % 30;
  // Truncated, as astrology tables print them (29°59.7′ is 29°59′). The epsilon keeps 12.1° from
  // reading as 12°05′ through floating error; the cap keeps a longitude a hair below the end of a
  // sign (which signOfLongitude puts in that sign) from reading as 30°00′.
  const totalMinutes = Math.min(Math.floor(within * 60 + 1e-9), LAST_MINUTE_OF_SIGN);
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
    nameZh: pointNameZh(id),
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

export const anglesOf = (ascDeg: number, mcDeg: number): Angles => ({
  asc: ascDeg,
  mc: mcDeg,
  dsc: (ascDeg + 180) % 360,
  ic: (mcDeg + 180) % 360,
});

export function chartRecord(
  chart: NatalChart,
  birth: ResolvedBirth,
  requestedSystem: string,
  choice: PointsChoice = DEFAULT_POINTS,
): ChartRecord {
  const notes: string[] = [];
  if (chart.timeUnknown)
    notes.push('出生时间不详：按当地正午12:00起盘，不计算宫位、上升点和天顶；月亮的位置可能有数度误差。');
  const fallback = chart.houses?.fallback ?? null;
  if (fallback)
    notes.push(
      `在该纬度${HOUSE_SYSTEM_NAMES_ZH[requestedSystem as keyof typeof HOUSE_SYSTEM_NAMES_ZH]}无法计算，宫位已改用${HOUSE_SYSTEM_NAMES_ZH[fallback]}。`,
    );
  const resolution = chart.local?.resolution;
  if (resolution && resolution.status !== 'ok' && !birth.label.timeFacts?.standardTime)
    notes.push('出生时间处在夏令时调整的时段，已按你的选择换算。');
  const time = birthTimeOf(chart, birth);
  notes.push(...time.notes);
  if (chart.local?.localMeanTime)
    notes.push(
      `出生时当地尚未实行标准时间，已按出生地经度的地方平时（UTC${utcOffsetOf(chart.local.offsetSeconds)}）换算。`,
    );
  if (chart.harmonic > 1)
    notes.push(
      `这是第${chart.harmonic}谐波盘：每个星体、轴点的黄经都乘以${chart.harmonic}；宫位以谐波上升点起等宫，仅作参考。`,
    );
  const analysis = analyzeChart(chart);
  const system = fallback ?? chart.houses?.system ?? requestedSystem;
  return {
    name: birth.label.name,
    contactId: birth.label.contactId,
    birth: {
      date: birth.label.date,
      time: birth.label.time,
      timeZone: birth.label.timeZone,
      utcOffset: chart.local ? utcOffsetOf(chart.local.offsetSeconds) : null,
      ...time.fields,
      placeName: birth.label.placeName,
      latitude: birth.label.latitude,
      longitude: birth.label.longitude,
    },
    utc: chart.utc,
    timeUnknown: chart.timeUnknown,
    houseSystem: system,
    houseSystemZh: HOUSE_SYSTEM_NAMES_ZH[system as keyof typeof HOUSE_SYSTEM_NAMES_ZH] ?? system,
    houseFallback: fallback ? String(fallback) : null,
    frame: {
      zodiac: chart.zodiac,
      ayanamsaDeg: Math.round(chart.ayanamsaDeg * 1e4) / 1e4,
      harmonic: chart.harmonic,
      labelZh: chartFrameLabelZh(chart.zodiac, chart.ayanamsaDeg, chart.harmonic),
    },
    points: [
      ...chartPointIdsOf(choice).map((id) => {
        const body = chart.bodies[id as BodyId];
        return pointRecord(id, body.longitudeDeg, {
          house: chart.bodyHouses?.[id as BodyId] ?? null,
          speedDegPerDay: body.speedDegPerDay,
        });
      }),
      ...extraPointRecords(chart, choice),
      ...asteroidRecords(chart, choice),
    ],
    angles: chart.angles ? anglesOf(chart.angles.asc, chart.angles.mc) : null,
    houses: chart.houses ? houseRecords(chart.houses.cusps) : null,
    aspects: withoutLilith(chart.aspects).map(aspectRecord),
    balance: analysis.balance,
    patterns: analysis.patterns.map((p) => ({
      type: p.type,
      nameZh: ASPECT_PATTERN_NAMES_ZH[p.type],
      points: p.points,
    })),
    notes,
  };
}
