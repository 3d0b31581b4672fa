// Root finding on ecliptic longitudes: when does a function of the ephemeris reach a target angle? Newton steps
// with the daily motion as derivative, kept inside a bracket found by sampling.
import { type BodyId, ephemerisAt, type Ephemeris } from '../bodies/ephemeris.ts';

export const wrap180 = (d: number): number => ((((d + 180) % 360) + 360) % 360) - 180;

/** An angle (deg) and its rate (deg/day) read from one ephemeris, e.g. Moon − Sun. */
export type AngleOf = (e: Ephemeris) => { angleDeg: number; rateDegPerDay: number };

export const bodyLongitude =
  (body: BodyId): AngleOf =>
  (e) => ({ angleDeg: e.bodies[body].longitudeDeg, rateDegPerDay: e.bodies[body].speedDegPerDay });

/** jdUt in [jdA, jdB] where angle(jd) = targetDeg, given a sign change of wrap180(angle − target) over the bracket. */
export function refineAngle(
  angle: AngleOf,
  targetDeg: number,
  jdA: number,
  jdB: number,
  fA: number,
  fB: number,
): number {
  let a = jdA;
  let b = jdB;
  let fa = fA;
  let fb = fB;
  let jd = a + ((b - a) * fa) / (fa - fb);
  for (let i = 0; i < 8; i++) {
    const v = angle(ephemerisAt(jd));
    const f = wrap180(v.angleDeg - targetDeg);
    if (Math.abs(f) < 2e-6) break; // < 0.01″: well under a second of time for every body
    if (f < 0 === fa < 0) {
      a = jd;
      fa = f;
    } else {
      b = jd;
      fb = f;
    }
    const newton = v.rateDegPerDay !== 0 ? jd - f / v.rateDegPerDay : Number.NaN;
    jd = newton > a && newton < b ? newton : a + ((b - a) * fa) / (fa - fb);
  }
  return jd;
}

/** First instant after jdStart (within maxDays) at which angle reaches targetDeg, sampling every stepDays. */
export function nextAngle(
  angle: AngleOf,
  targetDeg: number,
  jdStart: number,
  stepDays: number,
  maxDays: number,
): number | null {
  let prevJd = jdStart;
  let prevF = wrap180(angle(ephemerisAt(jdStart)).angleDeg - targetDeg);
  for (let jd = jdStart + stepDays; jd <= jdStart + maxDays + 1e-9; jd += stepDays) {
    const f = wrap180(angle(ephemerisAt(jd)).angleDeg - targetDeg);
    if (prevF < 0 && f >= 0 && Math.abs(f - prevF) < 90)
      return refineAngle(angle, targetDeg, prevJd, jd, prevF, f);
    prevJd = jd;
    prevF = f;
  }
  return null;
}
