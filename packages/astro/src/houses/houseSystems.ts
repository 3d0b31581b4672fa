// Cusps of the house systems. Definitions follow the Swiss Ephemeris documentation (§6, "House systems"), Holden,
// "The Elements of House Division" (1977), and Munkasey, "Astrological House Formulae" (1991); cusps 4–9 are
// opposite cusps 10–3. The polar conventions (which angle is the Ascendant, clockwise houses) live in houseCusps.ts.
import { DEG_TO_RAD, normalizeDeg, RAD_TO_DEG } from '../math/angles.ts';
import {
  ascensionalDifferenceDeg,
  declinationOfEclipticDeg,
  eclipticCuspDeg,
  eclipticOfRightAscensionDeg,
  type HouseFrame,
  rightAscensionOfEclipticDeg,
} from './houseGeometry.ts';
import { HOUSE_SYSTEM_CODES } from '@xingtu/contracts/charts';

/**
 * Swiss Ephemeris letters: P Placidus, K Koch, E equal (ASC), W whole sign, O Porphyry, R Regiomontanus, C Campanus,
 * B Alcabitius, M Morinus, X Meridian (axial rotation), T Polich-Page (topocentric), V Vehlow equal, S Sripati,
 * H horizontal (azimuthal), U Krusinski-Pisa-Goelzer, F Carter poli-equatorial, D equal from the MC,
 * N whole signs from 0° Aries.
 */
export const HOUSE_SYSTEMS = HOUSE_SYSTEM_CODES;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

/** Twelve cusps from cusps 10, 11, 12, 1, 2, 3. */
export function fromQuadrant(
  c10: number,
  c11: number,
  c12: number,
  c1: number,
  c2: number,
  c3: number,
): number[] {
  const cusps = [c1, c2, c3, c10 + 180, c11 + 180, c12 + 180, c1 + 180, c2 + 180, c3 + 180, c10, c11, c12];
  return cusps.map(normalizeDeg);
}

const atanTan = (k: number, f: HouseFrame): number => k * f.tanLat; // tan of the pole atan(k·tan φ)

export function equalCusps(startDeg: number): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDeg(startDeg + 30 * i));
}

export function wholeSignCusps(asc: number): number[] {
  return equalCusps(asc - (asc % 30));
}

/** Equal houses from the MC (cusp 10 = MC). */
export function equalFromMcCusps(mc: number): number[] {
  return equalCusps(mc + 90);
}

/** Vehlow: equal houses with the Ascendant in the middle of the 1st. */
export function vehlowCusps(asc: number): number[] {
  return equalCusps(asc - 15);
}

/** Porphyry: each quadrant of the ecliptic between the angles trisected. */
export function porphyryCusps(asc: number, mc: number): number[] {
  const q1 = normalizeDeg(asc - mc) / 3; // MC → ASC
  const q2 = normalizeDeg(mc + 180 - asc) / 3; // ASC → IC
  return fromQuadrant(mc, mc + q1, mc + 2 * q1, asc, asc + q2, asc + 2 * q2);
}

/** Sripati: the Porphyry houses with each cusp moved to the middle of its Porphyry sector (the bhava madhya). */
export function sripatiCusps(asc: number, mc: number): number[] {
  const s4 = normalizeDeg(asc - mc) / 3;
  const s1 = normalizeDeg(mc + 180 - asc) / 3;
  return fromQuadrant(mc - s1 / 2, mc + s4 / 2, mc + 1.5 * s4, asc - s4 / 2, asc + s1 / 2, asc + 1.5 * s1);
}

export function regiomontanusCusps(f: HouseFrame, asc: number, mc: number): number[] {
  const a = f.armcDeg;
  const p1 = atanTan(0.5, f);
  const p2 = atanTan(Math.sqrt(3) / 2, f);
  return fromQuadrant(
    mc,
    eclipticCuspDeg(a + 30, p1, f),
    eclipticCuspDeg(a + 60, p2, f),
    asc,
    eclipticCuspDeg(a + 120, p2, f),
    eclipticCuspDeg(a + 150, p1, f),
  );
}

/** Campanus-type cusps: the prime vertical of a sphere of latitude latDeg trisected, seen from RAMC raDeg. */
function primeVerticalCusps(raDeg: number, latDeg: number, f: HouseFrame): number[] {
  const sinLat = Math.sin(latDeg * DEG_TO_RAD);
  const cosLat = Math.cos(latDeg * DEG_TO_RAD);
  const p1 = Math.tan(Math.asin(sinLat / 2));
  const p2 = Math.tan(Math.asin((Math.sqrt(3) / 2) * sinLat));
  const x1 = Math.atan(Math.sqrt(3) / cosLat) * RAD_TO_DEG;
  const x2 = Math.atan(1 / Math.sqrt(3) / cosLat) * RAD_TO_DEG;
  return [
    eclipticCuspDeg(raDeg + 90 - x1, p1, f),
    eclipticCuspDeg(raDeg + 90 - x2, p2, f),
    eclipticCuspDeg(raDeg + 90, Math.tan(latDeg * DEG_TO_RAD), f),
    eclipticCuspDeg(raDeg + 90 + x2, p2, f),
    eclipticCuspDeg(raDeg + 90 + x1, p1, f),
  ];
}

export function campanusCusps(f: HouseFrame, asc: number, mc: number): number[] {
  const [c11, c12, , c2, c3] = primeVerticalCusps(f.armcDeg, f.latDeg, f) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return fromQuadrant(mc, c11, c12, asc, c2, c3);
}

/**
 * Horizontal (azimuthal): Campanus' construction with horizon and prime vertical exchanged, i.e. for the
 * co-latitude and the RAMC + 180°; the cusps found are those of the opposite houses. Cusp 10 stays the MC.
 */
export function horizontalCusps(f: HouseFrame, mc: number): number[] {
  let coLat = f.latDeg > 0 ? 90 - f.latDeg : -90 - f.latDeg;
  if (Math.abs(Math.abs(coLat) - 90) < 1e-10) coLat = coLat < 0 ? -90 + 1e-10 : 90 - 1e-10; // on the equator
  const [c11, c12, c1, c2, c3] = primeVerticalCusps(f.armcDeg + 180, coLat, f) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return fromQuadrant(mc, c11 + 180, c12 + 180, c1 + 180, c2 + 180, c3 + 180);
}

/** Topocentric (Polich & Page 1961): poles tan p = k·tan φ / 3 at 30° steps of right ascension. */
export function topocentricCusps(f: HouseFrame, asc: number, mc: number): number[] {
  const a = f.armcDeg;
  const p1 = atanTan(1 / 3, f);
  const p2 = atanTan(2 / 3, f);
  return fromQuadrant(
    mc,
    eclipticCuspDeg(a + 30, p1, f),
    eclipticCuspDeg(a + 60, p2, f),
    asc,
    eclipticCuspDeg(a + 120, p2, f),
    eclipticCuspDeg(a + 150, p1, f),
  );
}

/**
 * Alcabitius: the Ascendant's diurnal and nocturnal semi-arcs trisected in right ascension, projected by hour
 * circles. Where the Ascendant would be circumpolar the semi-arc is clamped to 0° or 180° (Munkasey).
 */
export function alcabitiusCusps(f: HouseFrame, asc: number, mc: number): number[] {
  const a = f.armcDeg;
  const r = Math.min(1, Math.max(-1, -f.tanLat * Math.tan(declinationOfEclipticDeg(asc, f) * DEG_TO_RAD)));
  const dsa = Math.acos(r) * RAD_TO_DEG;
  const nsa = 180 - dsa;
  return fromQuadrant(
    mc,
    eclipticOfRightAscensionDeg(a + dsa / 3, f),
    eclipticOfRightAscensionDeg(a + (2 * dsa) / 3, f),
    asc,
    eclipticOfRightAscensionDeg(a + 180 - (2 * nsa) / 3, f),
    eclipticOfRightAscensionDeg(a + 180 - nsa / 3, f),
  );
}

/** Meridian (axial rotation): equal 30° steps of right ascension from the ARMC, projected by hour circles. */
export function meridianCusps(f: HouseFrame): number[] {
  return Array.from({ length: 12 }, (_, i) => eclipticOfRightAscensionDeg(f.armcDeg + 90 + 30 * i, f));
}

/** Carter's poli-equatorial houses: 30° steps of right ascension from the Ascendant's, projected by hour circles. */
export function carterCusps(f: HouseFrame, asc: number): number[] {
  const ra = rightAscensionOfEclipticDeg(asc, f);
  const c = (k: number): number => eclipticOfRightAscensionDeg(ra + 30 * k, f);
  return fromQuadrant(c(9), c(10), c(11), asc, c(1), c(2));
}

/** Morinus: equal steps on the equator from the east point, projected along ecliptic meridians. */
export function morinusCusps(f: HouseFrame): number[] {
  return Array.from({ length: 12 }, (_, i) => {
    const r = (f.armcDeg + 90 + 30 * i) * DEG_TO_RAD;
    return normalizeDeg(Math.atan2(Math.sin(r) * f.cosEps, Math.cos(r)) * RAD_TO_DEG);
  });
}

/**
 * Krusinski-Pisa-Goelzer: the great circle through the Ascendant and the zenith divided into twelve equal arcs
 * from the Ascendant, each point projected onto the ecliptic along its hour circle.
 */
export function krusinskiCusps(f: HouseFrame, asc: number): number[] {
  const lon = asc * DEG_TO_RAD;
  // Ascendant and zenith as equatorial unit vectors (they are 90° apart: the Ascendant is on the horizon).
  const ax = Math.cos(lon);
  const ay = Math.sin(lon) * f.cosEps;
  const phi = f.latDeg * DEG_TO_RAD;
  const armc = f.armcDeg * DEG_TO_RAD;
  const zx = Math.cos(phi) * Math.cos(armc);
  const zy = Math.cos(phi) * Math.sin(armc);
  const first = Array.from({ length: 6 }, (_, i) => {
    const t = i * 30 * DEG_TO_RAD;
    const x = ax * Math.cos(t) - zx * Math.sin(t);
    const y = ay * Math.cos(t) - zy * Math.sin(t);
    return eclipticOfRightAscensionDeg(Math.atan2(y, x) * RAD_TO_DEG, f);
  });
  return [...first, ...first.map((c) => normalizeDeg(c + 180))];
}

/** Placidus: cusps 11/12 at 1/3, 2/3 of their own diurnal semi-arc from the MC; 2/3 likewise below the horizon. */
export function placidusCusps(f: HouseFrame, asc: number, mc: number): number[] | null {
  const a = f.armcDeg;
  const solve = (fraction: number, below: boolean): number => {
    let lon = eclipticOfRightAscensionDeg(a + (below ? 180 - 90 * fraction : 90 * fraction), f);
    for (let i = 0; i < 100; i++) {
      const ad = ascensionalDifferenceDeg(declinationOfEclipticDeg(lon, f), f);
      const ra = below ? a + 180 - fraction * (90 - ad) : a + fraction * (90 + ad);
      const next = eclipticOfRightAscensionDeg(ra, f);
      const done = Math.abs(normalizeDeg(next - lon + 180) - 180) < 1e-11;
      lon = next;
      if (done) return lon;
    }
    return Number.NaN; // no convergence: very close to the polar circle
  };
  const cusps = [solve(1 / 3, false), solve(2 / 3, false), solve(2 / 3, true), solve(1 / 3, true)];
  if (cusps.some(Number.isNaN)) return null;
  return fromQuadrant(mc, cusps[0]!, cusps[1]!, asc, cusps[2]!, cusps[3]!);
}

/**
 * Koch (birthplace): the MC degree's diurnal semi-arc trisected in oblique ascension, cusps = ascendants of those
 * times; below the horizon the same steps continue (the IC degree's nocturnal arc equals the MC's diurnal arc).
 */
export function kochCusps(f: HouseFrame, asc: number, mc: number): number[] | null {
  const a = f.armcDeg;
  const ad = ascensionalDifferenceDeg(declinationOfEclipticDeg(mc, f), f);
  if (Number.isNaN(ad)) return null;
  const d = (90 + ad) / 3;
  const c = (oa: number): number => eclipticCuspDeg(oa, f.tanLat, f);
  return fromQuadrant(mc, c(a - ad + d), c(a - ad + 2 * d), asc, c(a + 90 + d), c(a + 90 + 2 * d));
}
