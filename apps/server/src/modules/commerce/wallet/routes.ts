import type { FastifyPluginAsync } from 'fastify';
import { commerceApi } from '@xingtu/contracts/commerce-api';
import { commerceApiSchemas } from '@xingtu/contracts/commerce-api-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../../http/authenticate.ts';
import { endpointRoutes } from '../../../http/endpoints.ts';
import { createTopupOrder } from '../orders/place-order.ts';
import { ledgerPage, walletBalance } from './service.ts';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, commerceApi, commerceApiSchemas);

  route('wallet', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ balanceFen: await walletBalance(deps.database.db, userIdOf(request)) });
  });
  route('walletLedger', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { current, size } = request.query;
    return okPage(await ledgerPage(deps.database.db, userIdOf(request), current, size));
  });
  route('createTopup', {}, async (request) =>
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
