// Harmonic charts (J. Addey, "Harmonics in Astrology", 1976): every longitude multiplied by the harmonic number,
// reduced to the circle; aspects of the angle 360°/n in the radix become conjunctions in the n-th harmonic.
import type { AspectOptions } from '../aspects/aspects.ts';
import type { BodyId, BodyPosition } from '../bodies/ephemeris.ts';
import { normalizeDeg } from '../math/angles.ts';
import { houseOfLongitude } from './houseOfLongitude.ts';
import { chartAspects, DEFAULT_ASPECT_BODIES, type NatalChart } from './natalChart.ts';

/** Longitudes of the n-th harmonic chart (n a whole number 1–180). */
export function harmonicLongitudes(
  longitudesDeg: Readonly<Record<string, number>>,
  n: number,
): Record<string, number> {
  if (!Number.isInteger(n) || n < 1 || n > 180)
    throw new RangeError('harmonic number must be a whole number 1–180');
  const out: Record<string, number> = {};
  for (const [id, lon] of Object.entries(longitudesDeg)) {
    if (!Number.isFinite(lon)) throw new RangeError(`harmonicLongitudes: ${id} is not a number`);
    out[id] = normalizeDeg(lon * n);
  }
  return out;
}

/**
 * The n-th harmonic chart of a radix: every body, angle and lot at n times its longitude (speeds too), the aspects
 * found again among the harmonic positions. A harmonic chart has no houses of its own; it is given equal houses from
 * the harmonic Ascendant, so that the wheel and the house placements stay readable.
 */
export function harmonicChart(chart: NatalChart, n: number, options?: HarmonicChartOptions): NatalChart {
  if (n === 1) return chart;
  const lon = (id: string, deg: number) => harmonicLongitudes({ [id]: deg }, n)[id]!;
  const bodies = harmonicBodies(chart.bodies, n);
  const asteroids = chart.asteroids ? harmonicBodies(chart.asteroids, n) : undefined;
  const angles = chart.angles
    ? {
        asc: lon('asc', chart.angles.asc),
        mc: lon('mc', chart.angles.mc),
        vertex: lon('vertex', chart.angles.vertex),
        armc: chart.angles.armc,
      }
    : null;
  const cusps = angles ? Array.from({ length: 12 }, (_, i) => normalizeDeg(angles.asc + 30 * i)) : null;
  let bodyHouses: NatalChart['bodyHouses'] = null;
  if (cusps) {
    bodyHouses = {} as Record<BodyId, number>;
    for (const id of Object.keys(bodies) as BodyId[])
      bodyHouses[id] = houseOfLongitude(bodies[id].longitudeDeg, cusps);
  }
  return {
    ...chart,
    harmonic: n * chart.harmonic,
    bodies,
    ...(asteroids ? { asteroids } : {}),
    houses: cusps ? { system: 'E', cusps } : null,
    angles,
    partOfFortune: chart.partOfFortune === null ? null : lon('partOfFortune', chart.partOfFortune),
    bodyHouses,
    aspects: chartAspects(bodies, angles, options?.aspectBodies ?? DEFAULT_ASPECT_BODIES, options?.aspects),
  };
}

/** Bodies at n times their longitude (and speed). */
function harmonicBodies<K extends string>(from: Record<K, BodyPosition>, n: number): Record<K, BodyPosition> {
  const out = {} as Record<K, BodyPosition>;
  const longitudes = harmonicLongitudes(
    Object.fromEntries(Object.entries<BodyPosition>(from).map(([id, b]) => [id, b.longitudeDeg])),
    n,
  );
  for (const id of Object.keys(from) as K[])
    out[id] = { ...from[id], longitudeDeg: longitudes[id]!, speedDegPerDay: from[id].speedDegPerDay * n };
  return out;
}

export interface HarmonicChartOptions {
  aspects?: AspectOptions;
  aspectBodies?: readonly string[];
}
