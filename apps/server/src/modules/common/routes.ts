import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@xingtu/contracts/envelope';
import { getCommonData } from './service.ts';

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/common/data',
    { schema: { tags: ['common'], summary: '站点公共数据：导航菜单、首页横幅与页脚配置' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok(await getCommonData(deps.database.db, deps.kv));
    },
  );
};
