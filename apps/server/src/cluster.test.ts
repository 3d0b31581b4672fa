import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';
import { freePort, deleteRedisKeys } from './test/processes.ts';

// One instance on two cores (WEB_CONCURRENCY=2, cluster.ts): the production command with PostgreSQL
// and Redis; both workers answer on the one port, a worker that dies is replaced while the other
// keeps answering, and SIGTERM to the instance (what `docker stop` sends) answers what is in flight
// and stops every worker.

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const SECRETS = { JWT_SECRET: 'c'.repeat(48), PAYMENT_SANDBOX_SECRET: 'd'.repeat(48) };

/** The primary's worker processes (tsx's esbuild service is a child too, not a worker). */
const workersOf = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('main.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((child) => child > 0);
  } catch {
    return []; // ps exits 1 when there is none
  }
};

/** A GET on a connection of its own (so the cluster may hand it to any worker). */
const get = (port: number, pathname: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer to ${pathname}`)));
  });

const waitFor = async (what: string, check: () => boolean, ms = 60_000) => {
  for (const started = Date.now(); Date.now() - started < ms;)
    if (check()) return;
    else await new Promise((resolve) => setTimeout(resolve, 200));
  throw new Error(`timed out waiting for ${what}`);
};

describe.skipIf(!enabled)('one instance with two worker processes', () => {
  let primary: ChildProcess | undefined;
  let shared: TestDatabase | undefined;
  let dataDir: string | undefined;
  const keyPrefix = `xt-cluster-${randomBytes(4).toString('hex')}:`;

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    await shared?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (enabled) {
      await deleteRedisKeys(process.env.TEST_REDIS_URL!, keyPrefix);
    }
  });

  it('serves from both workers, replaces one that dies and stops them all on SIGTERM', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'xingtu-cluster-'));
    shared = await createTestDatabase('postgres', 2);
    const port = await freePort();
    let output = '';
    primary = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        ...SECRETS,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: shared.url!,
        DATABASE_POOL_SIZE: '3',
        REDIS_URL: process.env.TEST_REDIS_URL!,
        REDIS_KEY_PREFIX: keyPrefix,
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (chunk) => (output += String(chunk)));
    primary.stderr!.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
    const started = () => output.split('星图已启动').length - 1;
    await waitFor('both workers to listen', () => started() >= 2 || primary!.exitCode !== null, 120_000);
    expect(started(), output).toBe(2);

    const first = workersOf(primary.pid!);
    expect(first).toHaveLength(2);

    // Each new connection goes to the next worker: both answer (their request logs name their pid).
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(port, '/api/common/data')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const servedBy = new Set(
      output
        .split('\n')
        .filter((line) => line.includes('/api/common/data'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect([...servedBy].sort()).toEqual([...first].sort());

    // A worker killed outright: once the primary has seen it go (a connection it handed over in that
    // instant is lost with the worker), the other answers everything, and a replacement is forked.
    process.kill(first[0]!, 'SIGKILL');
    await waitFor('the primary to notice', () => output.includes('a worker stopped unexpectedly'));
    const during = await Promise.all(Array.from({ length: 6 }, () => get(port, '/healthz')));
    expect(during.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    await waitFor('a replacement worker', () => started() >= 3, 120_000);
    const second = workersOf(primary.pid!);
    expect(second).toHaveLength(2);
    expect(second).toContain(first[1]);
    expect(second).not.toContain(first[0]);
    expect(output).toContain('a worker stopped unexpectedly');

    // SIGTERM to the instance while pages render: every one is answered, then every worker stops.
    const inFlight = Promise.all(Array.from({ length: 8 }, () => get(port, '/news')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    primary.kill('SIGTERM');
    const pages = await inFlight;
    expect(pages.map((page) => page.status)).toEqual(Array(8).fill(200));
    expect(await exited).toBe(0);
    expect(second.filter(isAlive)).toEqual([]);
  }, 240_000);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
