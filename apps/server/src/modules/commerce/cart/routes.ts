import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartAddSchema,
  cartSelectSchema,
  cartUpdateSchema,
  idParamSchema,
} from '@xingtu/contracts/commerce-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { requireUser } from '../../../permissions/index.ts';
import { userIdOf } from '../../../http/authenticate.ts';
import { addToCart, removeCartItem, selectCartItems, updateCartItem, viewCart } from './service.ts';

const secured = [{ bearer: [] }];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/cart',
    {
      onRequest: requireUser,
      schema: { tags: ['cart'], summary: '购物车（含库存与合计）', security: secured },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await viewCart(deps, userIdOf(request)));
    },
  );

  app.post(
    '/api/cart',
    {
      onRequest: requireUser,
      schema: { tags: ['cart'], summary: '加入购物车', body: cartAddSchema, security: secured },
    },
    async (request) =>
      ok(
        await addToCart(deps, userIdOf(request), request.body.product_id, request.body.quantity),
        '已加入购物车',
      ),
  );

  app.put(
    '/api/cart/select',
    {
      onRequest: requireUser,
      schema: {
        tags: ['cart'],
        summary: '全选或取消全选（或指定条目）',
        body: cartSelectSchema,
        security: secured,
      },
    },
    async (request) =>
      ok(await selectCartItems(deps, userIdOf(request), request.body.selected, request.body.item_ids)),
  );

  app.put(
    '/api/cart/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['cart'],
        summary: '修改数量或选中状态',
        params: idParamSchema,
        body: cartUpdateSchema,
        security: secured,
      },
    },
    async (request) => ok(await updateCartItem(deps, userIdOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/cart/:id',
    {
      onRequest: requireUser,
      schema: { tags: ['cart'], summary: '移出购物车', params: idParamSchema, security: secured },
    },
    async (request) => ok(await removeCartItem(deps, userIdOf(request), request.params.id), '已移出购物车'),
  );
};
