import {
  compositeChart,
  davisonChart,
  findCrossAspects,
  ephemerisAt,
  houseOfLongitude,
  jdUtFromUnixMs,
  MAJOR_ORBS,
  natalChart,
  synastry,
  transitsOverRange,
  type AspectOptions,
  type BodyId,
  type HouseSystem,
  type NatalChart,
  type TransitEvent,
} from '@xingtu/astro';
import {
  ASPECTS,
  POINTS,
  SIGNS,
  signOfLongitude,
  type AspectId,
  type PointId,
  type SignId,
} from '@xingtu/contracts/astrology';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { resolveSource, type ResolvedBirth } from './birth-input.ts';
import {
  aspectRecord,
  chartRecord,
  CHART_POINT_IDS,
  familyOf,
  houseRecords,
  pointRecord,
  type AspectRecord,
  type ChartRecord,
  type HouseRecord,
  type PointRecord,
} from './chart-record.ts';
import {
  careerReadingsFor,
  kidReadingsFor,
  loveReadingsFor,
  natalReadingsFor,
  type ReadingsRecord,
} from './readings.ts';
import type {
  careerBodySchema,
  ChartSettings,
  ChartSource,
  kidBodySchema,
  natalBodySchema,
  synastryBodySchema,
  transitsBodySchema,
} from './schemas.ts';

// Chart business rules: sources resolved (a birth or a visible contact profile), the engine run,
// the answer shaped for the pages with its readings. Routes only call these.

type Viewer = number | null;

function aspectOptions(settings: ChartSettings): AspectOptions {
  // The majors by default; the member's settings change their orbs or add minor aspects.
  return { orbs: { ...MAJOR_ORBS, ...settings.orbs } };
}

interface Computed {
  birth: ResolvedBirth;
  chart: NatalChart;
  record: ChartRecord;
}

async function compute(
  deps: AppDeps,
  viewer: Viewer,
  prefix: string,
  source: ChartSource,
  settings: ChartSettings,
): Promise<Computed> {
  const birth = await resolveSource(deps, viewer, prefix, source);
  const chart = natalChart({
    ...birth.input,
    houseSystem: settings.house_system as HouseSystem,
    aspects: aspectOptions(settings),
  });
  return { birth, chart, record: chartRecord(chart, birth, settings.house_system) };
}

export async function natalChartFor(
  deps: AppDeps,
  viewer: Viewer,
  body: z.infer<typeof natalBodySchema>,
): Promise<{ chart: ChartRecord; readings: ReadingsRecord }> {
  const { chart, record } = await compute(deps, viewer, '', body, body);
  return { chart: record, readings: natalReadingsFor(chart) };
}

export interface OverlayRecord {
  id: string;
  nameZh: string;
  glyph: string;
  house: number;
}

const overlay = (houses: Record<BodyId, number> | null): OverlayRecord[] | null =>
  houses
    ? CHART_POINT_IDS.map((id) => ({
        id,
        nameZh: POINTS[id as PointId].nameZh.replace(/（.*）/, ''),
        glyph: POINTS[id as PointId].glyph,
        house: houses[id],
      }))
    : null;

export interface CompositeRecord {
  points: PointRecord[];
  houses: HouseRecord[] | null;
  angles: { asc: number; mc: number; dsc: number; ic: number } | null;
  aspects: AspectRecord[];
}

export interface SynastryRecord {
  a: ChartRecord;
  b: ChartRecord;
  /** Field a is a point of chart A, field b a point of chart B. */
  aspects: AspectRecord[];
  aInB: OverlayRecord[] | null;
  bInA: OverlayRecord[] | null;
  composite: CompositeRecord;
  /** Davison relationship chart: the real sky at the mean instant over the midpoint of the places. */
  davison: ChartRecord;
  readings: ReadingsRecord;
}

function davisonRecord(a: NatalChart, b: NatalChart, houseSystem: HouseSystem): ChartRecord {
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

export async function synastryFor(
  deps: AppDeps,
  viewer: Viewer,
  body: z.infer<typeof synastryBodySchema>,
): Promise<SynastryRecord> {
  const a = await compute(deps, viewer, 'a.', body.a, body);
  const b = await compute(deps, viewer, 'b.', body.b, body);
  const options = aspectOptions(body);
  const syn = synastry(a.chart, b.chart, options);
  const comp = compositeChart(a.chart, b.chart, body.house_system as HouseSystem, options);
  const points = CHART_POINT_IDS.map((id) =>
    pointRecord(id, comp.bodies[id].longitudeDeg, {
      house: comp.houses ? houseOfLongitude(comp.bodies[id].longitudeDeg, comp.houses.cusps) : null,
      speedDegPerDay: 0,
    }),
  ).map((p) => ({ ...p, retrograde: false }));
  const composite: CompositeRecord = {
    points,
    houses: comp.houses ? houseRecords(comp.houses.cusps) : null,
    angles: comp.houses
      ? {
          asc: comp.houses.ascDeg,
          mc: comp.houses.mcDeg,
          dsc: (comp.houses.ascDeg + 180) % 360,
          ic: (comp.houses.mcDeg + 180) % 360,
        }
      : null,
    aspects: comp.aspects.filter((x) => x.a !== 'lilith' && x.b !== 'lilith').map(aspectRecord),
  };
  const aspects = syn.aspects.filter((x) => x.a !== 'lilith' && x.b !== 'lilith').map(aspectRecord);
  return {
    a: a.record,
    b: b.record,
    aspects,
    aInB: overlay(syn.aInB),
    bInA: overlay(syn.bInA),
    composite,
    davison: davisonRecord(a.chart, b.chart, body.house_system as HouseSystem),
    readings: loveReadingsFor(
      a.chart,
      b.chart,
      [a.record.name ?? '甲方', b.record.name ?? '乙方'],
      comp.bodies,
    ),
  };
}

export interface TransitRecord {
  kind: TransitEvent['kind'];
  utc: string;
  body: string;
  bodyZh: string;
  bodyGlyph: string;
  natalPoint: string | null;
  natalPointZh: string | null;
  type: AspectId | null;
  aspectZh: string | null;
  family: string | null;
  signZh: string | null;
  retrograde: boolean;
  /** One line in Chinese: 木星 三分 本命太阳 / 土星 进入 双鱼座 / 水星 开始逆行. */
  text: string;
}

const nameOf = (id: string): string => POINTS[id as PointId]?.nameZh.replace(/（.*）/, '') ?? id;

function transitRecord(event: TransitEvent): TransitRecord {
  const base = {
    utc: event.utc,
    body: event.body,
    bodyZh: nameOf(event.body),
    bodyGlyph: POINTS[event.body as PointId]?.glyph ?? '',
  };
  switch (event.kind) {
    case 'aspect': {
      const aspect = ASPECTS[event.type];
      return {
        ...base,
        kind: 'aspect',
        natalPoint: event.natalPoint,
        natalPointZh: nameOf(event.natalPoint),
        type: event.type,
        aspectZh: aspect.nameZh,
        family: familyOf(event.type),
        signZh: null,
        retrograde: event.retrograde,
        text: `${base.bodyZh}${event.retrograde ? '（逆行）' : ''} ${aspect.nameZh} 本命${nameOf(event.natalPoint)}`,
      };
    }
    case 'ingress': {
      const sign = SIGNS[event.signIndex]!;
      return {
        ...base,
        kind: 'ingress',
        natalPoint: null,
        natalPointZh: null,
        type: null,
        aspectZh: null,
        family: null,
        signZh: sign.nameZh,
        retrograde: event.retrograde,
        text: `${base.bodyZh}${event.retrograde ? '逆行退回' : '进入'}${sign.nameZh}`,
      };
    }
    case 'station':
      return {
        ...base,
        kind: 'station',
        natalPoint: null,
        natalPointZh: null,
        type: null,
        aspectZh: null,
        family: null,
        signZh: signOfLongitude(event.longitudeDeg).nameZh,
        retrograde: event.turns === 'retrograde',
        text: `${base.bodyZh}在${signOfLongitude(event.longitudeDeg).nameZh}${event.turns === 'retrograde' ? '停滞转逆行' : '停滞转顺行'}`,
      };
  }
}

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

function transitEvents(
  natal: NatalChart,
  fromUtc: string,
  toUtc: string,
  bodies: readonly BodyId[],
): TransitRecord[] {
  return transitsOverRange(natal, { startUtc: fromUtc, endUtc: toUtc, bodies }).events.map(transitRecord);
}

export interface TransitsAnswer {
  natal: ChartRecord;
  from: string;
  to: string;
  /** Transiting positions at the start of the range. */
  transiting: PointRecord[];
  /** Aspects at the start of the range: field a a natal point, field b a transiting one. */
  aspects: AspectRecord[];
  events: TransitRecord[];
}

export async function transitsFor(
  deps: AppDeps,
  viewer: Viewer,
  body: z.infer<typeof transitsBodySchema>,
): Promise<TransitsAnswer> {
  const natal = await compute(deps, viewer, 'natal.', body.natal, body);
  const fromUtc = `${body.from}T00:00:00Z`;
  const transiting = positionsAt(Date.parse(fromUtc), natal.chart);
  return {
    natal: natal.record,
    from: body.from,
    to: body.to,
    transiting,
    aspects: findCrossAspects(
      natal.record.points.map((p) => ({
        id: p.id,
        longitudeDeg: p.longitudeDeg,
        speedDegPerDay: p.speedDegPerDay,
      })),
      transiting.map((p) => ({ id: p.id, longitudeDeg: p.longitudeDeg, speedDegPerDay: p.speedDegPerDay })),
      aspectOptions(body),
    )
      .filter((x) => x.a !== 'lilith' && x.b !== 'lilith')
      .map(aspectRecord),
    events: transitEvents(natal.chart, fromUtc, `${body.to}T00:00:00Z`, SLOW_BODIES),
  };
}

// Traditional rulers (Ptolemy), with the modern co-rulers named beside them.
const RULERS: Record<SignId, { ruler: BodyId; modern?: BodyId }> = {
  aries: { ruler: 'mars' },
  taurus: { ruler: 'venus' },
  gemini: { ruler: 'mercury' },
  cancer: { ruler: 'moon' },
  leo: { ruler: 'sun' },
  virgo: { ruler: 'mercury' },
  libra: { ruler: 'venus' },
  scorpio: { ruler: 'mars', modern: 'pluto' },
  sagittarius: { ruler: 'jupiter' },
  capricorn: { ruler: 'saturn' },
  aquarius: { ruler: 'saturn', modern: 'uranus' },
  pisces: { ruler: 'jupiter', modern: 'neptune' },
};

export interface CareerHouse {
  number: number;
  titleZh: string;
  signZh: string | null;
  rulerZh: string | null;
  planets: PointRecord[];
}

export interface CareerAnswer {
  natal: ChartRecord;
  /** Null without a birth time: the MC and houses need it. */
  mc: {
    signZh: string;
    degree: number;
    minute: number;
    ruler: PointRecord;
    modernRulerZh: string | null;
  } | null;
  houses: CareerHouse[];
  /** Saturn and Jupiter over the next twelve months. */
  from: string;
  to: string;
  transits: TransitRecord[];
  readings: ReadingsRecord;
}

const CAREER_HOUSES = [
  { number: 10, titleZh: '事业与社会地位' },
  { number: 6, titleZh: '日常工作与职场环境' },
  { number: 2, titleZh: '收入与价值观' },
];

export async function careerFor(
  deps: AppDeps,
  viewer: Viewer,
  body: z.infer<typeof careerBodySchema>,
): Promise<CareerAnswer> {
  const natal = await compute(deps, viewer, 'natal.', body.natal, body);
  const { record } = natal;
  const find = (id: string) => record.points.find((p) => p.id === id)!;
  let mc: CareerAnswer['mc'] = null;
  if (record.angles) {
    const sign = signOfLongitude(record.angles.mc);
    const rule = RULERS[sign.id];
    const { degree, minute } = pointRecord('mc', record.angles.mc, { house: 10, speedDegPerDay: 0 });
    mc = {
      signZh: sign.nameZh,
      degree,
      minute,
      ruler: find(rule.ruler),
      modernRulerZh: rule.modern ? nameOf(rule.modern) : null,
    };
  }
  const houses: CareerHouse[] = CAREER_HOUSES.map(({ number, titleZh }) => {
    const cusp = record.houses?.[number - 1];
    const rule = cusp ? RULERS[cusp.signId as SignId] : null;
    return {
      number,
      titleZh,
      signZh: cusp?.signZh ?? null,
      rulerZh: rule ? nameOf(rule.ruler) : null,
      planets: record.points.filter((p) => p.house === number),
    };
  });
  const start = deps.now();
  const end = new Date(start.getTime() + 365 * 86_400_000);
  return {
    natal: record,
    mc,
    houses,
    from: start.toISOString().slice(0, 10),
    to: end.toISOString().slice(0, 10),
    transits: transitEvents(natal.chart, start.toISOString(), end.toISOString(), ['jupiter', 'saturn']),
    readings: careerReadingsFor(natal.chart, ephemerisAt(jdUtFromUnixMs(start.getTime())).bodies),
  };
}

export interface KidAnswer {
  child: ChartRecord;
  parents: { chart: ChartRecord; aspects: AspectRecord[] }[];
  readings: ReadingsRecord;
}

export async function kidFor(
  deps: AppDeps,
  viewer: Viewer,
  body: z.infer<typeof kidBodySchema>,
): Promise<KidAnswer> {
  const child = await compute(deps, viewer, 'child.', body.child, body);
  const parents = [];
  for (const [i, source] of body.parents.entries()) {
    const parent = await compute(deps, viewer, `parents.${i}.`, source, body);
    const syn = synastry(child.chart, parent.chart, aspectOptions(body));
    parents.push({
      chart: parent.record,
      aspects: syn.aspects.filter((x) => x.a !== 'lilith' && x.b !== 'lilith').map(aspectRecord),
    });
  }
  return { child: child.record, parents, readings: kidReadingsFor(child.chart) };
}
