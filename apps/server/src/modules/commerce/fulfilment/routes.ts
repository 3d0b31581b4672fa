import type { FastifyPluginAsync } from 'fastify';
import { commerceApi } from '@xingtu/contracts/commerce-api';
import { commerceApiSchemas } from '@xingtu/contracts/commerce-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../../http/authenticate.ts';
import { endpointRoutes } from '../../../http/endpoints.ts';
import { listPurchased } from './purchased.ts';

export const purchasedRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  endpointRoutes(app, commerceApi, commerceApiSchemas)('listPurchased', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await listPurchased(deps.database.db, userIdOf(request), deps.now()));
  });
};
