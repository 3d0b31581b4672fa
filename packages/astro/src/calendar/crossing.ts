// Exact instants on the sky grid: when does a longitude (or a difference of longitudes, e.g. Moon − Sun) reach a
// target angle inside one grid interval? The cubic Hermite through the half-day samples (values and speeds at both
// ends) is within 0.04″ of the ephemeris for the Moon and 0.02″ for the Sun, Venus and Mars (crossing.test.ts):
// well under a second of time at their speeds, so its root is the answer, as it is for the Moon's angles to
// anything (it moves 12° a day relative to every body). Mercury's cubic is within 0.5″ and Jupiter…Pluto, slow and
// read from tables, within 0.2″ (minutes of time at their pace): their own roots get Newton steps on the real
// ephemeris until the angle is within 0.004″.
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { wrap180 } from '../charts/longitudeSearch.ts';
import type { CalendarBody, SkyGrid } from './skyGrid.ts';

/** A longitude, or the difference of two (plus − minus). */
export interface Angle {
  plus: CalendarBody;
  minus?: CalendarBody;
}

const TOLERANCE_DEG = 1e-6;
const POLISHED: ReadonlySet<CalendarBody> = new Set([
  'mercury',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
]);
/** A guess this close converges in one Newton step to far below TOLERANCE_DEG. */
const GOOD_GUESS_DEG = 1e-3;

function valueAt(grid: SkyGrid, angle: Angle, i: number): { lon: number; speed: number } {
  const lon = grid.lon[angle.plus][i]! - (angle.minus ? grid.lon[angle.minus][i]! : 0);
  const speed = grid.speed[angle.plus][i]! - (angle.minus ? grid.speed[angle.minus][i]! : 0);
  return { lon, speed };
}

/** wrap180(angle − target) at the start and end of interval i, unwrapped so the pair is continuous. */
export function offsetsAt(grid: SkyGrid, angle: Angle, i: number, targetDeg: number): [number, number] {
  const a = valueAt(grid, angle, i);
  const b = valueAt(grid, angle, i + 1);
  const fA = wrap180(a.lon - targetDeg);
  return [fA, fA + wrap180(b.lon - a.lon)];
}

/** Does the angle pass through the target during interval i? (a sign change, not a wrap-around; no allocation) */
export function crossesIn(grid: SkyGrid, angle: Angle, i: number, targetDeg: number): boolean {
  const plus = grid.lon[angle.plus];
  const minus = angle.minus ? grid.lon[angle.minus] : null;
  const a = plus[i]! - (minus ? minus[i]! : 0);
  const b = plus[i + 1]! - (minus ? minus[i + 1]! : 0);
  const step = wrap180(b - a);
  const fA = wrap180(a - targetDeg);
  const fB = fA + step;
  return fA < 0 !== fB < 0 && Math.abs(step) < 90;
}

/** The instant (Julian day UT) in interval i where the angle equals targetDeg; call after crossesIn. */
export function solveIn(grid: SkyGrid, angle: Angle, i: number, targetDeg: number): number {
  const [fA, fB] = offsetsAt(grid, angle, i, targetDeg);
  const h = grid.jd[i + 1]! - grid.jd[i]!;
  const mA = valueAt(grid, angle, i).speed * h;
  const mB = valueAt(grid, angle, i + 1).speed * h;
  const cubic = (s: number): number => {
    const s2 = s * s;
    const s3 = s2 * s;
    return (2 * s3 - 3 * s2 + 1) * fA + (s3 - 2 * s2 + s) * mA + (-2 * s3 + 3 * s2) * fB + (s3 - s2) * mB;
  };
  let lo = 0;
  let hi = 1;
  const rising = fB > fA;
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (cubic(mid) < 0 === rising) lo = mid;
    else hi = mid;
  }
  const guess = grid.jd[i]! + ((lo + hi) / 2) * h;
  return !angle.minus && POLISHED.has(angle.plus)
    ? polish(angle, targetDeg, guess, grid.jd[i]!, grid.jd[i + 1]!)
    : guess;
}

/**
 * Newton steps on the ephemeris, kept inside [jdA, jdB]. From the cubic guess (within about 0.5″) one step leaves
 * an error of the order of the guess's squared, so a second evaluation is needed only after a poor guess.
 */
function polish(angle: Angle, targetDeg: number, guess: number, jdA: number, jdB: number): number {
  const bodies = angle.minus ? [angle.plus, angle.minus] : [angle.plus];
  let jd = guess;
  for (let k = 0; k < 4; k++) {
    const e = ephemerisAt(jd, bodies).bodies;
    const lon = e[angle.plus]!.longitudeDeg - (angle.minus ? e[angle.minus]!.longitudeDeg : 0);
    const rate = e[angle.plus]!.speedDegPerDay - (angle.minus ? e[angle.minus]!.speedDegPerDay : 0);
    const f = wrap180(lon - targetDeg);
    if (Math.abs(f) < TOLERANCE_DEG || rate === 0) break;
    const next = jd - f / rate;
    if (!(next >= jdA - 0.01 && next <= jdB + 0.01)) break; // near a station Newton is unsafe: keep the guess
    jd = next;
    if (Math.abs(f) < GOOD_GUESS_DEG) break;
  }
  return jd;
}

/** A body's longitude (0…360°) at an instant inside the grid, from the cubic through the samples. */
export function longitudeOnGrid(grid: SkyGrid, body: CalendarBody, jd: number): number {
  const h = grid.jd[1]! - grid.jd[0]!;
  const i = Math.min(Math.max(Math.floor((jd - grid.jd[0]!) / h), 0), grid.jd.length - 2);
  const s = (jd - grid.jd[i]!) / h;
  const p0 = grid.lon[body][i]!;
  const p1 = p0 + wrap180(grid.lon[body][i + 1]! - p0);
  const m0 = grid.speed[body][i]! * h;
  const m1 = grid.speed[body][i + 1]! * h;
  const s2 = s * s;
  const s3 = s2 * s;
  const lon = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1;
  return ((lon % 360) + 360) % 360;
}
