// True solar time (真太阳时) at a longitude: UT + longitude/15 h gives local mean time; adding the equation of
// time (apparent − mean Sun, Meeus ch. 28 (28.1): E = L0 − 0.0057183° − α + Δψ·cos ε, with α from the apparent Sun
// of this package's ephemeris) gives apparent (sundial) time.
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { DEG_TO_RAD, RAD_TO_DEG, signedDiffDeg } from '../math/angles.ts';
import { jdUtFromUnixMs } from './julianDay.ts';

/** Equation of time in minutes (true solar − mean solar time) at a Julian day (UT). */
export function equationOfTimeMinutes(jdUt: number): number {
  const e = ephemerisAt(jdUt);
  const t = (e.jdTt - 2451545.0) / 365250; // Julian millennia
  // Sun's mean longitude, Meeus (28.2) after VSOP87.
  const l0 =
    280.4664567 + t * (360007.6982779 + t * (0.03032028 + t * (1 / 49931 + t * (-1 / 15300 - t / 2000000))));
  const eps = e.nutation.trueObliquityRad;
  const lam = e.bodies.sun.longitudeDeg * DEG_TO_RAD;
  const beta = e.bodies.sun.latitudeDeg * DEG_TO_RAD;
  const alpha =
    Math.atan2(Math.sin(lam) * Math.cos(eps) - Math.tan(beta) * Math.sin(eps), Math.cos(lam)) * RAD_TO_DEG;
  const eDeg = signedDiffDeg(l0 - 0.0057183 + e.nutation.dPsiRad * RAD_TO_DEG * Math.cos(eps), alpha);
  return eDeg * 4;
}

export interface TrueSolarTime {
  /** Local mean time as wall-clock milliseconds (read with getUTC* methods). */
  localMeanTimeMs: number;
  equationOfTimeMinutes: number;
  /** True solar time as wall-clock milliseconds (read with getUTC* methods). */
  trueSolarTimeMs: number;
  /** 'YYYY-MM-DDTHH:mm:ss' of the true solar time. */
  trueSolarTimeIso: string;
}

/** True solar time of a UTC instant at an east-positive geographic longitude (degrees). */
export function trueSolarTime(unixMs: number, longitudeDeg: number): TrueSolarTime {
  const localMeanTimeMs = unixMs + (longitudeDeg / 15) * 3_600_000;
  const eot = equationOfTimeMinutes(jdUtFromUnixMs(unixMs));
  const trueSolarTimeMs = localMeanTimeMs + eot * 60_000;
  return {
    localMeanTimeMs,
    equationOfTimeMinutes: eot,
    trueSolarTimeMs,
    trueSolarTimeIso: new Date(Math.round(trueSolarTimeMs)).toISOString().slice(0, 19),
  };
}

/**
 * The UTC instant at which a true solar (sundial) time was read at an east-positive longitude: the inverse of
 * trueSolarTime. `solarWallMs` is the true solar date and time as wall-clock milliseconds (Date.UTC of its
 * fields). The equation of time changes by under a second an hour, so three rounds settle it.
 */
export function instantOfTrueSolarTime(solarWallMs: number, longitudeDeg: number): number {
  const meanMs = solarWallMs - (longitudeDeg / 15) * 3_600_000;
  let unixMs = meanMs;
  for (let i = 0; i < 3; i++) unixMs = meanMs - equationOfTimeMinutes(jdUtFromUnixMs(unixMs)) * 60_000;
  return unixMs;
}
