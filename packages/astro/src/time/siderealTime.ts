// Greenwich sidereal time. GMST: IAU 2006 (Capitaine et al. 2003, A&A 412, 567; IERS Conventions 2010 eq. 5.32)
// from the Earth rotation angle; equation of the equinoxes: IAU 1994 (Δψ cos ε_A + 0.00264″ sin Ω + 0.000063″ sin 2Ω).
import { ARCSEC_TO_RAD, DEG_TO_RAD, normalizeDeg, RAD_TO_DEG } from '../math/angles.ts';

/** Greenwich mean sidereal time in degrees; jdUt for the rotation angle, jdTt for the precession part. */
export function greenwichMeanSiderealDeg(jdUt: number, jdTt: number): number {
  const du = jdUt - 2451545.0;
  const era = 360 * ((0.779057273264 + 0.00273781191135448 * du + (du % 1) + 1) % 1);
  const t = (jdTt - 2451545.0) / 36525;
  const poly =
    0.014506 +
    t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 - t * 0.0000000368))));
  return normalizeDeg(era + poly / 3600);
}

/** Greenwich apparent sidereal time in degrees, given nutation Δψ and mean obliquity (radians). */
export function greenwichApparentSiderealDeg(
  jdUt: number,
  jdTt: number,
  dPsiRad: number,
  meanObliquityRad: number,
): number {
  const t = (jdTt - 2451545.0) / 36525;
  const om = (125.04455501 - 1934.1361849 * t) * DEG_TO_RAD;
  const eqEq =
    dPsiRad * Math.cos(meanObliquityRad) +
    (0.00264 * Math.sin(om) + 0.000063 * Math.sin(2 * om)) * ARCSEC_TO_RAD;
  return normalizeDeg(greenwichMeanSiderealDeg(jdUt, jdTt) + eqEq * RAD_TO_DEG);
}
