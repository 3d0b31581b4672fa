import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { sandboxHeaders } from '../../../adapters/payments/sandbox-provider.ts';
import { products } from '../../../db/schema/catalog.ts';
import { registerUser } from '../../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDrivers } from '../../../test/test-database.ts';
import { makeProduct } from '../test/factories.ts';

// Issue 11 §4: order status H (FAILD) could not be reached. When the gateway reports that an unpaid
// order's trade was closed for good, the order ends as H and its stock goes back on sale.

const address = { name: '林晓', mobile: '13800000001', region: '广东省 广州市', detail: '体育西路 191 号' };

describe.each(testDrivers())('a payment that definitively fails on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('moves the unpaid order to FAILD (H) and puts its stock back', async () => {
    const buyer = await registerUser(api);
    const db = t.deps.database.db;
    const book = await makeProduct(db, {
      type: PRODUCT_TYPE.GOODS,
      priceFen: 800,
      stock: 3,
      validityDays: null,
    });
    const order = (await api.post('/api/orders', { product_id: book.id, address }, buyer.auth.access_token))
      .body.data.records;
    const payment = (
      await api.post(
        '/api/payments',
        { order_no: order.orderNo, channel: 'sandbox' },
        buyer.auth.access_token,
      )
    ).body.data.records;
    const text = JSON.stringify({
      payment_no: payment.paymentNo,
      trade_no: 'T-closed-1',
      amount_fen: 800,
      trade_status: 'CLOSED',
    });
    const told = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notify/sandbox',
      headers: sandboxHeaders(t.config.secrets.paymentSandbox, text),
      payload: text,
    });
    expect(told.statusCode).toBe(200);
    const detail = (await api.get(`/api/orders/${order.orderNo}`, buyer.auth.access_token)).body.data.records;
    expect(detail.status).toBe('H');
    const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, book.id));
    expect(row!.stock).toBe(3);
  });
});
