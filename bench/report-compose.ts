// Report composition benchmark (issue #15 §5): generating a natal report = casting the chart (@xingtu/astro natalChart,
// Placidus, majors, as the server does) + composing the document (@xingtu/readings composeReport). Target: median CPU
// ≤ 50 ms per report. CPU time is process.cpuUsage() (user + system) around each run, so other agents on the
// machine do not count against it; wall time is printed beside it. Births are drawn at random (fixed seed) over
// 1900–2050 across Chinese cities, each report for a different birth. Also printed: the chart alone, the composition
// alone, and the composition of every other template for the same people.
// Run: npx tsx bench/report-compose.ts   (writes bench/results/report-compose.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAJOR_ORBS, natalChart, type NatalChart } from '@xingtu/astro';
import {
  composeReport,
  type ComposePerson,
  type ReportTemplateKey,
} from '../packages/readings/src/report/compose.ts';

const N = Number(process.env.BENCH_REPORTS ?? 400);
const WARMUP = 50;
const TARGET_MS = 50;

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

const CITIES = [
  [39.9042, 116.4074],
  [31.2304, 121.4737],
  [23.1291, 113.2644],
  [30.5728, 104.0668],
  [45.8038, 126.535],
  [43.8256, 87.6168],
] as const;

const rand = mulberry32(20261125);
const births = Array.from({ length: N + WARMUP }, () => {
  const unixMs = Date.UTC(1900, 0, 1) + rand() * (Date.UTC(2050, 0, 1) - Date.UTC(1900, 0, 1));
  const [latitude, longitude] = CITIES[Math.floor(rand() * CITIES.length)]!;
  return { utc: new Date(unixMs).toISOString(), latitude, longitude };
});

const chartOf = (i: number): NatalChart =>
  natalChart({ ...births[i]!, houseSystem: 'P', aspects: { orbs: MAJOR_ORBS } });
const personOf = (chart: NatalChart): ComposePerson => ({
  name: '测试',
  birthLine: '1990年6月15日 14:30（北京时间）· 北京',
  chart,
});
const OPTIONS = { generatedAt: '2026年11月25日 15:40' };

/** CPU (user + system) and wall milliseconds of one call. */
function timed(fn: () => unknown): { cpuMs: number; wallMs: number } {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  fn();
  const wallMs = performance.now() - w0;
  const c = process.cpuUsage(c0);
  return { cpuMs: (c.user + c.system) / 1000, wallMs };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

// Warm up the JIT on both steps before measuring.
for (let i = 0; i < WARMUP; i++) composeReport('natal', [personOf(chartOf(i))], OPTIONS);

const full = { cpu: [] as number[], wall: [] as number[] };
const chartOnly = { cpu: [] as number[], wall: [] as number[] };
const composeOnly = { cpu: [] as number[], wall: [] as number[] };
let totalChars = 0;
for (let i = WARMUP; i < WARMUP + N; i++) {
  const f = timed(() => composeReport('natal', [personOf(chartOf(i))], OPTIONS));
  full.cpu.push(f.cpuMs);
  full.wall.push(f.wallMs);
  let chart!: NatalChart;
  const c = timed(() => (chart = chartOf(i)));
  chartOnly.cpu.push(c.cpuMs);
  chartOnly.wall.push(c.wallMs);
  const person = personOf(chart);
  let doc!: ReturnType<typeof composeReport>;
  const k = timed(() => (doc = composeReport('natal', [person], OPTIONS)));
  composeOnly.cpu.push(k.cpuMs);
  composeOnly.wall.push(k.wallMs);
  for (const s of doc.sections)
    for (const b of s.blocks) if (b.kind !== 'table') totalChars += [...b.text.replace(/\s/g, '')].length;
}

// Every other template, composition only, on charts cast once.
const people = Array.from({ length: 60 }, (_, i) => personOf(chartOf(WARMUP + i)));
const PEOPLE_OF: Record<Exclude<ReportTemplateKey, 'natal'>, (i: number) => ComposePerson[]> = {
  career: (i) => [people[i]!],
  study: (i) => [people[i]!],
  teaser: (i) => [people[i]!],
  baby: (i) => [people[i]!, people[(i + 1) % 60]!, people[(i + 2) % 60]!],
  love: (i) => [people[i]!, people[(i + 1) % 60]!],
  marks: (i) => [people[i]!, people[(i + 1) % 60]!],
};
const others = Object.fromEntries(
  Object.entries(PEOPLE_OF).map(([template, peopleOf]) => {
    const cpu = people.map(
      (_, i) => timed(() => composeReport(template as ReportTemplateKey, peopleOf(i), OPTIONS)).cpuMs,
    );
    return [template, Number(median(cpu).toFixed(2))];
  }),
);

const fullMedian = median(full.cpu);
const chartMedian = median(chartOnly.cpu);
const result = {
  date: new Date().toISOString(),
  node: process.version,
  reports: N,
  natalReport: {
    cpuMedianMs: Number(fullMedian.toFixed(2)),
    cpuP95Ms: Number(p95(full.cpu).toFixed(2)),
    wallMedianMs: Number(median(full.wall).toFixed(2)),
    targetMs: TARGET_MS,
    ratioToTarget: Number((fullMedian / TARGET_MS).toFixed(3)),
    ratioToChartAlone: Number((fullMedian / chartMedian).toFixed(2)),
    meanChars: Math.round(totalChars / N),
  },
  chartAlone: {
    cpuMedianMs: Number(chartMedian.toFixed(2)),
    wallMedianMs: Number(median(chartOnly.wall).toFixed(2)),
  },
  compositionAlone: {
    cpuMedianMs: Number(median(composeOnly.cpu).toFixed(2)),
    wallMedianMs: Number(median(composeOnly.wall).toFixed(2)),
  },
  otherTemplatesCompositionCpuMedianMs: others,
  loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
  cores: cpus().length,
};

const r = result.natalReport;
console.log('\nReport composition benchmark');
console.log('| measure | value |\n|---|---|');
console.log(
  `| natal report = chart + composition, median CPU | ${r.cpuMedianMs} ms (p95 ${r.cpuP95Ms} ms, wall ${r.wallMedianMs} ms) |`,
);
console.log(`| ratio to target (≤ ${TARGET_MS} ms) | ${r.ratioToTarget}× |`);
console.log(`| chart alone, median CPU | ${result.chartAlone.cpuMedianMs} ms |`);
console.log(`| composition alone, median CPU | ${result.compositionAlone.cpuMedianMs} ms |`);
console.log(`| ratio natal report / chart alone | ${r.ratioToChartAlone}× |`);
console.log(`| natal report length (mean) | ${r.meanChars} 字 |`);
for (const [template, ms] of Object.entries(others))
  console.log(`| ${template} composition, median CPU | ${ms} ms |`);
console.log(`| machine load average (1 min) | ${result.loadAverage1m} on ${result.cores} cores |`);

const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'report-compose.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten ${out}`);
