// Calendar benchmark (issue 15 §5: a year of calendar days ≤ 1 s).
// - Personal year, engine: personalCalendarDays over 365 Beijing days for a natal chart (exact transits of the Sun,
//   Moon, Mercury, Venus and Mars to the ten planets and ASC/MC, the Moon's houses and phase, the sky's events and
//   void-of-course Moon of each day).
// - Personal year, whole: the same plus each day's record as the server answers it (scores with reasons, texts).
// - Sky year: every lunation, ingress, station, eclipse and void of a year (the public calendar, twelve months).
// - Public month: one month as GET /api/calendar/month computes it before caching.
// Each is the median of several runs after a warm-up, on three natal charts in turn, as CPU time of this process (the
// machine is shared; wall time is printed beside it). Run: npx tsx bench/calendar-bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { natalChart, personalCalendarDays, skyEvents } from '@xingtu/astro';
import { dayRecord } from '../apps/server/src/modules/calendar/day-records.ts';
import { skyMonth } from '../apps/server/src/modules/calendar/month-service.ts';

const TARGET_MS = 1000;
const RUNS = 7;
const charts = [
  natalChart({ utc: '1990-06-15T05:30:00Z', latitude: 39.9, longitude: 116.4, houseSystem: 'P' }),
  natalChart({ utc: '1985-11-02T22:10:00Z', latitude: 31.23, longitude: 121.47, houseSystem: 'P' }),
  natalChart({ utc: '2001-03-09T03:45:00Z', latitude: 22.54, longitude: 114.06, houseSystem: 'P' }),
];
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median CPU ms of this process per run (robust to other processes sharing the cores), and median wall ms. */
function time(run: (k: number) => unknown): { cpu: number; wall: number } {
  run(0); // warm-up
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run(k);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { cpu: median(cpu), wall: median(wall) };
}
const fixed = (t: { cpu: number; wall: number }) => ({
  cpuMs: Number(t.cpu.toFixed(1)),
  wallMs: Number(t.wall.toFixed(1)),
});

const options = { firstDate: '2026-01-01', days: 365 };
const sample = personalCalendarDays(charts[0]!, options);
const engineMs = time((k) => personalCalendarDays(charts[k % charts.length]!, options));
const wholeMs = time((k) => personalCalendarDays(charts[k % charts.length]!, options).map(dayRecord));
const skyYearMs = time(() => skyEvents('2025-12-31T16:00:00Z', '2026-12-31T16:00:00Z'));
const monthMs = time((k) => skyMonth(2026, (k % 12) + 1));

const result = {
  date: new Date().toISOString(),
  node: process.version,
  personalYear: {
    days: sample.length,
    transits: sample.reduce((sum, d) => sum + d.transits.length, 0),
    engineMedian: fixed(engineMs),
    withRecordsMedian: fixed(wholeMs),
    targetMs: TARGET_MS,
    ratioToTargetCpu: Number((wholeMs.cpu / TARGET_MS).toFixed(2)),
    ratioToTargetWall: Number((wholeMs.wall / TARGET_MS).toFixed(2)),
  },
  skyYearMedian: fixed(skyYearMs),
  publicMonthMedian: fixed(monthMs),
  loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
  cores: cpus().length,
};

console.log('\n@xingtu calendar benchmark');
console.log('| measure | value |\n|---|---|');
const row = (t: { cpuMs: number; wallMs: number }) => `${t.cpuMs} ms CPU (${t.wallMs} ms wall)`;
const p = result.personalYear;
console.log(
  `| personal year, engine (365 days, median of ${RUNS}) | ${row(p.engineMedian)}, ${p.transits} exact transits |`,
);
console.log(
  `| personal year, with scores and texts (median of ${RUNS}) | ${row(p.withRecordsMedian)}: target ≤ ${TARGET_MS} ms, ratio ${p.ratioToTargetCpu} CPU (${p.ratioToTargetWall} wall) |`,
);
console.log(`| sky events of a year (median of ${RUNS}) | ${row(result.skyYearMedian)} |`);
console.log(`| one public month, uncached (median of ${RUNS}) | ${row(result.publicMonthMedian)} |`);
console.log(`| machine load average (1 min) | ${result.loadAverage1m} on ${result.cores} cores |`);

const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'calendar.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten ${out}`);
