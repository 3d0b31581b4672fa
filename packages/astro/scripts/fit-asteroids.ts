/**
 * Calibrates the initial states of the four main asteroids' integrated orbits (asteroid-orbit.ts) to the Swiss
 * Ephemeris asteroid file seas_18.se1, as fit-chiron.ts does for Chiron: least squares by Gauss–Newton with
 * finite-difference partials over heliocentric J2000-ecliptic positions every 20 days, 1800–2200. The start is Swiss
 * Ephemeris' own osculating state at the epoch; the partials of one asteroid's residuals are taken with respect to its
 * own state only (the others' pull on it is a 1e-10 effect of their mass), so one integration of the four serves all
 * four for each of the six parameters. Prints the fitted states for generate-asteroids.ts: only those 24 numbers leave
 * this script. With --convergence it compares the 1-day and 2-day RK4 steps instead.
 *
 * Needs the npm package `swisseph` (native addon, AGPL/commercial: keep it out of the repository):
 *   mkdir /tmp/swe-fit && cd /tmp/swe-fit && npm init -y && npm i swisseph --foreground-scripts
 *   SWISSEPH_DIR=/tmp/swe-fit/node_modules/swisseph npx tsx packages/astro/scripts/fit-asteroids.ts
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  ASTEROID_EPOCH_JD,
  ASTEROIDS,
  elementsFromState,
  integrateAsteroids,
  PlanetGrid,
} from './asteroid-orbit.ts';

interface SwissEph {
  swe_set_ephe_path(path: string): void;
  swe_calc(
    jd: number,
    body: number,
    flags: number,
  ): { x: number; y: number; z: number; dx: number; dy: number; dz: number; error?: string };
  [flag: string]: unknown;
}

const dir = process.env.SWISSEPH_DIR ?? '/tmp/swe-fit/node_modules/swisseph';
const swe = createRequire(import.meta.url)(dir) as SwissEph;
swe.swe_set_ephe_path(join(dir, 'ephe'));
const flag = (name: string): number => swe[name] as number;
// Heliocentric, geometric, mean equinox and ecliptic J2000, rectangular: the frame of our tables.
const FLAG_NAMES = ['SWIEPH', 'HELCTR', 'J2000', 'NONUT', 'TRUEPOS', 'NOABERR', 'NOGDEFL', 'XYZ', 'SPEED'];
const FLAGS = FLAG_NAMES.reduce((f, name) => f | flag(`SEFLG_${name}`), 0);

const START = 2378497.5; // 1800-01-02 (seas_18.se1 begins at 1800-01-01 0h)
const END = 2524593.5; // 2200-01-01
const STEP = 20;
const first = ASTEROID_EPOCH_JD - Math.floor((ASTEROID_EPOCH_JD - START) / STEP) * STEP;
const ARCSEC = (180 / Math.PI) * 3600;

function calc(jd: number, body: number): number[] {
  const r = swe.swe_calc(jd, body, FLAGS);
  if (r.error) throw new Error(`swisseph at JD ${jd}: ${r.error}`);
  return [r.x, r.y, r.z, r.dx, r.dy, r.dz];
}
const samples: { jd: number; p: number[][] }[] = [];
for (let jd = first; jd <= END; jd += STEP) samples.push({ jd, p: ASTEROIDS.map((a) => calc(jd, a.se)) });

console.time('planet grid');
const grid = new PlanetGrid(first - 2, END + 2);
console.timeEnd('planet grid');

/** Residuals (ours − SE)/r per axis for each asteroid: radians of heliocentric arc. */
function residuals(states: readonly (readonly number[])[]): Float64Array[] {
  const xyz = integrateAsteroids(grid, ASTEROID_EPOCH_JD, states, first, END);
  return ASTEROIDS.map((_, a) => {
    const res = new Float64Array(samples.length * 3);
    samples.forEach(({ jd, p }, i) => {
      const q = p[a]!;
      const k = Math.round(jd - first) * 3;
      const r = Math.hypot(q[0]!, q[1]!, q[2]!);
      for (let c = 0; c < 3; c++) res[3 * i + c] = (xyz[a]![k + c]! - q[c]!) / r;
    });
    return res;
  });
}

function report(label: string, all: Float64Array[]): void {
  all.forEach((res, a) => {
    const byCentury = new Map<number, number>();
    let sum = 0;
    samples.forEach(({ jd }, i) => {
      const d = Math.hypot(res[3 * i]!, res[3 * i + 1]!, res[3 * i + 2]!) * ARCSEC;
      sum += d * d;
      const c = Math.floor((2000 + (jd - 2451545) / 365.25) / 50) * 50;
      byCentury.set(c, Math.max(byCentury.get(c) ?? 0, d));
    });
    const max = Math.max(...byCentury.values());
    console.log(
      `${label} ${ASTEROIDS[a]!.id}: rms ${Math.sqrt(sum / samples.length).toFixed(3)}″, max ${max.toFixed(3)}″ ` +
        `(${[...byCentury].map(([d, e]) => `${d}: ${e.toFixed(2)}`).join(', ')})`,
    );
  });
}

/** Solves the 6×6 normal equations (Gauss–Jordan with partial pivoting). */
function solve(m: number[][], b: number[]): number[] {
  const n = b.length;
  const a = m.map((row, i) => [...row, b[i]!]);
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(a[r]![i]!) > Math.abs(a[p]![i]!)) p = r;
    [a[i], a[p]] = [a[p]!, a[i]!];
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const f = a[r]![i]! / a[i]![i]!;
      for (let c = i; c <= n; c++) a[r]![c]! -= f * a[i]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

let states = ASTEROIDS.map((a) => calc(ASTEROID_EPOCH_JD, a.se));

if (process.argv.includes('--convergence')) {
  const one = integrateAsteroids(grid, ASTEROID_EPOCH_JD, states, first, END, 1);
  const two = integrateAsteroids(grid, ASTEROID_EPOCH_JD, states, first, END, 2);
  ASTEROIDS.forEach((a, i) => {
    let max = 0;
    for (let k = 0; 2 * k * 3 < one[i]!.length; k++) {
      for (let c = 0; c < 3; c++) max = Math.max(max, Math.abs(one[i]![6 * k + c]! - two[i]![3 * k + c]!));
    }
    console.log(
      `${a.id}: |RK4 1 d − 2 d| ≤ ${max.toExponential(2)} AU over 1800–2200 (1-day error ≈ 1/15 of it)`,
    );
  });
  process.exit(0);
}

let res = residuals(states);
report('Swiss Ephemeris osculating state', res);
const DELTA = [1e-7, 1e-7, 1e-7, 1e-10, 1e-10, 1e-10]; // AU, AU/day
const ITERATIONS = Number(process.env.ITERATIONS ?? 5);
for (let iter = 1; iter <= ITERATIONS; iter++) {
  const partials = DELTA.map((d, j) => {
    const r = residuals(states.map((s) => s.map((v, c) => (c === j ? v + d : v))));
    return r.map((ra, a) => ra.map((v, i) => (v - res[a]![i]!) / d));
  });
  states = states.map((s, a) => {
    const pa = partials.map((pj) => pj[a]!);
    const normal = pa.map((pi) => pa.map((pj) => pi.reduce((acc, v, i) => acc + v * pj[i]!, 0)));
    const rhs = pa.map((pi) => -pi.reduce((acc, v, i) => acc + v * res[a]![i]!, 0));
    const step = solve(normal, rhs);
    return s.map((v, j) => v + step[j]!);
  });
  res = residuals(states);
  report(`iteration ${iter}`, res);
}

console.log(
  `\nFitted states at JD ${ASTEROID_EPOCH_JD} (paste into generate-asteroids.ts as FITTED_STATES):`,
);
ASTEROIDS.forEach((a, i) => {
  console.log(`  ${a.id}: [${states[i]!.map((v) => v.toPrecision(17)).join(', ')}],`);
  console.log('   ', elementsFromState(ASTEROID_EPOCH_JD, states[i]!));
});
