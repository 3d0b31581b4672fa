import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { warmPlaceIndex } from '@xingtu/geo/search';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logging.ts';
import { closeDeps, createDeps, type AppDeps } from './deps.ts';
import { runSeed } from './db/seed/index.ts';
import { mountWeb } from './web/mount-web.ts';
import { IDLE_CONNECTION_GRACE_MS, SHUTDOWN_TIMEOUT_MS } from './shutdown-timing.ts';

export interface StartOptions {
  /** Areas only a test server has (the end-to-end server adds commerce's fake area); none in production. */
  areas?: FastifyPluginAsync[];
  /** A cluster worker (cluster.ts): its primary has migrated and seeded already. */
  prepared?: boolean;
}

export { IDLE_CONNECTION_GRACE_MS, SHUTDOWN_TIMEOUT_MS } from './shutdown-timing.ts';

/**
 * Graceful stop: the listener closes at once (new connections are refused, so the proxy sends them to
 * another instance), idle keep-alive connections are left for the proxy to close (or closed after
 * IDLE_CONNECTION_GRACE_MS), requests in flight are answered; then the
 * job runner stops taking jobs and lets the running ones finish (jobs not started stay queued for
 * another instance), and the database pool, Redis and pub/sub are closed.
 */
export async function shutdownGracefully(
  app: FastifyInstance,
  deps: AppDeps,
  log: FastifyBaseLogger,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
  idleGraceMs = IDLE_CONNECTION_GRACE_MS,
): Promise<'clean' | 'timed-out'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), timeoutMs);
  });
  const closeHttp = async () => {
    // Idle keep-alive connections are left for the proxy to close. Closing one here races with the
    // proxy sending a request on it at the same moment, and a proxy does not resend a POST it has
    // sent (nginx answers 502). The proxy closes idle connections after its own keep-alive timeout
    // (deploy/nginx.conf: 4 s); a request that arrives meanwhile is answered with Connection: close.
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      // A client that keeps an idle connection longer than any proxy would: closed when idle.
      server.closeIdleConnections = closeIdle;
      sweep = setInterval(closeIdle, 100);
    }, idleGraceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(grace);
      clearInterval(sweep);
      server.closeIdleConnections = closeIdle;
    }
  };
  const stop = (async () => {
    // No new job is taken from now on; requests in flight and the running jobs finish side by side.
    await Promise.all([closeHttp(), deps.jobs.stop()]);
    await closeDeps(deps);
    return 'clean' as const;
  })();
  const outcome = await Promise.race([stop, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timed-out') log.warn({ timeoutMs }, 'shutdown did not finish in time');
  else log.info('shut down cleanly');
  return outcome;
}

export interface RunningServer {
  app: FastifyInstance;
  deps: AppDeps;
  /** The same stop SIGTERM and SIGINT start; the process stays up (the signal handlers exit it). */
  shutdown(): Promise<'clean' | 'timed-out'>;
}

/** The whole site in one process: configuration, outside systems, migrations, seed, the app, the web, listen. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig();
  const log = createLogger(config);
  const deps = await createDeps(config, log);
  if (!options.prepared) {
    // Under an advisory lock on PostgreSQL: instances starting together migrate once (db/client.ts).
    await deps.database.migrate();
    await runSeed(deps.database.db, { demo: config.demoSeed });
  }

  const app = await buildApp(config, deps, log);
  for (const area of options.areas ?? []) await app.register(area);
  await mountWeb(
    app,
    config.webBuildDir ?? path.resolve(import.meta.dirname, '../../web/build'),
    config.pageCache ? {} : { pageCache: false },
  );
  deps.jobs.start();
  // Build the place index now, so the first birth-place search does not wait for it.
  warmPlaceIndex();

  let stopping: Promise<'clean' | 'timed-out'> | undefined;
  const shutdown = () => (stopping ??= shutdownGracefully(app, deps, log));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info({ signal }, 'shutting down');
      void shutdown().then((outcome) => process.exit(outcome === 'clean' ? 0 : 1));
    });
  }

  await app.listen({ port: config.port, host: config.host });
  log.info(`星图已启动: ${config.publicUrl} (database: ${deps.database.kind}, cache: ${deps.kv.kind})`);
  return { app, deps, shutdown };
}
