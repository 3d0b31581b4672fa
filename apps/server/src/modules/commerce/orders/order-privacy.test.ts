import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { registerUser } from '../../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDrivers } from '../../../test/test-database.ts';
import { fundWallet, grantRole, makeProduct } from '../test/factories.ts';

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
    await api.post('/api/payments', { order_id: order.id, channel: 'wallet' }, customer.auth.access_token);
    await t.deps.jobs.drain();

    const shipment = { carrier: '顺丰', tracking_no: 'SF0000000001' };
    const byAstrologer = await api.post(
      `/api/orders/${order.id}/ship`,
      shipment,
      astrologer.auth.access_token,
    );
    expect([byAstrologer.status, byAstrologer.body.resultCode]).toEqual([403, '000007']);
    expect(JSON.stringify(byAstrologer.body)).not.toContain(address.mobile);
    expect(JSON.stringify(byAstrologer.body)).not.toContain(address.detail);
    const peek = await api.get(`/api/orders/${order.id}`, astrologer.auth.access_token);
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain(address.detail);
    expect(
      (await api.get(`/api/orders/${order.id}`, customer.auth.access_token)).body.data.records.status,
    ).toBe('B');

    const byOperator = await api.post(`/api/orders/${order.id}/ship`, shipment, admin.auth.access_token);
    expect(byOperator.body.data.records.status).toBe('D');
  });
});
