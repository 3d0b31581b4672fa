// Eclipses from the geometry of the Sun, the Moon and the Earth at each new and full Moon (the method of the
// Explanatory Supplement and Meeus ch. 54, done on the apparent geocentric positions of this ephemeris):
// - solar: γ, the least distance of the Moon's shadow axis from the Earth's centre in Earth radii. Central
//   (total or annular, by whether the umbral cone still reaches the surface on the axis) when γ < 0.9972,
//   partial when the penumbra touches the Earth; a non-central total or annular eclipse is named by its cone.
// - lunar: the Moon's angular distance from the shadow axis against the umbra and penumbra radii
//   (parallaxes and the Sun's semi-diameter, enlarged by 2 % for the atmosphere, as Chauvenet and Meeus do).
// Greatest eclipse is the instant of least distance, found by golden-section search around the syzygy.
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { KM_PER_AU } from '../bodies/moon.ts';
import { DEG_TO_RAD } from '../math/angles.ts';
import { type EclipseEvent, type EclipseType, instantOf, type LunationEvent } from './skyEventTypes.ts';

const EARTH_RADIUS_KM = 6378.137;
const MOON_RADIUS_KM = 1737.4;
const SUN_RADIUS_KM = 695_700;
const SHADOW_ENLARGEMENT = 1.02;
/** The Moon farther than this from the node's latitude band at syzygy cannot be eclipsed (limits ≈ 1.58°). */
const LATITUDE_LIMIT_DEG = 1.7;

type Vec = [number, number, number];
const vecOf = (lonDeg: number, latDeg: number, distKm: number): Vec => {
  const l = lonDeg * DEG_TO_RAD;
  const b = latDeg * DEG_TO_RAD;
  return [distKm * Math.cos(b) * Math.cos(l), distKm * Math.cos(b) * Math.sin(l), distKm * Math.sin(b)];
};
const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: Vec): number => Math.sqrt(dot(a, a));

function sunMoon(jd: number): { sun: Vec; moon: Vec } {
  const e = ephemerisAt(jd, ['sun', 'moon']).bodies;
  const s = e.sun!;
  const m = e.moon!;
  return {
    sun: vecOf(s.longitudeDeg, s.latitudeDeg, s.distanceAu * KM_PER_AU),
    moon: vecOf(m.longitudeDeg, m.latitudeDeg, m.distanceAu * KM_PER_AU),
  };
}

interface SolarGeometry {
  gamma: number;
  /** Distance (km) from the Moon along the axis to the Earth's centre plane, and the Sun–Moon distance. */
  alongKm: number;
  sunMoonKm: number;
}

function solarGeometry(jd: number): SolarGeometry {
  const { sun, moon } = sunMoon(jd);
  const axis: Vec = [moon[0] - sun[0], moon[1] - sun[1], moon[2] - sun[2]];
  const sunMoonKm = norm(axis);
  const d: Vec = [axis[0] / sunMoonKm, axis[1] / sunMoonKm, axis[2] / sunMoonKm];
  const along = -dot(moon, d);
  const perp: Vec = [moon[0] + along * d[0], moon[1] + along * d[1], moon[2] + along * d[2]];
  return { gamma: norm(perp) / EARTH_RADIUS_KM, alongKm: along, sunMoonKm };
}

interface LunarGeometry {
  /** Angular distance of the Moon's centre from the shadow axis, and the radii, radians. */
  separation: number;
  umbra: number;
  penumbra: number;
  moonRadius: number;
}

function lunarGeometry(jd: number): LunarGeometry {
  const { sun, moon } = sunMoon(jd);
  const dSun = norm(sun);
  const dMoon = norm(moon);
  const cos = -dot(sun, moon) / (dSun * dMoon);
  const parallaxMoon = Math.asin(EARTH_RADIUS_KM / dMoon);
  const parallaxSun = Math.asin(EARTH_RADIUS_KM / dSun);
  const sunRadius = Math.asin(SUN_RADIUS_KM / dSun);
  return {
    separation: Math.acos(Math.min(1, Math.max(-1, cos))),
    umbra: SHADOW_ENLARGEMENT * (parallaxMoon + parallaxSun - sunRadius),
    penumbra: SHADOW_ENLARGEMENT * (parallaxMoon + parallaxSun + sunRadius),
    moonRadius: Math.asin(MOON_RADIUS_KM / dMoon),
  };
}

/** The minimum of f on [a, b] (golden-section search, to about 0.1 s). */
function argMin(f: (jd: number) => number, a: number, b: number): number {
  const r = (Math.sqrt(5) - 1) / 2;
  let [lo, hi] = [a, b];
  let x1 = hi - r * (hi - lo);
  let x2 = lo + r * (hi - lo);
  let f1 = f(x1);
  let f2 = f(x2);
  while (hi - lo > 1e-6) {
    if (f1 < f2) {
      [hi, x2, f2] = [x2, x1, f1];
      x1 = hi - r * (hi - lo);
      f1 = f(x1);
    } else {
      [lo, x1, f1] = [x1, x2, f2];
      x2 = lo + r * (hi - lo);
      f2 = f(x2);
    }
  }
  return (lo + hi) / 2;
}

function solarEclipse(lunation: LunationEvent): EclipseEvent | null {
  const jd = argMin((t) => solarGeometry(t).gamma, lunation.jdUt - 0.3, lunation.jdUt + 0.3);
  const g = solarGeometry(jd);
  const ratio = (SUN_RADIUS_KM - MOON_RADIUS_KM) / g.sunMoonKm;
  const penumbraKm = MOON_RADIUS_KM + g.alongKm * ((SUN_RADIUS_KM + MOON_RADIUS_KM) / g.sunMoonKm);
  const umbraAtCentreKm = MOON_RADIUS_KM - g.alongKm * ratio; // < 0: the cone's apex lies before the centre plane
  if (g.gamma * EARTH_RADIUS_KM >= EARTH_RADIUS_KM + penumbraKm) return null;
  let type: EclipseType;
  if (g.gamma < 0.9972) {
    // Where the axis meets the surface (the side facing the Moon), is there still an umbra?
    const surfaceKm = g.alongKm - Math.sqrt(1 - g.gamma * g.gamma) * EARTH_RADIUS_KM;
    type = MOON_RADIUS_KM - surfaceKm * ratio > 0 ? 'total' : 'annular';
  } else if (g.gamma * EARTH_RADIUS_KM < EARTH_RADIUS_KM + Math.abs(umbraAtCentreKm)) {
    type = umbraAtCentreKm > 0 ? 'total' : 'annular';
  } else type = 'partial';
  return {
    kind: 'eclipse',
    ...instantOf(jd),
    eclipse: 'solar',
    type,
    gamma: g.gamma,
    magnitude: null,
    lunationUtc: lunation.utc,
  };
}

function lunarEclipse(lunation: LunationEvent): EclipseEvent | null {
  const jd = argMin((t) => lunarGeometry(t).separation, lunation.jdUt - 0.3, lunation.jdUt + 0.3);
  const g = lunarGeometry(jd);
  if (g.separation - g.moonRadius >= g.penumbra) return null;
  const umbral = (g.umbra + g.moonRadius - g.separation) / (2 * g.moonRadius);
  const penumbral = (g.penumbra + g.moonRadius - g.separation) / (2 * g.moonRadius);
  const type: EclipseType = umbral >= 1 ? 'total' : umbral > 0 ? 'partial' : 'penumbral';
  return {
    kind: 'eclipse',
    ...instantOf(jd),
    eclipse: 'lunar',
    type,
    gamma: null,
    magnitude: type === 'penumbral' ? penumbral : umbral,
    lunationUtc: lunation.utc,
  };
}

/** The eclipse at a new or full Moon, if there is one. */
export function eclipseAt(lunation: LunationEvent): EclipseEvent | null {
  if (lunation.phase !== 'new' && lunation.phase !== 'full') return null;
  const latitude = ephemerisAt(lunation.jdUt, ['moon']).bodies.moon!.latitudeDeg;
  if (Math.abs(latitude) > LATITUDE_LIMIT_DEG) return null;
  return lunation.phase === 'new' ? solarEclipse(lunation) : lunarEclipse(lunation);
}
