import type { FastifyPluginAsync } from 'fastify';
import { commonApi } from '@xingtu/contracts/common-api';
import { commonApiSchemas } from '@xingtu/contracts/common-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { endpointRoutes } from '../../http/endpoints.ts';
import { getCommonData } from './service.ts';

export const commonRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, commonApi, commonApiSchemas);

  route('commonData', {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return ok(await getCommonData(deps.database.db, deps.kv));
  });
};
