// Birth-time rectification benchmark (issue 20 §2: BTF over a ±2 h window ≤ 2 s).
// - Ours: scoreBtfWindow + rankBtfCandidates (apps/server/src/modules/fun/btf-engine.ts) over ±120 minutes at one
//   minute (241 candidates) with 5 and with 12 life events: the ephemeris once for the birth and once per event,
//   then one sidereal time and one Ascendant/MC per candidate.
// - Baseline, in the same run: the straightforward way — one full natal chart (natalChart: every body, Placidus
//   houses, aspects) per candidate minute, 241 of them, before any event is scored. Printed: median ms and the
//   ratio ours / baseline.
// Run: npx tsx bench/btf.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { natalChart } from '@xingtu/astro';
import type { BtfEventKind } from '@xingtu/contracts/fun';
import { rankBtfCandidates, scoreBtfWindow } from '../apps/server/src/modules/fun/btf-engine.ts';

const RUNS = 7;
const WINDOW_MINUTES = 120;
const birth = { centreUnixMs: Date.parse('1986-09-18T03:30:00Z'), latitude: 30.27, longitude: 120.16 };
const EVENTS: [string, BtfEventKind][] = [
  ['2004-09-01', 'study'],
  ['2009-07-10', 'career'],
  ['2012-05-20', 'marriage'],
  ['2014-11-03', 'childBirth'],
  ['2017-03-15', 'relocation'],
  ['2019-08-08', 'jobLoss'],
  ['2020-02-14', 'illness'],
  ['2021-06-30', 'career'],
  ['2022-10-01', 'bereavement'],
  ['2023-04-12', 'relocation'],
  ['2024-01-20', 'accident'],
  ['2025-09-09', 'other'],
];
const events = (n: number) =>
  EVENTS.slice(0, n).map(([date, kind]) => ({ unixMs: Date.parse(`${date}T04:00:00Z`), kind }));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function time(fn: () => unknown): number[] {
  fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const ours5 = time(() =>
  rankBtfCandidates(scoreBtfWindow({ ...birth, windowMinutes: WINDOW_MINUTES, events: events(5) })),
);
const ours12 = time(() =>
  rankBtfCandidates(scoreBtfWindow({ ...birth, windowMinutes: WINDOW_MINUTES, events: events(12) })),
);
const baseline = time(() => {
  for (let m = -WINDOW_MINUTES; m <= WINDOW_MINUTES; m += 1)
    natalChart({
      utc: new Date(birth.centreUnixMs + m * 60_000).toISOString(),
      latitude: birth.latitude,
      longitude: birth.longitude,
    });
});

const result = {
  date: new Date().toISOString(),
  node: process.version,
  windowMinutes: WINDOW_MINUTES,
  candidates: 2 * WINDOW_MINUTES + 1,
  fiveEventsMedianMs: Number(median(ours5).toFixed(1)),
  twelveEventsMedianMs: Number(median(ours12).toFixed(1)),
  baselineNatalChartsMedianMs: Number(median(baseline).toFixed(1)),
  ratioFiveEvents: Number((median(ours5) / median(baseline)).toFixed(3)),
  targetMs: 2000,
  loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
  cores: cpus().length,
};

console.log('\nBirth-time rectification benchmark (±2 h, one-minute candidates)');
console.log('| measure | value |\n|---|---|');
console.log(`| BTF, 5 events (median of ${RUNS}) | ${result.fiveEventsMedianMs} ms (target ≤ 2000 ms) |`);
console.log(`| BTF, 12 events (median of ${RUNS}) | ${result.twelveEventsMedianMs} ms |`);
console.log(
  `| baseline: ${result.candidates} natal charts (median of ${RUNS}) | ${result.baselineNatalChartsMedianMs} ms |`,
);
console.log(`| ratio BTF (5 events) / baseline | ${result.ratioFiveEvents}× |`);
console.log(`| machine load average (1 min) | ${result.loadAverage1m} on ${result.cores} cores |`);

const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'btf.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten ${out}`);
if (result.fiveEventsMedianMs > result.targetMs) process.exitCode = 1;
