import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

// Waiting for a free pooled connection is not connecting: a burst bigger than the pool on a healthy
// PostgreSQL queues for up to the pool wait, while connecting to an unreachable server still gives up
// after the connect timeout (database-outage.test.ts).

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool under a burst', () => {
  it('answers 12 statements of 150 ms on one connection, though the connect timeout is 300 ms', async () => {
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      poolSize: 1,
      connectTimeoutMs: 300,
      poolWaitMs: 10_000,
    });
    try {
      const started = Date.now();
      const answers = await Promise.allSettled(
        Array.from({ length: 12 }, () => database.db.execute(sql`select pg_sleep(0.15)`)),
      );
      expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
      expect(Date.now() - started).toBeGreaterThan(12 * 150);
    } finally {
      await database.close();
    }
  });

  it('gives up on a wait longer than the pool wait', async () => {
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      poolSize: 1,
      connectTimeoutMs: 300,
      poolWaitMs: 400,
    });
    try {
      const answers = await Promise.allSettled(
        Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.3)`)),
      );
      expect(answers.filter((a) => a.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      const refused = answers.filter((a) => a.status === 'rejected');
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(String((refused[0] as PromiseRejectedResult).reason.cause ?? refused[0])).toMatch(
        /timeout exceeded when trying to connect/,
      );
    } finally {
      await database.close();
    }
  });
});
