import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus registry: areas add their own counters to it. */
    metrics: Registry;
  }
}

// Prometheus metrics per app instance (a registry of its own, so tests can build many apps).
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
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) failures.labels(route).inc();
  });
  app.get('/metrics', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
