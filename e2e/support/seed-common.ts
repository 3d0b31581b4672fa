import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedCommon } from '../../apps/server/src/db/seed/common.ts';
import { seedE2eOperator } from './operator.ts';
import { seedResetAccounts } from './reset-accounts.ts';

// Before the test server starts: make its database, migrate it and seed the site menus and footer
// (idempotent, so it is harmless once the seed runner calls seedCommon itself), and add the tests'
// operator account (support/operator.ts) and the password-reset accounts (support/reset-accounts.ts).
// With DATABASE_URL (playwright.config.ts sets it when TEST_DATABASE_URL is there, as in CI) the
// server's database is a fresh one on the PostgreSQL server; without it, PGlite in DATA_DIR.
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) await recreateDatabase(databaseUrl);
const database = await openDatabase(
  databaseUrl ? { databaseUrl } : { pgliteDir: path.join(path.resolve(dataDir), 'pglite') },
);
await database.migrate();
await seedCommon(database.db);
await seedE2eOperator(database.db);
await seedResetAccounts(database.db);
await database.close();

/** Drops and creates the database the URL names (a throw-away one, named by the config for its port). */
async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^xingtu_e2e_\w+$/.test(name)) throw new Error(`refusing to recreate database ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
