import { Counter } from 'prom-client';
import type { FastifyPluginAsync } from 'fastify';
import { PAYMENT_CHANNELS, type PaymentChannelsRecord } from '@xingtu/contracts/commerce';
import { commerceApi } from '@xingtu/contracts/commerce-api';
import { commerceApiSchemas } from '@xingtu/contracts/commerce-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { notFound } from '../../../errors.ts';
import { userIdOf } from '../../../http/authenticate.ts';
import { endpointRoutes } from '../../../http/endpoints.ts';
import { renderSandboxCashier, sandboxPay } from './sandbox-gateway.ts';
import { handleNotification } from './notifications.ts';
import { getOwnPayment } from './payment-record.ts';
import { startPayment } from './start-payment.ts';

/** Alipay and WeChat Pay notifications are a few kilobytes. */
export const NOTIFICATION_BODY_LIMIT_BYTES = 32 * 1024;

export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const { deps, config } = app;
  const providers = deps.payments;
  const route = endpointRoutes(app, commerceApi, commerceApiSchemas);

  // Gateways post forms (Alipay, the sandbox 付款 button) and sign raw bytes: keep bodies as text here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  route('startPayment', {}, async (request) =>
    ok(await startPayment(deps, userIdOf(request), request.body), '支付已发起'),
  );

  // The cashier offers only what is open here: the wallet always, gateways as configured.
  const open: PaymentChannelsRecord = {
    channels: PAYMENT_CHANNELS.filter((channel) => channel === 'wallet' || providers[channel] !== undefined),
  };
  route('paymentChannels', {}, async () => ok(open));

  route('getPayment', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await getOwnPayment(deps, userIdOf(request), request.params.paymentNo));
  });

  route('sandboxCashier', {}, async (request, reply) => {
    if (!providers.sandbox) throw notFound('模拟支付未开通');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await renderSandboxCashier(deps, config, request.params.paymentNo));
  });

  route('sandboxPay', {}, async (request, reply) => {
    if (!providers.sandbox) throw notFound('模拟支付未开通');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(await sandboxPay(deps, request.params.paymentNo));
  });

  const rejectedNotifications = new Counter({
    name: 'xingtu_payment_notifications_rejected_total',
    help: 'Payment notifications refused before anything was stored (bad or missing signature)',
    labelNames: ['channel', 'reason'] as const,
    registers: [app.metrics],
  });

  const notifications = new Counter({
    name: 'xingtu_payment_notifications_total',
    help: 'Payment notifications received, by channel and outcome (accepted, or the reason they were rejected)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [app.metrics],
  });

  await app.register(async (notify) => {
    notify.removeContentTypeParser('application/json');
    notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    endpointRoutes(notify, commerceApi, commerceApiSchemas)(
      'paymentNotification',
      {
        // Gateways send small bodies from a few addresses and retry for hours: a tight per-address
        // limit costs them nothing and stops a flood.
        bodyLimit: NOTIFICATION_BODY_LIMIT_BYTES,
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const provider = providers[request.params.channel];
        if (!provider) throw notFound('该支付渠道未开通');
        const body = typeof request.body === 'string' ? request.body : '';
        const answer = await handleNotification(deps, provider, { headers: request.headers, body });
        notifications
          .labels(provider.channel, 'rejected' in answer ? String(answer.rejected) : 'accepted')
          .inc();
        if ('rejected' in answer) {
          rejectedNotifications.labels(provider.channel, String(answer.rejected)).inc();
          request.log.warn(
            { channel: provider.channel, reason: answer.rejected, bytes: body.length },
            'payment notification rejected',
          );
        }
        return reply.status(answer.status).header('content-type', answer.contentType).send(answer.body);
      },
    );
  });
};
