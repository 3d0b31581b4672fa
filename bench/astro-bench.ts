// Chart engine benchmark, against the Swiss Ephemeris C library doing the same work in the same run.
// - Natal chart: ours = natalChart (every body with speeds — the ten planets, both nodes, both Liliths, Chiron —
//   Placidus houses, Vertex, Part of Fortune, aspects). Baseline = the Swiss Ephemeris through the npm binding
//   `sweph` in Moshier mode (no data files): swe_calc_ut with speeds for the bodies Moshier mode has (Sun…Pluto, mean
//   and true node, mean and osculating apogee; Chiron needs its asteroid file, so the baseline does less),
//   swe_houses_ex2 (Placidus), and the same aspect search on its output. Printed: median µs and the ratio ours / SE.
// - Transit timeline: a year of the default transiting bodies over a natal chart (orb windows, exact passes,
//   ingresses, stations); target ≤ 200 ms. Baseline = the same sampling and crossing search through the Swiss
//   Ephemeris (seTimeline below), interleaved run by run.
// `sweph` is never a dependency of the project: when it cannot be loaded, this script installs it on demand into a
// scratch folder outside the repository (os.tmpdir()/xingtu-bench-sweph, or BENCH_SWEPH_DIR), as e2e/support does
// for Chromium. Run: npx tsx bench/astro-bench.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findAspects, natalChart, transitTimeline } from '@xingtu/astro';

interface Sweph {
  calc_ut(jd: number, body: number, flags: number): { data: number[] };
  houses_ex2(
    jd: number,
    flags: number,
    lat: number,
    lon: number,
    hsys: string,
  ): { data: { points: number[] } };
  version(): string;
}

function loadSweph(): Sweph {
  const dir = process.env.BENCH_SWEPH_DIR ?? join(tmpdir(), 'xingtu-bench-sweph');
  const entry = join(dir, 'node_modules', 'sweph');
  if (!existsSync(entry)) {
    console.log(`installing sweph (Swiss Ephemeris binding, AGPL) into ${dir} for the baseline…`);
    mkdirSync(dir, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--prefix', dir, 'sweph@2.10.3-b-1'], { stdio: 'inherit' });
  }
  return createRequire(import.meta.url)(entry) as Sweph;
}

const N = 2000;
const WARMUP = 300;
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(20261123);
const inputs = Array.from({ length: N + WARMUP }, () => {
  const unixMs = Date.UTC(1900, 0, 1) + rand() * (Date.UTC(2050, 0, 1) - Date.UTC(1900, 0, 1));
  return {
    utc: new Date(unixMs).toISOString(),
    jdUt: unixMs / 86_400_000 + 2440587.5,
    latitude: -60 + rand() * 120,
    longitude: -180 + rand() * 360,
  };
});

const swe = loadSweph();
const MOSEPH = 4;
const SPEED = 256;
// Sun … Pluto, mean node, true node, mean apogee, osculating apogee.
const SE_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
const SE_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'meanNode',
  'trueNode',
  'lilith',
  'trueLilith',
];

function seChart(i: number): number {
  const c = inputs[i]!;
  const points = SE_BODIES.map((b, k) => {
    const x = swe.calc_ut(c.jdUt, b, MOSEPH | SPEED).data;
    return { id: SE_IDS[k]!, longitudeDeg: x[0]!, speedDegPerDay: x[3]! };
  });
  const h = swe.houses_ex2(c.jdUt, MOSEPH, c.latitude, c.longitude, 'P').data.points;
  points.push(
    { id: 'asc', longitudeDeg: h[0]!, speedDegPerDay: 0 },
    { id: 'mc', longitudeDeg: h[1]!, speedDegPerDay: 0 },
  );
  return findAspects(points).length;
}
function ourChart(i: number): number {
  const c = inputs[i]!;
  return natalChart({ utc: c.utc, latitude: c.latitude, longitude: c.longitude, houseSystem: 'P' }).aspects
    .length;
}

/** Median µs per chart, interleaving the two engines in blocks so machine load hits both alike. */
function measure(): { ours: number[]; se: number[] } {
  for (let i = 0; i < WARMUP; i++) {
    ourChart(N + i);
    seChart(N + i);
  }
  const ours: number[] = [];
  const se: number[] = [];
  for (let block = 0; block < N; block += 100) {
    for (let i = block; i < block + 100; i++) {
      const s = performance.now();
      ourChart(i);
      ours.push((performance.now() - s) * 1000);
    }
    for (let i = block; i < block + 100; i++) {
      const s = performance.now();
      seChart(i);
      se.push((performance.now() - s) * 1000);
    }
  }
  return { ours, se };
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const { ours, se } = measure();
const oursMedian = median(ours);
const seMedian = median(se);

const natal = natalChart({ utc: '1990-06-15T05:30:00Z', latitude: 39.9, longitude: 116.4, houseSystem: 'P' });
const YEAR = { startUtc: '2026-01-01T00:00:00Z', endUtc: '2027-01-01T00:00:00Z' };

// Timeline baseline: the same search done through the Swiss Ephemeris — the transiting bodies Moshier mode has
// (Sun, Mercury … Pluto, true node; not Chiron) sampled as ours are (daily with a 15-day margin for the inner
// planets, every 4 days with a 120-day margin for the others), every crossing of an exact aspect or an orb edge
// (±1°) to the same natal targets bracketed between samples and bisected with swe_calc_ut to under a second.
const SE_TRANSITING: [id: number, fast: boolean][] = [
  [0, true],
  [2, true],
  [3, true],
  [4, true],
  [5, false],
  [6, false],
  [7, false],
  [8, false],
  [9, false],
  [11, false],
];
const MAJORS = [0, 60, 90, 120, 180];
const natalTargets: number[] = [];
for (const id of [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'trueNode',
  'chiron',
] as const)
  for (const a of MAJORS) {
    natalTargets.push((natal.bodies[id].longitudeDeg + a) % 360);
    if (a !== 0 && a !== 180) natalTargets.push((natal.bodies[id].longitudeDeg - a + 360) % 360);
  }
for (const angle of [natal.angles!.asc, natal.angles!.mc])
  for (const a of MAJORS) {
    natalTargets.push((angle + a) % 360);
    if (a !== 0 && a !== 180) natalTargets.push((angle - a + 360) % 360);
  }
const wrap = (x: number): number => (((x % 360) + 540) % 360) - 180;
function seTimeline(): number {
  const jd0 = Date.parse(YEAR.startUtc) / 86_400_000 + 2440587.5;
  const jd1 = Date.parse(YEAR.endUtc) / 86_400_000 + 2440587.5;
  let found = 0;
  for (const [body, fast] of SE_TRANSITING) {
    const step = fast ? 1 : 4;
    const margin = fast ? 15 : 120;
    const jds: number[] = [];
    const lons: number[] = [];
    for (let jd = jd0 - margin; jd <= jd1 + margin; jd += step) {
      jds.push(jd);
      lons.push(swe.calc_ut(jd, body, MOSEPH | SPEED).data[0]!);
    }
    for (const target of natalTargets)
      for (const level of [0, -1, 1])
        for (let i = 0; i + 1 < jds.length; i++) {
          const fa = wrap(lons[i]! - target - level);
          const fb = wrap(lons[i + 1]! - target - level);
          if (fa < 0 === fb < 0 || Math.abs(fa - fb) > 90) continue;
          let [lo, hi, flo] = [jds[i]!, jds[i + 1]!, fa];
          while (hi - lo > 1 / 86_400) {
            const mid = (lo + hi) / 2;
            const fm = wrap(swe.calc_ut(mid, body, MOSEPH).data[0]! - target - level);
            if (fm < 0 === flo < 0) [lo, flo] = [mid, fm];
            else hi = mid;
          }
          found++;
        }
  }
  return found;
}

const runs: number[] = [];
const seRuns: number[] = [];
let timeline = transitTimeline(natal, YEAR);
let seCrossings = seTimeline();
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  timeline = transitTimeline(natal, YEAR);
  runs.push(performance.now() - t0);
  const t1 = performance.now();
  seCrossings = seTimeline();
  seRuns.push(performance.now() - t1);
}

const result = {
  date: new Date().toISOString(),
  node: process.version,
  baseline: `Swiss Ephemeris ${swe.version()} (npm sweph, Moshier mode)`,
  natal: {
    charts: N,
    oursMedianMicros: Number(oursMedian.toFixed(1)),
    sweMedianMicros: Number(seMedian.toFixed(1)),
    ratio: Number((oursMedian / seMedian).toFixed(2)),
    target: 'ratio < 1.0 (aim 0.5)',
  },
  transitTimelineOneYear: {
    medianMs: Number(median(runs).toFixed(1)),
    sweMedianMs: Number(median(seRuns).toFixed(1)),
    sweCrossings: seCrossings,
    ratio: Number((median(runs) / median(seRuns)).toFixed(2)),
    windows: timeline.episodes.length,
    events: timeline.events.length,
    targetMs: 200,
  },
  loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
  cores: cpus().length,
};

console.log('\n@xingtu/astro benchmark');
console.log('| measure | value |\n|---|---|');
console.log(`| natal chart, ours (median µs) | ${result.natal.oursMedianMicros} |`);
console.log(`| natal chart, ${result.baseline} (median µs) | ${result.natal.sweMedianMicros} |`);
console.log(`| ratio ours / Swiss Ephemeris | ${result.natal.ratio}× (keep < 1.0, aim 0.5) |`);
console.log(
  `| transit timeline, one year (median of 5) | ${result.transitTimelineOneYear.medianMs} ms, ${timeline.episodes.length} windows, ${timeline.events.length} events (target ≤ 200 ms) |`,
);
console.log(
  `| transit timeline, the same search through ${result.baseline} (median of 5) | ${result.transitTimelineOneYear.sweMedianMs} ms, ${seCrossings} crossings (no Chiron) |`,
);
console.log(`| ratio ours / Swiss Ephemeris (timeline) | ${result.transitTimelineOneYear.ratio}× |`);
console.log(`| machine load average (1 min) | ${result.loadAverage1m} on ${result.cores} cores |`);

const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'astro.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten ${out}`);
