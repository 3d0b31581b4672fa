// ΔT = TT − UT1. Between 1800 and the last tabulated year it is interpolated from the yearly table
// generated from USNO/IERS values (src/data/deltat-table.ts); outside it uses published formulas.
import { DELTA_T_FIRST_YEAR, DELTA_T_SECONDS } from '../data/deltat-table.ts';
import { decimalYearFromJd } from './julianDay.ts';

const LAST_INDEX = DELTA_T_SECONDS.length - 1;
const TABLE_END_YEAR = DELTA_T_FIRST_YEAR + LAST_INDEX;
// Mean rate over the last ten observed years: the trend carried forward.
const END_SLOPE_S_PER_YEAR = (DELTA_T_SECONDS[LAST_INDEX]! - DELTA_T_SECONDS[LAST_INDEX - 10]!) / 10;
const LINEAR_YEARS = 50;
const BLEND_YEARS = 100;

/** Long-term parabola, Morrison & Stephenson (2004), J. Hist. Astron. 35, 327: −20 + 32 u², u = (y − 1820)/100. */
function longTermSeconds(year: number): number {
  const u = (year - 1820) / 100;
  return -20 + 32 * u * u;
}

/** Espenak & Meeus (2006, NASA Five Millennium Canon) polynomials before 1800. */
function beforeTableSeconds(y: number): number {
  if (y < -500) return longTermSeconds(y);
  if (y < 500) {
    const u = y / 100;
    return (
      10583.6 -
      1014.41 * u +
      33.78311 * u ** 2 -
      5.952053 * u ** 3 -
      0.1798452 * u ** 4 +
      0.022174192 * u ** 5 +
      0.0090316521 * u ** 6
    );
  }
  if (y < 1600) {
    const u = (y - 1000) / 100;
    return (
      1574.2 -
      556.01 * u +
      71.23472 * u ** 2 +
      0.319781 * u ** 3 -
      0.8503463 * u ** 4 -
      0.005050998 * u ** 5 +
      0.0083572073 * u ** 6
    );
  }
  if (y < 1700) {
    const t = y - 1600;
    return 120 - 0.9808 * t - 0.01532 * t ** 2 + t ** 3 / 7129;
  }
  return espenakMeeus1700(y) + ((y - 1700) / 100) * JOIN_1800;
}

function espenakMeeus1700(y: number): number {
  const t = y - 1700;
  return 8.83 + 0.1603 * t - 0.0059285 * t ** 2 + 0.00013336 * t ** 3 - t ** 4 / 1174000;
}

// The 1700–1800 polynomial ends 1.2 s above the observed 1800 value: the gap is spread linearly over the century.
const JOIN_1800 = DELTA_T_SECONDS[0]! - espenakMeeus1700(1800);

/**
 * After the table: the observed slope of the last decade carried forward linearly for 50 years, then blended over
 * 100 years into the Morrison–Stephenson parabola. A documented guess: future ΔT is unknowable to better than
 * seconds per decade (the Earth's rotation has even sped up since 2020).
 */
function afterTableSeconds(y: number): number {
  const linear = DELTA_T_SECONDS[LAST_INDEX]! + END_SLOPE_S_PER_YEAR * (y - TABLE_END_YEAR);
  if (y <= TABLE_END_YEAR + LINEAR_YEARS) return linear;
  if (y >= TABLE_END_YEAR + LINEAR_YEARS + BLEND_YEARS) return longTermSeconds(y);
  const w = (y - TABLE_END_YEAR - LINEAR_YEARS) / BLEND_YEARS;
  const weight = w * w * (3 - 2 * w); // smoothstep keeps the value and slope continuous at both ends
  return linear * (1 - weight) + longTermSeconds(y) * weight;
}

/** ΔT in seconds for a decimal year; four-point Lagrange interpolation inside the table. */
export function deltaTSecondsForYear(year: number): number {
  if (year < DELTA_T_FIRST_YEAR) return beforeTableSeconds(year);
  if (year >= TABLE_END_YEAR) return afterTableSeconds(year);
  const x = year - DELTA_T_FIRST_YEAR;
  const i = Math.min(Math.max(Math.floor(x) - 1, 0), LAST_INDEX - 3);
  const p = x - i;
  const y0 = DELTA_T_SECONDS[i]!;
  const y1 = DELTA_T_SECONDS[i + 1]!;
  const y2 = DELTA_T_SECONDS[i + 2]!;
  const y3 = DELTA_T_SECONDS[i + 3]!;
  return (
    (-y0 * (p - 1) * (p - 2) * (p - 3)) / 6 +
    (y1 * p * (p - 2) * (p - 3)) / 2 -
    (y2 * p * (p - 1) * (p - 3)) / 2 +
    (y3 * p * (p - 1) * (p - 2)) / 6
  );
}

/** ΔT in seconds at a Julian day (UT). */
export function deltaTSeconds(jdUt: number): number {
  return deltaTSecondsForYear(decimalYearFromJd(jdUt));
}

/** Julian day TT from Julian day UT. */
export function jdTtFromJdUt(jdUt: number): number {
  return jdUt + deltaTSeconds(jdUt) / 86400;
}
