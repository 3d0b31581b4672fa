import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';

// A benchmark's database: PGlite in-process, or PostgreSQL when TEST_DATABASE_URL names a server —
// then a database of the bench's own, migrated, and dropped by `drop()` at the end.

export interface BenchDatabase {
  database: Database;
  /** 'PostgreSQL' or 'PGlite', for the table. */
  kind: string;
  /** The PostgreSQL database's URL (undefined for PGlite), for a bench's own client. */
  url?: string | undefined;
  drop: () => Promise<void>;
}

export async function openBenchDatabase(name: string, poolSize = 10): Promise<BenchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, kind: 'PGlite', drop: async () => {} };
  }
  const benchDb = `xingtu_bench_${name}_${process.pid}`;
  const adminQuery = async (text: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(text);
    await admin.end();
  };
  await adminQuery(`create database ${benchDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  await database.migrate();
  return {
    database,
    kind: 'PostgreSQL',
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${benchDb} with (force)`),
  };
}
