// Places search: index build time and per-query latency after warm-up.
// Run: npx tsx bench/geo-bench.ts  → prints a table, writes bench/results/geo.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { allPlaces } from '../packages/geo/src/gazetteer.ts';
import { createPlaceIndex } from '../packages/geo/src/place-index.ts';

const decodeStart = performance.now();
const places = allPlaces();
const decodeMs = performance.now() - decodeStart;
const buildStart = performance.now();
const index = createPlaceIndex(places);
const buildMs = performance.now() - buildStart;

// Varied queries: Chinese names (full, short, single character), pinyin with and without spaces,
// initials, English names, two-token paths, misses. Plus a slice of real names and pinyin.
const fixed = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '天河',
  '朝阳',
  '州',
  '区',
  '香港',
  '澳门',
  '台北',
  '高雄',
  '纽约',
  '伦敦',
  '东京',
  '广州 天河',
  '北京 朝阳',
  'guangzhou',
  'guang zhou',
  'beijing',
  'xian',
  'lvliang',
  'chengdu',
  'bj',
  'gz',
  'sz',
  'cq',
  'London',
  'new york',
  'Tokyo',
  'san',
  'la',
  'zurich',
  'Hong Kong',
  'urumqi',
  'qqqqq',
  '不存在的地方',
  'a',
  'z',
];
const sample = places.filter((_, i) => i % 37 === 0);
const queries = [
  ...fixed,
  ...sample.map((p) => p.name.slice(0, 2)),
  ...sample.map((p) => (p.pinyin ?? p.nameEn ?? p.name).slice(0, 8)),
  ...sample.filter((p) => p.initials).map((p) => p.initials!.slice(0, 2)),
];

for (let round = 0; round < 3; round++) for (const q of queries) index.search(q); // warm the JIT

// Each query runs 7 times and counts its median, so one descheduling on a shared machine does
// not become that query's time; p99 is then over queries, not over runs.
const runs = 7;
const timesUs: number[] = [];
const perKind = new Map<string, number[]>();
for (const q of queries) {
  const own: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t = performance.now();
    index.search(q, { limit: 20 });
    own.push((performance.now() - t) * 1000);
  }
  const us = own.sort((a, b) => a - b)[runs >> 1]!;
  timesUs.push(us);
  const kind = /[\u3400-\u9fff]/.test(q)
    ? 'chinese'
    : q.replace(/\s/g, '').length <= 2
      ? 'initials/short'
      : 'latin';
  perKind.set(kind, [...(perKind.get(kind) ?? []), us]);
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const rows = [['all', timesUs] as const, ...[...perKind.entries()].sort()].map(([kind, xs]) => ({
  kind,
  queries: xs.length,
  p50Us: Math.round(percentile(xs, 50)),
  p99Us: Math.round(percentile(xs, 99)),
  maxUs: Math.round(Math.max(...xs)),
}));

const load = Number(loadavg()[0]!.toFixed(1));
console.log(
  `places: ${places.length}; decode ${decodeMs.toFixed(1)} ms; index build ${buildMs.toFixed(1)} ms; ` +
    `${queries.length} queries, median of ${runs} runs each; load average ${load}`,
);
console.table(rows);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/geo.json', import.meta.url),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: load,
      places: places.length,
      decodeMs,
      buildMs,
      queries: queries.length,
      runsPerQuery: runs,
      rows,
    },
    null,
    2,
  ) + '\n',
);
