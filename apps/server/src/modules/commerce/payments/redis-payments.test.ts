import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { registerUser } from '../../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fakeArea } from '../test/fake-area.ts';
import { hasEntitlement } from '../fulfilment/entitlements.ts';
import { fundWallet, makeProduct, orderIdOf } from '../test/factories.ts';
import { checkWalletIntegrity, walletBalance } from '../wallet/service.ts';
import { sandboxHeaders } from '../../../adapters/payments/sandbox-provider.ts';
import { sandboxTradeNo } from './sandbox-gateway.ts';

// The production shape: PostgreSQL, Redis order locks and BullMQ for events and timeouts.
describe.runIf(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL)(
  'payments with Redis locks and BullMQ jobs',
  () => {
    let t: TestApp;
    let api: ApiClient;
    let buyer: { token: string; id: number };
    beforeAll(async () => {
      t = await createTestApp({ driver: 'postgres', redis: true, areas: [fakeArea().plugin] });
      api = apiClient(t.app);
      const user = await registerUser(api);
      buyer = { token: user.auth.access_token, id: Number(user.user.userId) };
    });
    afterAll(() => t.close());

    it('pays 10 of 25 concurrent wallet payments, refuses a busy order with 011001 and fulfils through BullMQ', async () => {
      const db = t.deps.database.db;
      const course = await makeProduct(db, { type: PRODUCT_TYPE.ECARD, priceFen: 700 });
      await fundWallet(db, buyer.id, 7000);
      const created: { orderNo: string }[] = [];
      for (let i = 0; i < 25; i += 1)
        created.push(
          (await api.post('/api/orders', { product_id: course.id }, buyer.token)).body.data.records,
        );
      const answers = await Promise.all(
        created.map((order) =>
          api.post('/api/payments', { order_no: order.orderNo, channel: 'wallet' }, buyer.token),
        ),
      );
      expect(answers.filter((a) => a.body.success)).toHaveLength(10);
      expect(await walletBalance(db, buyer.id)).toBe(0);
      expect(await checkWalletIntegrity(db)).toEqual([]);
      const open = created.find((_, i) => !answers[i]!.body.success)!;
      // Another instance holds the order's lock (locks are keyed by the internal id, never sent out).
      const openId = await orderIdOf(db, open.orderNo);
      await t.deps.kv.setIfAbsent(`order-lock:${openId}`, 'other-instance', 5000);
      expect((await api.post(`/api/orders/${open.orderNo}/cancel`, {}, buyer.token)).body.resultCode).toBe(
        '011001',
      );
      await t.deps.kv.del(`order-lock:${openId}`);
      await t.deps.jobs.drain();
      expect(await hasEntitlement(db, buyer.id, course.id, new Date())).toBe(true);
    });

    it('applies a sandbox notification repeated 10 times at once exactly once', async () => {
      const topup = (await api.post('/api/wallet/topup', { amount_fen: 1000 }, buyer.token)).body.data
        .records;
      const payment = (
        await api.post('/api/payments', { order_no: topup.orderNo, channel: 'sandbox' }, buyer.token)
      ).body.data.records;
      const text = JSON.stringify({
        payment_no: payment.paymentNo,
        trade_no: sandboxTradeNo(payment.paymentNo),
        amount_fen: 1000,
        trade_status: 'SUCCESS',
        paid_at: new Date().toISOString(),
      });
      const before = await walletBalance(t.deps.database.db, buyer.id);
      await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/payments/notify/sandbox',
            headers: sandboxHeaders(t.config.secrets.paymentSandbox, text),
            payload: text,
          }),
        ),
      );
      await t.deps.jobs.drain();
      for (let i = 0; i < 50 && (await walletBalance(t.deps.database.db, buyer.id)) === before; i += 1)
        await new Promise((r) => setTimeout(r, 100));
      expect(await walletBalance(t.deps.database.db, buyer.id)).toBe(before + 1000);
      expect(await checkWalletIntegrity(t.deps.database.db)).toEqual([]);
    });
  },
);
