import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@xingtu/contracts/envelope';
import { skyApi } from '@xingtu/contracts/sky-api';
import { skyApiSchemas } from '@xingtu/contracts/sky-api-schemas';
import { endpointRoutes } from '../../http/endpoints.ts';
import { currentSky, hourStart } from './service.ts';

export const skyRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;

  const route = endpointRoutes(app, skyApi, skyApiSchemas);

  route('skyNow', {}, async (_request, reply) => {
    const now = deps.now();
    // Good until the next hour begins.
    const seconds = Math.max(1, Math.ceil((hourStart(now) + 3_600_000 - now.getTime()) / 1000));
    reply.header('cache-control', `public, max-age=${seconds}`);
    return ok(await currentSky(deps.kv, now));
  });
};
