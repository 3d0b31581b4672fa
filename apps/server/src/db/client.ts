import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createStatementCache, useStatementCache } from './statement-cache.ts';

// One drizzle surface over two engines: PGlite embedded (default) and a PostgreSQL server (DATABASE_URL).

export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle a transaction callback receives; it has the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Connections of this instance's pool: open, idle, and requests waiting for one (the metrics). */
  poolStats(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/**
 * The PostgreSQL advisory lock migrations run under (one bigint; "xingtu" in ASCII), held by the
 * migrating session only: a crashed instance's lock goes with its connection.
 */
export const MIGRATION_LOCK_KEY = '132394219172981';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined keeps the database in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data dump (from dumpDataDir) to start from, so tests skip migration. */
  pgliteLoadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** Connecting to the server gives up after this (PostgreSQL). */
  connectTimeoutMs?: number;
  /**
   * Waiting for a free pooled connection gives up after this (PostgreSQL): longer than connecting, so
   * a burst of requests on a busy but healthy database queues instead of failing.
   */
  poolWaitMs?: number;
  /** A statement is cancelled by the server after this, and abandoned by the client a little later. */
  statementTimeoutMs?: number;
}

/** Defaults: a database that stops answering fails requests within seconds instead of hanging them. */
export const DATABASE_TIMEOUTS = {
  connectMs: 5_000,
  poolWaitMs: 15_000,
  statementMs: 30_000,
  clientGraceMs: 2_000,
} as const;

/** A pg client whose connecting gives up after `ms`, whatever the pool's wait is. */
function connectingWithin(ms: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(typeof config === 'string' ? config : { ...config, connectionTimeoutMillis: ms });
    }
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const connectMs = options.connectTimeoutMs ?? DATABASE_TIMEOUTS.connectMs;
    const statementMs = options.statementTimeoutMs ?? DATABASE_TIMEOUTS.statementMs;
    const poolWaitMs = Math.max(connectMs, options.poolWaitMs ?? DATABASE_TIMEOUTS.poolWaitMs);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // The pool's timer is the wait for a free connection; each new connection keeps its own
      // connect timer (below), so an unreachable server still fails within connectMs.
      connectionTimeoutMillis: poolWaitMs,
      Client: connectingWithin(connectMs),
      statement_timeout: statementMs,
      idle_in_transaction_session_timeout: statementMs,
      // The server cancels a slow statement itself; this catches a server that no longer answers at all.
      query_timeout: statementMs + DATABASE_TIMEOUTS.clientGraceMs,
      keepAlive: true,
    });
    // Idle-client errors (a restarted server) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    useStatementCache(pool, createStatementCache());
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Migrations may run longer than a request's statement: their own connection has no statement limit.
      migrate: async () => {
        // Several instances starting together migrate once: each waits for the session advisory lock,
        // and whoever gets it after the first finds every migration applied and does nothing.
        const migrator = new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: connectMs,
        });
        await migrator.connect();
        try {
          await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(migrator), { migrationsFolder: MIGRATIONS_DIR });
          } finally {
            await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          await migrator.end();
        }
      },
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    // btree_gist: the consultations' exclusion constraint mixes = on an id with && on a time range.
    extensions: { pg_trgm, btree_gist },
    loadDataDir: options.pgliteLoadDataDir,
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await db.execute(sql`select 1`)),
    // PGlite is one connection inside the process.
    poolStats: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}
