import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../../http/authenticate.ts';
import { requireUser } from '../../../permissions/index.ts';
import { listPurchased } from './purchased.ts';

export const purchasedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/api/purchased',
    {
      preHandler: requireUser,
      schema: { tags: ['orders'], summary: '已购：仍在有效期内的课程、电子书等及其使用入口' },
    },
    async (request) => ok(await listPurchased(deps.database.db, userIdOf(request), deps.now())),
  );
};
