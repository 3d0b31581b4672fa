import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDatabaseJobs } from './database-jobs.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const runners = process.env.TEST_REDIS_URL ? ([false, true] as const) : ([false] as const);

describe.each(runners)('the job runner and domain events (redis: %s)', (redis) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis });
  });
  afterAll(() => t.close());

  it('runs a due job, retries a failing one, and keeps one pending job per unique key', async () => {
    const seen: unknown[] = [];
    let failures = 0;
    t.deps.jobs.register('test.record', async (payload) => void seen.push(payload));
    t.deps.jobs.register('test.flaky', async () => {
      failures += 1;
      if (failures < 2) throw new Error('temporary');
    });
    await t.deps.jobs.enqueue('test.record', { n: 1 }, { uniqueKey: 'record-1' });
    await t.deps.jobs.enqueue('test.record', { n: 1 }, { uniqueKey: 'record-1' });
    await t.deps.jobs.enqueue('test.flaky', {});
    await t.deps.jobs.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect(failures).toBe(1);
    if (!redis) {
      // The failed job waits for its back-off; bring its time forward and it succeeds on the retry.
      const { sql } = await import('drizzle-orm');
      const result = (await t.deps.database.db.execute(
        sql`select status, attempts, last_error from jobs where name = 'test.flaky'`,
      )) as unknown as { rows: unknown[] };
      const [row] = result.rows;
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'temporary' });
      await t.deps.database.db.execute(sql`update jobs set run_at = now() where name = 'test.flaky'`);
      await t.deps.jobs.drain();
      expect(failures).toBe(2);
    }
  });

  it('does not run a delayed job before its time', async () => {
    const seen: unknown[] = [];
    t.deps.jobs.register('test.later', async (payload) => void seen.push(payload));
    await t.deps.jobs.enqueue('test.later', { at: 'later' }, { delayMs: 60_000 });
    await t.deps.jobs.drain();
    expect(seen).toEqual([]);
  });

  it('delivers a domain event to each subscriber once per key', async () => {
    const got: string[] = [];
    t.deps.events.subscribe<{ orderId: number }>(
      'order.test-paid',
      'mailer',
      async (p) => void got.push(`mail:${p.orderId}`),
    );
    t.deps.events.subscribe<{ orderId: number }>(
      'order.test-paid',
      'ledger',
      async (p) => void got.push(`ledger:${p.orderId}`),
    );
    await t.deps.events.emit('order.test-paid', { orderId: 7 }, 'order-7');
    await t.deps.events.emit('order.test-paid', { orderId: 7 }, 'order-7');
    await t.deps.jobs.drain();
    expect(got.sort()).toEqual(['ledger:7', 'mail:7']);
  });

  it('runs a scheduled job once per interval, however many instances poll', async () => {
    let runs = 0;
    if (redis) {
      // BullMQ keeps one job scheduler per name in Redis; the worker runs it on time.
      t.deps.jobs.register('test.every', async () => void (runs += 1));
      t.deps.jobs.every('test.every', 200);
      t.deps.jobs.start();
      for (let waited = 0; runs < 2 && waited < 10_000; waited += 50) await sleep(50);
      expect(runs).toBeGreaterThanOrEqual(2);
      return;
    }
    // Two database runners polling one table, as two instances of the server would.
    const log = pino({ level: 'silent' });
    const instances = [
      createDatabaseJobs(t.deps.database.db, log, 10),
      createDatabaseJobs(t.deps.database.db, log, 10),
    ];
    for (const runner of instances) {
      runner.register('test.every', async () => void (runs += 1));
      runner.every('test.every', 150);
      runner.start();
    }
    await sleep(800);
    for (const runner of instances) await runner.close();
    const result = (await t.deps.database.db.execute(
      sql`select unique_key, status from jobs where name = 'test.every'`,
    )) as unknown as { rows: { unique_key: string | null; status: string }[] };
    const done = result.rows.filter((row) => row.status === 'done');
    expect(runs).toBeGreaterThanOrEqual(2);
    // Each run is its own interval: no interval ran twice, and a finished run keeps its key.
    expect(done).toHaveLength(runs);
    expect(new Set(done.map((row) => row.unique_key)).size).toBe(runs);
    expect(done.every((row) => row.unique_key?.startsWith('every:test.every:'))).toBe(true);
  });
});
