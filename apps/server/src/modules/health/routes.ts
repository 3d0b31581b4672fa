import type { FastifyPluginAsync } from 'fastify';
import { healthApi } from '@xingtu/contracts/health-api';
import { healthApiSchemas } from '@xingtu/contracts/health-api-schemas';
import { endpointRoutes } from '../../http/endpoints.ts';

/** /readyz answers within this, whatever the database does (load balancers give up at about 2 s). */
export const READY_TIMEOUT_MS = 1_500;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRoutes(app, healthApi, healthApiSchemas);

  route('live', { hide: true }, async () => ({ status: 'ok' }) as const);
  route('ready', { hide: true }, async (request, reply) => {
    try {
      await within(app.deps.database.ping(), READY_TIMEOUT_MS);
      return { status: 'ready', database: app.deps.database.kind, cache: app.deps.kv.kind } as const;
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', database: app.deps.database.kind });
    }
  });
};
