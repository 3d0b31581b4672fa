import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.deps.database.ping();
      return { status: 'ready', database: app.deps.database.kind, cache: app.deps.kv.kind };
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', database: app.deps.database.kind });
    }
  });
};
