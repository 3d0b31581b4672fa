// News page server rendering: pages/s and latency of GET /news/detail/{id} (the whole page: React
// Router render, the root's common data and the article through the in-process API, no cache of any
// kind), against a bare Fastify "hello" measured in the same run on the same machine, as a ratio.
// The server (site + hello) runs in a child process, as in production; the load comes from this one:
// keep-alive connections, each sending its next request when the last answer has been read in full,
// rotating over the seeded articles. No Accept-Encoding: compression is measured apart from rendering.
// The server process runs with NODE_ENV=production (React's production build, as deployed).
// Prints a table and writes bench/results/news-ssr.json. Target: ≥ 400 pages/s on one instance.
// Build the web app first (npm run build). Run: npx tsx bench/news-ssr.ts
// (TEST_DATABASE_URL=postgres://… to read from PostgreSQL instead of PGlite).
// BENCH_CONNECTIONS (default 16), BENCH_SECONDS (default 10).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { pino } from 'pino';
import { openBenchDatabase } from './support/bench-database.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARMUP_MS = 2_000;
const here = dirname(fileURLToPath(import.meta.url));

interface ServerInfo {
  site: string;
  hello: string;
  paths: string[];
  database: string;
}

async function runServer(): Promise<void> {
  const [{ buildApp }, { loadConfig }, { createDeps, closeDeps }, { seedCommon }, content, { mountWeb }] =
    await Promise.all([
      import('../apps/server/src/app.ts'),
      import('../apps/server/src/config.ts'),
      import('../apps/server/src/deps.ts'),
      import('../apps/server/src/db/seed/common.ts'),
      import('../apps/server/src/db/seed/content/index.ts'),
      import('../apps/server/src/web/mount-web.ts'),
    ]);
  const bench = await openBenchDatabase('news');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'xingtu-bench-news-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    HUMAN_CHECK: 'off',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const log = pino({ level: 'silent' });
  await seedCommon(bench.database.db);
  await content.seedSiteContent(bench.database.db);
  await content.seedDemoContent(bench.database.db);
  const deps = await createDeps(config, log, { database: bench.database });
  const app = await buildApp(config, deps, log);
  await mountWeb(app, resolve(here, '../apps/web/build'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => 'hello');
  await hello.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (server: http.Server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  const list = await app.inject({ method: 'GET', url: '/api/content?kind=news&size=50' });
  const paths = (JSON.parse(list.body) as { data: { records: { url: string }[] } }).data.records.map(
    (r) => r.url,
  );
  const info: ServerInfo = {
    site: `http://127.0.0.1:${portOf(app.server)}`,
    hello: `http://127.0.0.1:${portOf(hello.server)}`,
    paths,
    database: bench.kind,
  };
  console.log(JSON.stringify(info));
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) if (line.trim() === 'stop') break;
  await hello.close();
  await app.close();
  await closeDeps(deps);
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

interface Result {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}

/** Closed-loop load: CONNECTIONS keep-alive clients, each with one request in flight. */
async function load(base: string, paths: string[], durationMs: number): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const end = performance.now() + durationMs;
  const one = (path: string) =>
    new Promise<void>((done) => {
      const started = performance.now();
      const request = http.get(`${base}${path}`, { agent }, (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          bytes += size;
          latencies.push(performance.now() - started);
          done();
        });
      });
      request.on('error', () => {
        errors += 1;
        done();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) await one(paths[next++ % paths.length]!);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50: Number(at(0.5).toFixed(1)),
    p99: Number(at(0.99).toFixed(1)),
    errors,
    bytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'server'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    // React and React Router pick their production builds from NODE_ENV when first loaded, as a
    // deployed server does; the app's own configuration below is still the test one (PGlite, no secrets).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const firstLine = await new Promise<string>((done, fail) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', done);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  const info = JSON.parse(firstLine) as ServerInfo;
  if (info.paths.length === 0) throw new Error('no news to render');
  const check = await fetch(`${info.site}${info.paths[0]}`);
  const html = await check.text();
  if (check.status !== 200 || !html.includes('og:title'))
    throw new Error(`the news page did not render: ${check.status}`);

  await load(info.hello, ['/'], WARMUP_MS);
  const hello = await load(info.hello, ['/'], DURATION_MS);
  await load(info.site, info.paths, WARMUP_MS);
  const news = await load(info.site, info.paths, DURATION_MS);
  child.stdin!.write('stop\n');

  const ratio = Number((news.perSecond / hello.perSecond).toFixed(3));
  console.table({ 'fastify hello': hello, 'news detail SSR': news });
  console.log(
    `news SSR: ${news.perSecond} pages/s (target ≥ 400), ${(ratio * 100).toFixed(1)}% of a bare Fastify hello; ` +
      `${CONNECTIONS} connections, ${DURATION_MS / 1000} s, ${info.paths.length} articles, ${info.database}, ${os.cpus().length} cores`,
  );
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'news-ssr.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        connections: CONNECTIONS,
        seconds: DURATION_MS / 1000,
        database: info.database,
        cores: os.cpus().length,
        hello,
        news,
        ratio,
        target: { pagesPerSecond: 400 },
        pass: news.perSecond >= 400 && news.errors === 0,
      },
      null,
      2,
    )}\n`,
  );
  await new Promise((done) => child.once('exit', done));
}

if (process.argv[2] === 'server') await runServer();
else await main();
