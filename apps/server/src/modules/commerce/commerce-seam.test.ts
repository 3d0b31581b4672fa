import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notForSaleMessage } from '@xingtu/contracts/commerce';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { sandboxHeaders } from '../../adapters/payments/sandbox-provider.ts';
import { orders } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/wallet.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import {
  creditWallet,
  debitWallet,
  hasEntitlement,
  onPaid,
  pay,
  placeOrder as placeThroughDoor,
  refund,
  walletBalance,
} from './index.ts';
import { sandboxTradeNo } from './payments/sandbox-gateway.ts';
import { fakeArea, type FakeArea } from './test/fake-area.ts';
import { fundWallet, makeProduct, orderIdOf } from './test/factories.ts';

// The seam every future area (reports, courses, e-books, AI packages, consultations) plugs into:
// it registers onPaid / onRefunded for its product type and checks hasEntitlement before serving.
// Every SPEC product type has its real area now except knowledge (50): here the fake area delivers it,
// and an app without the fake area shows that a type no area delivers is not on sale.

describe.each(testDrivers())('an area selling through commerce on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let area: FakeArea;
  let buyer: { token: string; id: number };
  let other: { token: string; id: number };

  beforeAll(async () => {
    area = fakeArea([PRODUCT_TYPE.KNOWLEDGE]);
    t = await createTestApp({ driver, areas: [area.plugin] });
    api = apiClient(t.app);
    const [a, b] = await Promise.all([registerUser(api), registerUser(api)]);
    buyer = { token: a.auth.access_token, id: Number(a.user.userId) };
    other = { token: b.auth.access_token, id: Number(b.user.userId) };
  });
  afterAll(() => t.close());

  const db = () => t.deps.database.db;
  const course = (overrides: Parameters<typeof makeProduct>[1] = {}) =>
    makeProduct(db(), {
      type: PRODUCT_TYPE.KNOWLEDGE,
      title: '行运与推运实战课',
      priceFen: 12800,
      validityDays: null,
      targetKind: 'course',
      targetId: `transit-${Math.random().toString(36).slice(2, 8)}`,
      ...overrides,
    });
  /** The order as the answer names it, with its internal id (for the door and the area's log) looked up. */
  const placeOrder = async (productId: number, token = buyer.token) => {
    const answer = await api.post('/api/orders', { product_id: productId }, token);
    expect(answer.body.success).toBe(true);
    const { orderNo } = answer.body.data.records as { orderNo: string };
    return { orderNo, id: await orderIdOf(db(), orderNo) };
  };
  const page = (productId: number, token?: string) => api.get(`/api/test-area/products/${productId}`, token);
  const told = (orderId: number) => area.paid.filter((item) => item.orderId === orderId);

  it('sells only what an area delivers: other digital types are hidden and refused with 001106', async () => {
    const sold = await course();
    const goods = await makeProduct(db(), { type: PRODUCT_TYPE.GOODS, title: '星盘笔记本', stock: 5 });
    const listed = (await api.get('/api/catalog/products?size=50')).body.data.records.map(
      (p: { id: number }) => p.id,
    );
    expect(listed).toEqual(expect.arrayContaining([sold.id, goods.id]));

    // The same catalogue in an app where no area delivers knowledge products.
    const bare = await createTestApp({ driver });
    try {
      const bareApi = apiClient(bare.app);
      const member = (await registerUser(bareApi)).auth.access_token;
      const unsold = await makeProduct(bare.deps.database.db, {
        type: PRODUCT_TYPE.KNOWLEDGE,
        title: '占星知识包',
      });
      const shown = (await bareApi.get('/api/catalog/products?size=50')).body.data.records.map(
        (p: { id: number }) => p.id,
      );
      expect(shown).not.toContain(unsold.id);
      expect(
        (await bareApi.get(`/api/catalog/products?type=${PRODUCT_TYPE.KNOWLEDGE}`)).body.data.total,
      ).toBe(0);
      expect((await bareApi.get(`/api/catalog/products/${unsold.id}`)).status).toBe(404);
      const refused = await bareApi.post('/api/orders', { product_id: unsold.id }, member);
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({
        success: false,
        resultCode: '001106',
        desc: notForSaleMessage('占星知识包'),
      });
      expect((await bareApi.post('/api/cart', { product_id: unsold.id }, member)).body.resultCode).toBe(
        '001106',
      );
      expect(await bare.deps.database.db.select().from(orders)).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('tells the area once when a member pays from the wallet, and its page opens for the buyer only', async () => {
    const product = await course();
    await fundWallet(db(), buyer.id, 12800);
    const order = await placeOrder(product.id);
    expect((await page(product.id, buyer.token)).body.resultCode).toBe('000007');

    const paid = await api.post('/api/payments', { order_no: order.orderNo, channel: 'wallet' }, buyer.token);
    expect(paid.body.success).toBe(true);
    // Paying again is refused by the order's state: the area is still told only once.
    await api.post('/api/payments', { order_no: order.orderNo, channel: 'wallet' }, buyer.token);
    expect(told(order.id)).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        userId: buyer.id,
        productId: product.id,
        productType: PRODUCT_TYPE.KNOWLEDGE,
        target: { kind: 'course', id: product.targetId },
        expiresAt: null,
      }),
    ]);

    const mine = await page(product.id, buyer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.records).toEqual({ productId: product.id, userId: buyer.id });
    const theirs = await page(product.id, other.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ success: false, resultCode: '000007', desc: '购买后才能使用' });
    expect((await page(product.id)).body.resultCode).toBe('001102');
    const byRef = `/api/test-area/content/course/${product.targetId}`;
    expect((await api.get(byRef, buyer.token)).status).toBe(200);
    expect((await api.get(byRef, other.token)).body.resultCode).toBe('000007');
    expect(await hasEntitlement(t.deps, buyer.id, product.id)).toBe(true);
    expect(await hasEntitlement(t.deps, other.id, product.id)).toBe(false);
  });

  it('tells the area once for a gateway payment whose notification arrives five times', async () => {
    const product = await course({ validityDays: 30 });
    const order = await placeOrder(product.id);
    const payment = (
      await api.post('/api/payments', { order_no: order.orderNo, channel: 'sandbox' }, buyer.token)
    ).body.data.records;
    const text = JSON.stringify({
      payment_no: payment.paymentNo,
      trade_no: sandboxTradeNo(payment.paymentNo),
      amount_fen: 12800,
      trade_status: 'SUCCESS',
      paid_at: new Date().toISOString(),
    });
    const notify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/notify/sandbox',
        headers: sandboxHeaders(t.config.secrets.paymentSandbox, text),
        payload: text,
      });
    const answers = await Promise.all(Array.from({ length: 5 }, notify));
    expect(answers.every((answer) => answer.json().success === true)).toBe(true);
    expect(told(order.id)).toHaveLength(1);
    expect(told(order.id)[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await page(product.id, buyer.token)).status).toBe(200);
    expect((await api.get(`/api/orders/${order.orderNo}`, buyer.token)).body.data.records.status).toBe('E');
  });

  it('calls onRefunded once when the order is refunded, and the entitlement ends', async () => {
    const product = await course({ priceFen: 5000 });
    await fundWallet(db(), buyer.id, 5000);
    const order = await placeOrder(product.id);
    await api.post('/api/payments', { order_no: order.orderNo, channel: 'wallet' }, buyer.token);
    expect((await page(product.id, buyer.token)).status).toBe(200);

    await refund(t.deps, order.id, { amount_fen: 2000, destination: 'wallet' }, { type: 'admin', id: 1 });
    await refund(t.deps, order.id, { destination: 'wallet' }, { type: 'admin', id: 1 });
    expect(area.refunded.filter((item) => item.orderId === order.id)).toEqual([
      expect.objectContaining({ productId: product.id, userId: buyer.id }),
    ]);
    expect((await page(product.id, buyer.token)).body.resultCode).toBe('000007');
    expect(await hasEntitlement(t.deps, buyer.id, product.id)).toBe(false);
  });

  it('gives an area the internal order id through the door, and the member only the numbers', async () => {
    const product = await course({ priceFen: 700 });
    await fundWallet(db(), buyer.id, 700);
    const placed = await placeThroughDoor(
      t.deps,
      buyer.id,
      { product_id: product.id, quantity: 1 },
      { timeoutMinutes: 30 },
    );
    expect(placed.id).toBe(await orderIdOf(db(), placed.orderNo));
    const payment = await pay(t.deps, buyer.id, { orderId: placed.id, channel: 'wallet' });
    expect(payment).toMatchObject({ orderNo: placed.orderNo, status: 'succeeded' });
    expect(payment).not.toHaveProperty('id');
    expect(payment).not.toHaveProperty('orderId');
    expect(told(placed.id)).toHaveLength(1);
    const answer = (await api.get(`/api/orders/${placed.orderNo}`, buyer.token)).body.data.records;
    expect(answer).toMatchObject({ orderNo: placed.orderNo, status: 'E' });
    expect(answer).not.toHaveProperty('id');
  });

  it('takes no money when the area cannot deliver: its error rolls the payment back', async () => {
    const knowledge = await makeProduct(db(), { type: PRODUCT_TYPE.KNOWLEDGE, priceFen: 900 });
    await fundWallet(db(), other.id, 900);
    const order = await placeOrder(knowledge.id, other.token);
    area.down = true;
    const paid = await api
      .post('/api/payments', { order_no: order.orderNo, channel: 'wallet' }, other.token)
      .finally(() => {
        area.down = false;
      });
    expect(paid.status).toBe(500);
    expect(area.failed.filter((item) => item.orderId === order.id)).toHaveLength(1);
    expect(await walletBalance(t.deps, other.id)).toBe(900);
    expect((await api.get(`/api/orders/${order.orderNo}`, other.token)).body.data.records.status).toBe('A');
  });

  it('moves wallet money for an area through the ledger, once per reference, never below zero', async () => {
    const userId = other.id;
    const start = await walletBalance(t.deps, userId);
    const move = { userId, amountFen: 3000, reason: '咨询收入：订单 T1', reference: 'seam-test:payout:1' };
    expect(await creditWallet(t.deps, move)).toBe(start + 3000);
    expect(await creditWallet(t.deps, move)).toBeNull();
    const charge = { userId, amountFen: 1000, reason: '加急解读', reference: 'seam-test:charge:1' };
    expect(await debitWallet(t.deps, charge)).toBe(start + 2000);
    expect(await debitWallet(t.deps, charge)).toBeNull();
    await expect(
      debitWallet(t.deps, { ...charge, amountFen: 1_000_000, reference: 'seam-test:charge:2' }),
    ).rejects.toThrow('钱包余额不足');
    expect(await walletBalance(t.deps, userId)).toBe(start + 2000);
    const lines = await db().select().from(walletLedger).where(eq(walletLedger.userId, userId));
    expect(lines.filter((line) => line.idempotencyKey?.startsWith('seam-test:'))).toEqual([
      expect.objectContaining({ cause: 'credit', deltaFen: 3000, note: '咨询收入：订单 T1' }),
      expect.objectContaining({ cause: 'debit', deltaFen: -1000, note: '加急解读' }),
    ]);
  });

  it('fixes the shop when the app is ready: a late registration is refused', () => {
    expect(() => onPaid(t.deps, PRODUCT_TYPE.KNOWLEDGE, async () => undefined)).toThrow(/after start-up/);
  });
});
