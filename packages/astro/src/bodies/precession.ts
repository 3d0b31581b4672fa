// Ecliptic precession from the J2000 ecliptic to the mean ecliptic and equinox of date, IAU 2006 (P03)
// angles of Capitaine, Wallace & Chapront 2003, A&A 412, 567 (π_A, Π_A, p_A), rotation as in Meeus (21.5).
import { ARCSEC_TO_RAD } from '../math/angles.ts';

/** Row-major 3×3 rotation J2000 ecliptic → mean ecliptic of date, and p_A rate (rad/day). */
export interface Precession {
  matrix: Float64Array;
  /** General precession in longitude p_A, radians. */
  pARad: number;
  /** dp_A/dt, radians per day (adds to every longitude speed). */
  pARateRadPerDay: number;
}

/** General precession in longitude p_A (radians) and its rate (rad/century), P03. */
export function generalPrecessionRad(t: number): { pA: number; rate: number } {
  const pA = t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
  const rate = 5028.796195 + t * (2 * 1.1054348 + t * (3 * 0.00007964 + t * (4 * -0.000023857)));
  return { pA: pA * ARCSEC_TO_RAD, rate: rate * ARCSEC_TO_RAD };
}

export function precessionAt(t: number): Precession {
  const eta =
    t *
    (46.998973 + t * (-0.0334926 + t * (-0.00012559 + t * (0.000000113 + t * -0.0000000022)))) *
    ARCSEC_TO_RAD;
  const bigPi =
    (629546.7936 +
      t * (-867.95758 + t * (0.157992 + t * (-0.0005371 + t * (-0.00004797 + t * 0.000000072))))) *
    ARCSEC_TO_RAD;
  const { pA, rate } = generalPrecessionRad(t);
  // M = Rz(−(Π + p)) · Rx(η) · Rz(Π), frame rotations.
  const c1 = Math.cos(bigPi);
  const s1 = Math.sin(bigPi);
  const ce = Math.cos(eta);
  const se = Math.sin(eta);
  const c2 = Math.cos(-(bigPi + pA));
  const s2 = Math.sin(-(bigPi + pA));
  // A = Rx(η)·Rz(Π)
  const a = [c1, s1, 0, -s1 * ce, c1 * ce, se, s1 * se, -c1 * se, ce];
  const m = new Float64Array(9);
  for (let j = 0; j < 3; j++) {
    m[j] = c2 * a[j]! + s2 * a[3 + j]!;
    m[3 + j] = -s2 * a[j]! + c2 * a[3 + j]!;
    m[6 + j] = a[6 + j]!;
  }
  return { matrix: m, pARad: pA, pARateRadPerDay: rate / 36525 };
}
