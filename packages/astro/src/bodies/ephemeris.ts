// Apparent geocentric positions of every chart body at one instant: light-time, gravitational deflection by
// the Sun, annual aberration, precession (P03) and nutation (IAU 1980) — the reductions of the Explanatory
// Supplement to the Astronomical Almanac (3rd ed., ch. 7), done on rectangular ecliptic J2000 vectors.
import { VSOP87B_EARTH } from '../data/vsop87b-earth.ts';
import { VSOP87B_JUPITER } from '../data/vsop87b-jupiter.ts';
import { VSOP87B_MARS } from '../data/vsop87b-mars.ts';
import { VSOP87B_MERCURY } from '../data/vsop87b-mercury.ts';
import { VSOP87B_NEPTUNE } from '../data/vsop87b-neptune.ts';
import { VSOP87B_SATURN } from '../data/vsop87b-saturn.ts';
import { VSOP87B_URANUS } from '../data/vsop87b-uranus.ts';
import { VSOP87B_VENUS } from '../data/vsop87b-venus.ts';
import { DEG_TO_RAD, normalizeRad, RAD_TO_DEG } from '../math/angles.ts';
import { deltaTSeconds } from '../time/deltaT.ts';
import {
  JUPITER_CHEBYSHEV,
  NEPTUNE_CHEBYSHEV,
  SATURN_CHEBYSHEV,
  URANUS_CHEBYSHEV,
} from '../data/chebyshev-outer.ts';
import { type ChebyshevTable, chebyshevCovers, chebyshevPositionVelocity } from './chebyshevTable.ts';
import { type AsteroidId, ASTEROID_IDS, asteroidPosition } from './asteroids.ts';
import { chironPositionVelocity } from './chiron.ts';
import { meanApogee, meanNodeDeg, osculatingNodeRad } from './lunarPoints.ts';
import { KM_PER_AU, moonGeometric } from './moon.ts';
import { type Nutation, nutationAt } from './nutation.ts';
import { plutoPositionVelocity } from './pluto.ts';
import { type Precession, precessionAt } from './precession.ts';
import { sphericalToRectangular, type VsopSeries, vsopPositionVelocity } from './vsopSeries.ts';

/** The ten planets (Sun and Moon included), in their traditional order. */
export const PLANET_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;

export const BODY_IDS = [...PLANET_IDS, 'meanNode', 'trueNode', 'lilith', 'trueLilith', 'chiron'] as const;
export type BodyId = (typeof BODY_IDS)[number];
/** The bodies ephemerisAt computes when asked: those of every chart and the optional asteroids (Ceres…Vesta). */
export type EphemerisBodyId = BodyId | AsteroidId;

export interface BodyPosition {
  longitudeDeg: number;
  latitudeDeg: number;
  distanceAu: number;
  /** Daily motion in longitude, degrees per day (negative when retrograde). */
  speedDegPerDay: number;
  latitudeSpeedDegPerDay: number;
  distanceSpeedAuPerDay: number;
  retrograde: boolean;
}

/** Distance given to the lunar nodes (mean Earth–Moon distance, AU). */
const MEAN_MOON_DISTANCE_AU = 384399 / KM_PER_AU;

export interface PartialEphemeris {
  jdUt: number;
  jdTt: number;
  deltaTSeconds: number;
  nutation: Nutation;
  bodies: Partial<Record<EphemerisBodyId, BodyPosition>>;
}

export interface Ephemeris {
  jdUt: number;
  jdTt: number;
  deltaTSeconds: number;
  nutation: Nutation;
  bodies: Record<BodyId, BodyPosition>;
}

/** Speed of light, AU per day (IAU 2012: c = 299792.458 km/s, au = 149597870.7 km). */
const C_AU_PER_DAY = 173.1446326846693;
/** 2GM☉/c² in AU (Schwarzschild radius of the Sun), for light deflection. */
const SUN_SCHWARZSCHILD_AU = 1.97412574336e-8;

// Jupiter–Neptune come from Chebyshev tables of the full VSOP87B series inside 1800–2200 (faster and closer to
// the full theory), from the truncated series outside.
const PLANET_SERIES: readonly [BodyId, VsopSeries | null, ChebyshevTable | null][] = [
  ['mercury', VSOP87B_MERCURY, null],
  ['venus', VSOP87B_VENUS, null],
  ['mars', VSOP87B_MARS, null],
  ['jupiter', VSOP87B_JUPITER, JUPITER_CHEBYSHEV],
  ['saturn', VSOP87B_SATURN, SATURN_CHEBYSHEV],
  ['uranus', VSOP87B_URANUS, URANUS_CHEBYSHEV],
  ['neptune', VSOP87B_NEPTUNE, NEPTUNE_CHEBYSHEV],
  ['pluto', null, null],
  ['chiron', null, null],
];

const earth = new Float64Array(6);
const body = new Float64Array(6);

function toPosition(
  lonRad: number,
  latRad: number,
  distAu: number,
  dLon: number,
  dLat: number,
  dDist: number,
): BodyPosition {
  const speedDegPerDay = dLon * RAD_TO_DEG;
  return {
    longitudeDeg: normalizeRad(lonRad) * RAD_TO_DEG,
    latitudeDeg: latRad * RAD_TO_DEG,
    distanceAu: distAu,
    speedDegPerDay,
    latitudeSpeedDegPerDay: dLat * RAD_TO_DEG,
    distanceSpeedAuPerDay: dDist,
    retrograde: speedDegPerDay < 0,
  };
}

/**
 * VSOP87 longitudes are on its dynamical equinox; −0.09033″ takes them to the FK5/ICRS equinox the reference frames
 * use (Bretagnon & Francou 1988, as given in Meeus (32.3)).
 */
const VSOP_TO_FK5_RAD = (-0.09033 / 3600) * DEG_TO_RAD;

/** Rotates a J2000 ecliptic vector (x, y, z) and rate to the ecliptic of date, adds Δψ, returns spherical coordinates. */
function apparentFromJ2000(
  x: number,
  y: number,
  z: number,
  vx: number,
  vy: number,
  vz: number,
  prec: Precession,
  nut: Nutation,
  lonOffsetRad = 0,
): BodyPosition {
  const m = prec.matrix;
  const X = m[0]! * x + m[1]! * y + m[2]! * z;
  const Y = m[3]! * x + m[4]! * y + m[5]! * z;
  const Z = m[6]! * x + m[7]! * y + m[8]! * z;
  const VX = m[0]! * vx + m[1]! * vy + m[2]! * vz;
  const VY = m[3]! * vx + m[4]! * vy + m[5]! * vz;
  const VZ = m[6]! * vx + m[7]! * vy + m[8]! * vz;
  const rho2 = X * X + Y * Y;
  const rho = Math.sqrt(rho2);
  const r = Math.sqrt(rho2 + Z * Z);
  const dLon = (X * VY - Y * VX) / rho2 + prec.pARateRadPerDay + nut.dPsiRateRadPerDay;
  const dLat = (VZ * rho2 - Z * (X * VX + Y * VY)) / (r * r * rho);
  const dR = (X * VX + Y * VY + Z * VZ) / r;
  return toPosition(Math.atan2(Y, X) + nut.dPsiRad + lonOffsetRad, Math.atan2(Z, rho), r, dLon, dLat, dR);
}

/**
 * Apparent place of a body given by its heliocentric J2000 position/velocity in `body` and the Earth's in `earth`.
 * Light-time uses the body's velocity to step back (error < 0.05″ even for Mercury, whose τ ≤ 12 min).
 */
function apparentPlanet(prec: Precession, nut: Nutation, lonOffsetRad: number): BodyPosition {
  const [px, py, pz, vx, vy, vz] = body as unknown as [number, number, number, number, number, number];
  const [ex, ey, ez, evx, evy, evz] = earth as unknown as [number, number, number, number, number, number];
  let tau = 0;
  let gx = 0;
  let gy = 0;
  let gz = 0;
  for (let i = 0; i < 3; i++) {
    gx = px - tau * vx - ex;
    gy = py - tau * vy - ey;
    gz = pz - tau * vz - ez;
    tau = Math.sqrt(gx * gx + gy * gy + gz * gz) / C_AU_PER_DAY;
  }
  const dist = tau * C_AU_PER_DAY;
  // Deflection by the Sun (Explanatory Supplement 1992, eq. 3.328-1): u += g1/(1+q·e)·((u·q)e − (e·u)q).
  let ux = gx / dist;
  let uy = gy / dist;
  let uz = gz / dist;
  const qx0 = px - tau * vx;
  const qy0 = py - tau * vy;
  const qz0 = pz - tau * vz;
  const qn = Math.sqrt(qx0 * qx0 + qy0 * qy0 + qz0 * qz0);
  const qx = qx0 / qn;
  const qy = qy0 / qn;
  const qz = qz0 / qn;
  const en = Math.sqrt(ex * ex + ey * ey + ez * ez);
  const ex1 = ex / en;
  const ey1 = ey / en;
  const ez1 = ez / en;
  const g1 = SUN_SCHWARZSCHILD_AU / en;
  const uq = ux * qx + uy * qy + uz * qz;
  const eu = ex1 * ux + ey1 * uy + ez1 * uz;
  const f = g1 / (1 + qx * ex1 + qy * ey1 + qz * ez1);
  ux += f * (uq * ex1 - eu * qx);
  uy += f * (uq * ey1 - eu * qy);
  uz += f * (uq * ez1 - eu * qz);
  // Annual aberration, first order in v/c (< 0.001″ from the relativistic formula).
  const bx = evx / C_AU_PER_DAY;
  const by = evy / C_AU_PER_DAY;
  const bz = evz / C_AU_PER_DAY;
  ux += bx;
  uy += by;
  uz += bz;
  const n = Math.sqrt(ux * ux + uy * uy + uz * uz) / dist;
  // Velocity at t − τ (two-body acceleration −GM☉p/r³ is enough): for Mercury this moves the speed by ~2e-3 °/day.
  // The aberration shift turns with the Earth's velocity: its rate dist·a⊕/c (a⊕ = −GM☉E/|E|³) belongs in the speed.
  const k = (tau * GM_SUN) / (qn * qn * qn);
  const ab = (-dist * GM_SUN) / (en * en * en * C_AU_PER_DAY);
  return apparentFromJ2000(
    ux / n,
    uy / n,
    uz / n,
    vx + k * qx0 - evx + ab * ex,
    vy + k * qy0 - evy + ab * ey,
    vz + k * qz0 - evz + ab * ez,
    prec,
    nut,
    lonOffsetRad,
  );
}

/** Apparent Sun: the Earth's heliocentric vector reversed, with aberration (light-time is the aberration here). */
function apparentSun(prec: Precession, nut: Nutation): BodyPosition {
  const [ex, ey, ez, evx, evy, evz] = earth as unknown as [number, number, number, number, number, number];
  const dist = Math.sqrt(ex * ex + ey * ey + ez * ez);
  const ux = -ex / dist + evx / C_AU_PER_DAY;
  const uy = -ey / dist + evy / C_AU_PER_DAY;
  const uz = -ez / dist + evz / C_AU_PER_DAY;
  const n = Math.sqrt(ux * ux + uy * uy + uz * uz) / dist;
  const ab = -GM_SUN / (dist * dist * C_AU_PER_DAY); // dist·a⊕/c, as for the planets
  return apparentFromJ2000(
    ux / n,
    uy / n,
    uz / n,
    -evx + ab * ex,
    -evy + ab * ey,
    -evz + ab * ez,
    prec,
    nut,
    VSOP_TO_FK5_RAD,
  );
}

const moonRect = new Float64Array(6);
const sunRect = new Float64Array(6);
/** Heliocentric gravitational constant k², AU³/day² (Gauss). */
const GM_SUN = 0.01720209895 * 0.01720209895;

/**
 * Apparent positions of the chart bodies at a Julian day (UT): all of them, or only `only` (the others are absent from
 * `bodies`; transit searches ask for a few bodies at many instants, and the Moon is the costliest). The asteroids
 * Ceres, Pallas, Juno and Vesta are never part of "all": only `only` brings them.
 */
export function ephemerisAt(jdUt: number): Ephemeris;
export function ephemerisAt(jdUt: number, only: readonly EphemerisBodyId[]): PartialEphemeris;
export function ephemerisAt(jdUt: number, only?: readonly EphemerisBodyId[]): Ephemeris | PartialEphemeris {
  if (!Number.isFinite(jdUt)) throw new RangeError(`ephemerisAt: jdUt must be a finite number, got ${jdUt}`);
  const want = (id: BodyId): boolean => !only || only.includes(id);
  const dT = deltaTSeconds(jdUt);
  const jdTt = jdUt + dT / 86400;
  const t = (jdTt - 2451545.0) / 36525;
  const nut = nutationAt(t);
  const prec = precessionAt(t);
  vsopPositionVelocity(VSOP87B_EARTH, jdTt, earth);

  const bodies = {} as Record<BodyId, BodyPosition>;
  const needMoon = want('moon') || want('trueNode') || want('trueLilith');
  if (want('sun') || needMoon) bodies.sun = apparentSun(prec, nut);
  for (const [id, series, table] of PLANET_SERIES) {
    if (!want(id)) continue;
    if (table && chebyshevCovers(table, jdTt)) chebyshevPositionVelocity(table, jdTt, body);
    else if (series) vsopPositionVelocity(series, jdTt, body);
    else if (id === 'pluto') plutoPositionVelocity(jdTt, body);
    else chironPositionVelocity(jdTt, body);
    bodies[id] = apparentPlanet(prec, nut, series ? VSOP_TO_FK5_RAD : 0);
  }
  if (only) {
    for (const id of ASTEROID_IDS) {
      if (!only.includes(id)) continue;
      asteroidPosition(id, jdTt, body);
      (bodies as Partial<Record<EphemerisBodyId, BodyPosition>>)[id] = apparentPlanet(prec, nut, 0);
    }
  }
  if (needMoon) moonAndNode(jdTt, nut, bodies);
  if (want('meanNode') || want('lilith')) meanPoints(t, nut, bodies);
  if (only && !only.includes('sun')) delete (bodies as Partial<Record<BodyId, BodyPosition>>).sun;
  if (only && !only.includes('moon')) delete (bodies as Partial<Record<BodyId, BodyPosition>>).moon;
  return { jdUt, jdTt, deltaTSeconds: dT, nutation: nut, bodies };
}

/** The Moon's apparent place and the osculating (true) node, into bodies.moon and bodies.trueNode. */
function moonAndNode(jdTt: number, nut: Nutation, bodies: Record<BodyId, BodyPosition>): void {
  // Moon: geocentric, so annual aberration and the Earth's own light-time displacement cancel; only the
  // Moon's motion during the ~1.3 s light-time remains.
  const moon = moonGeometric(jdTt);
  const tau = moon.distKm / (C_AU_PER_DAY * KM_PER_AU);
  bodies.moon = toPosition(
    moon.lonRad - tau * moon.lonRateRadPerDay + nut.dPsiRad,
    moon.latRad - tau * moon.latRateRadPerDay,
    moon.distKm / KM_PER_AU,
    moon.lonRateRadPerDay + nut.dPsiRateRadPerDay,
    moon.latRateRadPerDay,
    moon.distRateKmPerDay / KM_PER_AU,
  );

  // Osculating node from geometric r and v. Its rate from h' = r × a: the Earth's central pull leaves h alone,
  // so a is the solar tidal acceleration GM☉[(s − r)/|s − r|³ − s/|s|³] (planetary terms are ~1e-3 of it).
  // The orbit is that of the inertial velocity: the turning of the ecliptic-of-date frame (precession) is left out.
  sphericalToRectangular(
    moon.lonRad,
    moon.latRad,
    moon.distKm / KM_PER_AU,
    moon.lonRateRadPerDay - moon.precessionRateRadPerDay,
    moon.latRateRadPerDay,
    moon.distRateKmPerDay / KM_PER_AU,
    moonRect,
  );
  const [x, y, z, vx, vy, vz] = moonRect as unknown as [number, number, number, number, number, number];
  const node = osculatingNodeRad(x, y, z, vx, vy, vz);
  const sun = bodies.sun;
  sphericalToRectangular(
    sun.longitudeDeg * DEG_TO_RAD,
    sun.latitudeDeg * DEG_TO_RAD,
    sun.distanceAu,
    0,
    0,
    0,
    sunRect,
  );
  const [sx, sy, sz] = sunRect as unknown as [number, number, number];
  const dx = sx - x;
  const dy = sy - y;
  const dz = sz - z;
  const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
  const s3 = (sx * sx + sy * sy + sz * sz) ** 1.5;
  const ax = GM_SUN * (dx / d3 - sx / s3);
  const ay = GM_SUN * (dy / d3 - sy / s3);
  const az = GM_SUN * (dz / d3 - sz / s3);
  const hx = y * vz - z * vy;
  const hy = z * vx - x * vz;
  const dhx = y * az - z * ay;
  const dhy = z * ax - x * az;
  const nodeRate = (-dhx * hy + hx * dhy) / (hx * hx + hy * hy) + moon.precessionRateRadPerDay;
  bodies.trueNode = toPosition(
    node + nut.dPsiRad,
    0,
    MEAN_MOON_DISTANCE_AU,
    nodeRate + nut.dPsiRateRadPerDay,
    0,
    0,
  );
  bodies.trueLilith = osculatingApogee(x, y, z, vx, vy, vz, ax, ay, az, moon.precessionRateRadPerDay, nut);
}

/** GM of the Earth and the Moon together, AU³/day² (IAU 2009: 398600.4418 + 4902.8001 km³/s²). */
const GM_EARTH_MOON = (403503.2419 * 86400 * 86400) / KM_PER_AU ** 3;

/**
 * Osculating lunar apogee ("true Lilith"): opposite the eccentricity vector of the Moon's two-body orbit about the
 * Earth, e = ((v² − μ/r) r − (r·v) v)/μ, from the geometric position and velocity (ecliptic of date, AU, AU/day).
 * Its rate: de/dt = (2(v·a) r − (r·a) v − (r·v) a)/μ with a the solar tidal acceleration (the Kepler terms cancel).
 */
function osculatingApogee(
  x: number,
  y: number,
  z: number,
  vx: number,
  vy: number,
  vz: number,
  ax: number,
  ay: number,
  az: number,
  precessionRateRadPerDay: number,
  nut: Nutation,
): BodyPosition {
  const mu = GM_EARTH_MOON;
  const r = Math.sqrt(x * x + y * y + z * z);
  const v2 = vx * vx + vy * vy + vz * vz;
  const rv = x * vx + y * vy + z * vz;
  const k = v2 - mu / r;
  const ex = (k * x - rv * vx) / mu;
  const ey = (k * y - rv * vy) / mu;
  const ez = (k * z - rv * vz) / mu;
  const va = vx * ax + vy * ay + vz * az;
  const ra = x * ax + y * ay + z * az;
  const dex = (2 * va * x - ra * vx - rv * ax) / mu;
  const dey = (2 * va * y - ra * vy - rv * ay) / mu;
  const dez = (2 * va * z - ra * vz - rv * az) / mu;
  const rho2 = ex * ex + ey * ey;
  const e = Math.sqrt(rho2 + ez * ez);
  const semiMajorAu = 1 / (2 / r - v2 / mu);
  return toPosition(
    Math.atan2(-ey, -ex) + nut.dPsiRad,
    Math.atan2(-ez, Math.sqrt(rho2)),
    semiMajorAu * (1 + e),
    (ex * dey - ey * dex) / rho2 + precessionRateRadPerDay + nut.dPsiRateRadPerDay,
    -(dez * rho2 - ez * (ex * dex + ey * dey)) / (e * e * Math.sqrt(rho2)),
    0,
  );
}

/** Mean node and mean apogee (Lilith) for Julian centuries t (TT) from J2000, into bodies. */
function meanPoints(t: number, nut: Nutation, bodies: Record<BodyId, BodyPosition>): void {
  const mean = meanNodeDeg(t);
  bodies.meanNode = toPosition(
    mean.lonDeg * DEG_TO_RAD + nut.dPsiRad,
    0,
    MEAN_MOON_DISTANCE_AU,
    mean.speedDegPerDay * DEG_TO_RAD + nut.dPsiRateRadPerDay,
    0,
    0,
  );
  const apogee = meanApogee(t);
  bodies.lilith = toPosition(
    apogee.lonRad + nut.dPsiRad,
    apogee.latRad,
    apogee.distAu,
    apogee.lonRateRadPerDay + nut.dPsiRateRadPerDay,
    apogee.latRateRadPerDay,
    0,
  );
}
