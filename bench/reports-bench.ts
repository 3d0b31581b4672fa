// Report generation benchmark: one natal report = the chart (natalChart: every body, Placidus houses,
// aspects) + the text composition (composeReport), per birth, measured in process CPU time. Target
// (issue 15): median ≤ 50 ms. 200 births spread over 1900–2100 and over China's latitudes.
// Run: npx tsx bench/reports-bench.ts  → a table, and bench/results/reports.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAJOR_ORBS, natalChart } from '@xingtu/astro';
import { composeReport } from '@xingtu/readings/report/compose';

const BIRTHS = 200;
const TARGET_MS = 50;

function birth(i: number) {
  const year = 1900 + ((i * 37) % 200);
  const month = 1 + ((i * 7) % 12);
  const day = 1 + ((i * 11) % 28);
  const hour = (i * 5) % 24;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${year}-${pad(month)}-${pad(day)}`,
    time: `${pad(hour)}:${pad((i * 13) % 60)}`,
    timeZone: 'Asia/Shanghai',
    latitude: 18 + ((i * 3) % 35),
    longitude: 75 + ((i * 9) % 60),
    disambiguation: 'earlier' as const,
  };
}

const cpuMs = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

// Warm-up (module loading, JIT) is not what a member waits for.
for (let i = 0; i < 10; i += 1)
  composeReport(
    'natal',
    [{ name: '热身', birthLine: '', chart: natalChart({ ...birth(i), houseSystem: 'P' }) }],
    {
      generatedAt: '2026年11月25日 16:00',
    },
  );

const samples: number[] = [];
let sections = 0;
for (let i = 0; i < BIRTHS; i += 1) {
  const start = process.cpuUsage();
  const chart = natalChart({ ...birth(i), houseSystem: 'P', aspects: { orbs: { ...MAJOR_ORBS } } });
  const document = composeReport('natal', [{ name: `样本${i}`, birthLine: birth(i).date, chart }], {
    generatedAt: '2026年11月25日 16:00',
  });
  samples.push(cpuMs(start));
  sections += document.sections.length;
}
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)]!;
const p95 = samples[Math.floor(samples.length * 0.95)]!;
const result = {
  births: BIRTHS,
  medianMs: Number(median.toFixed(2)),
  p95Ms: Number(p95.toFixed(2)),
  targetMs: TARGET_MS,
  pass: median <= TARGET_MS,
  sectionsPerReport: Number((sections / BIRTHS).toFixed(1)),
  machine: { cpus: cpus().length, load: loadavg()[0] },
};
console.table([
  {
    'natal report (chart + text)': `${result.medianMs} ms median`,
    p95: `${result.p95Ms} ms`,
    target: `≤ ${TARGET_MS} ms`,
    pass: result.pass,
  },
]);
const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'reports.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
