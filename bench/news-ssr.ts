// Public pages served by the server: pages/s, latency and server CPU per page of GET /news/detail/{id}
// and of the home page, rendered every time (no page cache: React Router render, the root's common data
// and the article through the in-process API) and through the page cache (anonymous visitors), against
// a bare Fastify "hello" measured in the same run on the same machine, as ratios.
// The server runs in a child process, as in production (one for the uncached runs and the hello, one
// with the page cache); the load comes from this one: keep-alive connections, each sending its next
// request when the last answer has been read in full, rotating over the seeded articles. No
// Accept-Encoding: compression is measured apart from rendering. The server process runs with
// NODE_ENV=production (React's production build, as deployed). CPU ms/page is the server process's
// user+system CPU over the measured window divided by the pages served: other load on the machine
// inflates it far less than it does pages/s.
// Prints a table and writes bench/results/news-ssr.json. Targets (issue 19, issue 22 §2): news SSR
// ≥ 400 pages/s uncached; cached ≥ 0.04× hello; p99 ≤ 50 ms.
// With PostgreSQL and Redis (TEST_DATABASE_URL and TEST_REDIS_URL), one more uncached run: the
// production command itself (apps/server/src/main.ts, NODE_ENV=production, PAGE_CACHE=off) as one
// instance with BENCH_WORKERS worker processes (WEB_CONCURRENCY, default 2: every core of this
// machine), its CPU summed over the primary and the workers.
// Build the web app first (npm run build). Run: npx tsx bench/news-ssr.ts
// (TEST_DATABASE_URL=postgres://… to read from PostgreSQL instead of PGlite).
// BENCH_CONNECTIONS (default 16), BENCH_SECONDS (default 10), BENCH_PROFILE=<dir> (V8 CPU profiles
// of the server processes).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { pino } from 'pino';
import { openBenchDatabase } from './support/bench-database.ts';
import { runLoad, type LoadResult } from './support/http-load.ts';
import { profileCommand } from './support/profile-window.ts';

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

async function runServer(cached: boolean): Promise<void> {
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
  await mountWeb(app, resolve(here, '../apps/web/build'), cached ? {} : { pageCache: false });
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
  for await (const line of lines) {
    if (line.trim() === 'stop') break;
    // The parent reads this process's CPU time around each measured window.
    if (line.trim() === 'cpu') console.log(JSON.stringify(process.cpuUsage()));
    // A CPU profile of one measured window only (BENCH_PROFILE): without start-up and seeding.
    if (line.startsWith('profile ')) await profileCommand(line.slice('profile '.length).trim());
  }
  await hello.close();
  await app.close();
  await closeDeps(deps);
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

interface Result extends LoadResult {
  /** Server CPU (user + system) per request, ms. */
  cpuMsPerPage?: number;
}

interface Server {
  info: ServerInfo;
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

async function startServer(cached: boolean): Promise<Server> {
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', fileURLToPath(import.meta.url), 'server', cached ? 'cached' : 'uncached'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      // React and React Router pick their production builds from NODE_ENV when first loaded, as a
      // deployed server does; the app's own configuration is still the test one (no secrets).
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const line = await lines.next();
    if (line.done) throw new Error('the bench server exited');
    return line.value;
  };
  const info = JSON.parse(await nextLine()) as ServerInfo;
  if (info.paths.length === 0) throw new Error('no news to render');
  return {
    info,
    cpuMs: async () => {
      child.stdin!.write('cpu\n');
      const usage = JSON.parse(await nextLine()) as { user: number; system: number };
      return (usage.user + usage.system) / 1000;
    },
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.stdin!.write('stop\n');
      await exited;
    },
  };
}

/** Warm-up, then the measured run with the server's CPU time over it. */
async function measure(server: Server, base: string, paths: string[]): Promise<Result> {
  await runLoad(base, paths, WARMUP_MS, CONNECTIONS);
  const before = await server.cpuMs();
  const result = await runLoad(base, paths, DURATION_MS, CONNECTIONS);
  const cpu = (await server.cpuMs()) - before;
  return { ...result, cpuMsPerPage: Number((cpu / Math.max(1, result.requests)).toFixed(3)) };
}

async function checkPage(base: string, path: string, cached: boolean): Promise<void> {
  const check = await fetch(`${base}${path}`);
  const html = await check.text();
  if (check.status !== 200 || !html.includes('<title>'))
    throw new Error(`${path} did not render: ${check.status}`);
  const shared = check.headers.get('cache-control')?.startsWith('public') ?? false;
  if (shared !== true)
    throw new Error(`${path} is not marked cacheable: ${check.headers.get('cache-control')}`);
  const again = await fetch(`${base}${path}`);
  await again.text();
  if ((again.headers.get('x-page-cache') === 'hit') !== cached)
    throw new Error(
      `${path}: page cache ${cached ? 'expected' : 'not expected'}, got ${again.headers.get('x-page-cache')}`,
    );
}

/** user + system CPU ms of a process (all its threads), from /proc (clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The pids of a process and its children (the cluster's workers, tsx's esbuild service). */
function processTree(pid: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return [pid, ...children];
}

/** The production command as one instance of `workers` processes on a seeded database of its own. */
async function startCluster(workers: number): Promise<Server & { drop(): Promise<void> }> {
  const [{ seedCommon }, content] = await Promise.all([
    import('../apps/server/src/db/seed/common.ts'),
    import('../apps/server/src/db/seed/content/index.ts'),
  ]);
  const bench = await openBenchDatabase('news_cluster', 2);
  await seedCommon(bench.database.db);
  await content.seedSiteContent(bench.database.db);
  await content.seedDemoContent(bench.database.db);
  await bench.database.close();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'xingtu-bench-cluster-'));
  const keyPrefix = `xt-bench-${process.pid}:`;
  const port = await new Promise<number>((done) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(here, '../apps/server/src/main.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'b'.repeat(48),
      PAYMENT_SANDBOX_SECRET: 'p'.repeat(48),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: bench.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: keyPrefix,
      WEB_CONCURRENCY: String(workers),
      PAGE_CACHE: 'off',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'info',
    },
  });
  let started = 0;
  const listening = new Promise<void>((done, fail) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('星图已启动') && (started += 1) === workers) done();
    });
    child.once('exit', (code) => fail(new Error(`the cluster exited (${code}) before listening`)));
  });
  await listening;
  const site = `http://127.0.0.1:${port}`;
  const list = await fetch(`${site}/api/content?kind=news&size=50`);
  const paths = ((await list.json()) as { data: { records: { url: string }[] } }).data.records.map(
    (r) => r.url,
  );
  const exited = new Promise((done) => child.once('exit', done));
  return {
    info: { site, hello: '', paths, database: bench.kind },
    cpuMs: async () => processTree(child.pid!).reduce((sum, pid) => sum + processCpuMs(pid), 0),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      const { Redis } = await import('ioredis');
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
    drop: () => bench.drop(),
  };
}

async function main(): Promise<void> {
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const uncachedServer = await startServer(false);
  const { info } = uncachedServer;
  await checkPage(info.site, info.paths[0]!, false);
  await checkPage(info.site, '/', false);
  const hello = await measure(uncachedServer, info.hello, ['/']);
  const newsUncached = await measure(uncachedServer, info.site, info.paths);
  const homeUncached = await measure(uncachedServer, info.site, ['/']);
  await uncachedServer.stop();

  const cachedServer = await startServer(true);
  const site = cachedServer.info.site;
  await checkPage(site, cachedServer.info.paths[0]!, true);
  await checkPage(site, '/', true);
  const newsCached = await measure(cachedServer, site, cachedServer.info.paths);
  const homeCached = await measure(cachedServer, site, ['/']);
  await cachedServer.stop();

  const workers = Number(process.env.BENCH_WORKERS ?? 2);
  let newsCluster: Result | undefined;
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
    const cluster = await startCluster(workers);
    await checkPage(cluster.info.site, cluster.info.paths[0]!, false);
    newsCluster = await measure(cluster, cluster.info.site, cluster.info.paths);
    await cluster.stop();
    await cluster.drop();
  }

  const rows: Record<string, Result> = {
    'fastify hello': hello,
    'news detail SSR, uncached': newsUncached,
    'home SSR, uncached': homeUncached,
    'news detail, page cache': newsCached,
    'home, page cache': homeCached,
    ...(newsCluster && { [`news detail SSR, uncached, ${workers} workers`]: newsCluster }),
  };
  const ratio = (result: Result) => Number((result.perSecond / hello.perSecond).toFixed(4));
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, result]) => [name, { ...result, 'ratio to hello': ratio(result) }]),
    ),
  );
  const pass = {
    newsUncached: newsUncached.perSecond >= 400 && newsUncached.p99 <= 50 && newsUncached.errors === 0,
    newsUncachedCluster:
      newsCluster !== undefined &&
      newsCluster.perSecond >= 400 &&
      newsCluster.p99 <= 50 &&
      newsCluster.errors === 0,
    cached: [newsCached, homeCached].every((r) => ratio(r) >= 0.04 && r.p99 <= 50 && r.errors === 0),
  };
  console.log(
    `news SSR uncached: ${newsUncached.perSecond} pages/s (target ≥ 400, p99 ≤ 50 ms), ` +
      `${newsUncached.cpuMsPerPage} ms CPU/page` +
      (newsCluster
        ? `; one instance of ${workers} workers: ${newsCluster.perSecond} pages/s, p99 ${newsCluster.p99} ms, ${newsCluster.cpuMsPerPage} ms CPU/page`
        : '') +
      `; through the page cache: news ${ratio(newsCached)}×, ` +
      `home ${ratio(homeCached)}× of hello (target ≥ 0.04×). ${CONNECTIONS} connections, ` +
      `${DURATION_MS / 1000} s each, ${info.paths.length} articles, ${info.database}, ` +
      `${os.cpus().length} cores, load average before the run ${loadAverage}`,
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
        loadAverage,
        ...rows,
        ratios: Object.fromEntries(Object.entries(rows).map(([name, result]) => [name, ratio(result)])),
        target: { uncachedPagesPerSecond: 400, cachedRatio: 0.04, p99Ms: 50 },
        pass,
      },
      null,
      2,
    )}\n`,
  );
}

if (process.argv[2] === 'server') await runServer(process.argv[3] === 'cached');
else await main();
