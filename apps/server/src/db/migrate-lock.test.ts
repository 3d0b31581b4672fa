import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, openDatabase } from './client.ts';

// Two instances starting together against one empty PostgreSQL database: both call migrate(), the
// advisory lock lets one apply the migrations and the other find them applied.

const adminUrl = process.env.TEST_DATABASE_URL;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  it('run once when two instances migrate the same empty database at the same time', async () => {
    const name = `xingtu_mig_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const first = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    const second = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      const results = await Promise.allSettled([first.migrate(), second.migrate()]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);

      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        const applied = await check.query<{ hash: string; count: string }>(
          'select hash, count(*) as count from drizzle.__drizzle_migrations group by hash',
        );
        expect(applied.rows.length).toBeGreaterThan(0);
        expect(applied.rows.every((row) => row.count === '1')).toBe(true);
        // The lock is let go once migrating is over, so the next start does not wait for it.
        const free = await check.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          MIGRATION_LOCK_KEY,
        ]);
        expect(free.rows[0]?.locked).toBe(true);
      } finally {
        await check.end();
      }
      // A later start (an upgrade with nothing new) migrates nothing and succeeds.
      await first.migrate();
    } finally {
      await first.close();
      await second.close();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    }
  }, 120_000);
});
