/**
 * Generates src/data/chiron-chebyshev.ts: heliocentric J2000-ecliptic position of 2060 Chiron, 1800–2200, as
 * Chebyshev segments. Built by numerically integrating Chiron's orbit under the Sun and the eight planets (VSOP87B
 * positions, indirect term included) from one set of osculating elements:
 *   JPL Small-Body Database, 2060 Chiron, epoch JD 2456000.5 TDB (2012-03-14), heliocentric ecliptic J2000:
 *   e = 0.3792037887546262, q = 8.486494269138399 AU, i = 6.926651533484328°, Ω = 209.3851130617651°,
 *   ω = 339.4595737215378°, M = 114.8798253094007°.
 * Planetary masses: IAU 2009 / DE430 reciprocal masses. Integrator: classical Runge–Kutta, 1-day step;
 * Mercury–Mars enter as added solar mass.
 * Run: npx tsx packages/astro/scripts/generate-chiron.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VSOP87B_JUPITER } from '../src/data/vsop87b-jupiter.ts';
import { VSOP87B_NEPTUNE } from '../src/data/vsop87b-neptune.ts';
import { VSOP87B_SATURN } from '../src/data/vsop87b-saturn.ts';
import { VSOP87B_URANUS } from '../src/data/vsop87b-uranus.ts';
import { type VsopSeries, vsopPositionVelocity } from '../src/bodies/vsopSeries.ts';

const K2 = 0.01720209895 ** 2; // GM☉, AU³/day²
// The inner planets act on Chiron (r ≥ 8.5 AU) as extra solar mass: add their masses to the Sun's.
const INNER_MASS = 1 / 6023657.9 + 1 / 408523.72 + 1 / 328900.56 + 1 / 3098703.6;
const GM_CENTRAL = K2 * (1 + INNER_MASS);
const PLANETS: [VsopSeries, number][] = [
  [VSOP87B_JUPITER, 1 / 1047.348644], [VSOP87B_SATURN, 1 / 3497.9018],
  [VSOP87B_URANUS, 1 / 22902.951], [VSOP87B_NEPTUNE, 1 / 19412.26],
];
const EPOCH = 2456000.5;
const el = { e: 0.3792037887546262, q: 8.486494269138399, i: 6.926651533484328, node: 209.3851130617651, peri: 339.4595737215378, m: 114.8798253094007 };
const START = 2378496.5; // 1800-01-01
const END = 2524593.5; // 2200-01-01
const STEP = 1;
const SEGMENT_DAYS = 512;
const DEGREE = 12;

const D = Math.PI / 180;

function stateFromElements(): number[] {
  const a = el.q / (1 - el.e);
  // SBDB osculating elements are heliocentric two-body elements with GM☉ alone.
  const n = Math.sqrt(K2 / (a * a * a));
  let E = el.m * D;
  for (let k = 0; k < 50; k++) E -= (E - el.e * Math.sin(E) - el.m * D) / (1 - el.e * Math.cos(E));
  const xv = a * (Math.cos(E) - el.e);
  const yv = a * Math.sqrt(1 - el.e * el.e) * Math.sin(E);
  const dE = n / (1 - el.e * Math.cos(E));
  const vxv = -a * Math.sin(E) * dE;
  const vyv = a * Math.sqrt(1 - el.e * el.e) * Math.cos(E) * dE;
  const [cO, sO, cw, sw, ci, si] = [Math.cos(el.node * D), Math.sin(el.node * D), Math.cos(el.peri * D), Math.sin(el.peri * D), Math.cos(el.i * D), Math.sin(el.i * D)];
  const rot = (x: number, y: number): number[] => [
    (cO * cw - sO * sw * ci) * x + (-cO * sw - sO * cw * ci) * y,
    (sO * cw + cO * sw * ci) * x + (-sO * sw + cO * cw * ci) * y,
    sw * si * x + cw * si * y,
  ];
  return [...rot(xv, yv), ...rot(vxv, vyv)];
}

const buf = new Float64Array(6);
// Planet positions are cached per instant: RK4 asks twice for the midpoint.
const planetCache = new Map<number, number[]>();
function planetsAt(jd: number): number[] {
  let p = planetCache.get(jd);
  if (!p) {
    p = [];
    for (const [series] of PLANETS) { vsopPositionVelocity(series, jd, buf); p.push(buf[0]!, buf[1]!, buf[2]!); }
    if (planetCache.size > 8) planetCache.clear();
    planetCache.set(jd, p);
  }
  return p;
}
function derivative(jd: number, s: number[]): number[] {
  const [x, y, z] = s as [number, number, number];
  const r3 = (x * x + y * y + z * z) ** 1.5;
  let ax = (-GM_CENTRAL * x) / r3; let ay = (-GM_CENTRAL * y) / r3; let az = (-GM_CENTRAL * z) / r3;
  const pos = planetsAt(jd);
  for (let k = 0; k < PLANETS.length; k++) {
    const mass = PLANETS[k]![1];
    const [px, py, pz] = [pos[3 * k]!, pos[3 * k + 1]!, pos[3 * k + 2]!];
    const dx = px - x; const dy = py - y; const dz = pz - z;
    const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
    const p3 = (px * px + py * py + pz * pz) ** 1.5;
    // direct pull minus the planet's pull on the Sun (heliocentric frame)
    ax += K2 * mass * (dx / d3 - px / p3); ay += K2 * mass * (dy / d3 - py / p3); az += K2 * mass * (dz / d3 - pz / p3);
  }
  return [s[3]!, s[4]!, s[5]!, ax, ay, az];
}

function rk4(jd: number, s: number[], h: number): number[] {
  const k1 = derivative(jd, s);
  const k2 = derivative(jd + h / 2, s.map((v, i) => v + (h / 2) * k1[i]!));
  const k3 = derivative(jd + h / 2, s.map((v, i) => v + (h / 2) * k2[i]!));
  const k4 = derivative(jd + h, s.map((v, i) => v + h * k3[i]!));
  return s.map((v, i) => v + (h / 6) * (k1[i]! + 2 * k2[i]! + 2 * k3[i]! + k4[i]!));
}

// Integrate both ways from the epoch; keep positions on the STEP grid.
const positions = new Map<number, number[]>();
const s0 = stateFromElements();
positions.set(EPOCH, s0);
for (const dir of [1, -1]) {
  let s = s0; let jd = EPOCH;
  while (dir > 0 ? jd < END + SEGMENT_DAYS + 1 : jd > START - 1) {
    s = rk4(jd, s, dir * STEP);
    jd += dir * STEP;
    positions.set(jd, s);
  }
}

/** Least-squares Chebyshev fit of samples on [a, b]. */
function chebFit(a: number, b: number, coord: number): number[] {
  const rows: number[][] = []; const rhs: number[] = [];
  for (let jd = a; jd <= b + 1e-9; jd += STEP) {
    const x = (2 * (jd - a)) / (b - a) - 1;
    const t = [1, x];
    for (let k = 2; k <= DEGREE; k++) t.push(2 * x * t[k - 1]! - t[k - 2]!);
    rows.push(t); rhs.push(positions.get(jd)![coord]!);
  }
  const n = DEGREE + 1;
  const m = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (let r = 0; r < rows.length; r++) for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) m[i]![j]! += rows[r]![i]! * rows[r]![j]!;
    m[i]![n]! += rows[r]![i]! * rhs[r]!;
  }
  for (let i = 0; i < n; i++) { // Gauss–Jordan
    const p = m[i]![i]!;
    for (let j = i; j <= n; j++) m[i]![j]! /= p;
    for (let r = 0; r < n; r++) if (r !== i) { const f = m[r]![i]!; for (let j = i; j <= n; j++) m[r]![j]! -= f * m[i]![j]!; }
  }
  return m.map((row) => row[n]!);
}

const coeffs: number[] = [];
let maxErr = 0;
for (let a = START; a < END; a += SEGMENT_DAYS) {
  const b = a + SEGMENT_DAYS;
  for (let c = 0; c < 3; c++) {
    const f = chebFit(a, b, c);
    coeffs.push(...f);
    for (let jd = a; jd <= b; jd += 8) { // check fit at samples
      const x = (2 * (jd - a)) / (b - a) - 1;
      let t0 = 1; let t1 = x; let v = f[0]! + f[1]! * x;
      for (let k = 2; k <= DEGREE; k++) { const t2 = 2 * x * t1 - t0; v += f[k]! * t2; t0 = t1; t1 = t2; }
      maxErr = Math.max(maxErr, Math.abs(v - positions.get(jd)![c]!));
    }
  }
}
console.log(`chiron: ${coeffs.length / (3 * (DEGREE + 1))} segments, max fit error ${maxErr.toExponential(2)} AU (${(maxErr / 8.5 * 206265).toFixed(4)}″ at perihelion)`);
const outFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'data', 'chiron-chebyshev.ts');
writeFileSync(outFile,
  '// GENERATED by packages/astro/scripts/generate-chiron.ts (numerical integration from JPL SBDB elements) — do not edit.\n' +
  `// Heliocentric ecliptic J2000 x, y, z (AU) of 2060 Chiron: ${SEGMENT_DAYS}-day segments from JD ${START}, degree ${DEGREE}, TT.\n` +
  `export const CHIRON_START_JD = ${START};\nexport const CHIRON_END_JD = ${START + (coeffs.length / (3 * (DEGREE + 1))) * SEGMENT_DAYS};\n` +
  `export const CHIRON_SEGMENT_DAYS = ${SEGMENT_DAYS};\nexport const CHIRON_DEGREE = ${DEGREE};\n` +
  `export const CHIRON_COEFFS: readonly number[] = [${coeffs.map((v) => Number(v.toPrecision(11))).join(',')}];\n`);
