// House cusps and angles for an ARMC, latitude and true obliquity, with the polar conventions of the Swiss Ephemeris
// (swehouse.c, documented in its §6 "House systems"), which astrologers compare with:
// - Inside the polar circles the horizon formula can return the western intersection of horizon and ecliptic; when
//   that point lies before the MC in the zodiac, the Ascendant is the opposite point (every system).
// - Regiomontanus, Campanus and Polich-Page then also turn the MC and every cusp by 180°: their houses run
//   clockwise there, the MC below the horizon becomes the IC.
// - Placidus and Koch are undefined inside the polar circles (and Placidus may not converge just outside them):
//   Porphyry is used and `fallback: 'O'` says so.
import { normalizeDeg } from '../math/angles.ts';
import {
  ascendantDeg,
  houseFrame,
  type HouseFrame,
  midheavenDeg,
  signedArcDeg,
  vertexDeg,
} from './houseGeometry.ts';
import {
  alcabitiusCusps,
  campanusCusps,
  carterCusps,
  equalCusps,
  equalFromMcCusps,
  horizontalCusps,
  type HouseSystem,
  kochCusps,
  krusinskiCusps,
  meridianCusps,
  morinusCusps,
  placidusCusps,
  porphyryCusps,
  regiomontanusCusps,
  sripatiCusps,
  topocentricCusps,
  vehlowCusps,
  wholeSignCusps,
} from './houseSystems.ts';

export interface Houses {
  system: HouseSystem;
  /** cusps[0] is the 1st house cusp; ecliptic longitudes in degrees. */
  cusps: number[];
  ascDeg: number;
  /** The MC; for Regiomontanus, Campanus and Polich-Page inside the polar circles it may be the IC (see above). */
  mcDeg: number;
  armcDeg: number;
  vertexDeg: number;
  /** Set when the requested system is undefined here (Placidus/Koch inside the polar circles) and Porphyry was used. */
  fallback?: 'O';
}

/** Systems whose cusps all turn by 180° inside the polar circles when the Ascendant does. */
const TURNING: ReadonlySet<HouseSystem> = new Set(['R', 'C', 'T']);

/** Cusps of `system` for a local sidereal angle (ARMC, deg), geographic latitude (deg) and true obliquity (deg). */
export function housesFromArmc(
  armcDeg: number,
  latDeg: number,
  trueObliquityDeg: number,
  system: HouseSystem,
): Houses {
  if (![armcDeg, latDeg, trueObliquityDeg].every(Number.isFinite) || Math.abs(latDeg) > 90)
    throw new RangeError('housesFromArmc: ARMC, latitude (|φ| ≤ 90°) and obliquity must be finite numbers');
  const f = houseFrame(armcDeg, latDeg, trueObliquityDeg);
  const polar = Math.abs(f.latDeg) >= 90 - trueObliquityDeg;
  const rawAsc = ascendantDeg(f);
  const mc = midheavenDeg(f);
  const turned = signedArcDeg(rawAsc, mc) < 0; // the formula gave the western point
  const asc = turned ? normalizeDeg(rawAsc + 180) : rawAsc;
  const base = { system, armcDeg: f.armcDeg, vertexDeg: vertexDeg(f, mc) };
  if (TURNING.has(system)) {
    const cusps = quadrantCusps(system, f, rawAsc, mc);
    if (polar && turned)
      return {
        ...base,
        ascDeg: asc,
        mcDeg: normalizeDeg(mc + 180),
        cusps: cusps.map((c) => normalizeDeg(c + 180)),
      };
    return { ...base, ascDeg: rawAsc, mcDeg: mc, cusps };
  }
  const cusps = cuspsOf(system, f, polar, asc, mc);
  if (cusps === null)
    return { ...base, ascDeg: asc, mcDeg: mc, cusps: porphyryCusps(asc, mc), fallback: 'O' };
  return { ...base, ascDeg: asc, mcDeg: mc, cusps };
}

function quadrantCusps(system: HouseSystem, f: HouseFrame, asc: number, mc: number): number[] {
  if (system === 'R') return regiomontanusCusps(f, asc, mc);
  if (system === 'C') return campanusCusps(f, asc, mc);
  return topocentricCusps(f, asc, mc);
}

function cuspsOf(
  system: HouseSystem,
  f: HouseFrame,
  polar: boolean,
  asc: number,
  mc: number,
): number[] | null {
  switch (system) {
    case 'P':
      return polar ? null : placidusCusps(f, asc, mc);
    case 'K':
      return polar ? null : kochCusps(f, asc, mc);
    case 'E':
      return equalCusps(asc);
    case 'W':
      return wholeSignCusps(asc);
    case 'N':
      return equalCusps(0);
    case 'D':
      return equalFromMcCusps(mc);
    case 'V':
      return vehlowCusps(asc);
    case 'O':
      return porphyryCusps(asc, mc);
    case 'S':
      return sripatiCusps(asc, mc);
    case 'B':
      return alcabitiusCusps(f, asc, mc);
    case 'M':
      return morinusCusps(f);
    case 'X':
      return meridianCusps(f);
    case 'F':
      return carterCusps(f, asc);
    case 'U':
      return krusinskiCusps(f, asc);
    case 'H':
      return horizontalCusps(f, mc);
    default:
      return quadrantCusps(system, f, asc, mc);
  }
}
