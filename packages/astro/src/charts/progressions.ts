// Secondary progressions ("a day for a year") and solar-arc directions.
// - Progressed bodies: the sky of the day that is as many days after birth as the target is tropical years after it.
// - Progressed angles: the MC moved by an arc, the other cusps derived from it at the birthplace (Solar Fire's
//   "Chart Angle Progression Type"; M. Pottenger, "Progressed Angles", The Mutable Dilemma 1981):
//   solarArcLongitude — the MC moves in longitude by the Sun's progressed arc (the most common today, our default);
//   solarArcRightAscension — the ARMC moves by the Sun's progressed arc in right ascension;
//   naibod — the ARMC moves by the Sun's mean motion, 0.98564733° per year (Naibod in right ascension).
// - Solar-arc directions: every natal point, angles included, moved by the same solar arc in longitude.
// - In a sidereal zodiac (options.zodiac; the natal chart given stays tropical) the progressed chart is the sky of
//   the progressed instant less the ayanamsa of that instant, cusps and angles too; the solar arc is the sidereal
//   one (progressed − natal Sun, each in its own instant's zodiac), so a directed point is its tropical place less
//   the progressed instant's ayanamsa.
import { type BodyId, type BodyPosition, ephemerisAt } from '../bodies/ephemeris.ts';
import { rightAscensionOfEclipticDeg, houseFrame } from '../houses/houseGeometry.ts';
import { housesFromArmc, type Houses } from '../houses/houseCusps.ts';
import type { HouseSystem } from '../houses/houseSystems.ts';
import { normalizeDeg, RAD_TO_DEG, signedDiffDeg } from '../math/angles.ts';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import { ayanamsaAt, type Zodiac } from '../zodiac/ayanamsa.ts';
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
  /** The zodiac of the answer (default tropical); the natal chart given is the tropical one. */
  zodiac?: Zodiac;
}

/** What a sidereal answer subtracts: the ayanamsa at the progressed instant, and at birth (for the arc). */
function shiftsOf(natal: Pick<NatalChart, 'jdUt' | 'zodiac'>, pJd: number, zodiac: Zodiac) {
  if (natal.zodiac !== 'tropical') throw new RangeError('progressions: give the tropical natal chart');
  return { progressed: ayanamsaAt(pJd, zodiac).deg, natal: ayanamsaAt(natal.jdUt, zodiac).deg };
}

const shifted = (bodies: Record<BodyId, BodyPosition>, by: number): Record<BodyId, BodyPosition> => {
  if (by === 0) return bodies;
  const out = { ...bodies };
  for (const id of Object.keys(out) as BodyId[])
    out[id] = { ...out[id], longitudeDeg: normalizeDeg(out[id].longitudeDeg - by) };
  return out;
};

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
  const tropicalHouses = natal.angles
    ? housesFromArmc(
        progressedArmcDeg(natal, pJd, eph.bodies.sun.longitudeDeg, eps, method),
        natal.latitude,
        eps,
        o.houseSystem ?? natal.houses?.system ?? 'P',
      )
    : null;
  const shift = shiftsOf(natal, pJd, o.zodiac ?? 'tropical');
  const sid = (deg: number): number => normalizeDeg(deg - shift.progressed);
  const houses =
    tropicalHouses && shift.progressed !== 0
      ? {
          ...tropicalHouses,
          cusps: tropicalHouses.cusps.map(sid),
          ascDeg: sid(tropicalHouses.ascDeg),
          mcDeg: sid(tropicalHouses.mcDeg),
          vertexDeg: sid(tropicalHouses.vertexDeg),
        }
      : tropicalHouses;
  return {
    targetUtc: new Date(parseUtc(targetUtc)).toISOString(),
    progressedUtc: new Date(Math.round(unixMsFromJdUt(pJd))).toISOString(),
    progressedJdUt: pJd,
    solarArcDeg:
      signedDiffDeg(eph.bodies.sun.longitudeDeg, natal.bodies.sun.longitudeDeg) -
      shift.progressed +
      shift.natal,
    angleMethod: method,
    bodies: shifted(eph.bodies, shift.progressed),
    houses,
  };
}

export interface SolarArcDirections {
  targetUtc: string;
  solarArcDeg: number;
  /** Directed longitude (deg) of every natal body, and of asc and mc when the birth time is known. */
  points: Record<string, number>;
}

/**
 * Solar-arc directions: each natal point plus the progressed Sun's arc in longitude; in a sidereal zodiac (the
 * natal chart given stays tropical) the sidereal natal points plus the sidereal arc.
 */
export function solarArcDirections(
  natal: NatalChart,
  targetUtc: string,
  zodiac: Zodiac = 'tropical',
): SolarArcDirections {
  const targetJd = jdUtFromUnixMs(parseUtc(targetUtc));
  const pJd = progressedJdUt(natal.jdUt, targetJd);
  const sun = ephemerisAt(pJd, ['sun']).bodies.sun!;
  const shift = shiftsOf(natal, pJd, zodiac);
  const arc = signedDiffDeg(sun.longitudeDeg, natal.bodies.sun.longitudeDeg) - shift.progressed + shift.natal;
  const moved = (deg: number): number => normalizeDeg(deg - shift.natal + arc);
  const points: Record<string, number> = {};
  for (const [id, b] of Object.entries(natal.bodies)) points[id] = moved(b.longitudeDeg);
  if (natal.angles) {
    points.asc = moved(natal.angles.asc);
    points.mc = moved(natal.angles.mc);
  }
  return { targetUtc: new Date(parseUtc(targetUtc)).toISOString(), solarArcDeg: arc, points };
}
