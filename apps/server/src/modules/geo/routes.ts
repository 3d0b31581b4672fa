import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@xingtu/contracts/envelope';
import { searchPlaces } from '@xingtu/geo/search';

// Birth-place search for the chart forms: Chinese names, pinyin or initials. The gazetteer changes
// only with a release, so answers may be cached for a day by browsers and CDNs.

const searchQuery = z.object({
  keyword: z.string({ error: '请输入地名' }).trim().min(1, '请输入地名').max(40, '地名不能超过40个字'),
  limit: z.coerce
    .number({ error: '数量不正确' })
    .int('数量不正确')
    .min(1, '数量至少为1')
    .max(50, '数量最多为50')
    .default(10),
});

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/geo/search',
    { schema: { tags: ['geo'], summary: '搜索出生地点', querystring: searchQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(searchPlaces(request.query.keyword, { limit: request.query.limit }));
    },
  );
};
