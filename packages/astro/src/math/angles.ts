// Angle constants and normalisation shared by every module of the package.
export const DEG_TO_RAD = Math.PI / 180;
export const RAD_TO_DEG = 180 / Math.PI;
export const ARCSEC_TO_RAD = Math.PI / 648000;
export const TWO_PI = 2 * Math.PI;

/** Angle reduced to [0, 360) degrees. */
export function normalizeDeg(angleDeg: number): number {
  const r = angleDeg % 360;
  return r < 0 ? r + 360 : r;
}

/** Angle reduced to [0, 2π) radians. */
export function normalizeRad(angleRad: number): number {
  const r = angleRad % TWO_PI;
  return r < 0 ? r + TWO_PI : r;
}

/** Signed shortest difference a − b in degrees, in (−180, 180]. */
export function signedDiffDeg(aDeg: number, bDeg: number): number {
  let d = (aDeg - bDeg) % 360;
  if (d > 180) d -= 360;
  else if (d <= -180) d += 360;
  return d;
}
