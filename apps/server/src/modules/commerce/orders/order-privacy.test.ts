import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { registerUser } from '../../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDrivers } from '../../../test/test-database.ts';
import { fundWallet, grantRole, makeProduct, orderIdOf, paymentIdOf } from '../test/factories.ts';

// Issue 11 §1: an astrologer could mark any customer's order shipped and read its address and phone
// in the answer. Shipping is an operator's action; nobody else sees or moves an order not theirs.

const address = {
  name: '林晓',
  mobile: '13800000001',
  region: '广东省 广州市 天河区',
  detail: '体育西路 191 号 星图大厦 18 楼',
};

describe.each(testDrivers())('orders that are not yours on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('refuses an astrologer shipping a customer order, and leaks nothing of it', async () => {
    const [customer, astrologer, admin] = await Promise.all([
      registerUser(api),
      registerUser(api),
      registerUser(api),
    ]);
    const db = t.deps.database.db;
    await grantRole(db, Number(astrologer.user.userId), 'astrologer');
    await grantRole(db, Number(admin.user.userId), 'admin');
    const book = await makeProduct(db, {
      type: PRODUCT_TYPE.GOODS,
      priceFen: 6800,
      stock: 5,
      validityDays: null,
    });
    await fundWallet(db, Number(customer.user.userId), 6800);
    const order = (
      await api.post('/api/orders', { product_id: book.id, address }, customer.auth.access_token)
    ).body.data.records;
    await api.post(
      '/api/payments',
      { order_no: order.orderNo, channel: 'wallet' },
      customer.auth.access_token,
    );
    await t.deps.jobs.drain();

    const shipment = { carrier: '顺丰', tracking_no: 'SF0000000001' };
    const byAstrologer = await api.post(
      `/api/orders/${order.orderNo}/ship`,
      shipment,
      astrologer.auth.access_token,
    );
    expect([byAstrologer.status, byAstrologer.body.resultCode]).toEqual([404, '000404']);
    expect(JSON.stringify(byAstrologer.body)).not.toContain(address.mobile);
    expect(JSON.stringify(byAstrologer.body)).not.toContain(address.detail);
    const peek = await api.get(`/api/orders/${order.orderNo}`, astrologer.auth.access_token);
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain(address.detail);
    expect(
      (await api.get(`/api/orders/${order.orderNo}`, customer.auth.access_token)).body.data.records.status,
    ).toBe('B');

    const byOperator = await api.post(`/api/orders/${order.orderNo}/ship`, shipment, admin.auth.access_token);
    expect(byOperator.body.data.records.status).toBe('D');
  });

  it("names an order only by its number: the sequential id and another member's number answer 404", async () => {
    const [buyer, stranger, admin] = await Promise.all([
      registerUser(api),
      registerUser(api),
      registerUser(api),
    ]);
    const db = t.deps.database.db;
    await grantRole(db, Number(admin.user.userId), 'admin');
    const lamp = await makeProduct(db, {
      type: PRODUCT_TYPE.GOODS,
      priceFen: 500,
      stock: 5,
      validityDays: null,
    });
    const token = buyer.auth.access_token;
    const order = (await api.post('/api/orders', { product_id: lamp.id, address }, token)).body.data.records;
    expect(order.orderNo).toMatch(/^\d{24}$/);
    expect((await api.get(`/api/orders/${order.orderNo}`, token)).body.data.records.orderNo).toBe(
      order.orderNo,
    );

    // The old addresses by sequential id find nothing, for the buyer and for an operator.
    const orderId = await orderIdOf(db, order.orderNo);
    const byId = String(orderId);
    for (const call of [
      api.get(`/api/orders/${byId}`, token),
      api.post(`/api/orders/${byId}/cancel`, {}, token),
      api.post(`/api/orders/${byId}/receive`, {}, token),
      api.post('/api/payments', { order_no: byId, channel: 'wallet' }, token),
      api.post(`/api/orders/${byId}/invalidate`, { reason: '标价错误' }, admin.auth.access_token),
      api.post(`/api/orders/${byId}/refund`, {}, admin.auth.access_token),
    ]) {
      const answer = await call;
      expect([answer.status, answer.body.resultCode]).toEqual([404, '000404']);
    }
    // A request in the old shape (order_id) names no order at all.
    const oldShape = await api.post('/api/payments', { order_id: orderId, channel: 'wallet' }, token);
    expect(oldShape.status).toBe(422);

    // Another member holding the number learns nothing and changes nothing.
    for (const call of [
      api.get(`/api/orders/${order.orderNo}`, stranger.auth.access_token),
      api.post(`/api/orders/${order.orderNo}/cancel`, {}, stranger.auth.access_token),
      api.post(`/api/orders/${order.orderNo}/receive`, {}, stranger.auth.access_token),
      api.post('/api/payments', { order_no: order.orderNo, channel: 'wallet' }, stranger.auth.access_token),
    ]) {
      const answer = await call;
      expect([answer.status, answer.body.resultCode]).toEqual([404, '000404']);
      expect(JSON.stringify(answer.body)).not.toContain(address.detail);
    }
    expect((await api.get(`/api/orders/${order.orderNo}`, token)).body.data.records.status).toBe('A');

    // Payments too are read by their number, never by id.
    await fundWallet(db, Number(buyer.user.userId), 500);
    const payment = (await api.post('/api/payments', { order_no: order.orderNo, channel: 'wallet' }, token))
      .body.data.records;
    expect((await api.get(`/api/payments/${payment.paymentNo}`, token)).body.data.records.status).toBe(
      'succeeded',
    );
    expect((await api.get(`/api/payments/${await paymentIdOf(db, payment.paymentNo)}`, token)).status).toBe(
      404,
    );
    expect((await api.get(`/api/payments/${payment.paymentNo}`, stranger.auth.access_token)).status).toBe(
      404,
    );
  });
});
