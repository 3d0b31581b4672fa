// What a report reads from one chart, computed once: each planet's sign, degree, house and motion, the angles and
// cusps, the chart ruler, and the major aspects among the planets and the angles with a weight that orders them.
// Pure: the input is the structural ChartLike of chart-like.ts (an astro NatalChart fits it).
import {
  ascendantDeg,
  aspectBetweenDeg,
  bodyLongitudeDeg,
  type ChartLike,
  houseOfLongitudeDeg,
  midheavenDeg,
} from '../chart-like.ts';
import {
  type AspectFamily,
  type AspectKey,
  aspectFamilyOf,
  type HouseNumber,
  isAspectKey,
  isPlanetKey,
  PLANET_KEYS,
  type PlanetKey,
  signOfLongitudeDeg,
  type SignKey,
} from '../keys.ts';
import { TRADITIONAL_RULER } from '../select-points.ts';

/** A planet or point of the chart as a report reads it. */
export interface Placement {
  key: string;
  longitudeDeg: number;
  sign: SignKey;
  /** Degrees within the sign, 0 ≤ x < 30. */
  degreeInSign: number;
  /** null when the birth time is unknown (no houses). */
  house: HouseNumber | null;
  retrograde: boolean;
}

export type AngleKey = 'asc' | 'mc';

/** A major aspect (quincunx and minors left out: the report corpus has no long texts for them). */
export interface ChartAspect {
  a: PlanetKey | AngleKey;
  b: PlanetKey | AngleKey;
  type: AspectKey;
  family: AspectFamily;
  orbDeg: number;
}

export interface ChartFacts {
  planets: Partial<Record<PlanetKey, Placement>>;
  /** Lunar node, Chiron and Lilith when the chart has them. */
  points: Partial<Record<PointKey, Placement>>;
  cusps: readonly number[] | null;
  asc: number | null;
  mc: number | null;
  /** Traditional ruler of the Ascendant's sign (命主星); null without a birth time. */
  chartRuler: PlanetKey | null;
  /** Planet–planet and planet–angle majors, heaviest first (see aspectWeight). */
  aspects: ChartAspect[];
  /** Part of Fortune and Vertex, when the chart gives them (an astro NatalChart does, with a birth time). */
  fortune: Placement | null;
  vertex: Placement | null;
}

/** Fields an astro NatalChart has beyond ChartLike; read when present. */
interface ChartExtras {
  partOfFortune?: number | null;
  angles?: { vertex?: number } | null;
}

function extraPoint(chart: ChartLike, key: 'fortune' | 'vertex'): Placement | null {
  const extras = chart as ChartLike & ChartExtras;
  const lon = key === 'fortune' ? extras.partOfFortune : extras.angles?.vertex;
  if (lon === null || lon === undefined || !Number.isFinite(lon) || !chart.houses) return null;
  return placementOf({ bodies: { [key]: { longitude: lon } }, houses: chart.houses }, key);
}

export const POINT_KEYS = ['trueNode', 'chiron', 'lilith'] as const;
export type PointKey = (typeof POINT_KEYS)[number];

/** Major aspects only, with common natal orbs (luminaries get no wider orb here: one rule for every pair). */
export const MAJOR_ORBS_DEG: Readonly<Record<AspectKey, number>> = {
  conjunction: 8,
  opposition: 8,
  trine: 7,
  square: 7,
  sextile: 5,
  quincunx: -1,
};

const ANGULAR_HOUSES: readonly number[] = [1, 4, 7, 10];
const LUMINARIES: readonly string[] = ['sun', 'moon'];

function isRetrograde(chart: ChartLike, key: string): boolean {
  const body = chart.bodies[key] as { retrograde?: boolean; speedDegPerDay?: number } | undefined;
  if (body?.retrograde !== undefined) return body.retrograde;
  return (body?.speedDegPerDay ?? 0) < 0;
}

function placementOf(chart: ChartLike, key: string): Placement | null {
  const lon = bodyLongitudeDeg(chart, key);
  if (lon === null) return null;
  return {
    key,
    longitudeDeg: lon,
    sign: signOfLongitudeDeg(lon),
    degreeInSign: lon % 30,
    house: chart.houses ? houseOfLongitudeDeg(lon, chart.houses.cusps) : null,
    retrograde: isRetrograde(chart, key),
  };
}

/**
 * Weight of a placement for ordering: angular houses first, then the luminaries and the chart ruler. Higher reads
 * first; ties keep the planets' traditional order.
 */
export function placementWeight(p: Placement, chartRuler: PlanetKey | null): number {
  return (
    (p.house !== null && ANGULAR_HOUSES.includes(p.house) ? 4 : 0) +
    (LUMINARIES.includes(p.key) ? 3 : 0) +
    (p.key === chartRuler ? 3 : 0)
  );
}

const OUTER: readonly string[] = ['uranus', 'neptune', 'pluto'];

/**
 * Weight of an aspect: tight orbs first; an aspect touching a luminary, the chart ruler or an angle counts as if 1.5°
 * tighter; aspects among Uranus, Neptune and Pluto (shared by a whole generation) go last.
 */
export function aspectWeight(x: ChartAspect, chartRuler: PlanetKey | null): number {
  if (OUTER.includes(x.a) && OUTER.includes(x.b)) return -100 - x.orbDeg;
  const touches = (k: string): boolean =>
    LUMINARIES.includes(k) || k === chartRuler || k === 'asc' || k === 'mc';
  return -x.orbDeg + (touches(x.a) || touches(x.b) ? 1.5 : 0);
}

type AspectEnd = PlanetKey | AngleKey;
const isEnd = (k: string): k is AspectEnd => isPlanetKey(k) || k === 'asc' || k === 'mc';
const END_ORDER: readonly string[] = [...PLANET_KEYS, 'asc', 'mc'];

function majorAspect(a: AspectEnd, b: AspectEnd, type: AspectKey, orbDeg: number): ChartAspect | null {
  const family = aspectFamilyOf(type);
  if (!family || a === b) return null;
  // Planet order in every pair (the corpus keys read "sun-moon", never "moon-sun"); angles after planets.
  const [first, second] = END_ORDER.indexOf(a) <= END_ORDER.indexOf(b) ? [a, b] : [b, a];
  if (first === 'asc' || first === 'mc') return null; // angle to angle is geometry, not an aspect
  return { a: first, b: second, type, family, orbDeg: Math.abs(orbDeg) };
}

function chartAspects(chart: ChartLike, lon: (k: AspectEnd) => number | null): ChartAspect[] {
  const out: ChartAspect[] = [];
  if (chart.aspects) {
    for (const x of chart.aspects) {
      const orb = x.orbDeg ?? x.orb;
      if (!isEnd(x.a) || !isEnd(x.b) || !isAspectKey(x.type) || orb === undefined) continue;
      if (!Number.isFinite(orb) || orb > MAJOR_ORBS_DEG[x.type]) continue;
      if (lon(x.a) === null || lon(x.b) === null) continue;
      const hit = majorAspect(x.a, x.b, x.type, orb);
      if (hit) out.push(hit);
    }
    return out;
  }
  for (let i = 0; i < END_ORDER.length; i++)
    for (let j = i + 1; j < END_ORDER.length; j++) {
      const a = END_ORDER[i] as AspectEnd;
      const b = END_ORDER[j] as AspectEnd;
      const la = lon(a);
      const lb = lon(b);
      if (la === null || lb === null) continue;
      const hit = aspectBetweenDeg(la, lb, MAJOR_ORBS_DEG);
      const aspect = hit && majorAspect(a, b, hit.type, hit.orbDeg);
      if (aspect) out.push(aspect);
    }
  return out;
}

export function chartFacts(chart: ChartLike): ChartFacts {
  const planets: ChartFacts['planets'] = {};
  for (const key of PLANET_KEYS) {
    const p = placementOf(chart, key);
    if (p) planets[key] = p;
  }
  const points: ChartFacts['points'] = {};
  for (const key of POINT_KEYS) {
    const p = placementOf(chart, key) ?? (key === 'trueNode' ? placementOf(chart, 'meanNode') : null);
    if (p) points[key] = { ...p, key };
  }
  const cusps = chart.houses?.cusps ?? null;
  const asc = cusps ? ascendantDeg(chart) : null;
  const mc = cusps ? midheavenDeg(chart) : null;
  const chartRuler = asc === null ? null : TRADITIONAL_RULER[signOfLongitudeDeg(asc)];
  const lon = (k: AspectEnd): number | null =>
    k === 'asc' ? asc : k === 'mc' ? mc : (planets[k]?.longitudeDeg ?? null);
  const aspects = chartAspects(chart, lon).sort(
    (x, y) => aspectWeight(y, chartRuler) - aspectWeight(x, chartRuler),
  );
  return {
    planets,
    points,
    cusps,
    asc,
    mc,
    chartRuler,
    aspects,
    fortune: extraPoint(chart, 'fortune'),
    vertex: extraPoint(chart, 'vertex'),
  };
}

/** Planets present, heaviest first (angular, luminaries, chart ruler), ties in traditional order. */
export function planetsByWeight(facts: ChartFacts, keys: readonly PlanetKey[] = PLANET_KEYS): Placement[] {
  return keys
    .map((k) => facts.planets[k])
    .filter((p): p is Placement => p !== undefined)
    .sort((x, y) => placementWeight(y, facts.chartRuler) - placementWeight(x, facts.chartRuler));
}

/** Sign on the cusp of a house, or null without a birth time. */
export function cuspSign(facts: ChartFacts, house: HouseNumber): SignKey | null {
  return facts.cusps ? signOfLongitudeDeg(facts.cusps[house - 1]!) : null;
}

/** House where the traditional ruler of a house's cusp sign stands (宫主星落宫), or null. */
export function houseRulerPlacement(
  facts: ChartFacts,
  house: HouseNumber,
): { ruler: PlanetKey; placement: Placement } | null {
  const sign = cuspSign(facts, house);
  if (!sign) return null;
  const ruler = TRADITIONAL_RULER[sign];
  const placement = facts.planets[ruler];
  return placement?.house ? { ruler, placement } : null;
}
