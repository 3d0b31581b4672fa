// The sampled sky behind every transit search: the transiting bodies' longitudes and speeds once a day (or per
// stepDays), read between samples by cubic Hermite interpolation (value and slope at both ends). Over a day the
// interpolation is within 0.3″ for Mercury and far better for the slower bodies, so crossings are found without
// evaluating the ephemeris again; exact aspect times are then polished with one Newton step on the ephemeris.
import { type BodyId, ephemerisAt } from '../bodies/ephemeris.ts';
import { ayanamsaAt, type Zodiac } from '../zodiac/ayanamsa.ts';

export interface BodyTrack {
  body: BodyId;
  /** Sample instants, Julian days UT. */
  jd: Float64Array;
  /** Longitudes (deg) unwrapped into a continuous series, and speeds (deg/day). */
  lon: Float64Array;
  speed: Float64Array;
}

/**
 * Longitudes and speeds of `bodies` from jdStart to jdEnd (inclusive) every stepDays; in a sidereal zodiac each
 * sample less the ayanamsa of its own instant (and the speeds less its rate).
 */
export function sampleTracks(
  bodies: readonly BodyId[],
  jdStart: number,
  jdEnd: number,
  stepDays: number,
  zodiac: Zodiac = 'tropical',
): BodyTrack[] {
  if (!(jdEnd > jdStart) || !(stepDays > 0)) throw new RangeError('sampleTracks: empty range or step');
  const n = Math.ceil((jdEnd - jdStart) / stepDays - 1e-9) + 1;
  const tracks = bodies.map((body) => ({
    body,
    jd: new Float64Array(n),
    lon: new Float64Array(n),
    speed: new Float64Array(n),
  }));
  for (let i = 0; i < n; i++) {
    const jd = Math.min(jdStart + i * stepDays, jdEnd);
    const eph = ephemerisAt(jd, bodies);
    const ayanamsa = ayanamsaAt(jd, zodiac);
    for (const t of tracks) {
      const b = eph.bodies[t.body]!;
      const lon = b.longitudeDeg - ayanamsa.deg;
      t.jd[i] = jd;
      t.speed[i] = b.speedDegPerDay - ayanamsa.rateDegPerDay;
      if (i === 0) t.lon[i] = ((lon % 360) + 360) % 360;
      else {
        const prev = t.lon[i - 1]!;
        t.lon[i] = prev + ((((lon - prev) % 360) + 540) % 360) - 180;
      }
    }
  }
  return tracks;
}

/** Hermite interpolation of a track on interval i at s ∈ [0, 1]: longitude (unwrapped) and speed. */
export function hermiteAt(t: BodyTrack, i: number, s: number): { lon: number; speed: number } {
  const h = t.jd[i + 1]! - t.jd[i]!;
  const p0 = t.lon[i]!;
  const p1 = t.lon[i + 1]!;
  const m0 = t.speed[i]! * h;
  const m1 = t.speed[i + 1]! * h;
  const s2 = s * s;
  const s3 = s2 * s;
  const lon = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1;
  const d =
    (6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * p1 + (3 * s2 - 2 * s) * m1;
  return { lon, speed: d / h };
}

export interface Crossing {
  jdUt: number;
  /** +1 when the function rises through the level, −1 when it falls. */
  direction: 1 | -1;
}

const SUBSTEPS = 6;

/**
 * Instants in interval i where (interpolated longitude − targetDeg), taken near 0 (within ±180°), equals each of
 * `levels` (e.g. [0] for exactness, [−orb, orb] for an orb window).
 */
export function crossingsInInterval(
  t: BodyTrack,
  i: number,
  targetDeg: number,
  levels: readonly number[],
): { level: number; crossing: Crossing }[] {
  // Shift by whole turns so the function sits near 0 at the interval's start.
  const base = t.lon[i]! - targetDeg;
  const turns = Math.round(base / 360) * 360;
  const f = (s: number): number => hermiteAt(t, i, s).lon - targetDeg - turns;
  const out: { level: number; crossing: Crossing }[] = [];
  const values = Array.from({ length: SUBSTEPS + 1 }, (_, k) => f(k / SUBSTEPS));
  for (const level of levels) {
    for (let k = 0; k < SUBSTEPS; k++) {
      const a = values[k]! - level;
      const b = values[k + 1]! - level;
      if (a < 0 === b < 0) continue; // a value exactly on the level counts as above it: one crossing, not two
      let lo = k / SUBSTEPS;
      let hi = (k + 1) / SUBSTEPS;
      let flo = a;
      for (let it = 0; it < 40 && hi - lo > 1e-9; it++) {
        const mid = (lo + hi) / 2;
        const fm = f(mid) - level;
        if (fm < 0 === flo < 0) {
          lo = mid;
          flo = fm;
        } else hi = mid;
      }
      const s = (lo + hi) / 2;
      out.push({
        level,
        crossing: { jdUt: t.jd[i]! + s * (t.jd[i + 1]! - t.jd[i]!), direction: b > a ? 1 : -1 },
      });
    }
  }
  return out;
}

/** May the track come within `reach` degrees of targetDeg during interval i? (cheap rejection) */
export function mayReach(t: BodyTrack, i: number, targetDeg: number, reach: number): boolean {
  const g0 = ((((t.lon[i]! - targetDeg) % 360) + 540) % 360) - 180;
  const g1 = g0 + (t.lon[i + 1]! - t.lon[i]!);
  const h = t.jd[i + 1]! - t.jd[i]!;
  const slack = h * Math.max(Math.abs(t.speed[i]!), Math.abs(t.speed[i + 1]!)) * 0.5;
  if (g0 < 0 !== g1 < 0) return true;
  return Math.min(Math.abs(g0), Math.abs(g1)) <= reach + slack;
}

/** One Newton step on the real ephemeris: the instant near jdUt where `body` is at targetDeg. */
export function polishLongitude(body: BodyId, targetDeg: number, jdUt: number): number {
  let jd = jdUt;
  for (let k = 0; k < 2; k++) {
    const b = ephemerisAt(jd, [body]).bodies[body]!;
    const diff = ((((b.longitudeDeg - targetDeg) % 360) + 540) % 360) - 180;
    if (b.speedDegPerDay === 0 || Math.abs(diff) < 1e-7) break;
    const step = diff / b.speedDegPerDay;
    if (Math.abs(step) > 0.5) break; // at a station the step is unreliable: keep the interpolated time
    jd -= step;
  }
  return jd;
}
