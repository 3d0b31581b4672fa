import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { runSeed } from './seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// The backup and restore of deploy/README.md, rehearsed: a custom-format pg_dump of a database with
// content, restored with `pg_restore --clean --if-exists --no-owner` over an installed (migrated)
// database, holds the same rows in every table, and the next start's migrate() has nothing to do.

const run = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL;
const hasTools = async () =>
  Promise.all([run('pg_dump', ['--version']), run('pg_restore', ['--version'])]).then(
    () => true,
    () => false,
  );

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
       where schemaname in ('public', 'drizzle') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows)
      counts[name] = Number((await client.query(`select count(*) as n from ${name}`)).rows[0].n);
    return counts;
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('backup and restore (PostgreSQL)', async () => {
  const tools = await hasTools();
  const created: TestDatabase[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'xingtu-backup-'));
  afterAll(async () => {
    for (const database of created) await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!tools)(
    'restores a pg_dump over an installed database with every row',
    async () => {
      const source = await createTestDatabase('postgres', 2);
      created.push(source);
      await runSeed(source.database.db, { demo: true });
      const marker = `restore-${randomBytes(4).toString('hex')}`;
      const writer = new pg.Client({ connectionString: source.url });
      await writer.connect();
      await writer.query(`insert into jobs (name, payload) values ($1, '{"kept": true}')`, [marker]);
      await writer.end();

      const dump = path.join(dir, 'xingtu.dump');
      await run('pg_dump', ['--format=custom', `--file=${dump}`, source.url!]);

      // The machine being restored: installed and migrated, content lost.
      const target = await createTestDatabase('postgres', 2);
      created.push(target);
      await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${target.url!}`, dump]);

      const [before, after] = [await rowCounts(source.url!), await rowCounts(target.url!)];
      expect(Object.values(before).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(100);
      expect(after).toEqual(before);
      const reader = new pg.Client({ connectionString: target.url });
      await reader.connect();
      const kept = await reader.query('select payload from jobs where name = $1', [marker]);
      await reader.end();
      expect(kept.rows).toEqual([{ payload: { kept: true } }]);

      // Starting the app on the restored database: migrations find everything applied.
      const restarted = await openDatabase({ databaseUrl: target.url!, poolSize: 1 });
      await restarted.migrate();
      await restarted.close();
      expect(await rowCounts(target.url!)).toEqual(before);
    },
    180_000,
  );
});
