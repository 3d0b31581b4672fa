import type { FastifyPluginAsync } from 'fastify';
import { commerceApi } from '@xingtu/contracts/commerce-api';
import { commerceApiSchemas } from '@xingtu/contracts/commerce-api-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../../http/authenticate.ts';
import { endpointRoutes } from '../../../http/endpoints.ts';
import { requireOperator } from '../../../permissions/index.ts';
import { refundOrder } from '../payments/refund-service.ts';
import { createOrder } from './place-order.ts';
import { listOrders, orderDetail, orderIdOf } from './read-orders.ts';
import { receiveOwnOrder, shipOrder } from './shipping.ts';
import { cancelOrder, invalidateOrder } from './unpaid-orders.ts';

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, commerceApi, commerceApiSchemas);
  // Addresses name an order by its number; operators' actions find its id from it (404 when none).
  const idOf = (request: { params: { orderNo: string } }) => orderIdOf(deps, request.params.orderNo);

  route('createOrder', {}, async (request) =>
    ok(
      (await createOrder(deps, userIdOf(request), request.body, app.config.orderTimeoutMinutes)).record,
      '下单成功',
    ),
  );
  route('listOrders', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return okPage(await listOrders(deps, userIdOf(request), request.query));
  });
  route('getOrder', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await orderDetail(deps, userIdOf(request), request.params.orderNo));
  });
  route('cancelOrder', {}, async (request) =>
    ok(await cancelOrder(deps, userIdOf(request), request.params.orderNo), '订单已取消'),
  );
  route('invalidateOrder', { guard: requireOperator('admin') }, async (request) =>
    ok(
      await invalidateOrder(deps, userIdOf(request), await idOf(request), request.body.reason),
      '订单已作废',
    ),
  );
  route('receiveOrder', {}, async (request) =>
    ok(await receiveOwnOrder(deps, userIdOf(request), request.params.orderNo), '已确认收货'),
  );
  route('shipOrder', { guard: requireOperator('admin') }, async (request) =>
    ok(await shipOrder(deps, userIdOf(request), await idOf(request), request.body), '已发货'),
  );
  route('refundOrder', { guard: requireOperator('admin') }, async (request) =>
    ok(
      await refundOrder(deps, await idOf(request), request.body, { type: 'admin', id: userIdOf(request) }),
      '退款成功',
    ),
  );
};
