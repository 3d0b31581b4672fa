import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { userEntitlements } from '../../../db/schema/orders.ts';
import { payments, refunds } from '../../../db/schema/payments.ts';
import { sandboxHeaders } from '../../../adapters/payments/sandbox-provider.ts';
import { registerUser } from '../../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDrivers } from '../../../test/test-database.ts';
import { fakeArea, type FakeArea } from '../test/fake-area.ts';
import { fundWallet, makeProduct, paymentIdOf } from '../test/factories.ts';
import { checkWalletIntegrity, walletBalance } from '../wallet/service.ts';
import { sandboxTradeNo } from './sandbox-gateway.ts';

// Issue 13: ordering refuses a lasting product (an e-book, a course …) the member holds, but two
// unpaid orders placed before either is paid both reach the cashier. Paying both must deliver once:
// the second payment is refused before money moves (wallet, or a gateway not yet started), or, when
// a gateway has captured it already, sent back the way it came with the order failed (H).

describe.each(testDrivers())('two unpaid orders for one lasting product on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let area: FakeArea;
  beforeAll(async () => {
    area = fakeArea();
    t = await createTestApp({ driver, areas: [area.plugin] });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.deps.database.db;
  const member = async () => {
    const user = await registerUser(api);
    return { token: user.auth.access_token, id: Number(user.user.userId) };
  };
  const twoOrders = async (productId: number, token: string) => {
    const first = (await api.post('/api/orders', { product_id: productId }, token)).body.data.records;
    const second = (await api.post('/api/orders', { product_id: productId }, token)).body.data.records;
    expect([first.status, second.status]).toEqual(['A', 'A']);
    return [first.orderNo as string, second.orderNo as string] as const;
  };
  const entitlementsOf = async (userId: number, productId: number) =>
    (await db().select().from(userEntitlements).where(eq(userEntitlements.userId, userId))).filter(
      (row) => row.productId === productId,
    );
  const toldFor = (userId: number, productId: number) =>
    area.paid.filter((item) => item.userId === userId && item.productId === productId);

  it('pays one of two wallet payments made at once and refuses the other before any money moves', async () => {
    const ebook = await makeProduct(db(), {
      type: PRODUCT_TYPE.KNOWLEDGE,
      priceFen: 2990,
      validityDays: null,
    });
    const buyer = await member();
    await fundWallet(db(), buyer.id, 2 * 2990);
    const [first, second] = await twoOrders(ebook.id, buyer.token);

    const answers = await Promise.all(
      [first, second].map((orderNo) =>
        api.post('/api/payments', { order_no: orderNo, channel: 'wallet' }, buyer.token),
      ),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    const refused = answers.find((answer) => !answer.body.success)!;
    expect(refused.body.resultCode).toBe('003302');
    expect(refused.body.desc).toContain('你已购买「测试课程」');
    expect(await walletBalance(db(), buyer.id)).toBe(2990);
    expect(await entitlementsOf(buyer.id, ebook.id)).toHaveLength(1);
    expect(toldFor(buyer.id, ebook.id)).toHaveLength(1);
    const statuses = await Promise.all(
      [first, second].map(
        async (orderNo) => (await api.get(`/api/orders/${orderNo}`, buyer.token)).body.data.records.status,
      ),
    );
    expect(statuses.sort()).toEqual(['A', 'E']);
    expect(await checkWalletIntegrity(db())).toEqual([]);
  });

  it('refuses to start a gateway payment for what another order has just delivered', async () => {
    const course = await makeProduct(db(), {
      type: PRODUCT_TYPE.KNOWLEDGE,
      priceFen: 19900,
      validityDays: null,
    });
    const buyer = await member();
    await fundWallet(db(), buyer.id, 19900);
    const [first, second] = await twoOrders(course.id, buyer.token);
    expect(
      (await api.post('/api/payments', { order_no: first, channel: 'wallet' }, buyer.token)).body.success,
    ).toBe(true);
    const started = await api.post('/api/payments', { order_no: second, channel: 'sandbox' }, buyer.token);
    expect([started.body.resultCode, started.body.desc]).toEqual([
      '003302',
      '你已购买「测试课程」，无需重复购买，可在“已购”中直接使用',
    ]);
    expect(await db().select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(1);
  });

  it('sends a second gateway capture back the way it came and fails its order (H)', async () => {
    const ebook = await makeProduct(db(), {
      type: PRODUCT_TYPE.KNOWLEDGE,
      priceFen: 1990,
      validityDays: null,
    });
    const buyer = await member();
    const [first, second] = await twoOrders(ebook.id, buyer.token);
    // Both payments start while neither is paid: the payer sees two cashiers and pays both.
    const started = [];
    for (const orderNo of [first, second])
      started.push(
        (await api.post('/api/payments', { order_no: orderNo, channel: 'sandbox' }, buyer.token)).body.data
          .records,
      );
    const captures = await Promise.all(
      started.map((payment) => {
        const text = JSON.stringify({
          payment_no: payment.paymentNo,
          trade_no: sandboxTradeNo(payment.paymentNo),
          amount_fen: 1990,
          trade_status: 'SUCCESS',
          paid_at: new Date().toISOString(),
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/payments/notify/sandbox',
          headers: sandboxHeaders(t.config.secrets.paymentSandbox, text),
          payload: text,
        });
      }),
    );
    expect(captures.map((answer) => answer.statusCode)).toEqual([200, 200]);

    expect(await entitlementsOf(buyer.id, ebook.id)).toHaveLength(1);
    expect(toldFor(buyer.id, ebook.id)).toHaveLength(1);
    const records = await Promise.all(
      started.map(
        async (payment) =>
          (await api.get(`/api/payments/${payment.paymentNo}`, buyer.token)).body.data.records,
      ),
    );
    const backAt = records.findIndex((record) => record.status !== 'succeeded');
    const back = records[backAt];
    expect(records.filter((record) => record.status === 'succeeded')).toHaveLength(1);
    expect(back).toMatchObject({ status: 'refunded', statusLabel: '已原路退回', failCode: '003302' });
    expect(back.failReason).toContain('你已购买「测试课程」');
    expect(back.failReason).toContain('原路退回');
    // Back to where it came from, not kept and not put in the wallet.
    const [refund] = await db()
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, await paymentIdOf(db(), back.paymentNo)));
    expect(refund).toMatchObject({ destination: 'original', status: 'succeeded', amountFen: 1990 });
    expect(await walletBalance(db(), buyer.id)).toBe(0);
    const failed = (await api.get(`/api/orders/${[first, second][backAt]}`, buyer.token)).body.data.records;
    expect(failed.status).toBe('H');
    expect(failed.events.at(-1).note).toContain('原路退回');
  });
});
