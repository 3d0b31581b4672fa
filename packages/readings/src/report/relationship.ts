// What the two-person reports read between two charts: cross aspects (synastry), the composite of near midpoints,
// and the Marks chart of each person (their chart's midpoint with the composite, as data/report/marks.ts describes).
// Cusps are averaged on one consistent arc so the twelve midpoints stay in order.
import { aspectBetweenDeg, type ChartLike, nearMidpointDeg } from '../chart-like.ts';
import { SYNASTRY_REPORT_PLANETS } from '../data/report/love.ts';
import { aspectFamilyOf, type AspectKey, type AspectFamily, PLANET_KEYS, type PlanetKey } from '../keys.ts';
import { type ChartFacts, chartFacts, MAJOR_ORBS_DEG } from './chart-facts.ts';

/** A's planet `a` to B's planet `b` (not reordered: the first end is always A's). */
export interface CrossAspect {
  a: PlanetKey;
  b: PlanetKey;
  type: AspectKey;
  family: AspectFamily;
  orbDeg: number;
}

const LUMINARIES: readonly string[] = ['sun', 'moon'];

/** Majors between the six synastry planets of A and of B; tight orbs first, the luminaries' as if 1.5° tighter. */
export function crossAspects(a: ChartFacts, b: ChartFacts): CrossAspect[] {
  const out: CrossAspect[] = [];
  for (const p of SYNASTRY_REPORT_PLANETS)
    for (const q of SYNASTRY_REPORT_PLANETS) {
      const pa = a.planets[p];
      const qb = b.planets[q];
      if (!pa || !qb) continue;
      const hit = aspectBetweenDeg(pa.longitudeDeg, qb.longitudeDeg, MAJOR_ORBS_DEG);
      const family = hit && aspectFamilyOf(hit.type);
      if (hit && family) out.push({ a: p, b: q, type: hit.type, family, orbDeg: hit.orbDeg });
    }
  const weight = (x: CrossAspect): number =>
    -x.orbDeg + (LUMINARIES.includes(x.a) || LUMINARIES.includes(x.b) ? 1.5 : 0);
  return out.sort((x, y) => weight(y) - weight(x));
}

const norm = (x: number): number => ((x % 360) + 360) % 360;

/** Midpoints of two cusp sets taken on the arc the Midheaven's midpoint takes, so the result stays ordered. */
function cuspMidpoints(as: readonly number[], bs: readonly number[]): number[] {
  const signed = (d: number): number => (d > 180 ? d - 360 : d);
  const dMc = signed(norm(bs[9]! - as[9]!));
  return as.map((a, i) => {
    let d = signed(norm(bs[i]! - a));
    if (d - dMc > 180) d -= 360;
    if (d - dMc < -180) d += 360;
    return norm(a + d / 2);
  });
}

/**
 * The chart of near midpoints of two charts: the composite of a couple, or, taken again between one person's chart and
 * that composite, the person's Marks chart. Cusps and angles only when both have houses.
 */
export function midpointChart(x: ChartLike, y: ChartLike): ChartLike {
  const xf = chartFacts(x);
  const yf = chartFacts(y);
  const bodies: Record<string, { longitude: number }> = {};
  for (const key of PLANET_KEYS) {
    const p = xf.planets[key];
    const q = yf.planets[key];
    if (p && q) bodies[key] = { longitude: nearMidpointDeg(p.longitudeDeg, q.longitudeDeg) };
  }
  // A midpoint chart has no aspect list of its own to report (an empty list means none).
  if (!xf.cusps || !yf.cusps) return { bodies, houses: null, angles: null, aspects: [] };
  const cusps = cuspMidpoints(xf.cusps, yf.cusps);
  return { bodies, houses: { cusps }, angles: { asc: cusps[0]!, mc: cusps[9]! }, aspects: [] };
}
