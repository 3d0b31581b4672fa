// Secondary progressions ("a day for a year", Placidus' method as used today): the ephemeris of the day that is
// as many days after birth as the target is years after it. The progressed MC moves by the solar arc in right
// ascension-free form (progressed Sun − natal Sun added to the ARMC), the common "solar arc MC" convention.
import { type BodyId, type BodyPosition, ephemerisAt } from '../bodies/ephemeris.ts';
import { housesFromArmc, type Houses } from '../houses/houseCusps.ts';
import type { HouseSystem } from '../houses/houseSystems.ts';
import { normalizeDeg } from '../math/angles.ts';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import type { NatalChart } from './natalChart.ts';

/** Tropical year in days (mean, J2000), the "year" of the day-for-a-year key. */
export const TROPICAL_YEAR_DAYS = 365.24219;

export interface ProgressedChart {
  targetUtc: string;
  /** The instant whose sky is read as the progressed chart. */
  progressedUtc: string;
  progressedJdUt: number;
  bodies: Record<BodyId, BodyPosition>;
  houses: Houses | null;
}

export function secondaryProgression(
  natal: NatalChart,
  targetUtc: string,
  houseSystem: HouseSystem = 'P',
): ProgressedChart {
  const targetJd = jdUtFromUnixMs(Date.parse(targetUtc));
  const progressedJdUt = natal.jdUt + (targetJd - natal.jdUt) / TROPICAL_YEAR_DAYS;
  const eph = ephemerisAt(progressedJdUt);
  let houses: Houses | null = null;
  if (natal.angles) {
    const solarArc = eph.bodies.sun.longitudeDeg - natal.bodies.sun.longitudeDeg;
    houses = housesFromArmc(
      normalizeDeg(natal.angles.armc + solarArc),
      natal.latitude,
      natal.trueObliquityDeg,
      houseSystem,
    );
  }
  return {
    targetUtc: new Date(Date.parse(targetUtc)).toISOString(),
    progressedUtc: new Date(Math.round(unixMsFromJdUt(progressedJdUt))).toISOString(),
    progressedJdUt,
    bodies: eph.bodies,
    houses,
  };
}
