// Cusps of the house systems. Definitions follow the Swiss Ephemeris documentation (§6, "House systems") and
// Holden, "The Elements of House Division" (1977); cusps 4–9 are opposite cusps 10–3.
import { normalizeDeg } from '../math/angles.ts';
import {
  ascendantDeg,
  ascensionalDifferenceDeg,
  declinationOfEclipticDeg,
  eclipticCuspDeg,
  type HouseFrame,
  midheavenDeg,
} from './houseGeometry.ts';
import { DEG_TO_RAD } from '../math/angles.ts';

export const HOUSE_SYSTEMS = ['P', 'K', 'E', 'W', 'O', 'R', 'C', 'B', 'M', 'X', 'T'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

/** Twelve cusps from cusps 10, 11, 12, 1, 2, 3. */
function fromQuadrant(c10: number, c11: number, c12: number, c1: number, c2: number, c3: number): number[] {
  const cusps = [c1, c2, c3, c10 + 180, c11 + 180, c12 + 180, c1 + 180, c2 + 180, c3 + 180, c10, c11, c12];
  return cusps.map(normalizeDeg);
}

const tanDeg = (d: number): number => Math.tan(d * DEG_TO_RAD);
const atanTan = (k: number, f: HouseFrame): number => k * f.tanLat; // tan of the pole atan(k·tan φ)

export function equalCusps(asc: number): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDeg(asc + 30 * i));
}

export function wholeSignCusps(asc: number): number[] {
  return equalCusps(Math.floor(asc / 30) * 30);
}

/** Porphyry: each quadrant of the ecliptic between the angles trisected. */
export function porphyryCusps(asc: number, mc: number): number[] {
  const q1 = normalizeDeg(asc - mc) / 3; // MC → ASC
  const q2 = normalizeDeg(mc + 180 - asc) / 3; // ASC → IC
  return fromQuadrant(mc, mc + q1, mc + 2 * q1, asc, asc + q2, asc + 2 * q2);
}

export function regiomontanusCusps(f: HouseFrame): number[] {
  const a = f.armcDeg;
  const p1 = atanTan(0.5, f);
  const p2 = atanTan(Math.sqrt(3) / 2, f);
  return fromQuadrant(
    midheavenDeg(f),
    eclipticCuspDeg(a + 30, p1, f),
    eclipticCuspDeg(a + 60, p2, f),
    ascendantDeg(f),
    eclipticCuspDeg(a + 120, p2, f),
    eclipticCuspDeg(a + 150, p1, f),
  );
}

export function campanusCusps(f: HouseFrame): number[] {
  const a = f.armcDeg;
  const sinLat = Math.sin(f.latDeg * DEG_TO_RAD);
  const cosLat = Math.cos(f.latDeg * DEG_TO_RAD);
  const p1 = tanDeg(Math.asin(sinLat / 2) / DEG_TO_RAD);
  const p2 = tanDeg(Math.asin((Math.sqrt(3) / 2) * sinLat) / DEG_TO_RAD);
  const x1 = Math.atan(Math.sqrt(3) / cosLat) / DEG_TO_RAD;
  const x2 = Math.atan(1 / Math.sqrt(3) / cosLat) / DEG_TO_RAD;
  return fromQuadrant(
    midheavenDeg(f),
    eclipticCuspDeg(a + 90 - x1, p1, f),
    eclipticCuspDeg(a + 90 - x2, p2, f),
    ascendantDeg(f),
    eclipticCuspDeg(a + 90 + x2, p2, f),
    eclipticCuspDeg(a + 90 + x1, p1, f),
  );
}

/** Topocentric (Polich & Page 1961): poles tan p = k·tan φ / 3 at 30° steps of right ascension. */
export function topocentricCusps(f: HouseFrame): number[] {
  const a = f.armcDeg;
  const p1 = atanTan(1 / 3, f);
  const p2 = atanTan(2 / 3, f);
  return fromQuadrant(
    midheavenDeg(f),
    eclipticCuspDeg(a + 30, p1, f),
    eclipticCuspDeg(a + 60, p2, f),
    ascendantDeg(f),
    eclipticCuspDeg(a + 120, p2, f),
    eclipticCuspDeg(a + 150, p1, f),
  );
}

/** Alcabitius: the ascendant's diurnal and nocturnal semi-arcs trisected in right ascension, projected by hour circles. */
export function alcabitiusCusps(f: HouseFrame): number[] {
  const a = f.armcDeg;
  const asc = ascendantDeg(f);
  const dsa = 90 + ascensionalDifferenceDeg(declinationOfEclipticDeg(asc, f), f);
  const nsa = 180 - dsa;
  return fromQuadrant(
    midheavenDeg(f),
    eclipticCuspDeg(a + dsa / 3, 0, f),
    eclipticCuspDeg(a + (2 * dsa) / 3, 0, f),
    asc,
    eclipticCuspDeg(a + 180 - (2 * nsa) / 3, 0, f),
    eclipticCuspDeg(a + 180 - nsa / 3, 0, f),
  );
}

/** Meridian (axial rotation): equal 30° steps of right ascension from the ARMC, projected by hour circles. */
export function meridianCusps(f: HouseFrame): number[] {
  return Array.from({ length: 12 }, (_, i) => eclipticCuspDeg(f.armcDeg + 90 + 30 * i, 0, f));
}

/** Morinus: equal steps on the equator from the east point, projected along ecliptic meridians. */
export function morinusCusps(f: HouseFrame): number[] {
  return Array.from({ length: 12 }, (_, i) => {
    const r = (f.armcDeg + 90 + 30 * i) * DEG_TO_RAD;
    return normalizeDeg(Math.atan2(Math.sin(r) * f.cosEps, Math.cos(r)) / DEG_TO_RAD);
  });
}

/** Placidus: cusps 11/12 at 1/3, 2/3 of their own diurnal semi-arc from the MC; 2/3 likewise below the horizon. */
export function placidusCusps(f: HouseFrame): number[] | null {
  const a = f.armcDeg;
  const solve = (fraction: number, below: boolean): number => {
    let lon = eclipticCuspDeg(a + (below ? 180 - 90 * fraction : 90 * fraction), 0, f);
    for (let i = 0; i < 100; i++) {
      const ad = ascensionalDifferenceDeg(declinationOfEclipticDeg(lon, f), f);
      const ra = below ? a + 180 - fraction * (90 - ad) : a + fraction * (90 + ad);
      const next = eclipticCuspDeg(ra, 0, f);
      const done = Math.abs(normalizeDeg(next - lon + 180) - 180) < 1e-11;
      lon = next;
      if (done) break;
    }
    return lon;
  };
  const cusps = [solve(1 / 3, false), solve(2 / 3, false), solve(2 / 3, true), solve(1 / 3, true)];
  if (cusps.some(Number.isNaN)) return null;
  return fromQuadrant(midheavenDeg(f), cusps[0]!, cusps[1]!, ascendantDeg(f), cusps[2]!, cusps[3]!);
}

/**
 * Koch (birthplace): the MC degree's diurnal semi-arc trisected in oblique ascension, cusps = ascendants of those
 * times; below the horizon the same steps continue (the IC degree's nocturnal arc equals the MC's diurnal arc).
 */
export function kochCusps(f: HouseFrame): number[] | null {
  const a = f.armcDeg;
  const ad = ascensionalDifferenceDeg(declinationOfEclipticDeg(midheavenDeg(f), f), f);
  if (Number.isNaN(ad)) return null;
  const d = (90 + ad) / 3;
  const c = (oa: number): number => eclipticCuspDeg(oa, f.tanLat, f);
  return fromQuadrant(
    midheavenDeg(f),
    c(a - ad + d),
    c(a - ad + 2 * d),
    ascendantDeg(f),
    c(a + 90 + d),
    c(a + 90 + 2 * d),
  );
}
