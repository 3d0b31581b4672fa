/**
 * Calibrates the initial state of Chiron's integrated orbit (chiron-orbit.ts) to the Swiss Ephemeris asteroid file
 * seas_18.se1, the Chiron that astrologers compare with. Least squares by Gauss–Newton with finite-difference
 * partials over heliocentric J2000-ecliptic positions every 20 days, 1800–2200; prints the fitted state for
 * generate-chiron.ts. Only those six numbers leave this script.
 *
 * Needs the npm package `swisseph` (native addon, AGPL/commercial: keep it out of the repository):
 *   mkdir /tmp/swe-fit && cd /tmp/swe-fit && npm init -y && npm i swisseph --foreground-scripts
 *   SWISSEPH_DIR=/tmp/swe-fit/node_modules/swisseph npx tsx packages/astro/scripts/fit-chiron.ts
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CHIRON_EPOCH_JD,
  CHIRON_SBDB_ELEMENTS,
  elementsFromState,
  integrateChiron,
  PlanetGrid,
  stateFromElements,
} from './chiron-orbit.ts';

interface SwissEph {
  swe_set_ephe_path(path: string): void;
  swe_calc(jd: number, body: number, flags: number): { x: number; y: number; z: number; error?: string };
  SE_CHIRON: number;
  [flag: string]: unknown;
}

const dir = process.env.SWISSEPH_DIR ?? '/tmp/swe-fit/node_modules/swisseph';
const swe = createRequire(import.meta.url)(dir) as SwissEph;
swe.swe_set_ephe_path(join(dir, 'ephe'));
const flag = (name: string): number => swe[name] as number;
// Heliocentric, geometric, mean equinox and ecliptic J2000, rectangular: the frame of our table.
const FLAG_NAMES = ['SWIEPH', 'HELCTR', 'J2000', 'NONUT', 'TRUEPOS', 'NOABERR', 'NOGDEFL', 'XYZ'];
const FLAGS = FLAG_NAMES.reduce((f, name) => f | flag(`SEFLG_${name}`), 0);

const START = 2378497.5; // 1800-01-02 (seas_18.se1 begins at 1800-01-01 0h)
const END = 2524593.5; // 2200-01-01
const STEP = 20;
const first = CHIRON_EPOCH_JD - Math.floor((CHIRON_EPOCH_JD - START) / STEP) * STEP;
const samples: { jd: number; p: number[] }[] = [];
for (let jd = first; jd <= END; jd += STEP) {
  const r = swe.swe_calc(jd, swe.SE_CHIRON, FLAGS);
  if (r.error) throw new Error(`swisseph at JD ${jd}: ${r.error}`);
  samples.push({ jd, p: [r.x, r.y, r.z] });
}

const grid = new PlanetGrid(first - 1, END + 1);
const ARCSEC = (180 / Math.PI) * 3600;

/** Residuals (ours − SE)/r per axis: radians of heliocentric arc. */
function residuals(state: readonly number[]): Float64Array {
  const xyz = integrateChiron(grid, CHIRON_EPOCH_JD, state, first, END);
  const res = new Float64Array(samples.length * 3);
  samples.forEach(({ jd, p }, i) => {
    const k = Math.round(jd - first) * 3;
    const r = Math.hypot(p[0]!, p[1]!, p[2]!);
    for (let c = 0; c < 3; c++) res[3 * i + c] = (xyz[k + c]! - p[c]!) / r;
  });
  return res;
}

function report(label: string, res: Float64Array): void {
  const byDecade = new Map<number, number>();
  let sum = 0;
  samples.forEach(({ jd }, i) => {
    const d = Math.hypot(res[3 * i]!, res[3 * i + 1]!, res[3 * i + 2]!) * ARCSEC;
    sum += d * d;
    const decade = Math.floor((2000 + (jd - 2451545) / 365.25) / 10) * 10;
    byDecade.set(decade, Math.max(byDecade.get(decade) ?? 0, d));
  });
  const max = Math.max(...byDecade.values());
  console.log(`${label}: rms ${Math.sqrt(sum / samples.length).toFixed(3)}″, max ${max.toFixed(3)}″`);
  console.log([...byDecade].map(([d, e]) => `${d}s ${e.toFixed(2)}`).join(', '));
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

let state = stateFromElements(CHIRON_SBDB_ELEMENTS);
let res = residuals(state);
report('JPL SBDB elements', res);
const DELTA = [1e-7, 1e-7, 1e-7, 1e-10, 1e-10, 1e-10]; // AU, AU/day
for (let iter = 1; iter <= 6; iter++) {
  const partials = DELTA.map((d, j) => {
    const s = [...state];
    s[j]! += d;
    const r = residuals(s);
    return r.map((v, i) => (v - res[i]!) / d);
  });
  const normal = partials.map((pi) => partials.map((pj) => pi.reduce((acc, v, i) => acc + v * pj[i]!, 0)));
  const rhs = partials.map((pi) => -pi.reduce((acc, v, i) => acc + v * res[i]!, 0));
  const step = solve(normal, rhs);
  state = state.map((v, j) => v + step[j]!);
  res = residuals(state);
  report(`iteration ${iter}`, res);
}

console.log(
  `\nFitted state at JD ${CHIRON_EPOCH_JD} (paste into generate-chiron.ts as CHIRON_FITTED_STATE):`,
);
console.log(`[${state.map((v) => v.toPrecision(17)).join(', ')}]`);
console.log('Osculating elements of that state:', elementsFromState(CHIRON_EPOCH_JD, state));
