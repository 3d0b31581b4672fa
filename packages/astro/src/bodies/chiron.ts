// Heliocentric 2060 Chiron from the Chebyshev table that scripts/generate-chiron.ts builds by integrating Chiron's
// orbit under the Sun and the giant planets from one state (2012-03-14): the JPL SBDB state, calibrated by
// scripts/fit-chiron.ts to the Swiss Ephemeris file seas_18.se1 (≤ 0.5″ heliocentric, 1800–2200). Outside 1800–2200
// an unperturbed Kepler orbit from that state's osculating elements is used (errors of degrees: see the README).
import { type ChebyshevTable, chebyshevCovers, chebyshevPositionVelocity } from './chebyshevTable.ts';
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
  else keplerChiron(jdTt, out);
}

/** Gaussian gravitational constant: the elements are two-body elements with GM☉ alone. */
const K = 0.01720209895;

function keplerChiron(jdTt: number, out: Float64Array): void {
  const D = Math.PI / 180;
  const a = EL.q / (1 - EL.e);
  const n = K / Math.sqrt(a * a * a);
  const m = EL.m * D + n * (jdTt - EL.epochJd);
  let E = m;
  for (let k = 0; k < 30; k++) E -= (E - EL.e * Math.sin(E) - m) / (1 - EL.e * Math.cos(E));
  const b = a * Math.sqrt(1 - EL.e * EL.e);
  const dE = n / (1 - EL.e * Math.cos(E));
  const xv = a * (Math.cos(E) - EL.e);
  const yv = b * Math.sin(E);
  const vx = -a * Math.sin(E) * dE;
  const vy = b * Math.cos(E) * dE;
  const cO = Math.cos(EL.node * D);
  const sO = Math.sin(EL.node * D);
  const cw = Math.cos(EL.peri * D);
  const sw = Math.sin(EL.peri * D);
  const ci = Math.cos(EL.i * D);
  const si = Math.sin(EL.i * D);
  const r11 = cO * cw - sO * sw * ci;
  const r12 = -cO * sw - sO * cw * ci;
  const r21 = sO * cw + cO * sw * ci;
  const r22 = -sO * sw + cO * cw * ci;
  const r31 = sw * si;
  const r32 = cw * si;
  out[0] = r11 * xv + r12 * yv;
  out[1] = r21 * xv + r22 * yv;
  out[2] = r31 * xv + r32 * yv;
  out[3] = r11 * vx + r12 * vy;
  out[4] = r21 * vx + r22 * vy;
  out[5] = r31 * vx + r32 * vy;
}
