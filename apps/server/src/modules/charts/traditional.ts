import {
  annualProfection,
  completedYears,
  essentialDignities,
  firdaria,
  harmonicLongitudes,
  houseOfLongitude,
  isDayChart,
  TRADITIONAL_PLANETS,
  type EssentialDignity,
  type NatalChart,
} from '@xingtu/astro';
import { SIGNS } from '@xingtu/contracts/astrology';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  HARMONIC_NAMES_ZH,
  ZODIAC_NAMES_ZH,
  type DignityRow,
  type FirdariaRecord,
  type ProfectionRecord,
  type TraditionalRecord,
} from '@xingtu/contracts/chart-techniques';
import type { TraditionalBody } from '@xingtu/contracts/chart-techniques-schemas';
import type { PointRecord, ReadingSection } from '@xingtu/contracts/charts';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { DIGNITY_TEXTS, PROFECTION_HOUSE } from '@xingtu/readings/data/traditional';
import { firdariaText, planetDignityText, profectionLordText } from '@xingtu/readings/select-points';
import type { HouseNumber } from '@xingtu/readings/keys';
import type { AppDeps } from '../../deps.ts';
import { CHART_POINT_IDS, pointNameZh, pointRecord } from './chart-record.ts';
import { computeChart, type Viewer } from './compute-chart.ts';
import { frameReadings } from './readings.ts';
import { localMidnightUtc } from './transits.ts';

// The traditional tools of one natal chart: the essential dignities table (domicile, exaltation, triplicity, term,
// face), the lord of the year by annual profection, the firdaria periods, the lots and sensitive points, and the
// chart in a sidereal zodiac or as a harmonic chart.

export const HELD_NAMES_ZH: Record<EssentialDignity, string> = {
  domicile: '入庙',
  exaltation: '入旺',
  triplicity: '三分主',
  term: '界主',
  face: '面主',
  detriment: '落陷',
  fall: '入弱',
};
const LORD_NAMES_ZH: Record<string, string> = { northNode: '北交点', southNode: '南交点' };
const lordZh = (id: string): string => LORD_NAMES_ZH[id] ?? pointNameZh(id);

function dignityRows(chart: NatalChart, dayChart: boolean): DignityRow[] {
  return TRADITIONAL_PLANETS.map((planet) => {
    const d = essentialDignities(planet, chart.bodies[planet].longitudeDeg, dayChart);
    const within = d.longitudeDeg % 30;
    const minutes = Math.min(Math.floor(within * 60 + 1e-9), 30 * 60 - 1);
    const r = d.rulers;
    return {
      planet,
      planetZh: pointNameZh(planet),
      glyph: pointRecord(planet, d.longitudeDeg, { house: null, speedDegPerDay: 0 }).glyph,
      signZh: SIGNS[r.signIndex]!.nameZh,
      degree: Math.floor(minutes / 60),
      minute: minutes % 60,
      domicileZh: lordZh(r.domicile),
      exaltationZh: r.exaltation ? lordZh(r.exaltation) : null,
      triplicityZh: [lordZh(r.triplicity[0]), lordZh(r.triplicity[1]), lordZh(r.triplicity[2])],
      termZh: lordZh(r.term),
      faceZh: lordZh(r.face),
      heldZh: d.dignities.map((k) => HELD_NAMES_ZH[k]),
      peregrine: d.peregrine,
      score: d.score,
    };
  });
}

/** The lots and sensitive points the chart pages do not draw: Fortune and Vertex (with a time), nodes, true Lilith. */
function extraPoints(chart: NatalChart): PointRecord[] {
  const cusps = chart.houses?.cusps ?? null;
  const at = (id: string, lon: number, speed = 0, name?: string, glyph?: string): PointRecord => {
    const record = pointRecord(id, lon, {
      house: cusps ? houseOfLongitude(lon, cusps) : null,
      speedDegPerDay: speed,
    });
    return { ...record, nameZh: name ?? record.nameZh, glyph: glyph ?? record.glyph };
  };
  const out: PointRecord[] = [];
  if (chart.partOfFortune !== null) out.push(at('partOfFortune', chart.partOfFortune));
  if (chart.angles) out.push(at('vertex', chart.angles.vertex));
  const node = chart.bodies.trueNode;
  out.push(at('trueNode', node.longitudeDeg, node.speedDegPerDay));
  out.push(at('southNode', (node.longitudeDeg + 180) % 360, node.speedDegPerDay, '南交点（真）', '☋'));
  out.push(at('meanNode', chart.bodies.meanNode.longitudeDeg, chart.bodies.meanNode.speedDegPerDay));
  out.push(
    at('lilith', chart.bodies.lilith.longitudeDeg, chart.bodies.lilith.speedDegPerDay, '莉莉丝（平均）'),
  );
  out.push(
    at(
      'trueLilith',
      chart.bodies.trueLilith.longitudeDeg,
      chart.bodies.trueLilith.speedDegPerDay,
      '真莉莉丝',
    ),
  );
  return out;
}

const addYears = (date: string, years: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
};

function profectionOf(chart: NatalChart, birthDate: string, atMs: number): ProfectionRecord | null {
  if (!chart.angles) return null;
  const age = completedYears(Date.parse(chart.utc), atMs);
  const p = annualProfection(chart.angles.asc, age);
  return {
    age,
    house: p.house,
    signZh: SIGNS[p.signIndex]!.nameZh,
    lord: p.lordOfYear,
    lordZh: lordZh(p.lordOfYear),
    from: addYears(birthDate, age),
    to: addYears(birthDate, age + 1),
    text: PROFECTION_HOUSE[p.house as HouseNumber] ?? null,
  };
}

function firdariaOf(chart: NatalChart, dayChart: boolean, atMs: number): FirdariaRecord[] {
  const day = (ms: number): string => formatBeijing(ms, 'date');
  return firdaria(Date.parse(chart.utc), dayChart, 90).map((p) => ({
    lord: p.lord,
    lordZh: lordZh(p.lord),
    fromAge: Math.round(p.fromAge * 100) / 100,
    toAge: Math.round(p.toAge * 100) / 100,
    from: day(p.startUnixMs),
    to: day(p.endUnixMs),
    current: p.startUnixMs <= atMs && atMs < p.endUnixMs,
    subPeriods: p.subPeriods.map((s) => ({
      lord: s.lord,
      lordZh: lordZh(s.lord),
      from: day(s.startUnixMs),
      to: day(s.endUnixMs),
      current: s.startUnixMs <= atMs && atMs < s.endUnixMs,
    })),
    text: firdariaText(p.lord),
  }));
}

type Item = ReadingSection['items'][number];
/** The dignities and debilities with a text of their own for each of the seven planets. */
const OWN_TEXT_KINDS = ['domicile', 'exaltation', 'detriment', 'fall'] as const;
/** The dignities read by their general meaning, shared by every planet holding them. */
const SHARED_KINDS = ['triplicity', 'term', 'face', 'peregrine'] as const;

function timeLordItems(profection: ProfectionRecord | null, current: FirdariaRecord | undefined): Item[] {
  const items: Item[] = [];
  const push = (key: string, title: string, text: string | null) => {
    if (text) items.push({ key, title, text });
  };
  if (profection) {
    push(
      `profection-${profection.house}`,
      `小限走到第${profection.house}宫（${profection.signZh}）`,
      profection.text,
    );
    push(
      `profection-lord-${profection.lord}`,
      `今年的年主星是${profection.lordZh}`,
      profectionLordText(profection.lord),
    );
  }
  if (current) {
    push(`firdaria-${current.lord}`, `当前法达主星：${current.lordZh}`, current.text);
    const sub = current.subPeriods.find((s) => s.current);
    if (sub)
      push(
        `firdaria-sub-${sub.lord}`,
        `当前法达副主星：${sub.lordZh}（${sub.from} 至 ${sub.to}）`,
        firdariaText(current.lord, sub.lord),
      );
  }
  return items;
}

function dignityItems(rows: readonly DignityRow[]): Item[] {
  const holds = (row: DignityRow, kind: EssentialDignity | 'peregrine'): boolean =>
    kind === 'peregrine' ? row.peregrine : row.heldZh.includes(HELD_NAMES_ZH[kind]);
  const own = rows.flatMap((row) =>
    OWN_TEXT_KINDS.filter((kind) => holds(row, kind)).flatMap((kind) => {
      const text = planetDignityText(row.planet, kind);
      return text
        ? [
            {
              key: `dignity-${row.planet}-${kind}`,
              title: `${row.planetZh}${HELD_NAMES_ZH[kind]}（${row.signZh}）`,
              text,
            },
          ]
        : [];
    }),
  );
  const shared = SHARED_KINDS.flatMap((kind) => {
    const who = rows.filter((r) => holds(r, kind)).map((r) => r.planetZh);
    if (!who.length) return [];
    const name = kind === 'peregrine' ? '游走（无尊贵）' : HELD_NAMES_ZH[kind];
    return [{ key: `dignity-${kind}`, title: `${name}：${who.join('、')}`, text: DIGNITY_TEXTS[kind] }];
  });
  return [...own, ...shared];
}

function readingsOf(
  rows: readonly DignityRow[],
  profection: ProfectionRecord | null,
  current: FirdariaRecord | undefined,
  body: TraditionalBody,
): ReadingSection[] {
  const sections: ReadingSection[] = [];
  const add = (key: string, title: string, items: Item[]) => {
    if (items.length) sections.push({ key, title, items });
  };
  add('time-lords', '这一年的时间主星', timeLordItems(profection, current));
  add('dignities', '本质尊贵的含义', dignityItems(rows));
  sections.push(...frameReadings(body.zodiac, body.harmonic));
  return sections;
}

/** POST /api/chart/traditional. */
export async function traditionalFor(
  deps: AppDeps,
  viewer: Viewer,
  body: TraditionalBody,
): Promise<TraditionalRecord> {
  const natal = await computeChart(deps, viewer, 'natal.', body.natal, body, {
    zodiac: body.zodiac,
    harmonic: 1,
  });
  const chart = natal.chart;
  const atMs = Date.parse(localMidnightUtc(body.date, DEFAULT_TIME_ZONE)) + 12 * 3_600_000;
  const dayChart = chart.angles ? isDayChart(chart.angles.asc, chart.bodies.sun.longitudeDeg) : null;
  const dignities = dignityRows(chart, dayChart ?? true);
  const profection = profectionOf(chart, natal.record.birth.date, atMs);
  const periods = dayChart === null ? [] : firdariaOf(chart, dayChart, atMs);
  const harmonic =
    body.harmonic > 1
      ? {
          number: body.harmonic,
          nameZh: HARMONIC_NAMES_ZH[body.harmonic] ?? `第${body.harmonic}谐波盘`,
          points: Object.entries(
            harmonicLongitudes(
              Object.fromEntries(CHART_POINT_IDS.map((id) => [id, chart.bodies[id].longitudeDeg])),
              body.harmonic,
            ),
          ).map(([id, lon]) => ({
            ...pointRecord(id, lon, { house: null, speedDegPerDay: 0 }),
            dignity: null,
          })),
        }
      : null;
  return {
    natal: natal.record,
    date: body.date,
    zodiac: body.zodiac,
    zodiacZh: ZODIAC_NAMES_ZH[body.zodiac],
    ayanamsaDeg: Math.round(chart.ayanamsaDeg * 1e4) / 1e4,
    dayChart,
    dignities,
    points: extraPoints(chart),
    profection,
    firdaria: periods,
    harmonic,
    readings: readingsOf(
      dignities,
      profection,
      periods.find((p) => p.current),
      body,
    ),
  };
}
