/**
 * Generates src/data/{ceres,pallas,juno,vesta}-chebyshev.ts: heliocentric J2000-ecliptic positions of the four main
 * asteroids, 1800–2200, as Chebyshev segments, plus osculating elements at both ends of the table for the two-body
 * fallback outside it. The orbits are integrated together by asteroid-orbit.ts (Sun, Mercury…Neptune from VSOP87B,
 * Ceres/Pallas/Juno/Vesta pulling on each other, RK4 with a 1-day step) from FITTED_STATES below: Swiss Ephemeris'
 * states of 2000-01-01 calibrated by fit-asteroids.ts to its file seas_18.se1. This script needs nothing but the
 * repository. 512-day segments of degree 20, coefficients rounded to 1e-8 AU: the table reproduces the integration
 * within 6e-8 AU (0.012″ seen from 1 AU) in 150–160 KB per asteroid (256-day segments of degree 12 gave 0.008″ in
 * 200–210 KB; 64-day segments of degree 8 to 1e-9 AU, 0.0008″ in 600 KB).
 * Run: npx tsx packages/astro/scripts/generate-asteroids.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASTEROID_EPOCH_JD,
  ASTEROIDS,
  elementsFromState,
  integrateAsteroids,
  PlanetGrid,
} from './asteroid-orbit.ts';

/** Heliocentric ecliptic J2000 states (AU, AU/day) at ASTEROID_EPOCH_JD, printed by fit-asteroids.ts. */
const FITTED_STATES: readonly (readonly number[])[] = [
  [
    -2.3775296181039236, 0.80077823365403822, 0.46283772446379012, -0.0036054281316167474,
    -0.010578832697244897, 0.00033797829836653608,
  ], // ceres
  [
    -0.8352620376250055, 1.6557961492160891, -1.0757946946343206, -0.011750131713716742,
    -0.0040971085195513433, 0.0038013089487560201,
  ], // pallas
  [
    0.37997145628342338, -3.0237634952713606, 0.67112855981349051, 0.0084133234201875622,
    0.0026618117006092256, -0.00093460111912854369,
  ], // juno
  [
    -1.3583893508349354, -1.6694279922664497, 0.2153741407352715, 0.0096049717547379045,
    -0.0074271805676043596, -0.00094255861979979983,
  ], // vesta
];
const START = 2378496.5; // 1800-01-01
const END = 2524593.5; // 2200-01-01
/**
 * Segment length (days), degree, decimals of the coefficients (AU); `--try 64:10:9,256:14:8` prints the error and
 * size of other choices instead of writing the files.
 */
const CHOSEN = '512:20:8';
const TRY = process.argv.indexOf('--try');
const CHOICES = (TRY > 0 ? process.argv[TRY + 1]! : CHOSEN).split(',').map((c) => c.split(':').map(Number));
const LAST = START + Math.max(...CHOICES.map(([d]) => Math.ceil((END - START) / d!) * d!));

const grid = new PlanetGrid(START - 1, LAST + 1);
const all = integrateAsteroids(grid, ASTEROID_EPOCH_JD, FITTED_STATES, START, LAST);
for (const [SEGMENT_DAYS, DEGREE, DIGITS] of CHOICES) generate(SEGMENT_DAYS!, DEGREE!, DIGITS!, TRY < 0);

function generate(SEGMENT_DAYS: number, DEGREE: number, DIGITS: number, write: boolean): void {
  const SEGMENTS = Math.ceil((END - START) / SEGMENT_DAYS);
  const TABLE_END = START + SEGMENTS * SEGMENT_DAYS;

  /** Least-squares Chebyshev fit of the daily positions on [a, b]. */
  function chebFit(at: (jd: number, c: number) => number, a: number, b: number, coord: number): number[] {
    const n = DEGREE + 1;
    const m = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
    for (let jd = a; jd <= b; jd++) {
      const x = (2 * (jd - a)) / (b - a) - 1;
      const t = [1, x];
      for (let k = 2; k <= DEGREE; k++) t.push(2 * x * t[k - 1]! - t[k - 2]!);
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) m[i]![j]! += t[i]! * t[j]!;
        m[i]![n]! += t[i]! * at(jd, coord);
      }
    }
    for (let i = 0; i < n; i++) {
      // Gauss–Jordan with partial pivoting
      let p = i;
      for (let r = i + 1; r < n; r++) if (Math.abs(m[r]![i]!) > Math.abs(m[p]![i]!)) p = r;
      [m[i], m[p]] = [m[p]!, m[i]!];
      const d = m[i]![i]!;
      for (let j = i; j <= n; j++) m[i]![j]! /= d;
      for (let r = 0; r < n; r++) {
        if (r === i) continue;
        const f = m[r]![i]!;
        for (let j = i; j <= n; j++) m[r]![j]! -= f * m[i]![j]!;
      }
    }
    return m.map((row) => row[n]!);
  }

  /** Osculating elements at day k of the grid (velocity by a 5-point central difference). */
  function elementsAt(
    at: (jd: number, c: number) => number,
    jd: number,
  ): ReturnType<typeof elementsFromState> {
    const s = [0, 1, 2].map((c) => at(jd, c));
    const v = [0, 1, 2].map(
      (c) => (-at(jd + 2, c) + 8 * at(jd + 1, c) - 8 * at(jd - 1, c) + at(jd - 2, c)) / 12,
    );
    return elementsFromState(jd, [...s, ...v]);
  }

  ASTEROIDS.forEach(({ id }, i) => {
    const positions = all[i]!;
    const at = (jd: number, coord: number): number => positions[Math.round(jd - START) * 3 + coord]!;
    const coeffs: number[] = [];
    let maxErr = 0;
    for (let a = START; a < END; a += SEGMENT_DAYS) {
      const b = a + SEGMENT_DAYS;
      for (let c = 0; c < 3; c++) {
        const f = chebFit(at, a, b, c).map((v) => Number(v.toFixed(DIGITS)));
        coeffs.push(...f);
        for (let jd = a; jd <= b; jd += 0.5) {
          const x = (2 * (jd - a)) / (b - a) - 1;
          let [t0, t1, v] = [1, x, f[0]! + f[1]! * x];
          for (let k = 2; k <= DEGREE; k++) {
            [t0, t1] = [t1, 2 * x * t1 - t0];
            v += f[k]! * t1;
          }
          // half-day points against the mean of the neighbouring days is too coarse: check whole days only
          if (Number.isInteger(jd - a)) maxErr = Math.max(maxErr, Math.abs(v - at(jd, c)));
        }
      }
    }
    const NAME = id.toUpperCase();
    const lines: string[] = [];
    for (let k = 0; k < coeffs.length; k += DEGREE + 1)
      lines.push(`  ${coeffs.slice(k, k + DEGREE + 1).join(', ')},`);
    const elements = (el: ReturnType<typeof elementsFromState>): string =>
      `{ ${Object.entries(el)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} }`;
    const text =
      `// GENERATED by packages/astro/scripts/generate-asteroids.ts (integrated orbit, initial state calibrated to Swiss Ephemeris) — do not edit.\n` +
      `// Heliocentric ecliptic J2000 x, y, z (AU) of ${id}: ${SEGMENT_DAYS}-day segments from JD ${START}, degree ${DEGREE}, TT;\n` +
      '// one line per segment and axis.\n' +
      `import type { AsteroidTable } from '../bodies/asteroidTable.ts';\n\n` +
      `export const ${NAME}_TABLE: AsteroidTable = {\n` +
      `  startJd: ${START},\n  segmentDays: ${SEGMENT_DAYS},\n  segments: ${SEGMENTS},\n  degree: ${DEGREE},\n` +
      `  /** Osculating elements (GM☉ two-body, degrees) at the table's ends, for the dates before and after it. */\n` +
      `  before: ${elements(elementsAt(at, START + 2))},\n` +
      `  after: ${elements(elementsAt(at, TABLE_END - 2))},\n` +
      `  // prettier-ignore\n  coeffs: [\n${lines.map((l) => `  ${l}`).join('\n')}\n  ],\n};\n`;
    const outFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'data', `${id}-chebyshev.ts`);
    if (write) writeFileSync(outFile, text);
    console.log(
      `${id}: ${SEGMENTS} segments of ${SEGMENT_DAYS} d, degree ${DEGREE}: max fit error ${maxErr.toExponential(2)} AU ` +
        `(${(maxErr * 206265).toFixed(4)}″ at 1 AU), ${(text.length / 1024).toFixed(0)} KB`,
    );
  });
}
