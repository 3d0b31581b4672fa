// Mean lunar node and mean apogee (Lilith) from the ELP-2000/82 mean elements (Chapront-Touzé & Chapront 1988,
// as printed in Meeus, Astronomical Algorithms 2nd ed., (47.7) and ch. 50), and the osculating ("true") node.
import { DEG_TO_RAD } from '../math/angles.ts';

/** Mean inclination of the lunar orbit to the ecliptic (Meeus ch. 47). */
const MOON_INCLINATION_RAD = 5.1453964 * DEG_TO_RAD;
/** Mean semi-major axis (km) and eccentricity of the lunar orbit, for the apogee distance. */
const MOON_SEMI_MAJOR_AXIS_KM = 383397.7916;
const MOON_ECCENTRICITY = 0.055545526;

/** Mean ascending node, degrees, mean equinox of date, and its rate in deg/day. */
export function meanNodeDeg(t: number): { lonDeg: number; speedDegPerDay: number } {
  const lonDeg = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 - t / 60616000)));
  const rate = -1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467441 - (4 * t) / 60616000));
  return { lonDeg, speedDegPerDay: rate / 36525 };
}

/** Mean longitude of the lunar perigee, degrees, mean equinox of date, and rate in deg/day. */
export function meanPerigeeDeg(t: number): { lonDeg: number; speedDegPerDay: number } {
  const lonDeg = 83.3532465 + t * (4069.0137287 + t * (-0.01032 + t * (-1 / 80053 + t / 18999000)));
  const rate = 4069.0137287 + t * (-2 * 0.01032 + t * (-3 / 80053 + (4 * t) / 18999000));
  return { lonDeg, speedDegPerDay: rate / 36525 };
}

export interface EclipticPoint {
  lonRad: number;
  latRad: number;
  lonRateRadPerDay: number;
  latRateRadPerDay: number;
  distAu: number;
}

/**
 * Mean apogee ("Black Moon Lilith") as a point on the mean lunar orbit: the apogee's angle from the node is
 * measured in the inclined orbit plane and projected to the ecliptic, which gives it a latitude up to ±5.1°.
 */
export function meanApogee(t: number): EclipticPoint {
  const node = meanNodeDeg(t);
  const perigee = meanPerigeeDeg(t);
  const u = (perigee.lonDeg + 180 - node.lonDeg) * DEG_TO_RAD;
  const du = (perigee.speedDegPerDay - node.speedDegPerDay) * DEG_TO_RAD;
  const ci = Math.cos(MOON_INCLINATION_RAD);
  const si = Math.sin(MOON_INCLINATION_RAD);
  const su = Math.sin(u);
  const cu = Math.cos(u);
  const lonRad = node.lonDeg * DEG_TO_RAD + Math.atan2(su * ci, cu);
  const latRad = Math.asin(su * si);
  // d/du atan2(sin u cos i, cos u) = cos i / (cos²u + sin²u cos²i)
  const dAlong = ci / (cu * cu + su * su * ci * ci);
  return {
    lonRad,
    latRad,
    lonRateRadPerDay: node.speedDegPerDay * DEG_TO_RAD + dAlong * du,
    latRateRadPerDay: (cu * si * du) / Math.sqrt(1 - su * su * si * si),
    distAu: (MOON_SEMI_MAJOR_AXIS_KM * (1 + MOON_ECCENTRICITY)) / 149597870.7,
  };
}

/**
 * Osculating ascending node of the lunar orbit from the Moon's geocentric position and velocity (any consistent
 * units, ecliptic of date): the node lies along ẑ × h with h = r × v.
 */
export function osculatingNodeRad(
  x: number,
  y: number,
  z: number,
  vx: number,
  vy: number,
  vz: number,
): number {
  const hx = y * vz - z * vy;
  const hy = z * vx - x * vz;
  return Math.atan2(hx, -hy);
}
