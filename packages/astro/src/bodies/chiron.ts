// Heliocentric 2060 Chiron from the Chebyshev table that scripts/generate-chiron.ts builds by integrating Chiron's
// orbit under the Sun and the giant planets from one state (2012-03-14): the JPL SBDB state, calibrated by
// scripts/fit-chiron.ts to the Swiss Ephemeris file seas_18.se1 (≤ 0.5″ heliocentric, 1800–2200). Outside 1800–2200
// an unperturbed Kepler orbit from that state's osculating elements is used (errors of degrees: see the README).
import { type ChebyshevTable, chebyshevCovers, chebyshevPositionVelocity } from './chebyshevTable.ts';
import { keplerPositionVelocity } from './kepler.ts';
import {
  CHIRON_COEFFS,
  CHIRON_DEGREE,
  CHIRON_ELEMENTS as EL,
  CHIRON_END_JD,
  CHIRON_SEGMENT_DAYS,
  CHIRON_START_JD,
} from '../data/chiron-chebyshev.ts';

const TABLE: ChebyshevTable = {
  startJd: CHIRON_START_JD,
  segmentDays: CHIRON_SEGMENT_DAYS,
  segments: Math.round((CHIRON_END_JD - CHIRON_START_JD) / CHIRON_SEGMENT_DAYS),
  degree: CHIRON_DEGREE,
  coeffs: CHIRON_COEFFS,
};

/** Heliocentric rectangular ecliptic J2000 position (AU) and velocity (AU/day) of Chiron into out[0..5]. */
export function chironPositionVelocity(jdTt: number, out: Float64Array): void {
  if (chebyshevCovers(TABLE, jdTt)) chebyshevPositionVelocity(TABLE, jdTt, out);
  else keplerPositionVelocity(EL, jdTt, out);
}
