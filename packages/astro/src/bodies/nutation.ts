// Nutation (IAU 1980 theory, Seidelmann 1982; Meeus ch. 22 table) and the obliquity of the ecliptic.
import { NUTATION_IAU1980 } from '../data/nutation-iau1980.ts';
import { ARCSEC_TO_RAD, DEG_TO_RAD } from '../math/angles.ts';

export interface Nutation {
  /** Nutation in longitude Δψ, radians. */
  dPsiRad: number;
  /** dΔψ/dt, radians per day: part of every apparent longitude speed. */
  dPsiRateRadPerDay: number;
  /** Nutation in obliquity Δε, radians. */
  dEpsRad: number;
  /** Mean obliquity ε_A, radians. */
  meanObliquityRad: number;
  /** True obliquity ε = ε_A + Δε, radians. */
  trueObliquityRad: number;
}

/** Mean obliquity of the ecliptic, IAU 2006 (Hilton et al. 2006; IERS Conventions 2010 eq. 5.40). T = Julian centuries TT. */
export function meanObliquityRad(t: number): number {
  return (
    (84381.406 +
      t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))))) *
    ARCSEC_TO_RAD
  );
}

/** Δψ, Δε (IAU 1980) and obliquities for T Julian centuries TT since J2000. */
export function nutationAt(t: number): Nutation {
  // Fundamental arguments, Meeus (22) after ELP2000-82.
  const d = (297.85036 + t * (445267.11148 + t * (-0.0019142 + t / 189474))) * DEG_TO_RAD;
  const m = (357.52772 + t * (35999.05034 + t * (-0.0001603 - t / 300000))) * DEG_TO_RAD;
  const mm = (134.96298 + t * (477198.867398 + t * (0.0086972 + t / 56250))) * DEG_TO_RAD;
  const f = (93.27191 + t * (483202.017538 + t * (-0.0036825 + t / 327270))) * DEG_TO_RAD;
  const om = (125.04452 + t * (-1934.136261 + t * (0.0020708 + t / 450000))) * DEG_TO_RAD;
  let dPsi = 0;
  let dPsiRate = 0;
  let dEps = 0;
  const n = NUTATION_IAU1980;
  for (let i = n.length - 9; i >= 0; i -= 9) {
    const arg = n[i]! * d + n[i + 1]! * m + n[i + 2]! * mm + n[i + 3]! * f + n[i + 4]! * om;
    // argument rate in degrees per century (linear terms of the fundamental arguments)
    const argRate =
      n[i]! * 445267.11148 +
      n[i + 1]! * 35999.05034 +
      n[i + 2]! * 477198.867398 +
      n[i + 3]! * 483202.017538 +
      n[i + 4]! * -1934.136261;
    const c = Math.cos(arg);
    dPsi += Math.sin(arg) * (n[i + 5]! + n[i + 6]! * t);
    dPsiRate += c * (n[i + 5]! + n[i + 6]! * t) * argRate;
    dEps += c * (n[i + 7]! + n[i + 8]! * t);
  }
  const dPsiRad = dPsi * 1e-4 * ARCSEC_TO_RAD;
  const dEpsRad = dEps * 1e-4 * ARCSEC_TO_RAD;
  const eps0 = meanObliquityRad(t);
  const dPsiRateRadPerDay = (dPsiRate * DEG_TO_RAD * 1e-4 * ARCSEC_TO_RAD) / 36525;
  return { dPsiRad, dPsiRateRadPerDay, dEpsRad, meanObliquityRad: eps0, trueObliquityRad: eps0 + dEpsRad };
}
