import cluster from 'node:cluster';
import { loadConfig } from './config.ts';

// Process entry (npm start, production): the site with the areas app.ts registers, nothing else —
// in this process, or with WEB_CONCURRENCY > 1 in that many worker processes (cluster.ts).
const config = loadConfig();
if (cluster.isPrimary && config.webConcurrency > 1) {
  const [{ runClusterPrimary }, { createLogger }] = await Promise.all([
    import('./cluster.ts'),
    import('./logging.ts'),
  ]);
  const primary = await runClusterPrimary(config, createLogger(config));
  process.exit(await primary.stopped);
} else {
  const { startServer } = await import('./server.ts');
  // A worker's primary has migrated and seeded already.
  await startServer({ prepared: cluster.isWorker });
}
