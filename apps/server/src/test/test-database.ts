import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';

export type DriverName = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export function testDrivers(): DriverName[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The driver of a test whose subject is not the database itself: the PostgreSQL server when there
 * is one (it answers in its own processes, several times faster than PGlite sharing the test's
 * thread), PGlite otherwise. Tests of the data layer run on every driver (testDrivers).
 */
export function defaultDriver(): DriverName {
  return inject('postgresTemplate') ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  /** Connection URL of the cloned PostgreSQL database (postgres driver only), for a second instance. */
  url: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(driver: DriverName, poolSize = 20): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ pgliteLoadDataDir: dump });
    return { database, url: undefined, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate')!;
  const name = `xingtu_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
