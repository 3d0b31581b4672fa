// The catalogue API against a bare server running the same SQL (issue 22 §2): GET /api/catalog/products
// (a page of the shop: its count and its rows) and GET /api/catalog/products/:id (the product detail),
// on PostgreSQL, one instance of each, 16 keep-alive connections, measured in the same run.
// The bare server is Fastify + `pg` with named (prepared) statements whose SQL text is taken from the
// catalogue service's own queries (productListQueries, productByIdQuery), the same envelope and fields,
// no hooks, no validation library, JSON.stringify. Both servers run in one child process (one is
// loaded at a time); the load comes from this process. Rounds alternate bare / ours; the table shows
// every round and the median ratio. Target: ours ≥ 0.6× the bare server, p99 ≤ 50 ms.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/catalog.ts
// BENCH_CONNECTIONS (16), BENCH_SECONDS (5 per measurement), BENCH_ROUNDS (3), DATABASE_POOL_SIZE (10);
// BENCH_PROF=1 writes a CPU profile of the server process to /tmp/prof-catalog.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './support/http-load.ts';
import { profileCommand } from './support/profile-window.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const WARMUP_MS = 2_000;
const here = dirname(fileURLToPath(import.meta.url));

interface ServerInfo {
  ours: string;
  bare: string;
  listPaths: string[];
  detailPaths: string[];
}

async function runServer(): Promise<void> {
  const [
    { default: Fastify },
    { default: pg },
    { pino },
    { buildApp },
    { loadConfig },
    { createDeps, closeDeps },
    { runSeed },
    { products },
    catalog,
    { openBenchDatabase },
    { VISIBILITY, PRODUCT_TYPE_LABELS },
  ] = await Promise.all([
    import('fastify'),
    import('pg'),
    import('pino'),
    import('../apps/server/src/app.ts'),
    import('../apps/server/src/config.ts'),
    import('../apps/server/src/deps.ts'),
    import('../apps/server/src/db/seed/index.ts'),
    import('../apps/server/src/db/schema/catalog.ts'),
    import('../apps/server/src/modules/commerce/catalog/service.ts'),
    import('./support/bench-database.ts'),
    import('@xingtu/contracts/enums'),
  ]);
  const bench = await openBenchDatabase('catalog', POOL_SIZE);
  const db = bench.database.db;
  const dataDir = mkdtempSync(join(os.tmpdir(), 'xingtu-bench-catalog-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    HUMAN_CHECK: 'off',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const log = pino({ level: 'silent' });
  await runSeed(db, { demo: true });
  const deps = await createDeps(config, log, { database: bench.database });
  const app = await buildApp(config, deps, log);
  await app.ready();

  // A shop of a realistic size: 60 more products of the kinds on sale, each with a rich description.
  const types = deps.fulfilment.sellableTypes();
  await db.insert(products).values(
    Array.from({ length: 60 }, (_, i) => ({
      slug: `bench-${i}`,
      type: types[i % types.length]!,
      title: `压测商品 ${i + 1}`,
      summary: '星图商城的压测商品，介绍文字与正式商品的长度相当。',
      description: `<p>${'星盘解读、课程与周边的商品介绍。'.repeat(80)}</p>`,
      priceFen: 1990 + i * 100,
      listPriceFen: 2990 + i * 100,
      stock: i % 3 === 0 ? 500 : null,
      validityDays: i % 2 === 0 ? 365 : null,
      sort: i % 7,
    })),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The bare server: the same statements, prepared by name on each connection.
  const { url } = bench;
  if (!url) throw new Error('catalog bench needs PostgreSQL (TEST_DATABASE_URL)');
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // The statements of a page without filters; LIMIT and OFFSET are their last two parameters.
  const listQueries = catalog.productListQueries(db, deps.fulfilment, { type: false, keyword: false });
  const countSql = listQueries.total.toSQL();
  const rowsSql = listQueries.rows.toSQL();
  if (!/limit \$\d+ offset \$\d+$/.test(rowsSql.sql)) throw new Error(`unexpected SQL: ${rowsSql.sql}`);
  const byIdSql = catalog.productByIdQuery(db).toSQL();
  const sellable = new Set<string>(types);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  interface Row {
    id: number;
    type: string;
    title: string;
    cover: string | null;
    summary: string | null;
    description: string | null;
    price_fen: number;
    list_price_fen: number;
    stock: number | null;
    purchase_limit: number | null;
    sale_start: Date | null;
    sale_end: Date | null;
    validity_days: number | null;
    target_kind: string | null;
    target_id: string | null;
    status: string;
    visibility: number;
  }
  const record = (row: Row, now: number) => {
    const onSale =
      row.status === 'on' &&
      row.visibility === VISIBILITY.PUBLIC &&
      !(row.sale_start && row.sale_start.getTime() > now) &&
      !(row.sale_end && row.sale_end.getTime() <= now);
    return {
      id: row.id,
      type: row.type,
      typeLabel: PRODUCT_TYPE_LABELS[row.type as keyof typeof PRODUCT_TYPE_LABELS] ?? row.type,
      title: row.title,
      cover: row.cover,
      summary: row.summary,
      priceFen: row.price_fen,
      listPriceFen: row.list_price_fen,
      stock: row.stock,
      purchaseLimit: row.purchase_limit,
      saleStart: iso(row.sale_start),
      saleEnd: iso(row.sale_end),
      validityDays: row.validity_days,
      targetKind: row.target_kind,
      targetId: row.target_id,
      onSale,
      soldOut: row.stock !== null && row.stock <= 0,
    };
  };
  const bare = Fastify({ logger: false });
  bare.get('/api/catalog/products', async (request) => {
    const query = request.query as { current?: string; size?: string };
    const current = Math.max(1, Number(query.current) || 1);
    const size = Math.min(50, Math.max(1, Number(query.size) || 10));
    const values = [...rowsSql.params.slice(0, -2), size, (current - 1) * size];
    const [total, rows] = await Promise.all([
      pool.query({ name: 'catalog-count', text: countSql.sql, values: countSql.params }),
      pool.query({ name: 'catalog-rows', text: rowsSql.sql, values }),
    ]);
    const now = Date.now();
    return {
      success: true,
      resultCode: '999999',
      desc: '操作成功',
      data: {
        records: rows.rows.map((row: Row) => record(row, now)),
        total: total.rows[0].count,
        size,
        current,
      },
    };
  });
  bare.get('/api/catalog/products/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const { rows } = await pool.query({ name: 'catalog-by-id', text: byIdSql.sql, values: [id] });
    const row = rows[0] as Row | undefined;
    if (!row || row.status !== 'on' || row.visibility !== VISIBILITY.PUBLIC || !sellable.has(row.type))
      return reply
        .code(404)
        .send({ success: false, resultCode: '001106', desc: '商品不存在或已下架', data: null });
    return {
      success: true,
      resultCode: '999999',
      desc: '操作成功',
      data: { records: { ...record(row, Date.now()), description: row.description } },
    };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (server: http.Server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  const first = await app.inject({ method: 'GET', url: '/api/catalog/products?current=1&size=50' });
  const page = JSON.parse(first.body) as { data: { records: { id: number }[]; total: number } };
  const pages = Math.max(1, Math.min(4, Math.ceil(page.data.total / 10)));
  const info: ServerInfo = {
    ours: `http://127.0.0.1:${portOf(app.server)}`,
    bare: `http://127.0.0.1:${portOf(bare.server)}`,
    listPaths: Array.from({ length: pages }, (_, i) => `/api/catalog/products?current=${i + 1}&size=10`),
    detailPaths: page.data.records.map((product) => `/api/catalog/products/${product.id}`),
  };
  console.log(JSON.stringify(info));
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === 'stop') break;
    // A CPU profile of one measured window only (bench/support/profile-window.ts).
    if (line.startsWith('profile ')) await profileCommand(line.slice('profile '.length).trim());
    // The server's own CPU time so far (µs), so the bench can charge each measurement its cost.
    if (line.trim() === 'cpu') {
      const usage = process.cpuUsage();
      console.log(JSON.stringify({ cpuMicros: usage.user + usage.system }));
    }
  }
  await bare.close();
  await pool.end();
  await app.close();
  await closeDeps(deps);
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

/** The two servers must answer the same records (the bare one is no cheaper by answering less). */
async function sameAnswers(info: ServerInfo): Promise<void> {
  for (const path of [info.listPaths[0]!, info.detailPaths[0]!]) {
    const [ours, bare] = await Promise.all(
      [info.ours, info.bare].map(async (base) => {
        const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
        if (response.status !== 200) throw new Error(`${base}${path}: HTTP ${response.status}`);
        return (await response.json()) as { data: { records: unknown } };
      }),
    );
    const ids = (answer: { data: { records: unknown } }) =>
      JSON.stringify([answer.data.records].flat().map((r) => (r as { id: number; title: string }).title));
    if (ids(ours!) !== ids(bare!))
      throw new Error(`the servers answer ${path} differently: ${ids(ours!)} vs ${ids(bare!)}`);
  }
}

async function main(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.error(
      'bench/catalog.ts needs TEST_DATABASE_URL (a PostgreSQL server it may create a database on)',
    );
    process.exit(1);
  }
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-catalog'] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', fileURLToPath(import.meta.url), 'server'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  child.once('exit', (code) => {
    if (code !== 0) console.error(`server exited with ${code}`);
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => (await lines.next()).value as string;
  const info = JSON.parse(await nextLine()) as ServerInfo;
  const serverCpu = async () => {
    child.stdin!.write('cpu\n');
    return (JSON.parse(await nextLine()) as { cpuMicros: number }).cpuMicros;
  };
  await sameAnswers(info);

  const cpu = () => process.cpuUsage();
  // Throughput swings with the other work on a shared machine; the server's CPU time per answer
  // (µs, its own process, PostgreSQL not included) is the steadier figure, and is reported beside it.
  const measure = async (base: string, paths: string[]) => {
    await runLoad(base, paths, WARMUP_MS, CONNECTIONS);
    const before = await serverCpu();
    const result = await runLoad(base, paths, DURATION_MS, CONNECTIONS);
    return { ...result, cpuMicrosPerAnswer: Math.round(((await serverCpu()) - before) / result.requests) };
  };
  const rows: Record<string, LoadResult & { cpuMicrosPerAnswer: number; ratio?: number; cpuRatio?: number }> =
    {};
  const ratios = { list: [] as number[], detail: [] as number[] };
  const cpuRatios = { list: [] as number[], detail: [] as number[] };
  const p99 = { list: [] as number[], detail: [] as number[] };
  const started = cpu();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, paths] of [
      ['list', info.listPaths],
      ['detail', info.detailPaths],
    ] as const) {
      const bare = await measure(info.bare, paths);
      const ours = await measure(info.ours, paths);
      const ratio = Number((ours.perSecond / bare.perSecond).toFixed(2));
      const cpuRatio = Number((bare.cpuMicrosPerAnswer / ours.cpuMicrosPerAnswer).toFixed(2));
      ratios[name].push(ratio);
      cpuRatios[name].push(cpuRatio);
      p99[name].push(ours.p99);
      rows[`${name} r${round}: bare fastify+pg`] = bare;
      rows[`${name} r${round}: ours`] = { ...ours, ratio, cpuRatio };
    }
  }
  const loadCpuMs = Math.round((cpu().user - started.user + cpu().system - started.system) / 1000);
  child.stdin!.write('stop\n');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  console.table(rows);
  const summary = {
    listRatio: median(ratios.list),
    detailRatio: median(ratios.detail),
    listCpuRatio: median(cpuRatios.list),
    detailCpuRatio: median(cpuRatios.detail),
    listP99Ms: median(p99.list),
    detailP99Ms: median(p99.detail),
  };
  const pass =
    summary.listRatio >= 0.6 &&
    summary.detailRatio >= 0.6 &&
    summary.listP99Ms <= 50 &&
    summary.detailP99Ms <= 50;
  console.log(
    `catalogue: list ${summary.listRatio}×, detail ${summary.detailRatio}× the answers/s of bare Fastify + pg (target ≥ 0.6×); ` +
      `by server CPU per answer list ${summary.listCpuRatio}×, detail ${summary.detailCpuRatio}×; ` +
      `p99 list ${summary.listP99Ms} ms, detail ${summary.detailP99Ms} ms (target ≤ 50) — ${pass ? 'PASS' : 'FAIL'}. ` +
      `${CONNECTIONS} connections, ${DURATION_MS / 1000} s × ${ROUNDS} rounds, PostgreSQL, pool ${POOL_SIZE}, ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}, ` +
      `load generator CPU ${loadCpuMs} ms`,
  );
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'catalog.json'),
    `${JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, rows, summary, pass, loadAverage: os.loadavg() }, null, 2)}\n`,
  );
  if (child.exitCode === null) await new Promise((done) => child.once('exit', done));
}

if (process.argv[2] === 'server') await runServer();
else await main();
