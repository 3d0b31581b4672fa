// House cusps and angles for an ARMC, latitude and true obliquity, with the polar fallback made explicit.
import {
  alcabitiusCusps,
  campanusCusps,
  equalCusps,
  type HouseSystem,
  kochCusps,
  meridianCusps,
  morinusCusps,
  placidusCusps,
  porphyryCusps,
  regiomontanusCusps,
  topocentricCusps,
  wholeSignCusps,
} from './houseSystems.ts';
import { ascendantDeg, houseFrame, midheavenDeg, vertexDeg } from './houseGeometry.ts';

export interface Houses {
  system: HouseSystem;
  /** cusps[0] is the 1st house cusp; ecliptic longitudes in degrees. */
  cusps: number[];
  ascDeg: number;
  mcDeg: number;
  armcDeg: number;
  vertexDeg: number;
  /** Set when the requested system is undefined here (Placidus/Koch inside the polar circles) and Porphyry was used. */
  fallback?: 'O';
}

/** Cusps of `system` for a local sidereal angle (ARMC, deg), geographic latitude (deg) and true obliquity (deg). */
export function housesFromArmc(
  armcDeg: number,
  latDeg: number,
  trueObliquityDeg: number,
  system: HouseSystem,
): Houses {
  const f = houseFrame(armcDeg, latDeg, trueObliquityDeg);
  const asc = ascendantDeg(f);
  const mc = midheavenDeg(f);
  const base = { system, ascDeg: asc, mcDeg: mc, armcDeg, vertexDeg: vertexDeg(f) };
  let cusps: number[] | null;
  switch (system) {
    case 'P':
      cusps = polar(latDeg, trueObliquityDeg) ? null : placidusCusps(f);
      break;
    case 'K':
      cusps = polar(latDeg, trueObliquityDeg) ? null : kochCusps(f);
      break;
    case 'E':
      cusps = equalCusps(asc);
      break;
    case 'W':
      cusps = wholeSignCusps(asc);
      break;
    case 'O':
      cusps = porphyryCusps(asc, mc);
      break;
    case 'R':
      cusps = regiomontanusCusps(f);
      break;
    case 'C':
      cusps = campanusCusps(f);
      break;
    case 'B':
      cusps = alcabitiusCusps(f);
      break;
    case 'M':
      cusps = morinusCusps(f);
      break;
    case 'X':
      cusps = meridianCusps(f);
      break;
    case 'T':
      cusps = topocentricCusps(f);
      break;
  }
  if (cusps === null) return { ...base, cusps: porphyryCusps(asc, mc), fallback: 'O' };
  return { ...base, cusps };
}

/** Inside the polar circles some ecliptic degrees never rise or set, and semi-arc systems are undefined. */
function polar(latDeg: number, trueObliquityDeg: number): boolean {
  return Math.abs(latDeg) >= 90 - trueObliquityDeg;
}
