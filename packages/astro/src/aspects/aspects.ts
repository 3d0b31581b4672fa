// Aspects between chart points: angular separation compared with each aspect angle within an orb; applying when
// the orb is shrinking, from the points' daily speeds (first-order, as astrology software reports it).
import { ASPECTS, type AspectId } from '@xingtu/contracts/astrology';

export interface AspectPoint {
  id: string;
  longitudeDeg: number;
  /** Degrees per day; 0 for fixed points (angles, cusps of a natal chart). */
  speedDegPerDay: number;
}

export interface Aspect {
  a: string;
  b: string;
  type: AspectId;
  /** Exact aspect angle in degrees. */
  angleDeg: number;
  /** Actual separation of the two points, 0…180 degrees. */
  separationDeg: number;
  /** |separation − angle|, degrees. */
  orbDeg: number;
  /** The orb is shrinking (null when neither point moves). */
  applying: boolean | null;
  /** 1 at exactness, 0 at the edge of the allowed orb. */
  exactness: number;
}

/** Orb in degrees per aspect; an aspect absent from the record is not looked for. */
export type AspectOrbs = Partial<Record<AspectId, number>>;

// Common modern defaults (e.g. those of astro.com's chart drawings: 8–10° for majors, 1–3° for minors).
export const DEFAULT_ORBS: Readonly<Record<AspectId, number>> = {
  conjunction: 8,
  opposition: 8,
  trine: 7,
  square: 7,
  sextile: 5,
  quincunx: 3,
  semiSextile: 2,
  semiSquare: 2,
  sesquiquadrate: 2,
  quintile: 1.5,
  biQuintile: 1.5,
};

export const MAJOR_ORBS: AspectOrbs = { conjunction: 8, opposition: 8, trine: 7, square: 7, sextile: 5 };

export interface AspectOptions {
  orbs?: AspectOrbs;
  /** Multiplies the orb when the Sun or the Moon is involved (default 1.25). */
  luminaryOrbFactor?: number;
}

const ORDER = Object.keys(ASPECTS) as AspectId[];

/** The aspect (if any) between two points; the tightest one when two orbs overlap. */
export function aspectBetween(p: AspectPoint, q: AspectPoint, options: AspectOptions = {}): Aspect | null {
  const orbs = options.orbs ?? DEFAULT_ORBS;
  const factor = isLuminary(p.id) || isLuminary(q.id) ? (options.luminaryOrbFactor ?? 1.25) : 1;
  let delta = (p.longitudeDeg - q.longitudeDeg) % 360;
  if (delta > 180) delta -= 360;
  else if (delta <= -180) delta += 360;
  const sep = Math.abs(delta);
  let best: Aspect | null = null;
  for (const type of ORDER) {
    const maxOrb = orbs[type];
    if (maxOrb === undefined) continue;
    const angle = ASPECTS[type].angleDeg;
    const orb = Math.abs(sep - angle);
    const allowed = maxOrb * factor;
    if (orb > allowed || (best && orb >= best.orbDeg)) continue;
    // d(sep)/dt = sign(δ)·(v_p − v_q); the orb shrinks when that moves sep toward the angle.
    const relative = p.speedDegPerDay - q.speedDegPerDay;
    const sepRate = (delta >= 0 ? 1 : -1) * relative;
    const orbRate = (sep >= angle ? 1 : -1) * sepRate;
    best = {
      a: p.id,
      b: q.id,
      type,
      angleDeg: angle,
      separationDeg: sep,
      orbDeg: orb,
      // At exactness (or δ exactly 0/180°, where the sign of δ is arbitrary) the aspect can only separate next.
      applying: relative === 0 ? null : orb === 0 || delta === 0 || delta === 180 ? false : orbRate < 0,
      exactness: 1 - orb / allowed,
    };
  }
  return best;
}

/** Every aspect among a set of points (each unordered pair once, in input order). */
export function findAspects(points: readonly AspectPoint[], options: AspectOptions = {}): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = aspectBetween(points[i]!, points[j]!, options);
      if (a) out.push(a);
    }
  }
  return out;
}

/** Aspects from every point of one set to every point of another (synastry, transits). */
export function findCrossAspects(
  from: readonly AspectPoint[],
  to: readonly AspectPoint[],
  options: AspectOptions = {},
): Aspect[] {
  const out: Aspect[] = [];
  for (const p of from)
    for (const q of to) {
      const a = aspectBetween(p, q, options);
      if (a) out.push(a);
    }
  return out;
}

function isLuminary(id: string): boolean {
  return id === 'sun' || id === 'moon';
}
