// The small chart shape the readings accept, and the geometry they need from it (house of a longitude, major
// aspects, midpoints). Structural on purpose: a NatalChart of @xingtu/astro fits (longitudeDeg/orbDeg), and so does
// a hand-built object (longitude/orb), without this package depending on the chart engine.
import {
  ASPECT_KEYS,
  type AspectKey,
  type HouseNumber,
  isAspectKey,
  isPlanetKey,
  type PlanetKey,
} from './keys.ts';

export interface BodyLike {
  /** Ecliptic longitude in degrees (either name is accepted). */
  longitude?: number;
  longitudeDeg?: number;
}

export interface AspectLike {
  a: string;
  b: string;
  type: string;
  /** Distance from exactness in degrees (either name is accepted). */
  orb?: number;
  orbDeg?: number;
}

export interface ChartLike {
  bodies: Readonly<Partial<Record<string, BodyLike>>>;
  /** Twelve cusp longitudes in degrees, cusps[0] = 1st house; null when the birth time is unknown. */
  houses?: { cusps: readonly number[] } | null;
  angles?: { asc: number; mc: number } | null;
  /** When absent, major aspects among the ten planets are computed here; an empty list means "none". */
  aspects?: readonly AspectLike[];
}

/** A planet-to-planet aspect the corpus can read, with its orb in degrees. */
export interface PlanetAspect {
  a: PlanetKey;
  b: PlanetKey;
  type: AspectKey;
  orbDeg: number;
}

function normalizeDeg(x: number): number {
  return ((x % 360) + 360) % 360;
}

/** Longitude in degrees of a body, or null when the chart does not have it. Throws on a non-finite value. */
export function bodyLongitudeDeg(chart: Pick<ChartLike, 'bodies'>, key: string): number | null {
  const body = chart.bodies[key];
  if (!body) return null;
  const lon = body.longitudeDeg ?? body.longitude;
  if (lon === undefined) return null;
  if (!Number.isFinite(lon)) throw new RangeError(`longitude of ${key} is not a finite number`);
  return normalizeDeg(lon);
}

/** 1–12: the house whose cusp precedes longitudeDeg, including the house that spans 0° Aries. */
export function houseOfLongitudeDeg(longitudeDeg: number, cusps: readonly number[]): HouseNumber {
  if (cusps.length !== 12 || !cusps.every(Number.isFinite))
    throw new RangeError('houses need 12 finite cusps');
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const width = normalizeDeg(cusps[(i + 1) % 12]! - start);
    if (normalizeDeg(longitudeDeg - start) < width) return (i + 1) as HouseNumber;
  }
  return 1;
}

/** Ascendant in degrees: from the angles, else the 1st cusp; null without a birth time. */
export function ascendantDeg(chart: ChartLike): number | null {
  if (chart.angles) return normalizeDeg(chart.angles.asc);
  if (chart.houses) return normalizeDeg(chart.houses.cusps[0]!);
  return null;
}

/** Midheaven in degrees: from the angles, else the 10th cusp (a quadrant house system is assumed). */
export function midheavenDeg(chart: ChartLike): number | null {
  if (chart.angles) return normalizeDeg(chart.angles.mc);
  if (chart.houses) return normalizeDeg(chart.houses.cusps[9]!);
  return null;
}

const ASPECT_ANGLE_DEG: Record<AspectKey, number> = {
  conjunction: 0,
  opposition: 180,
  trine: 120,
  square: 90,
  sextile: 60,
  quincunx: 150,
};

// Common modern orbs for natal work (majors 5–8°, quincunx 3°), as astrology software draws them by default.
export const DEFAULT_ORBS_DEG: Readonly<Record<AspectKey, number>> = {
  conjunction: 8,
  opposition: 8,
  trine: 7,
  square: 7,
  sextile: 5,
  quincunx: 3,
};

/** The aspect two longitudes make within the given orbs (the tightest one), or null. */
export function aspectBetweenDeg(
  aDeg: number,
  bDeg: number,
  orbs: Readonly<Record<AspectKey, number>> = DEFAULT_ORBS_DEG,
): { type: AspectKey; orbDeg: number } | null {
  const d = normalizeDeg(aDeg - bDeg);
  const separation = d > 180 ? 360 - d : d;
  let best: { type: AspectKey; orbDeg: number } | null = null;
  for (const type of ASPECT_KEYS) {
    const orbDeg = Math.abs(separation - ASPECT_ANGLE_DEG[type]);
    if (orbDeg <= orbs[type] && (!best || orbDeg < best.orbDeg)) best = { type, orbDeg };
  }
  return best;
}

/** Planet-to-planet aspects of a chart: its own list when given (other points dropped), else computed. */
export function planetAspects(chart: ChartLike): PlanetAspect[] {
  if (chart.aspects) {
    const out: PlanetAspect[] = [];
    for (const x of chart.aspects) {
      if (!isPlanetKey(x.a) || !isPlanetKey(x.b) || x.a === x.b || !isAspectKey(x.type)) continue;
      const orbDeg = x.orbDeg ?? x.orb;
      if (orbDeg === undefined || !Number.isFinite(orbDeg)) continue;
      out.push({ a: x.a, b: x.b, type: x.type, orbDeg: Math.abs(orbDeg) });
    }
    return out;
  }
  const present = Object.keys(chart.bodies).filter(isPlanetKey);
  const out: PlanetAspect[] = [];
  for (let i = 0; i < present.length; i++) {
    for (let j = i + 1; j < present.length; j++) {
      const a = present[i]!;
      const b = present[j]!;
      const aDeg = bodyLongitudeDeg(chart, a);
      const bDeg = bodyLongitudeDeg(chart, b);
      if (aDeg === null || bDeg === null) continue;
      const hit = aspectBetweenDeg(aDeg, bDeg);
      if (hit) out.push({ a, b, ...hit });
    }
  }
  return out;
}

/** Midpoint of two longitudes on the shorter arc, as composite charts use it. */
export function nearMidpointDeg(aDeg: number, bDeg: number): number {
  const d = normalizeDeg(bDeg - aDeg);
  return normalizeDeg(d <= 180 ? aDeg + d / 2 : aDeg + (d - 360) / 2);
}
