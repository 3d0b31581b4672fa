// Secondary progressions ("a day for a year") and solar-arc directions.
// - Progressed bodies: the sky of the day that is as many days after birth as the target is tropical years after it.
// - Progressed angles: the MC moved by an arc, the other cusps derived from it at the birthplace (Solar Fire's
//   "Chart Angle Progression Type"; M. Pottenger, "Progressed Angles", The Mutable Dilemma 1981):
//   solarArcLongitude — the MC moves in longitude by the Sun's progressed arc (the most common today, our default);
//   solarArcRightAscension — the ARMC moves by the Sun's progressed arc in right ascension;
//   naibod — the ARMC moves by the Sun's mean motion, 0.98564733° per year (Naibod in right ascension).
// - Solar-arc directions: every natal point, angles included, moved by the same solar arc in longitude.
import { type BodyId, type BodyPosition, ephemerisAt } from '../bodies/ephemeris.ts';
import { rightAscensionOfEclipticDeg, houseFrame } from '../houses/houseGeometry.ts';
import { housesFromArmc, type Houses } from '../houses/houseCusps.ts';
import type { HouseSystem } from '../houses/houseSystems.ts';
import { normalizeDeg, RAD_TO_DEG, signedDiffDeg } from '../math/angles.ts';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import type { NatalChart } from './natalChart.ts';

/** Tropical year in days (mean, J2000), the "year" of the day-for-a-year key. */
export const TROPICAL_YEAR_DAYS = 365.24219;
/** The Sun's mean motion per tropical year (Naibod's key), degrees. */
export const NAIBOD_DEG_PER_YEAR = 0.98564733;

export const PROGRESSED_ANGLE_METHODS = ['solarArcLongitude', 'solarArcRightAscension', 'naibod'] as const;
export type ProgressedAngleMethod = (typeof PROGRESSED_ANGLE_METHODS)[number];
export const DEFAULT_PROGRESSED_ANGLES: ProgressedAngleMethod = 'solarArcLongitude';

export interface ProgressedChart {
  targetUtc: string;
  /** The instant whose sky is read as the progressed chart. */
  progressedUtc: string;
  progressedJdUt: number;
  /** Progressed Sun − natal Sun, degrees of longitude. */
  solarArcDeg: number;
  angleMethod: ProgressedAngleMethod;
  bodies: Record<BodyId, BodyPosition>;
  houses: Houses | null;
}

export interface ProgressionOptions {
  houseSystem?: HouseSystem;
  angles?: ProgressedAngleMethod;
}

/** The progressed instant (Julian day UT) for a target instant. */
export function progressedJdUt(natalJdUt: number, targetJdUt: number): number {
  if (!Number.isFinite(natalJdUt) || !Number.isFinite(targetJdUt))
    throw new RangeError('progressedJdUt: not a number');
  return natalJdUt + (targetJdUt - natalJdUt) / TROPICAL_YEAR_DAYS;
}

/** The real instant (Julian day UT) whose progressed sky is the one of progressedJd. */
export function targetJdOfProgressed(natalJdUt: number, progressedJd: number): number {
  return natalJdUt + (progressedJd - natalJdUt) * TROPICAL_YEAR_DAYS;
}

function parseUtc(utc: string): number {
  const ms = Date.parse(utc);
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${utc}`);
  return ms;
}

/** The ARMC (deg) of the progressed chart by the chosen method. */
export function progressedArmcDeg(
  natal: Pick<NatalChart, 'jdUt' | 'angles' | 'bodies' | 'trueObliquityDeg' | 'latitude'>,
  progressedJd: number,
  progressedSunDeg: number,
  trueObliquityDeg: number,
  method: ProgressedAngleMethod,
): number {
  if (!natal.angles)
    throw new RangeError('progressedArmcDeg: the natal chart has no angles (birth time unknown)');
  const f = houseFrame(0, natal.latitude, trueObliquityDeg);
  switch (method) {
    case 'solarArcLongitude': {
      const mc = normalizeDeg(
        natal.angles.mc + signedDiffDeg(progressedSunDeg, natal.bodies.sun.longitudeDeg),
      );
      return rightAscensionOfEclipticDeg(mc, f);
    }
    case 'solarArcRightAscension': {
      const nf = houseFrame(0, natal.latitude, natal.trueObliquityDeg);
      const arc = signedDiffDeg(
        rightAscensionOfEclipticDeg(progressedSunDeg, f),
        rightAscensionOfEclipticDeg(natal.bodies.sun.longitudeDeg, nf),
      );
      return normalizeDeg(natal.angles.armc + arc);
    }
    case 'naibod':
      return normalizeDeg(natal.angles.armc + (progressedJd - natal.jdUt) * NAIBOD_DEG_PER_YEAR);
  }
}

export function secondaryProgression(
  natal: NatalChart,
  targetUtc: string,
  options: ProgressionOptions | HouseSystem = {},
): ProgressedChart {
  const o: ProgressionOptions = typeof options === 'string' ? { houseSystem: options } : options;
  const method = o.angles ?? DEFAULT_PROGRESSED_ANGLES;
  const targetJd = jdUtFromUnixMs(parseUtc(targetUtc));
  const pJd = progressedJdUt(natal.jdUt, targetJd);
  const eph = ephemerisAt(pJd);
  const eps = eph.nutation.trueObliquityRad * RAD_TO_DEG;
  const houses = natal.angles
    ? housesFromArmc(
        progressedArmcDeg(natal, pJd, eph.bodies.sun.longitudeDeg, eps, method),
        natal.latitude,
        eps,
        o.houseSystem ?? natal.houses?.system ?? 'P',
      )
    : null;
  return {
    targetUtc: new Date(parseUtc(targetUtc)).toISOString(),
    progressedUtc: new Date(Math.round(unixMsFromJdUt(pJd))).toISOString(),
    progressedJdUt: pJd,
    solarArcDeg: signedDiffDeg(eph.bodies.sun.longitudeDeg, natal.bodies.sun.longitudeDeg),
    angleMethod: method,
    bodies: eph.bodies,
    houses,
  };
}

export interface SolarArcDirections {
  targetUtc: string;
  solarArcDeg: number;
  /** Directed longitude (deg) of every natal body, and of asc and mc when the birth time is known. */
  points: Record<string, number>;
}

/** Solar-arc directions: each natal point plus the progressed Sun's arc in longitude. */
export function solarArcDirections(natal: NatalChart, targetUtc: string): SolarArcDirections {
  const targetJd = jdUtFromUnixMs(parseUtc(targetUtc));
  const pJd = progressedJdUt(natal.jdUt, targetJd);
  const sun = ephemerisAt(pJd, ['sun']).bodies.sun!;
  const arc = signedDiffDeg(sun.longitudeDeg, natal.bodies.sun.longitudeDeg);
  const points: Record<string, number> = {};
  for (const [id, b] of Object.entries(natal.bodies)) points[id] = normalizeDeg(b.longitudeDeg + arc);
  if (natal.angles) {
    points.asc = normalizeDeg(natal.angles.asc + arc);
    points.mc = normalizeDeg(natal.angles.mc + arc);
  }
  return { targetUtc: new Date(parseUtc(targetUtc)).toISOString(), solarArcDeg: arc, points };
}
