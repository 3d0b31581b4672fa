import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { PAYMENT_CHANNELS, type PaymentChannelsRecord } from '@xingtu/contracts/commerce';
import { createPaymentSchema, idParamSchema } from '@xingtu/contracts/commerce-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { notFound } from '../../../errors.ts';
import { requireUser } from '../../../permissions/index.ts';
import { userIdOf } from '../../../http/authenticate.ts';
import { renderSandboxCashier, sandboxPay } from './sandbox-gateway.ts';
import { getOwnPayment, handleNotification, startPayment } from './service.ts';

const secured = [{ bearer: [] }];
/** Alipay and WeChat Pay notifications are a few kilobytes. */
export const NOTIFICATION_BODY_LIMIT_BYTES = 32 * 1024;
const paymentNoParams = z.object({
  paymentNo: z.string().regex(/^P\d{25}$/, { message: '支付单号格式不正确' }),
});
const channelParams = z.object({
  channel: z.enum(['sandbox', 'alipay', 'wechat'], { message: '不支持的支付渠道' }),
});

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const providers = deps.payments;

  // Gateways post forms (Alipay, the sandbox 付款 button) and sign raw bytes: keep bodies as text here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/payments',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: '发起支付（wallet 余额 / sandbox 模拟 / alipay / wechat）',
        body: createPaymentSchema,
        security: secured,
      },
    },
    async (request) => ok(await startPayment(deps, userIdOf(request), request.body), '支付已发起'),
  );

  // The cashier offers only what is open here: the wallet always, gateways as configured.
  const open: PaymentChannelsRecord = {
    channels: PAYMENT_CHANNELS.filter((channel) => channel === 'wallet' || providers[channel] !== undefined),
  };
  app.get(
    '/api/payments/channels',
    { schema: { tags: ['payments'], summary: '当前开通的支付方式' } },
    async () => ok(open),
  );

  app.get(
    '/api/payments/:id',
    {
      onRequest: requireUser,
      schema: { tags: ['payments'], summary: '查询支付单（轮询）', params: idParamSchema, security: secured },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getOwnPayment(deps, userIdOf(request), request.params.id));
    },
  );

  app.get(
    '/api/payments/sandbox/:paymentNo',
    {
      schema: {
        tags: ['payments'],
        summary: '模拟网关收银台（HTML 页面，含二维码与付款按钮）',
        params: paymentNoParams,
      },
    },
    async (request, reply) => {
      if (!providers.sandbox) throw notFound('模拟支付未开通');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await renderSandboxCashier(deps, config, request.params.paymentNo));
    },
  );

  app.post(
    '/api/payments/sandbox/:paymentNo/pay',
    {
      schema: {
        tags: ['payments'],
        summary: '模拟网关：付款（随后网关异步发送签名通知）',
        params: paymentNoParams,
      },
    },
    async (request, reply) => {
      if (!providers.sandbox) throw notFound('模拟支付未开通');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(await sandboxPay(deps, request.params.paymentNo));
    },
  );

  const rejectedNotifications = new Counter({
    name: 'xingtu_payment_notifications_rejected_total',
    help: 'Payment notifications refused before anything was stored (bad or missing signature)',
    labelNames: ['channel', 'reason'] as const,
    registers: [app.metrics],
  });

  await app.register(async (notify) => {
    notify.removeContentTypeParser('application/json');
    notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    notify.post(
      '/api/payments/notify/:channel',
      {
        // Gateways send small bodies from a few addresses and retry for hours: a tight per-address
        // limit costs them nothing and stops a flood.
        bodyLimit: NOTIFICATION_BODY_LIMIT_BYTES,
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['payments'],
          summary: '支付网关异步通知（验签、核对金额、幂等）',
          params: channelParams,
        },
      },
      async (request, reply) => {
        const provider = providers[(request.params as z.infer<typeof channelParams>).channel];
        if (!provider) throw notFound('该支付渠道未开通');
        const body = typeof request.body === 'string' ? request.body : '';
        const answer = await handleNotification(deps, provider, { headers: request.headers, body });
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
