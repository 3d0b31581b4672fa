import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@xingtu/contracts/envelope';
import { currentSky, hourStart } from './service.ts';

export const skyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/sky/now',
    { schema: { tags: ['sky'], summary: '此刻星象：太阳、月亮与月相、逆行行星（每小时更新）' } },
    async (_request, reply) => {
      const now = deps.now();
      // Good until the next hour begins.
      const seconds = Math.max(1, Math.ceil((hourStart(now) + 3_600_000 - now.getTime()) / 1000));
      reply.header('cache-control', `public, max-age=${seconds}`);
      return ok(await currentSky(deps.kv, now));
    },
  );
};
