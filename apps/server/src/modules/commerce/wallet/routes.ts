import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerQuerySchema, topupSchema } from '@xingtu/contracts/commerce-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { requireUser } from '../../../permissions/index.ts';
import { userIdOf } from '../../../http/authenticate.ts';
import { createTopupOrder } from '../orders/service.ts';
import { ledgerPage, walletBalance } from './service.ts';

const secured = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/wallet',
    {
      onRequest: requireUser,
      schema: { tags: ['wallet'], summary: '钱包余额（分）', security: secured },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ balanceFen: await walletBalance(deps.database.db, userIdOf(request)) });
    },
  );

  app.get(
    '/api/wallet/ledger',
    {
      onRequest: requireUser,
      schema: {
        tags: ['wallet'],
        summary: '钱包明细（分页）',
        querystring: ledgerQuerySchema,
        security: secured,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return okPage(
        await ledgerPage(deps.database.db, userIdOf(request), request.query.current, request.query.size),
      );
    },
  );

  app.post(
    '/api/wallet/topup',
    {
      onRequest: requireUser,
      schema: {
        tags: ['wallet'],
        summary: '创建充值订单（随后用 /api/payments 支付）',
        body: topupSchema,
        security: secured,
      },
    },
    async (request) =>
      ok(
        await createTopupOrder(
          deps,
          userIdOf(request),
          request.body.amount_fen,
          app.config.orderTimeoutMinutes,
        ),
        '充值订单已创建',
      ),
  );
};
