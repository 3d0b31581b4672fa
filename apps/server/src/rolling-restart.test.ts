import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { loadConfig } from './config.ts';
import { orders } from './db/schema/orders.ts';
import { users } from './db/schema/users.ts';
import { issueTokens } from './modules/auth/index.ts';
import { fundWallet, makeProduct } from './modules/commerce/test/factories.ts';
import { checkWalletIntegrity } from './modules/commerce/wallet/service.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';
import { freePort, deleteRedisKeys } from './test/processes.ts';

// Issue 22 §3: a rolling restart under load. Two production processes (the Dockerfile's command) on
// one PostgreSQL database and one Redis, behind a round-robin proxy that behaves as deploy/nginx.conf
// does; buyers place orders, pay them from the wallet, top the wallet up through the sandbox gateway
// (whose notification is a durable job) and read, while one instance gets SIGTERM and starts again.
// Nothing may fail, no acknowledged order may be lost, the ledger must add up and no job may be lost.

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const BUYERS = 6;
const SECRETS = { JWT_SECRET: 'r'.repeat(48), PAYMENT_SANDBOX_SECRET: 's'.repeat(48) };

interface Instance {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node --import tsx apps/server/src/main.ts`, as the Dockerfile's CMD; resolves once it listens. */
async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 600 && !output.includes('星图已启动') && !gone; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 250));
  if (!output.includes('星图已启动')) {
    child.kill('SIGKILL');
    throw new Error(`instance on ${port} did not start:\n${output}`);
  }
  return { port, child, output: () => output, exited };
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Round robin over the upstreams with keep-alive connections, as deploy/nginx.conf's upstream block.
 * `proxy_next_upstream error timeout http_502 http_503` with nginx's rule for non-idempotent methods:
 * a request goes to the next upstream when the connection could not be made (for every method — a
 * refused connection carried nothing), and for GET also when the upstream failed before answering.
 * Nothing else is retried, so a request an instance drops shows up as a failure.
 */
function roundRobinProxy(upstreams: number[]) {
  // `keepalive 32; keepalive_timeout 4s;`: the proxy closes its idle upstream connections itself.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32, timeout: 4000 });
  let next = 0;
  const servedBy = new Map<number, number>();
  // `max_fails=2 fail_timeout=5s`: an upstream that failed is passed over for a while.
  const failures = new Map<number, { count: number; since: number; until: number }>();
  const pick = (tried: number[]) => {
    const candidates = upstreams.filter((port) => !tried.includes(port));
    const up = candidates.filter((port) => (failures.get(port)?.until ?? 0) <= Date.now());
    const pool = up.length > 0 ? up : candidates;
    return pool[next++ % pool.length]!;
  };
  const failed = (port: number) => {
    const now = Date.now();
    const seen = failures.get(port);
    const recent = seen && seen.since > now - 5000;
    const count = recent ? seen.count + 1 : 1;
    failures.set(port, { count, since: recent ? seen.since : now, until: count >= 2 ? now + 5000 : 0 });
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tried: number[]) => {
        const port = pick(tried);
        const tries = tried.length + 1;
        const upstream = http.request(
          {
            agent,
            host: '127.0.0.1',
            port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, 'x-forwarded-for': '127.0.0.1' },
          },
          (answer) => {
            const retryable = answer.statusCode === 502 || answer.statusCode === 503;
            if (retryable && IDEMPOTENT.has(request.method!) && tries < upstreams.length) {
              answer.resume();
              attempt([...tried, port]);
              return;
            }
            servedBy.set(port, (servedBy.get(port) ?? 0) + 1);
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          const refused = error.code === 'ECONNREFUSED';
          failed(port);
          if ((refused || IDEMPOTENT.has(request.method!)) && tries < upstreams.length)
            attempt([...tried, port]);
          else if (!response.headersSent) {
            response.writeHead(502, { 'content-type': 'text/plain' });
            response.end(`upstream ${port}: ${error.code ?? error.message}`);
          } else response.destroy();
        });
        upstream.end(body);
      };
      attempt([]);
    });
  });
  // The test's own client keeps its connections to the proxy: the proxy outlasts its idle timeout.
  server.keepAliveTimeout = 60_000;
  return { server, servedBy, close: () => (agent.destroy(), server.close()) };
}

describe.skipIf(!enabled)('rolling restart of one of two instances under load', () => {
  let shared: TestDatabase | undefined;
  const instances: Instance[] = [];
  let proxy: ReturnType<typeof roundRobinProxy> | undefined;
  let dataDir: string | undefined;
  const keyPrefix = `xt-rolling-${randomBytes(4).toString('hex')}:`;

  afterAll(async () => {
    proxy?.close();
    for (const instance of instances) {
      if (instance.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
    await shared?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    // The instances' queue, schedules and limits in Redis.
    if (enabled) {
      await deleteRedisKeys(process.env.TEST_REDIS_URL!, keyPrefix);
    }
  });

  it('loses no request, no order and no job, and the ledger adds up', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'xingtu-rolling-'));
    dataDir = dir;
    shared = await createTestDatabase('postgres', 4);
    const db = shared.database.db;
    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const base = `http://127.0.0.1:${proxyPort}`;
    proxy = roundRobinProxy([portA, portB]);
    await new Promise<void>((resolve) => proxy!.server.listen(proxyPort, '127.0.0.1', resolve));

    const env = {
      ...SECRETS,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: shared.url!,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: keyPrefix,
      // Links the server hands out — the sandbox's notify URL among them — go through the proxy.
      PUBLIC_URL: base,
      PAYMENT_SANDBOX: 'on',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'info',
      WEB_BUILD_DIR: path.join(import.meta.dirname, 'test/fixtures/web-build'),
    };
    const t0 = Date.now();
    const mark = (what: string) => console.info(`${what}: ${Date.now() - t0} ms`);
    const [a, b] = await Promise.all([startInstance(portA, env), startInstance(portB, env)]);
    instances.push(a, b);
    mark('both started');

    // The shop and its buyers, written straight to the database both instances use.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...SECRETS });
    const notebook = await makeProduct(db, {
      type: PRODUCT_TYPE.GOODS,
      title: '星盘笔记本（滚动重启）',
      priceFen: 6800,
      stock: 1_000_000,
      validityDays: null,
    });
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const [user] = await db
        .insert(users)
        .values({ userName: `重启买家${i}`, mobile: `1760000${String(i).padStart(4, '0')}` })
        .returning({ id: users.id });
      await fundWallet(db, user!.id, 100_000_000);
      tokens.push((await issueTokens(db, config, user!.id, {})).access_token);
    }

    const failures: string[] = [];
    const paidOrders: string[] = [];
    const toppedUp: string[] = [];
    let requests = 0;
    const call = async (method: string, url: string, token?: string, body?: unknown) => {
      requests += 1;
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).catch((error: Error & { cause?: { code?: string } }) => ({
        ok: false,
        status: 0,
        text: async () => `${error.message} (${error.cause?.code ?? String(error.cause)})`,
      }));
      const text = await response.text();
      const json = (() => {
        try {
          return JSON.parse(text) as { success?: boolean; data?: { records?: any } };
        } catch {
          return undefined;
        }
      })();
      const ok = response.status === 200 && (json === undefined || json.success !== false);
      if (!ok) failures.push(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
      return ok ? json?.data?.records : undefined;
    };

    let running = true;
    const buyer = async (token: string, index: number) => {
      let topups = 0;
      for (let n = 0; running; n += 1) {
        await call('GET', '/api/catalog/products?current=1&size=10');
        const order = await call('POST', '/api/orders', token, {
          product_id: notebook.id,
          address: {
            name: '林晓',
            mobile: '13800000001',
            region: '广东省 广州市 天河区',
            detail: '体育西路 191 号',
          },
        });
        if (!order) continue;
        const paid = await call('POST', '/api/payments', token, {
          order_no: order.orderNo,
          channel: 'wallet',
        });
        if (paid) paidOrders.push(order.orderNo as string);
        await call('GET', `/api/orders/${order.orderNo}`, token);
        // A few top-ups per buyer: the notify URL accepts 120 notifications a minute from one address
        // (here every delivery comes from 127.0.0.1), and the sandbox delivers each one three times.
        if ((n + index) % 6 === 0 && topups < 3) {
          topups += 1;
          // A top-up paid at the sandbox gateway: the wallet is credited by its notification, a job.
          const topup = await call('POST', '/api/wallet/topup', token, { amount_fen: 100 });
          if (!topup) continue;
          const payment = await call('POST', '/api/payments', token, {
            order_no: topup.orderNo,
            channel: 'sandbox',
          });
          if (!payment) continue;
          const cashier = await fetch(`${base}/api/payments/sandbox/${payment.paymentNo}/pay`, {
            method: 'POST',
          });
          requests += 1;
          if (cashier.status !== 200) failures.push(`sandbox pay: ${cashier.status}`);
          else toppedUp.push(topup.orderNo as string);
          await cashier.text();
        }
      }
    };
    const load = Promise.all(tokens.map((token, index) => buyer(token, index)));

    await new Promise((resolve) => setTimeout(resolve, 3000));
    // The rolling restart: instance A stops gracefully while the load goes on, and is started again.
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    mark('A stopped');
    const servedBeforeRestart = proxy.servedBy.get(portA) ?? 0;
    const again = await startInstance(portA, env);
    instances.push(again);
    mark('A started again');
    // The load goes on until the restarted instance has served its share again (the proxy passes over
    // an upstream for 5 s after it refused connections, as nginx's fail_timeout does).
    const restarted = Date.now();
    while (
      Date.now() - restarted < 3000 ||
      ((proxy.servedBy.get(portA) ?? 0) < servedBeforeRestart + 20 && Date.now() - restarted < 30_000)
    )
      await new Promise((resolve) => setTimeout(resolve, 250));
    running = false;
    await load;

    mark('load done');
    expect(failures).toEqual([]);
    expect(paidOrders.length).toBeGreaterThan(20);
    expect(toppedUp.length).toBeGreaterThanOrEqual(BUYERS);
    // Both instances served the load, the restarted one too.
    expect(proxy.servedBy.get(portB)).toBeGreaterThan(0);
    expect(proxy.servedBy.get(portA)!).toBeGreaterThanOrEqual(servedBeforeRestart + 20);

    // Every acknowledged order exists and is paid.
    const rows = await db
      .select({ orderNo: orders.orderNo, status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(inArray(orders.orderNo, paidOrders));
    expect(rows).toHaveLength(paidOrders.length);
    expect(rows.filter((row) => row.status !== ORDER_STATUS.PAID || !row.paidAt)).toEqual([]);

    // Every sandbox payment's notification job ran (on whichever instance took it): each top-up the
    // payer paid is completed and credited.
    const settled = async () =>
      db
        .select({ orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .where(inArray(orders.orderNo, toppedUp));
    let topups = await settled();
    for (let i = 0; i < 150 && topups.some((row) => row.status !== ORDER_STATUS.FINISHED); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      topups = await settled();
    }
    expect(topups.filter((row) => row.status !== ORDER_STATUS.FINISHED)).toEqual([]);
    expect(topups).toHaveLength(toppedUp.length);

    // No job failed for good or was left running by the stopped instance.
    const queue = new Queue('xingtu-jobs', {
      connection: { url: process.env.TEST_REDIS_URL! },
      prefix: `${keyPrefix}bull`,
    });
    try {
      const failed = await queue.getFailed();
      expect(failed.map((job) => `${job.name}: ${job.failedReason}`)).toEqual([]);
      // Jobs still running now (the sandbox's repeated deliveries) finish; none is left held.
      let active = (await queue.getJobCounts('active')).active;
      for (let i = 0; i < 80 && active !== 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        active = (await queue.getJobCounts('active')).active;
      }
      expect(active).toBe(0);
    } finally {
      await queue.close();
    }

    mark('jobs checked');
    expect(await checkWalletIntegrity(db)).toEqual([]);
    expect(a.output()).toContain('shut down cleanly');
    console.info(
      `rolling restart: ${requests} requests, ${paidOrders.length} paid orders, ${toppedUp.length} sandbox top-ups, 0 failures`,
    );
  }, 400_000); // three production processes start: about 10 s each on an idle machine, minutes on a loaded one
});
