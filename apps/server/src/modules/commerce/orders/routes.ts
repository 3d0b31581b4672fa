import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderSchema,
  idParamSchema,
  invalidateSchema,
  orderListQuerySchema,
  refundSchema,
  shipSchema,
} from '@xingtu/contracts/commerce-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../../http/authenticate.ts';
import { refundOrder } from '../payments/refund-service.ts';
import { requireRole, requireUser } from '../../../permissions/index.ts';
import {
  cancelOrder,
  createOrder,
  invalidateOrder,
  listOrders,
  orderDetail,
  receiveOwnOrder,
  shipOrder,
} from './service.ts';

const secured = [{ bearer: [] }];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/api/orders',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: '下单（购物车选中商品或直接购买）',
        body: createOrderSchema,
        security: secured,
      },
    },
    async (request) =>
      ok(
        await createOrder(deps, userIdOf(request), request.body, app.config.orderTimeoutMinutes),
        '下单成功',
      ),
  );

  app.get(
    '/api/orders',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: '我的订单（status 状态标签页，分页）',
        querystring: orderListQuerySchema,
        security: secured,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okPage(await listOrders(deps, userIdOf(request), request.query));
    },
  );

  app.get(
    '/api/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: '订单详情（含状态记录）',
        params: idParamSchema,
        security: secured,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await orderDetail(deps, userIdOf(request), request.params.id));
    },
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      onRequest: requireUser,
      schema: { tags: ['orders'], summary: '取消待支付订单', params: idParamSchema, security: secured },
    },
    async (request) => ok(await cancelOrder(deps, userIdOf(request), request.params.id), '订单已取消'),
  );

  app.post(
    '/api/orders/:id/invalidate',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['orders'],
        summary: '作废待支付订单（管理员）',
        params: idParamSchema,
        body: invalidateSchema,
        security: secured,
      },
    },
    async (request) => {
      return ok(
        await invalidateOrder(deps, userIdOf(request), request.params.id, request.body.reason),
        '订单已作废',
      );
    },
  );

  app.post(
    '/api/orders/:id/receive',
    {
      onRequest: requireUser,
      schema: { tags: ['orders'], summary: '确认收货', params: idParamSchema, security: secured },
    },
    async (request) => ok(await receiveOwnOrder(deps, userIdOf(request), request.params.id), '已确认收货'),
  );

  app.post(
    '/api/orders/:id/ship',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['orders'],
        summary: '发货（运营管理员）',
        params: idParamSchema,
        body: shipSchema,
        security: secured,
      },
    },
    async (request) => {
      return ok(await shipOrder(deps, userIdOf(request), request.params.id, request.body), '已发货');
    },
  );

  app.post(
    '/api/orders/:id/refund',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['orders'],
        summary: '退款（管理员）：部分或全部，退回钱包或原路',
        params: idParamSchema,
        body: refundSchema,
        security: secured,
      },
    },
    async (request) => {
      return ok(
        await refundOrder(deps, request.params.id, request.body, { type: 'admin', id: userIdOf(request) }),
        '退款成功',
      );
    },
  );
};
