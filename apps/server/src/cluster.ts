import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runSeed } from './db/seed/index.ts';
import { SHUTDOWN_TIMEOUT_MS } from './shutdown-timing.ts';

// One instance on every core it is given (WEB_CONCURRENCY > 1): this primary process migrates and
// seeds once, then forks that many worker processes, each the whole site (server.ts) on the same
// port — Node's cluster hands each new connection to the next worker. The workers share nothing in
// memory: sessions, limits, the page cache, jobs and messages live in PostgreSQL and Redis, as they
// do between the instances of deploy/compose.yaml (config.ts refuses a cluster without them).
// SIGTERM / SIGINT reach the primary (the container's process); it passes them on, every worker stops
// gracefully (server.ts) and the primary exits when they have. A worker that dies on its own is
// replaced, unless workers keep dying (then the primary stops, for the orchestrator to see).

/** More unexpected worker exits than this within CRASH_WINDOW_MS stop the instance. */
export const CRASH_LIMIT = 5;
export const CRASH_WINDOW_MS = 60_000;

export interface ClusterPrimary {
  /** Resolves with the process exit code once every worker has stopped. */
  stopped: Promise<number>;
  workers(): Worker[];
}

/** Migrations and the base seed, once for all workers (under the advisory lock of db/client.ts). */
async function prepareDatabase(config: AppConfig): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: 1,
    connectTimeoutMs: config.databaseTimeouts.connectMs,
    poolWaitMs: config.databaseTimeouts.poolWaitMs,
    statementTimeoutMs: config.databaseTimeouts.statementMs,
    pgliteDir: '',
  });
  try {
    await database.migrate();
    await runSeed(database.db, { demo: config.demoSeed });
  } finally {
    await database.close();
  }
}

export async function runClusterPrimary(config: AppConfig, log: Logger): Promise<ClusterPrimary> {
  await prepareDatabase(config);
  let stopping = false;
  let exitCode = 0;
  const crashes: number[] = [];
  let resolveStopped: (code: number) => void = () => undefined;
  const stopped = new Promise<number>((resolve) => (resolveStopped = resolve));
  const live = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);

  const fork = () => cluster.fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: live().length }, 'stopping the workers');
    // Always SIGTERM: Ctrl-C in a terminal sends SIGINT to the workers too, and a worker handles each
    // signal once (server.ts) — the same signal twice would kill it mid-request.
    for (const worker of live()) worker.process.kill('SIGTERM');
    // Past the workers' own shutdown timeout, whatever is left is killed.
    setTimeout(() => {
      for (const worker of live()) worker.process.kill('SIGKILL');
    }, SHUTDOWN_TIMEOUT_MS + 5_000).unref();
    if (live().length === 0) resolveStopped(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (live().length === 0) resolveStopped(exitCode);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a worker stopped unexpectedly');
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > CRASH_LIMIT) {
      log.fatal({ crashes: crashes.length }, 'workers keep stopping: the instance stops');
      exitCode = 1;
      stop('SIGTERM');
      return;
    }
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(signal));
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  log.info({ workers: config.webConcurrency }, 'cluster started');
  return { stopped, workers: live };
}
