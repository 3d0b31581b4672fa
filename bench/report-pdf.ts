// Report documents benchmark: the PDF of a report (natal length, and the 25 000-character size case) and the
// share card PNG. Each case runs once cold (font files read and parsed), then RUNS times; printed: median and
// p90 wall time, median CPU time (user + system of this process, steadier on a shared machine), size, pages.
// Targets (issue #15 §5): PDF ≤ 500 ms median; share image under ~1 s. Run: npx tsx bench/report-pdf.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { renderReportPdf } from '@xingtu/documents/report-pdf';
import { renderReportShareImage } from '@xingtu/documents/report-share-image';
import { fixtureReport, reportChars } from '@xingtu/documents/test/report-fixture';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);

interface Row {
  case: string;
  chars: number | string;
  coldMs: number;
  medianMs: number;
  p90Ms: number;
  cpuMedianMs: number;
  kB: number;
  pages: number | string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const p90 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;

async function measure(
  name: string,
  chars: number | string,
  render: () => Promise<Uint8Array>,
): Promise<Row> {
  let t = performance.now();
  let out = await render();
  const coldMs = performance.now() - t;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c = process.cpuUsage();
    t = performance.now();
    out = await render();
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const pages = Buffer.from(out)
    .toString('latin1')
    .match(/\/Type \/Page\b/g)?.length;
  return {
    case: name,
    chars,
    coldMs: Math.round(coldMs),
    medianMs: Math.round(median(wall)),
    p90Ms: Math.round(p90(wall)),
    cpuMedianMs: Math.round(median(cpu)),
    kB: Math.round(out.byteLength / 1024),
    pages: pages ?? '—',
  };
}

const natal = fixtureReport(12_000);
const large = fixtureReport(25_000);
const rows: Row[] = [];
rows.push(await measure('PDF, natal length', reportChars(natal), () => renderReportPdf(natal)));
rows.push(await measure('PDF, 25 000 characters', reportChars(large), () => renderReportPdf(large)));
rows.push(
  await measure('share image PNG 750×1334 with QR', '—', () =>
    renderReportShareImage(natal, { shareUrl: 'https://xingtu.example/report/starDiscover/1024' }),
  ),
);

const load = Number(loadavg()[0]!.toFixed(1));
console.log(
  `report documents: ${RUNS} runs per case after one cold run; node ${process.version}; load average ${load}`,
);
console.table(rows);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/report-pdf.json', import.meta.url),
  JSON.stringify(
    { date: new Date().toISOString(), node: process.version, loadAverage: load, runs: RUNS, rows },
    null,
    2,
  ) + '\n',
);
