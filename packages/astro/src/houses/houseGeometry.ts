// Spherical geometry shared by the house systems: the ecliptic point cut by a great circle through the north
// and south points of a circle of "pole height" p (Regiomontanus' construction; cf. Swiss Ephemeris docs §6, Asc1).
import { DEG_TO_RAD, normalizeDeg, RAD_TO_DEG } from '../math/angles.ts';

export interface HouseFrame {
  armcDeg: number;
  latDeg: number;
  sinEps: number;
  cosEps: number;
  tanLat: number;
}

export function houseFrame(armcDeg: number, latDeg: number, trueObliquityDeg: number): HouseFrame {
  const e = trueObliquityDeg * DEG_TO_RAD;
  return { armcDeg, latDeg, sinEps: Math.sin(e), cosEps: Math.cos(e), tanLat: Math.tan(latDeg * DEG_TO_RAD) };
}

/**
 * Ecliptic longitude (deg) where the circle crossing the equator at right ascension xDeg with pole height
 * poleDeg meets the ecliptic: λ = atan2(sin x, cos x cos ε − tan p sin ε). p = φ, x = ARMC + 90 gives the ASC.
 */
export function eclipticCuspDeg(xDeg: number, poleTan: number, f: HouseFrame): number {
  const x = xDeg * DEG_TO_RAD;
  return normalizeDeg(Math.atan2(Math.sin(x), Math.cos(x) * f.cosEps - poleTan * f.sinEps) * RAD_TO_DEG);
}

export function ascendantDeg(f: HouseFrame): number {
  return eclipticCuspDeg(f.armcDeg + 90, f.tanLat, f);
}

export function midheavenDeg(f: HouseFrame): number {
  return eclipticCuspDeg(f.armcDeg, 0, f);
}

/** Vertex: western point of the prime vertical on the ecliptic, the "ascendant" of the co-latitude at ARMC − 90. */
export function vertexDeg(f: HouseFrame): number {
  const coLat = f.latDeg >= 0 ? 90 - f.latDeg : -90 - f.latDeg;
  const v = eclipticCuspDeg(f.armcDeg - 90, Math.tan(coLat * DEG_TO_RAD), f);
  // The circle meets the ecliptic twice; the vertex is the western point (hour angle 0…180°).
  const raDeg = Math.atan2(Math.sin(v * DEG_TO_RAD) * f.cosEps, Math.cos(v * DEG_TO_RAD)) * RAD_TO_DEG;
  return normalizeDeg(f.armcDeg - raDeg) < 180 ? v : normalizeDeg(v + 180);
}

/** Declination (deg) of an ecliptic point of latitude 0. */
export function declinationOfEclipticDeg(lonDeg: number, f: HouseFrame): number {
  return Math.asin(f.sinEps * Math.sin(lonDeg * DEG_TO_RAD)) * RAD_TO_DEG;
}

/** Ascensional difference (deg) of a declination at the frame's latitude; NaN where the point is circumpolar. */
export function ascensionalDifferenceDeg(decDeg: number, f: HouseFrame): number {
  return Math.asin(f.tanLat * Math.tan(decDeg * DEG_TO_RAD)) * RAD_TO_DEG;
}
