import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { babyApi } from '@xingtu/contracts/baby-api';
import { babyApiSchemas } from '@xingtu/contracts/baby-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { createElementCheck, getElementCheck } from './element-check.ts';

// HTTP only: the baby pages' endpoints of contracts/baby-api.ts (the baby report itself is the
// report area's).

export const babyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, babyApi, babyApiSchemas);

  // Each check casts a chart and stores a row: a member may try a few births a minute, not a loop.
  route('createElementCheck', { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) =>
    ok(await createElementCheck(deps, userIdOf(request), request.body), '测试完成'),
  );
  route('getElementCheck', {}, async (request) =>
    ok(await getElementCheck(deps, userIdOf(request), request.params.id)),
  );
};
