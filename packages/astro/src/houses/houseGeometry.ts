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

/** The poles themselves are moved 1e-10° towards the equator, where every formula is defined (as Swiss Ephemeris does). */
export function houseFrame(armcDeg: number, latDeg: number, trueObliquityDeg: number): HouseFrame {
  const e = trueObliquityDeg * DEG_TO_RAD;
  const lat = Math.abs(Math.abs(latDeg) - 90) < 1e-10 ? Math.sign(latDeg) * (90 - 1e-10) : latDeg;
  return {
    armcDeg: normalizeDeg(armcDeg),
    latDeg: lat,
    sinEps: Math.sin(e),
    cosEps: Math.cos(e),
    tanLat: Math.tan(lat * DEG_TO_RAD),
  };
}

/**
 * Ecliptic longitude (deg) where the circle crossing the equator at right ascension xDeg with pole height
 * poleDeg meets the ecliptic: λ = atan2(sin x, cos x cos ε − tan p sin ε). p = φ, x = ARMC + 90 gives the ASC.
 */
export function eclipticCuspDeg(xDeg: number, poleTan: number, f: HouseFrame): number {
  const x = xDeg * DEG_TO_RAD;
  return normalizeDeg(Math.atan2(Math.sin(x), Math.cos(x) * f.cosEps - poleTan * f.sinEps) * RAD_TO_DEG);
}

/** Ecliptic point on the hour circle of right ascension raDeg (pole height 0). */
export function eclipticOfRightAscensionDeg(raDeg: number, f: HouseFrame): number {
  return eclipticCuspDeg(raDeg, 0, f);
}

/** Right ascension (deg) of an ecliptic point of latitude 0. */
export function rightAscensionOfEclipticDeg(lonDeg: number, f: HouseFrame): number {
  const l = lonDeg * DEG_TO_RAD;
  return normalizeDeg(Math.atan2(Math.sin(l) * f.cosEps, Math.cos(l)) * RAD_TO_DEG);
}

/** The eastern intersection of horizon and ecliptic as the formula gives it (inside the polar circles it may be the western one). */
export function ascendantDeg(f: HouseFrame): number {
  return eclipticCuspDeg(f.armcDeg + 90, f.tanLat, f);
}

export function midheavenDeg(f: HouseFrame): number {
  return eclipticCuspDeg(f.armcDeg, 0, f);
}

/**
 * Vertex: the "ascendant" of the co-latitude at ARMC − 90°, i.e. where the prime vertical meets the ecliptic in
 * the west. Between the tropics that formula can give the eastern point, and it is turned by 180° when it lies
 * before the MC (the Swiss Ephemeris convention); elsewhere the formula's point is kept.
 */
export function vertexDeg(f: HouseFrame, mcDeg: number): number {
  const coLat = f.latDeg >= 0 ? 90 - f.latDeg : -90 - f.latDeg;
  const v = eclipticCuspDeg(f.armcDeg - 90, Math.tan(coLat * DEG_TO_RAD), f);
  if (Math.abs(f.latDeg) <= Math.asin(f.sinEps) * RAD_TO_DEG && signedArcDeg(v, mcDeg) > 0)
    return normalizeDeg(v + 180);
  return v;
}

/** a − b reduced to [−180, 180). */
export function signedArcDeg(aDeg: number, bDeg: number): number {
  return normalizeDeg(aDeg - bDeg + 180) - 180;
}

/** Declination (deg) of an ecliptic point of latitude 0. */
export function declinationOfEclipticDeg(lonDeg: number, f: HouseFrame): number {
  return Math.asin(f.sinEps * Math.sin(lonDeg * DEG_TO_RAD)) * RAD_TO_DEG;
}

/** Ascensional difference (deg) of a declination at the frame's latitude; NaN where the point is circumpolar. */
export function ascensionalDifferenceDeg(decDeg: number, f: HouseFrame): number {
  return Math.asin(f.tanLat * Math.tan(decDeg * DEG_TO_RAD)) * RAD_TO_DEG;
}
