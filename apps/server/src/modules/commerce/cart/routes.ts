import type { FastifyPluginAsync } from 'fastify';
import { commerceApi } from '@xingtu/contracts/commerce-api';
import { commerceApiSchemas } from '@xingtu/contracts/commerce-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../../http/authenticate.ts';
import { endpointRoutes } from '../../../http/endpoints.ts';
import { addToCart, removeCartItem, selectCartItems, updateCartItem, viewCart } from './service.ts';

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, commerceApi, commerceApiSchemas);

  route('viewCart', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await viewCart(deps, userIdOf(request)));
  });
  route('addToCart', {}, async (request) =>
    ok(
      await addToCart(deps, userIdOf(request), request.body.product_id, request.body.quantity),
      '已加入购物车',
    ),
  );
  route('selectCart', {}, async (request) =>
    ok(await selectCartItems(deps, userIdOf(request), request.body.selected, request.body.item_ids)),
  );
  route('updateCartItem', {}, async (request) =>
    ok(await updateCartItem(deps, userIdOf(request), request.params.id, request.body)),
  );
  route('removeCartItem', {}, async (request) =>
    ok(await removeCartItem(deps, userIdOf(request), request.params.id), '已移出购物车'),
  );
};
