import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { warmPlaceIndex } from '@xingtu/geo/search';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logging.ts';
import { closeDeps, createDeps } from './deps.ts';
import { runSeed } from './db/seed/index.ts';
import { mountWeb } from './web/mount-web.ts';

export interface StartOptions {
  /** Areas only a test server has (the end-to-end server adds commerce's fake area); none in production. */
  areas?: FastifyPluginAsync[];
}

/** The whole site in one process: configuration, outside systems, migrations, seed, the app, the web, listen. */
export async function startServer(options: StartOptions = {}): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const deps = await createDeps(config, log);
  await deps.database.migrate();
  await runSeed(deps.database.db, { demo: config.demoSeed });

  const app = await buildApp(config, deps, log);
  for (const area of options.areas ?? []) await app.register(area);
  await mountWeb(app, config.webBuildDir ?? path.resolve(import.meta.dirname, '../../web/build'));
  deps.jobs.start();
  // Build the place index now, so the first birth-place search does not wait for it.
  warmPlaceIndex();

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`星图已启动: ${config.publicUrl} (database: ${deps.database.kind}, cache: ${deps.kv.kind})`);
}
