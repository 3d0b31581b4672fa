import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { alreadyOwnedMessage, hasUsePage, usePageOf } from '@xingtu/contracts/purchase-rules';
import { isSitePage } from '@xingtu/contracts/site-pages';
import { registerUser } from '../../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refund } from '../index.ts';
import { fundWallet, makeProduct, orderIdOf } from '../test/factories.ts';

// Issue 13: what is bought can be found and used (已购), lasting access is bought once, consumables
// stay repeatable, and every product type on sale has a page that uses it.

describe('what a member bought', () => {
  let t: TestApp;
  let api: ApiClient;
  let buyer: { token: string; id: number };
  let other: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    const [a, b] = await Promise.all([registerUser(api), registerUser(api)]);
    buyer = { token: a.auth.access_token, id: Number(a.user.userId) };
    other = { token: b.auth.access_token, id: Number(b.user.userId) };
    await fundWallet(t.deps.database.db, buyer.id, 100_000);
  });
  afterAll(() => t.close());

  const db = () => t.deps.database.db;
  const buy = async (productId: number, quantity = 1) => {
    const order = await api.post('/api/orders', { product_id: productId, quantity }, buyer.token);
    if (!order.body.success) return order.body;
    const paid = await api.post(
      '/api/payments',
      { order_no: order.body.data.records.orderNo, channel: 'wallet' },
      buyer.token,
    );
    expect(paid.body.success).toBe(true);
    return order.body;
  };
  const purchased = async (token = buyer.token) => {
    const answer = await api.get('/api/purchased', token);
    expect(answer.body.success).toBe(true);
    return answer.body.data.records as { productId: number; lasting: boolean; usePath: string | null }[];
  };

  it('lists an e-book under 已购 once paid, and refuses to sell it to the same member again', async () => {
    const ebook = await makeProduct(db(), {
      type: PRODUCT_TYPE.EBOOK,
      title: '《月亮星座》',
      validityDays: null,
    });
    expect(await purchased()).toEqual([]);
    const first = await buy(ebook.id);
    expect(first.success).toBe(true);
    const owned = await purchased();
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({
      productId: ebook.id,
      type: PRODUCT_TYPE.EBOOK,
      typeLabel: '电子书',
      title: '《月亮星座》',
      orderNo: first.data.records.orderNo,
      lasting: true,
      expiresAt: null,
    });

    const again = await api.post('/api/orders', { product_id: ebook.id }, buyer.token);
    expect(again.body).toMatchObject({
      success: false,
      resultCode: '003302',
      desc: alreadyOwnedMessage('《月亮星座》'),
    });
    const cart = await api.post('/api/cart', { product_id: ebook.id }, buyer.token);
    expect(cart.body).toMatchObject({ success: false, resultCode: '003302' });
    // Another member may still buy it, and sees nothing of the first member's purchases.
    expect(await purchased(other.token)).toEqual([]);
    expect((await api.post('/api/orders', { product_id: ebook.id }, other.token)).body.success).toBe(true);
  });

  it('sells one of a digital product per order unless several make sense; consumables stay repeatable', async () => {
    const ebook = await makeProduct(db(), { type: PRODUCT_TYPE.EBOOK, title: '《太阳星座》' });
    const twice = await api.post('/api/orders', { product_id: ebook.id, quantity: 2 }, buyer.token);
    expect(twice.body).toMatchObject({ success: false, resultCode: '003302' });
    const pack = await makeProduct(db(), {
      type: PRODUCT_TYPE.AI_CHAT_PACKAGE,
      title: 'AI 问答 30 次',
      validityDays: 30,
      // Delivered by the AI area: the package's question count is named by its target.
      targetKind: 'ai-package',
      targetId: 'qa-30',
    });
    expect((await buy(pack.id, 2)).success).toBe(true);
    expect((await buy(pack.id)).success).toBe(true);
    const packs = (await purchased()).filter((item) => item.productId === pack.id);
    expect(packs).toHaveLength(2);
    expect(packs[0]!.lasting).toBe(false);
  });

  it('drops a refunded purchase from 已购, after which it may be bought again', async () => {
    const ebook = await makeProduct(db(), { type: PRODUCT_TYPE.EBOOK, title: '《上升星座》' });
    const order = await buy(ebook.id);
    expect((await purchased()).map((item) => item.productId)).toContain(ebook.id);
    await refund(
      t.deps,
      await orderIdOf(db(), order.data.records.orderNo),
      { destination: 'wallet' },
      { type: 'admin', id: 1 },
    );
    expect((await purchased()).map((item) => item.productId)).not.toContain(ebook.id);
    expect((await api.post('/api/orders', { product_id: ebook.id }, buyer.token)).body.success).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const answer = await api.get('/api/purchased');
    expect(answer.status).toBe(401);
  });
});

describe('every product type on sale has a page that uses it', () => {
  it('holds for the site as it runs (npm start): each sellable type names a built page', async () => {
    const t = await createTestApp();
    try {
      const types = t.deps.fulfilment.sellableTypes();
      expect(types).toContain(PRODUCT_TYPE.GOODS);
      for (const type of types) {
        expect(hasUsePage(type), `a page that uses product type ${type}`).toBe(true);
        const page = usePageOf(type, {
          orderNo: '202611250800000001234567',
          productId: 1001,
          targetId: 'x',
        })!;
        expect(isSitePage(page), `${page} is a page of the site`).toBe(true);
      }
    } finally {
      await t.close();
    }
  });
});
