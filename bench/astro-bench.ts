// Chart engine benchmark: 2,000 distinct natal charts (all bodies with speeds, Placidus, aspects) and the daily
// transits of one chart over a year. Prints a table and writes bench/results/astro.json.
// Run: npx tsx bench/astro-bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { natalChart, transitsOverRange } from '@xingtu/astro';

const N = 2000;
const WARMUP = 200;

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
const inputs = Array.from({ length: N + WARMUP }, () => ({
  utc: new Date(Date.UTC(1900, 0, 1) + rand() * (Date.UTC(2050, 0, 1) - Date.UTC(1900, 0, 1))).toISOString(),
  latitude: -60 + rand() * 120,
  longitude: -180 + rand() * 360,
  houseSystem: 'P' as const,
}));

for (let i = 0; i < WARMUP; i++) natalChart(inputs[N + i]!);
const times: number[] = [];
// CPU time as well as wall time: on a shared machine the wall clock also counts other processes' turns.
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let sink = 0;
for (let i = 0; i < N; i++) {
  const s = performance.now();
  const c = natalChart(inputs[i]!);
  times.push((performance.now() - s) * 1000);
  sink += c.aspects.length;
}
const totalMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMicrosPerChart = (cpu.user + cpu.system) / N;
times.sort((a, b) => a - b);
const pct = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;

const natal = natalChart({ utc: '1990-06-15T05:30:00Z', latitude: 39.9, longitude: 116.4, houseSystem: 'P' });
const tt0 = performance.now();
const transits = transitsOverRange(natal, {
  startUtc: '2026-01-01T00:00:00Z',
  endUtc: '2027-01-01T00:00:00Z',
});
const transitMs = performance.now() - tt0;

const result = {
  date: new Date().toISOString(),
  node: process.version,
  natal: {
    charts: N,
    medianMicros: Number(pct(0.5).toFixed(1)),
    p90Micros: Number(pct(0.9).toFixed(1)),
    p99Micros: Number(pct(0.99).toFixed(1)),
    chartsPerSecond: Math.round((N / totalMs) * 1000),
    meanCpuMicros: Number(cpuMicrosPerChart.toFixed(1)),
    targetMedianMicros: 300,
  },
  transitsOneYear: {
    dailySteps: 365,
    totalMs: Number(transitMs.toFixed(1)),
    events: transits.events.length,
  },
  loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
  cores: cpus().length,
  checksum: sink,
};

console.log('\n@xingtu/astro benchmark');
console.log('| measure | value |\n|---|---|');
console.log(`| natal charts | ${N} |`);
console.log(`| median µs / chart | ${result.natal.medianMicros} (target ≤ 300) |`);
console.log(`| p90 / p99 µs | ${result.natal.p90Micros} / ${result.natal.p99Micros} |`);
console.log(`| charts / s | ${result.natal.chartsPerSecond} |`);
console.log(`| mean CPU µs / chart | ${result.natal.meanCpuMicros} |`);
console.log(`| machine load average (1 min) | ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores |`);
console.log(
  `| transits, 1 year daily + exact times | ${result.transitsOneYear.totalMs} ms, ${result.transitsOneYear.events} events |`,
);

const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'astro.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten ${out}`);
