import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

// Lighthouse (mobile emulation, default throttling) on the home and login pages, in Debian's
// Chromium. Uses BASE_URL when given; otherwise starts the built site on a free port with a
// throw-away database. Run after `npm run build`: npx tsx bench/web-lighthouse.ts

const PAGES = ['/', '/login'];
// Lighthouse's own advice: a single run varies by ±10 points; report the median of several runs.
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

async function startSite(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xingtu-lh-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  const child: ChildProcess = spawn(
    'sh',
    ['-c', 'npx tsx e2e/support/seed-common.ts && exec node --import tsx apps/server/src/main.ts'],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  await waitFor(`${baseUrl}/healthz`, 120_000);
  return {
    baseUrl,
    stop: () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
    },
  };
}

const site = process.env.BASE_URL
  ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: () => undefined }
  : await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const rows: Record<string, string | number>[] = [];
const opportunities: Record<string, { id: string; savingsMs: number }[]> = {};
try {
  for (const page of PAGES) {
    // One warm-up load so the first measurement does not include the server's first render.
    await fetch(`${site.baseUrl}${page}`);
    const runs: LighthouseResult[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${site.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      });
      if (!result) throw new Error(`no lighthouse result for ${page}`);
      runs.push(result.lhr);
    }
    // A run that failed to paint (Lighthouse's runtimeError) is reported, not averaged in.
    const valid = filterToValidRuns(runs) as LighthouseResult[];
    if (valid.length === 0)
      throw new Error(
        `no valid Lighthouse run for ${page}: ${runs[0]?.runtimeError?.message ?? 'unknown error'}`,
      );
    if (valid.length < runs.length)
      console.warn(
        `${page}: ${runs.length - valid.length} of ${runs.length} runs had no first paint`,
        runs.map((run) => run.runtimeError?.code).filter(Boolean),
      );
    const scores = valid.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
    // The run nearest the median first paint and time to interactive (Lighthouse's own choice).
    const { categories, audits } = computeMedianRun(valid) as LighthouseResult;
    const metric = (id: string) => audits[id]?.numericValue ?? NaN;
    // What Lighthouse says would help most, for the record (JSON only).
    opportunities[page] = Object.values(audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0)
      .map((audit) => ({ id: audit.id, savingsMs: Math.round(audit.numericValue ?? 0) }))
      .sort((a, b) => b.savingsMs - a.savingsMs)
      .slice(0, 5);
    rows.push({
      page,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      performanceRuns: scores.join(' '),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
    });
  }
} finally {
  await chrome.kill();
  site.stop();
}

console.log(`Lighthouse, mobile (simulated throttling), median of ${RUNS} runs`);
console.table(rows);
console.log('Top opportunities:', JSON.stringify(opportunities));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/web-lighthouse.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, opportunities }, null, 2)}\n`,
);
