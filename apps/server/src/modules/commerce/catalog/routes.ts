import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, productListQuerySchema } from '@xingtu/contracts/commerce-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { listProducts, productDetail } from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/catalog/products',
    {
      schema: {
        tags: ['catalog'],
        summary: '商品列表（type 类型、keyword 关键词、current/size 分页）',
        querystring: productListQuerySchema,
      },
    },
    async (request) =>
      okPage(await listProducts(deps.database.db, deps.fulfilment, request.query, deps.now())),
  );

  app.get(
    '/api/catalog/products/:id',
    { schema: { tags: ['catalog'], summary: '商品详情', params: idParamSchema } },
    async (request) =>
      ok(await productDetail(deps.database.db, deps.fulfilment, request.params.id, deps.now())),
  );
};
