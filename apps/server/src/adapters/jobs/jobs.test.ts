import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
      const result = (await t.deps.database.db.execute(sql`select status, attempts, last_error from jobs where name = 'test.flaky'`)) as unknown as { rows: unknown[] };
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
    t.deps.events.subscribe<{ orderId: number }>('order.test-paid', 'mailer', async (p) => void got.push(`mail:${p.orderId}`));
    t.deps.events.subscribe<{ orderId: number }>('order.test-paid', 'ledger', async (p) => void got.push(`ledger:${p.orderId}`));
    await t.deps.events.emit('order.test-paid', { orderId: 7 }, 'order-7');
    await t.deps.events.emit('order.test-paid', { orderId: 7 }, 'order-7');
    await t.deps.jobs.drain();
    expect(got.sort()).toEqual(['ledger:7', 'mail:7']);
  });
});
