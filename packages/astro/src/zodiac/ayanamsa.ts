// Sidereal zodiacs: the ayanamsa (distance of the tropical 0° Aries from the sidereal one) of Lahiri and of
// Fagan-Bradley, defined as in the Swiss Ephemeris (sweph.h, "ayanamsa" table; documentation §2.7): the value at a
// reference epoch t0, carried to the date by precessing the vernal point of date back to the ecliptic of t0 and
// reading its longitude there. Lahiri: Indian Calendar Reform Committee (1956) as given in the Indian Astronomical
// Ephemeris 1989; Fagan-Bradley: Fagan & Firebrace, "Primer of Sidereal Astrology" (SVP 1950).
import { precessionAt } from '../bodies/precession.ts';
import { normalizeDeg, RAD_TO_DEG } from '../math/angles.ts';
import { nutationAt, type Nutation } from '../bodies/nutation.ts';
import { jdTtFromJdUt } from '../time/deltaT.ts';

export const SIDEREAL_SYSTEMS = ['lahiri', 'faganBradley'] as const;
export type SiderealSystem = (typeof SIDEREAL_SYSTEMS)[number];

interface AyanamsaDefinition {
  /** Reference epoch, Julian day TT. */
  t0JdTt: number;
  /** Mean ayanamsa at t0, degrees (nutation removed). */
  atT0Deg: number;
  /**
   * Swiss Ephemeris keeps sidereal positions fixed when the ayanamsa was defined with an older precession model
   * (IAU 1976 for Lahiri, Newcomb for Fagan-Bradley) by subtracting the difference the models make at t0; this
   * constant is that correction, measured against Swiss Ephemeris 2.10.03 (test/reference/points.json).
   */
  modelCorrectionDeg: number;
}

const DEFINITIONS: Record<SiderealSystem, AyanamsaDefinition> = {
  lahiri: { t0JdTt: 2435553.5, atT0Deg: 23.250182778 - 0.004658035, modelCorrectionDeg: -0.1284 / 3600 },
  faganBradley: { t0JdTt: 2433282.42346, atT0Deg: 24.042044444, modelCorrectionDeg: 0.4146 / 3600 },
};

/** Mean ayanamsa (degrees, without nutation) at a Julian day TT. */
export function meanAyanamsaDeg(jdTt: number, system: SiderealSystem): number {
  if (!Number.isFinite(jdTt)) throw new RangeError('meanAyanamsaDeg: jdTt must be a finite number');
  const def = DEFINITIONS[system];
  // The vernal point of date in J2000 ecliptic coordinates is the first row of the J2000 → date rotation.
  const m = precessionAt((jdTt - 2451545.0) / 36525).matrix;
  const m0 = precessionAt((def.t0JdTt - 2451545.0) / 36525).matrix;
  const x = m0[0]! * m[0]! + m0[1]! * m[1]! + m0[2]! * m[2]!;
  const y = m0[3]! * m[0]! + m0[4]! * m[1]! + m0[5]! * m[2]!;
  return normalizeDeg(-Math.atan2(y, x) * RAD_TO_DEG + def.atT0Deg - def.modelCorrectionDeg);
}

/**
 * What to subtract from an apparent tropical longitude (true equinox of date) for the sidereal one: the mean
 * ayanamsa plus the nutation in longitude (the sidereal zodiac does not nutate).
 */
export function apparentAyanamsaDeg(
  jdTt: number,
  nutation: Pick<Nutation, 'dPsiRad'>,
  system: SiderealSystem,
): number {
  return meanAyanamsaDeg(jdTt, system) + nutation.dPsiRad * RAD_TO_DEG;
}

/** A chart's zodiac: tropical, or one of the sidereal systems. */
export type Zodiac = 'tropical' | SiderealSystem;

/**
 * The apparent ayanamsa (degrees) at an instant (Julian day UT), as natalChart subtracts it, and its rate (degrees
 * per day, precession plus the nutation's rate); 0 and 0 in the tropical zodiac. The timed techniques use it to
 * read each instant's sky in the sidereal zodiac of that instant.
 */
export function ayanamsaAt(jdUt: number, zodiac: Zodiac): { deg: number; rateDegPerDay: number } {
  if (zodiac === 'tropical') return { deg: 0, rateDegPerDay: 0 };
  const jdTt = jdTtFromJdUt(jdUt);
  const nutation = nutationAt((jdTt - 2451545.0) / 36525);
  const overADay = meanAyanamsaDeg(jdTt + 0.5, zodiac) - meanAyanamsaDeg(jdTt - 0.5, zodiac);
  return {
    deg: apparentAyanamsaDeg(jdTt, nutation, zodiac),
    rateDegPerDay: ((overADay + 540) % 360) - 180 + nutation.dPsiRateRadPerDay * RAD_TO_DEG,
  };
}
