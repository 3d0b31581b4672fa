import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { sequentialIdPaths } from '../../test/sequential-ids.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundWallet, makeProduct } from './test/factories.ts';

// Issue 11 §1: orders and payments are public by their numbers only. Every answer a member reads
// about them (order, payment, ledger, 已购) carries no sequential database id.

describe('orders and payments on the wire', () => {
  let t: TestApp;
  let api: ApiClient;
  let buyer: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    const answer = await registerUser(api);
    buyer = { token: answer.auth.access_token, id: Number(answer.user.userId) };
    await fundWallet(t.deps.database.db, buyer.id, 20_000);
  });
  afterAll(() => t.close());

  /** The answer's JSON, after checking it succeeded and names no order or payment by its id. */
  const read = async (method: 'get' | 'post', url: string, body?: unknown) => {
    const answer =
      method === 'get' ? await api.get(url, buyer.token) : await api.post(url, body, buyer.token);
    expect(answer.body.success, url).toBe(true);
    expect(sequentialIdPaths(answer.body), url).toEqual([]);
    return answer.body.data as any;
  };

  it('names orders, payments, ledger lines and purchases by their numbers only', async () => {
    const ebook = await makeProduct(t.deps.database.db, { type: PRODUCT_TYPE.EBOOK, priceFen: 3000 });
    const placed = (await read('post', '/api/orders', { product_id: ebook.id })).records;
    const paid = (await read('post', '/api/payments', { order_no: placed.orderNo, channel: 'wallet' }))
      .records;
    expect(paid).toMatchObject({
      paymentNo: expect.any(String),
      orderNo: placed.orderNo,
      status: 'succeeded',
    });
    await read('get', `/api/payments/${paid.paymentNo}`);
    await read('get', `/api/orders/${placed.orderNo}`);
    await read('get', '/api/orders');

    // A gateway payment answers the same way while it waits for the payer.
    const second = await makeProduct(t.deps.database.db, { type: PRODUCT_TYPE.EBOOK, priceFen: 1000 });
    const open = (await read('post', '/api/orders', { product_id: second.id })).records;
    const pending = (await read('post', '/api/payments', { order_no: open.orderNo, channel: 'sandbox' }))
      .records;
    expect(pending.orderNo).toBe(open.orderNo);
    const topup = (await read('post', '/api/wallet/topup', { amount_fen: 5000 })).records;
    expect(topup.orderNo).toEqual(expect.any(String));

    // The ledger line of the wallet payment points at the order and the payment by their numbers.
    const ledger = (await read('get', '/api/wallet/ledger')).records;
    expect(ledger).toContainEqual(
      expect.objectContaining({ deltaFen: -3000, orderNo: placed.orderNo, paymentNo: paid.paymentNo }),
    );
    expect(ledger).toContainEqual(
      expect.objectContaining({ deltaFen: 20_000, orderNo: null, paymentNo: null }),
    );

    const bought = (await read('get', '/api/purchased')).records;
    expect(bought).toEqual([expect.objectContaining({ productId: ebook.id, orderNo: placed.orderNo })]);
  });

  it('finds ids at any depth (the check itself)', () => {
    expect(sequentialIdPaths({ data: { records: [{ orderNo: 'T1', items: [{ id: 7 }] }] } })).toEqual([
      'data.records[0].items[0].id',
    ]);
    expect(sequentialIdPaths({ records: { id: 'a1b2c3d4e5f6', paymentId: null, orderId: 3 } })).toEqual([
      'records.paymentId',
      'records.orderId',
    ]);
  });
});
