import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus registry: areas add their own counters to it. */
    metrics: Registry;
  }
}

// Prometheus metrics per app instance (a registry of its own, so tests can build many apps).
// docs/observability.md describes each one and what to alert on; deploy/grafana/xingtu.json charts them.

/** `{"success":false,"resultCode":"001101",…}`: the SPEC §8 envelope of a failure, as fail() writes it. */
const FAILURE = /^\{"success":false,"resultCode":"(\d{6})"/;
export function registerMetrics(app: FastifyInstance, guard: onRequestHookHandler): Registry {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry, prefix: 'xingtu_' });
  const duration = new Histogram({
    name: 'xingtu_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'xingtu_http_server_errors_total',
    help: 'Answers with status 500 or above',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const answerFailures = new Counter({
    name: 'xingtu_http_failures_total',
    help: 'Answers carrying success:false, by SPEC §8 result code (business refusals answer HTTP 200)',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  app.addHook('onSend', (_request, _reply, payload, done) => {
    if (typeof payload === 'string' && payload.startsWith('{"success":false')) {
      const code = FAILURE.exec(payload)?.[1];
      if (code) answerFailures.labels(code).inc();
    }
    done(null, payload);
  });

  const { deps } = app;
  const jobRuns = new Counter({
    name: 'xingtu_jobs_total',
    help: 'Background jobs this instance ran, by job name and outcome (done, failed — failed runs are retried)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'xingtu_job_duration_seconds',
    help: 'How long a background job ran, by job name',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  deps.jobs.observe(({ name, outcome, seconds }) => {
    jobRuns.labels(name, outcome).inc();
    jobSeconds.labels(name).observe(seconds);
  });
  new Gauge({
    name: 'xingtu_jobs_pending',
    help: 'Jobs queued and not finished (due, delayed or running), across every instance',
    registers: [registry],
    async collect() {
      this.set(await deps.jobs.pendingCount().catch(() => -1));
    },
  });
  new Gauge({
    name: 'xingtu_db_pool_connections',
    help: "This instance's database pool: max (its size), total (open), idle, waiting (requests queued for a connection)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.labels(state).set(stats[state]);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) failures.labels(route).inc();
    done();
  });
  app.get('/metrics', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
