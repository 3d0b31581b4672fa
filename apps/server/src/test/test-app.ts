import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { createDeps, type AppDeps } from '../deps.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, defaultDriver, type DriverName } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: AppConfig;
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** By default the fastest at hand (defaultDriver): the PostgreSQL server when configured. */
  driver?: DriverName;
  /** Use the Redis at TEST_REDIS_URL for cache, limits and jobs. */
  redis?: boolean;
  env?: Record<string, string>;
  /** Share a database with another test app (two instances on one PostgreSQL). */
  database?: { database: Database; url: string | undefined };
  /** Share a key prefix (two instances on one Redis). */
  keyPrefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Areas only tests have (e.g. commerce's fake area delivering digital products), registered like real ones. */
  areas?: FastifyPluginAsync[];
  /** Extra routes for a test, added before the app is sealed. */
  extend?: (app: FastifyInstance) => unknown;
}

/** A whole app on a cloned, migrated database; HUMAN_CHECK off unless the env says otherwise. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xingtu-app-'));
  const redisUrl = options.redis ? process.env.TEST_REDIS_URL : undefined;
  if (options.redis && !redisUrl) throw new Error('TEST_REDIS_URL is not set');
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      HUMAN_CHECK: 'off',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...options.env,
    }),
    keyPrefix: options.keyPrefix ?? `xt-test-${randomBytes(6).toString('hex')}:`,
  };
  const owned = options.database ? undefined : await createTestDatabase(options.driver ?? defaultDriver());
  const shared = options.database ?? { database: owned!.database, url: owned!.url };
  const log = pino({ level: 'silent' });
  const deps = await createDeps(config, log, {
    database: shared.database,
    fetch: options.fetch,
    now: options.now,
  });
  const app = await buildApp(config, deps, log);
  for (const area of options.areas ?? []) await app.register(area);
  // A FastifyInstance is itself thenable (awaiting it boots the app), so only a real promise is awaited.
  const extended = options.extend?.(app);
  if (extended instanceof Promise) await extended;
  await app.ready();
  return {
    app,
    deps,
    config,
    databaseUrl: shared.url,
    async close() {
      await app.close();
      await deps.jobs.close();
      await deps.pubsub.close();
      await deps.kv.close();
      if (owned) await owned.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
