import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { products } from '../../../db/schema/catalog.ts';
import { orderEvents, orders } from '../../../db/schema/orders.ts';
import { seedCatalog } from '../../../db/seed/catalog.ts';
import { registerUser } from '../../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fakeArea } from '../test/fake-area.ts';
import { testDrivers } from '../../../test/test-database.ts';
import { hasEntitlement } from '../fulfilment/entitlements.ts';
import { checkWalletIntegrity } from '../wallet/service.ts';
import { lockOrder } from './read-orders.ts';
import { transitionOrder, transitionOrderThrough } from './state-machine.ts';
import { fundWallet, grantRole, makeProduct, orderIdOf } from '../test/factories.ts';

const address = {
  name: '林晓',
  mobile: '13800000001',
  region: '广东省 广州市 天河区',
  detail: '体育西路 191 号 星图大厦 18 楼',
};

describe.each(testDrivers())('catalogue, cart and orders on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let clock = new Date();
  let buyer: { token: string; id: number };
  let other: { token: string; id: number };
  let admin: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => clock, areas: [fakeArea().plugin] });
    api = apiClient(t.app);
    const [a, b, c] = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
    buyer = { token: a.auth.access_token, id: Number(a.user.userId) };
    other = { token: b.auth.access_token, id: Number(b.user.userId) };
    admin = { token: c.auth.access_token, id: Number(c.user.userId) };
    await grantRole(t.deps.database.db, admin.id, 'admin');
  });
  afterAll(() => t.close());

  const db = () => t.deps.database.db;
  const stockOf = async (id: number) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const orderCount = async () =>
    ((await db().execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] })
      .rows[0]?.n;
  const buy = (token: string, body: Record<string, unknown>) => api.post('/api/orders', body, token);

  it('seeds a Chinese demo catalogue idempotently and lists it with filters and pages', async () => {
    await seedCatalog(db());
    await seedCatalog(db());
    const all = await api.get('/api/catalog/products?size=50');
    expect(all.body.success).toBe(true);
    const seeded = all.body.data.records.filter((p: { title: string }) =>
      /星盘笔记本|塔罗牌|金属书签/.test(p.title),
    );
    expect(seeded).toHaveLength(3);
    const goods = await api.get(`/api/catalog/products?type=${PRODUCT_TYPE.GOODS}&size=2&current=1`);
    expect(goods.body.data).toMatchObject({ size: 2, current: 1 });
    expect(goods.body.data.total).toBeGreaterThanOrEqual(3);
    expect(goods.body.data.records.every((p: { type: string }) => p.type === '80')).toBe(true);
    const found = await api.get(`/api/catalog/products?keyword=${encodeURIComponent('塔罗')}`);
    expect(found.body.data.records[0].title).toContain('塔罗');
    const detail = await api.get(`/api/catalog/products/${found.body.data.records[0].id}`);
    expect(detail.body.data.records.description).toContain('<p>');
    expect(detail.body.data.records.priceFen).toBe(15800);
  });

  it('sanitises product descriptions', async () => {
    const { sanitizeDescription } = await import('../catalog/service.ts');
    expect(
      sanitizeDescription(
        '<p onclick="x()">好<script>alert(1)</script><a href="javascript:alert(1)">链</a></p>',
      ),
    ).toBe('<p>好<a rel="noopener noreferrer">链</a></p>');
  });

  it('keeps a cart: add, quantity, select, totals, stock, remove', async () => {
    const book = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      title: '星盘笔记本（测试）',
      priceFen: 6800,
      stock: 5,
    });
    const course = await makeProduct(db(), { priceFen: 39900 });
    await api.post('/api/cart', { product_id: book.id, quantity: 2 }, buyer.token);
    const added = await api.post('/api/cart', { product_id: course.id }, buyer.token);
    expect(added.body.data.records.totals).toMatchObject({
      itemCount: 2,
      selectedQuantity: 3,
      totalFen: 2 * 6800 + 39900,
    });
    const bookItem = added.body.data.records.items.find(
      (i: { productId: number }) => i.productId === book.id,
    );
    expect(bookItem.stock).toBe(5);
    const more = await api.put(`/api/cart/${bookItem.id}`, { quantity: 9 }, buyer.token);
    expect(more.body.resultCode).toBe('000008');
    const unselected = await api.put(`/api/cart/${bookItem.id}`, { selected: false }, buyer.token);
    expect(unselected.body.data.records.totals.totalFen).toBe(39900);
    const none = await api.put('/api/cart/select', { selected: false }, buyer.token);
    expect(none.body.data.records.totals.totalFen).toBe(0);
    await api.put('/api/cart/select', { selected: true }, buyer.token);
    expect((await api.put(`/api/cart/${bookItem.id}`, { quantity: 1 }, other.token)).status).toBe(404);
    const removed = await api.delete(`/api/cart/${bookItem.id}`, buyer.token);
    expect(removed.body.data.records.items).toHaveLength(1);

    // Order the selected cart: the cart empties of what was ordered.
    const order = await buy(buyer.token, {
      from_cart: true,
      contact: { name: '林晓', mobile: '13800000001' },
    });
    expect(order.body.success).toBe(true);
    expect(order.body.data.records.totalFen).toBe(39900);
    expect((await api.get('/api/cart', buyer.token)).body.data.records.items).toHaveLength(0);
  });

  it('orders a cart of several stocked goods: every line reserved, or none when one runs out', async () => {
    const cards = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      title: '星座明信片',
      priceFen: 1200,
      stock: 5,
      validityDays: null,
    });
    const deck = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      title: '塔罗牌（测试）',
      priceFen: 15800,
      stock: 1,
      validityDays: null,
    });
    const ebook = await makeProduct(db(), { type: PRODUCT_TYPE.EBOOK, priceFen: 990, validityDays: null });
    const shopper = await registerUser(api);
    const token = shopper.auth.access_token;
    await api.post('/api/cart', { product_id: cards.id, quantity: 2 }, token);
    await api.post('/api/cart', { product_id: deck.id, quantity: 1 }, token);
    await api.post('/api/cart', { product_id: ebook.id, quantity: 1 }, token);
    // Someone else takes the last deck first: the cart order fails whole, and the cards stay on the shelf.
    expect((await buy(other.token, { product_id: deck.id, address })).body.success).toBe(true);
    const failed = await buy(token, { from_cart: true, address });
    expect(failed.body.resultCode).toBe('000008');
    expect(failed.body.desc).toContain('塔罗牌（测试）');
    expect(await stockOf(cards.id)).toBe(5);
    expect((await api.get('/api/cart', token)).body.data.records.items).toHaveLength(3);

    await db().update(products).set({ stock: 1 }).where(eq(products.id, deck.id));
    const placed = await buy(token, { from_cart: true, address });
    expect(placed.body.success).toBe(true);
    const record = placed.body.data.records;
    expect(record.totalFen).toBe(2 * 1200 + 15800 + 990);
    expect(
      record.items.map((item: { productId: number; quantity: number }) => [item.productId, item.quantity]),
    ).toEqual([
      [cards.id, 2],
      [deck.id, 1],
      [ebook.id, 1],
    ]);
    expect(await stockOf(cards.id)).toBe(3);
    expect(await stockOf(deck.id)).toBe(0);
    expect((await api.get('/api/cart', token)).body.data.records.items).toHaveLength(0);
    const detail = (await api.get(`/api/orders/${record.orderNo}`, token)).body.data.records;
    expect(detail.items).toEqual(record.items);
    expect(detail.events).toHaveLength(1);
  });

  it('puts refunded goods back on sale only when they had not shipped', async () => {
    const lamp = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      title: '星空小夜灯',
      priceFen: 5900,
      stock: 4,
      validityDays: null,
    });
    await fundWallet(db(), buyer.id, 3 * 5900);
    const paidOrder = async (quantity: number) => {
      const no = (await buy(buyer.token, { product_id: lamp.id, quantity, address })).body.data.records
        .orderNo as string;
      expect(
        (await api.post('/api/payments', { order_no: no, channel: 'wallet' }, buyer.token)).body.success,
      ).toBe(true);
      return no;
    };
    const unshipped = await paidOrder(2);
    const shipped = await paidOrder(1);
    expect(await stockOf(lamp.id)).toBe(1);
    await api.post(
      `/api/orders/${shipped}/ship`,
      { carrier: '顺丰', tracking_no: 'SF0000000001' },
      admin.token,
    );

    // Partly, then the rest: the two units go back once, with the first refund.
    expect(
      (await api.post(`/api/orders/${unshipped}/refund`, { amount_fen: 1000 }, admin.token)).body.success,
    ).toBe(true);
    expect(await stockOf(lamp.id)).toBe(3);
    expect((await api.post(`/api/orders/${unshipped}/refund`, {}, admin.token)).body.success).toBe(true);
    expect(await stockOf(lamp.id)).toBe(3);
    // The shipped parcel is out in the world: refunding it does not invent stock.
    expect((await api.post(`/api/orders/${shipped}/refund`, {}, admin.token)).body.success).toBe(true);
    expect(await stockOf(lamp.id)).toBe(3);
  });

  it('keeps the cart within the per-user limit and shows what is left of it', async () => {
    const bookmark = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      title: '限量书签（测试）',
      priceFen: 3900,
      stock: 30,
      purchaseLimit: 2,
      validityDays: null,
    });
    const shopper = await registerUser(api);
    const token = shopper.auth.access_token;
    expect((await buy(token, { product_id: bookmark.id, address })).body.success).toBe(true);
    const added = await api.post('/api/cart', { product_id: bookmark.id, quantity: 1 }, token);
    const item = added.body.data.records.items[0];
    expect(item).toMatchObject({ quantity: 1, remainingLimit: 1, available: true });
    const tooMany = await api.put(`/api/cart/${item.id}`, { quantity: 3 }, token);
    expect(tooMany.body.resultCode).toBe('003302');
    expect(tooMany.body.desc).toContain('每人限购 2 件，您已购买 1 件');
    expect(
      (await api.post('/api/cart', { product_id: bookmark.id, quantity: 2 }, token)).body.resultCode,
    ).toBe('003302');
    // Buying the last one elsewhere leaves the cart line over the limit: shown, not orderable.
    expect((await buy(token, { product_id: bookmark.id, address })).body.success).toBe(true);
    const cart = (await api.get('/api/cart', token)).body.data.records;
    expect(cart.items[0]).toMatchObject({ remainingLimit: 0, available: false });
    expect(cart.items[0].unavailableReason).toContain('每人限购 2 件');
  });

  it('lets an admin void an unpaid order (INVALID): stock back, no payment taken afterwards', async () => {
    const globe = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      title: '星空仪（测试）',
      priceFen: 12800,
      stock: 3,
      validityDays: null,
    });
    const id = (await buy(buyer.token, { product_id: globe.id, quantity: 2, address })).body.data.records
      .orderNo as string;
    expect(await stockOf(globe.id)).toBe(1);
    expect((await api.post(`/api/orders/${id}/invalidate`, { reason: '标价错误' }, buyer.token)).status).toBe(
      404,
    );
    expect((await api.post(`/api/orders/${id}/invalidate`, {}, admin.token)).status).toBe(422);
    const voided = await api.post(
      `/api/orders/${id}/invalidate`,
      { reason: '标价错误，已联系买家' },
      admin.token,
    );
    expect(voided.body.data.records).toMatchObject({ status: 'I' });
    expect(voided.body.data.records.events.at(-1)).toMatchObject({
      event: 'invalidate',
      actorType: 'admin',
      note: '订单作废：标价错误，已联系买家',
    });
    expect(await stockOf(globe.id)).toBe(3);
    await fundWallet(db(), buyer.id, 25600);
    expect(
      (await api.post('/api/payments', { order_no: id, channel: 'wallet' }, buyer.token)).body.resultCode,
    ).toBe('999999');
    expect(
      (await api.post(`/api/orders/${id}/invalidate`, { reason: '再次作废' }, admin.token)).body.resultCode,
    ).toBe('999999');
  });

  it('refuses sensitive words in the address or remark with 001108 and reserves nothing', async () => {
    const book = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      priceFen: 6800,
      stock: 2,
      validityDays: null,
    });
    const dirty = await buy(buyer.token, { product_id: book.id, address, remark: '顺便问下网上赌场' });
    expect(dirty.body.resultCode).toBe('001108');
    const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, book.id));
    expect(row!.stock).toBe(2);
  });

  it('runs goods through NEW → PAID → SHIPPED → RECEIVED → FINISHED with every event recorded', async () => {
    const book = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      priceFen: 6800,
      stock: 3,
      validityDays: null,
    });
    await fundWallet(db(), buyer.id, 6800);
    const noAddress = await buy(buyer.token, { product_id: book.id });
    expect(noAddress.status).toBe(422);
    const created = await buy(buyer.token, { product_id: book.id, address });
    const id = created.body.data.records.orderNo;
    const orderId = await orderIdOf(db(), id);
    expect(created.body.data.records.status).toBe('A');
    const stock = await stockOf(book.id);
    expect(stock).toBe(2);

    expect(
      (
        await api.post(
          `/api/orders/${id}/ship`,
          { carrier: '顺丰', tracking_no: 'SF1234567890' },
          admin.token,
        )
      ).body.resultCode,
    ).toBe('999999');
    expect((await api.post(`/api/orders/${id}/receive`, {}, buyer.token)).body.resultCode).toBe('999999');
    const paid = await api.post('/api/payments', { order_no: id, channel: 'wallet' }, buyer.token);
    expect(paid.body.data.records.status).toBe('succeeded');
    await t.deps.jobs.drain();
    expect((await api.get(`/api/orders/${id}`, buyer.token)).body.data.records.status).toBe('B');
    expect((await api.post(`/api/orders/${id}/cancel`, {}, buyer.token)).body.resultCode).toBe('999999');
    expect(
      (
        await api.post(
          `/api/orders/${id}/ship`,
          { carrier: '顺丰', tracking_no: 'SF1234567890' },
          buyer.token,
        )
      ).status,
    ).toBe(404);
    const shipped = await api.post(
      `/api/orders/${id}/ship`,
      { carrier: '顺丰', tracking_no: 'SF1234567890' },
      admin.token,
    );
    expect(shipped.body.data.records).toMatchObject({ status: 'D', trackingNo: 'SF1234567890' });
    expect((await api.post(`/api/orders/${id}/receive`, {}, other.token)).status).toBe(404);
    expect((await api.post(`/api/orders/${id}/receive`, {}, buyer.token)).body.data.records.status).toBe('G');
    const { finishReceived } = await import('./shipping.ts');
    await finishReceived(t.deps, orderId);
    const detail = (await api.get(`/api/orders/${id}`, buyer.token)).body.data.records;
    expect(detail.status).toBe('E');
    expect(
      detail.events.map((e: { toStatus: string; actorType: string }) => `${e.toStatus}:${e.actorType}`),
    ).toEqual(['A:user', 'B:user', 'D:admin', 'G:user', 'E:system']);
  });

  it('grants digital products in the paying transaction and finishes them; refunds revoke the entitlement', async () => {
    const ebook = await makeProduct(db(), { type: PRODUCT_TYPE.EBOOK, priceFen: 2990, validityDays: null });
    const aiPack = await makeProduct(db(), {
      type: PRODUCT_TYPE.ECARD,
      priceFen: 4900,
      validityDays: 30,
    });
    await fundWallet(db(), buyer.id, 2990 + 4900);
    for (const product of [ebook, aiPack]) {
      const order = await buy(buyer.token, { product_id: product.id, contact: { name: '林晓' } });
      await api.post(
        '/api/payments',
        { order_no: order.body.data.records.orderNo, channel: 'wallet' },
        buyer.token,
      );
    }
    // No job in between: the answer to the payment already stands on the grant.
    expect(await hasEntitlement(db(), buyer.id, ebook.id, clock)).toBe(true);
    expect(await hasEntitlement(db(), buyer.id, aiPack.id, clock)).toBe(true);
    expect(await hasEntitlement(db(), buyer.id, aiPack.id, new Date(clock.getTime() + 31 * 86_400_000))).toBe(
      false,
    );
    expect(await hasEntitlement(db(), other.id, ebook.id, clock)).toBe(false);
    const list = await api.get('/api/orders?status=E', buyer.token);
    const ebookOrder = list.body.data.records.find(
      (o: { items: { productId: number }[] }) => o.items[0]!.productId === ebook.id,
    );
    expect(ebookOrder.status).toBe('E');

    const before = (await api.get('/api/wallet', buyer.token)).body.data.records.balanceFen;
    expect(
      (await api.post(`/api/orders/${ebookOrder.orderNo}/refund`, { amount_fen: 1000 }, buyer.token)).status,
    ).toBe(404);
    const partial = await api.post(
      `/api/orders/${ebookOrder.orderNo}/refund`,
      { amount_fen: 1000, reason: '内容与描述不符' },
      admin.token,
    );
    expect(partial.body.data.records).toMatchObject({ amountFen: 1000, destination: 'wallet' });
    expect(await hasEntitlement(db(), buyer.id, ebook.id, clock)).toBe(false);
    const tooMuch = await api.post(
      `/api/orders/${ebookOrder.orderNo}/refund`,
      { amount_fen: 2000 },
      admin.token,
    );
    expect(tooMuch.body.resultCode).toBe('999999');
    const rest = await api.post(`/api/orders/${ebookOrder.orderNo}/refund`, {}, admin.token);
    expect(rest.body.data.records.amountFen).toBe(1990);
    const after = (await api.get(`/api/orders/${ebookOrder.orderNo}`, buyer.token)).body.data.records;
    expect(after).toMatchObject({ status: 'F', paidFen: 2990, refundedFen: 2990 });
    expect((await api.get('/api/wallet', buyer.token)).body.data.records.balanceFen).toBe(before + 2990);
    expect(await checkWalletIntegrity(db())).toEqual([]);
  });

  it('sells 10 of 10 under 100 concurrent orders: 90 get 000008 and stock ends at 0', async () => {
    const deck = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      title: '塔罗牌（并发）',
      priceFen: 15800,
      stock: 10,
      validityDays: null,
    });
    const buyers = [buyer, other, admin];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => buy(buyers[i % 3]!.token, { product_id: deck.id, address })),
    );
    const codes = answers.map((a) => a.body.resultCode);
    expect(codes.filter((c) => c === '000000')).toHaveLength(10);
    expect(codes.filter((c) => c === '000008')).toHaveLength(90);
    const stock = await stockOf(deck.id);
    expect(stock).toBe(0);
    // Cancelling one releases its unit.
    const first = answers.find((a) => a.body.success)!;
    const owner = buyers[answers.indexOf(first) % 3]!;
    expect(
      (await api.post(`/api/orders/${first.body.data.records.orderNo}/cancel`, {}, owner.token)).body.data
        .records.status,
    ).toBe('C');
    const released = await stockOf(deck.id);
    expect(released).toBe(1);
  });

  it('enforces the per-user purchase limit with 003302, also under concurrency', async () => {
    const bookmark = await makeProduct(db(), {
      type: PRODUCT_TYPE.GOODS,
      priceFen: 9900,
      stock: 30,
      purchaseLimit: 2,
    });
    expect((await buy(buyer.token, { product_id: bookmark.id, quantity: 3, address })).body.resultCode).toBe(
      '003302',
    );
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => buy(buyer.token, { product_id: bookmark.id, address })),
    );
    expect(racing.filter((a) => a.body.success)).toHaveLength(2);
    expect(racing.filter((a) => a.body.resultCode === '003302')).toHaveLength(4);
    // A cancelled order no longer counts.
    await api.post(
      `/api/orders/${racing.find((a) => a.body.success)!.body.data.records.orderNo}/cancel`,
      {},
      buyer.token,
    );
    expect((await buy(buyer.token, { product_id: bookmark.id, address })).body.success).toBe(true);
  });

  it('refuses sales past the purchase period with 002205, and other refusals with their own codes', async () => {
    const day = 86_400_000;
    const early = await makeProduct(db(), { saleStart: new Date(clock.getTime() + day) });
    const late = await makeProduct(db(), { saleEnd: new Date(clock.getTime() - day) });
    const off = await makeProduct(db(), { status: 'off' });
    const a = await buy(buyer.token, { product_id: early.id });
    expect(a.body.resultCode).toBe('999999');
    expect(a.body.desc).toContain('尚未开售');
    expect((await buy(buyer.token, { product_id: late.id })).body.resultCode).toBe('002205');
    expect((await buy(buyer.token, { product_id: off.id })).body.resultCode).toBe('001106');
    expect((await api.get(`/api/catalog/products/${off.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's order and hides it from their list", async () => {
    const course = await makeProduct(db());
    const mine = await buy(buyer.token, { product_id: course.id });
    const id = mine.body.data.records.orderNo;
    for (const call of [
      api.get(`/api/orders/${id}`, other.token),
      api.post(`/api/orders/${id}/cancel`, {}, other.token),
      api.post('/api/payments', { order_no: id, channel: 'wallet' }, other.token),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body.resultCode).toBe('000404');
    }
    const theirs = await api.get('/api/orders?size=50', other.token);
    expect(theirs.body.data.records.some((o: { orderNo: string }) => o.orderNo === id)).toBe(false);
    expect((await api.get(`/api/orders/${id}`)).status).toBe(401);
  });

  it('answers bad input with the 422 envelope and changes nothing', async () => {
    const deck = await makeProduct(db(), { type: PRODUCT_TYPE.GOODS, stock: 5 });
    const before = await orderCount();
    for (const body of [
      { product_id: deck.id, quantity: 0, address },
      { product_id: deck.id, quantity: 1.5, address },
      { product_id: 'abc' },
      // Read as numbers by z.coerce.number() before: an array, hex, an exponent.
      { product_id: [deck.id], address },
      { product_id: `0x${deck.id.toString(16)}`, address },
      { product_id: `${deck.id}e0`, address },
      { product_id: deck.id, from_cart: true, address },
      { product_id: deck.id, address: { ...address, mobile: '123' } },
      {},
    ]) {
      const answer = await buy(buyer.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body).toMatchObject({ success: false, resultCode: '000422' });
      expect(answer.body.data.fields.length).toBeGreaterThan(0);
    }
    expect((await api.post('/api/payments', { order_no: 'x', channel: 'bitcoin' }, buyer.token)).status).toBe(
      422,
    );
    expect((await api.post('/api/wallet/topup', { amount_fen: 12.5 }, buyer.token)).status).toBe(422);
    for (const product_id of [[[deck.id]], `0x${deck.id.toString(16)}`, `${deck.id}e0`]) {
      const cart = await api.post('/api/cart', { product_id }, buyer.token);
      expect(cart.status, JSON.stringify(product_id)).toBe(422);
      expect(cart.body.data.fields).toEqual([{ field: 'product_id', message: '编号格式不正确' }]);
    }
    const after = await orderCount();
    expect(after).toBe(before);
    const stock = await stockOf(deck.id);
    expect(stock).toBe(5);
  });

  it('checks every step of a chain of moves against the table and writes all of them or none', async () => {
    const course = await makeProduct(db());
    const placed = (await buy(buyer.token, { product_id: course.id })).body.data.records;
    const no = placed.orderNo as string;
    const id = await orderIdOf(db(), no);
    const user = { type: 'user' as const, id: buyer.id };
    // pay is allowed from NEW, but receive is not allowed from PAID: nothing is written.
    await expect(
      db().transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        await transitionOrderThrough(
          tx,
          order,
          [
            { event: 'pay', actor: user },
            { event: 'receive', actor: user },
          ],
          { now: clock },
        );
      }),
    ).rejects.toMatchObject({ code: '999999' });
    const untouched = (await api.get(`/api/orders/${no}`, buyer.token)).body.data.records;
    expect(untouched.status).toBe('A');
    expect(untouched.events.map((event: { event: string }) => event.event)).toEqual(['create']);
    // An allowed chain lands on its last status with one event row per step, in order.
    await db().transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      await transitionOrderThrough(
        tx,
        order,
        [
          { event: 'pay', actor: user, note: '测试' },
          { event: 'finish', actor: { type: 'system' } },
        ],
        { now: clock, set: { paidFen: course.priceFen } },
      );
    });
    const moved = (await api.get(`/api/orders/${no}`, buyer.token)).body.data.records;
    expect(moved.status).toBe('E');
    expect(
      moved.events.map(
        (event: { fromStatus: string; toStatus: string }) => `${event.fromStatus}>${event.toStatus}`,
      ),
    ).toEqual(['null>A', 'A>B', 'B>E']);
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    expect(row!.paidAt).toEqual(clock);
    expect(row!.finishedAt).toEqual(clock);
  });

  it('refuses a stale transition with 011001 and a busy order with 011001, without corrupting it', async () => {
    const course = await makeProduct(db());
    const placed = (await buy(buyer.token, { product_id: course.id })).body.data.records;
    const no = placed.orderNo as string;
    const id = await orderIdOf(db(), no);
    await expect(
      db().transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        await transitionOrder(tx, { ...order, status: 'B' }, 'ship', { type: 'admin' }, { now: clock });
      }),
    ).rejects.toMatchObject({ code: '011001' });
    await t.deps.kv.setIfAbsent(`order-lock:${id}`, 'someone-else', 10_000);
    expect((await api.post(`/api/orders/${no}/cancel`, {}, buyer.token)).body.resultCode).toBe('011001');
    await t.deps.kv.del(`order-lock:${id}`);
    await fundWallet(db(), buyer.id, course.priceFen);
    const raced = await Promise.all([
      api.post(`/api/orders/${no}/cancel`, {}, buyer.token),
      api.post('/api/payments', { order_no: no, channel: 'wallet' }, buyer.token),
    ]);
    const winners = raced.filter((a) => a.body.success);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    for (const loser of raced.filter((a) => !a.body.success))
      expect(['011001', '999999']).toContain(loser.body.resultCode);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(orderEvents.id);
    // create + cancel, or create + pay + finish (the course is granted with the payment)
    expect(['E', 'C']).toContain(order!.status);
    expect(events.map((event) => event.toStatus)).toEqual(
      order!.status === 'E' ? ['A', 'B', 'E'] : ['A', 'C'],
    );
    expect(order!.paidFen).toBe(order!.status === 'E' ? course.priceFen : 0);
    expect(await checkWalletIntegrity(db())).toEqual([]);
  });

  it('closes unpaid orders past their deadline when the timeout sweep runs, and only those', async () => {
    const deck = await makeProduct(db(), { type: PRODUCT_TYPE.GOODS, stock: 2 });
    const earlyOrder = (await buy(buyer.token, { product_id: deck.id, address })).body.data.records;
    const early = await orderIdOf(db(), earlyOrder.orderNo);
    clock = new Date(clock.getTime() + 20 * 60_000);
    const lateOrder = (await buy(buyer.token, { product_id: deck.id, address })).body.data.records;
    expect(await stockOf(deck.id)).toBe(0);
    const { sweepExpiredOrders, expireOrder, ORDER_TIMEOUT_SWEEP_JOB } = await import('./unpaid-orders.ts');
    expect(await sweepExpiredOrders(t.deps)).toBe(0);
    clock = new Date(clock.getTime() + 11 * 60_000);
    // The sweep is the job the runner schedules; run it the way the runner does.
    const { registerCommerceJobs } = await import('./jobs.ts');
    const handlers = new Map<string, (payload: unknown) => Promise<void>>();
    const schedules = new Map<string, number>();
    registerCommerceJobs(
      {
        ...t.deps,
        jobs: {
          ...t.deps.jobs,
          register: (name: string, handler: (payload: unknown) => Promise<void>) =>
            void handlers.set(name, handler),
          every: (name: string, ms: number) => void schedules.set(name, ms),
        },
      },
      t.config,
    );
    expect(schedules.get(ORDER_TIMEOUT_SWEEP_JOB)).toBe(30_000);
    await handlers.get(ORDER_TIMEOUT_SWEEP_JOB)!({});
    const earlyDetail = (await api.get(`/api/orders/${earlyOrder.orderNo}`, buyer.token)).body.data.records;
    expect(earlyDetail.status).toBe('C');
    expect(earlyDetail.events.at(-1)).toMatchObject({ event: 'timeout', actorType: 'system' });
    expect((await api.get(`/api/orders/${lateOrder.orderNo}`, buyer.token)).body.data.records.status).toBe(
      'A',
    );
    expect(await stockOf(deck.id)).toBe(1);
    // Closing is idempotent: a second sweep or a late payment path finds nothing more to do.
    expect(await sweepExpiredOrders(t.deps)).toBe(0);
    expect(await expireOrder(t.deps, early)).toBe(false);
    clock = new Date(clock.getTime() + 20 * 60_000);
    expect(await sweepExpiredOrders(t.deps)).toBe(1);
    expect(await stockOf(deck.id)).toBe(2);
  });

  it('passes over an order whose buyer holds it and finishes the sweep, however small its batches', async () => {
    const course = await makeProduct(db());
    const firstOrder = (await buy(buyer.token, { product_id: course.id })).body.data.records;
    const first = await orderIdOf(db(), firstOrder.orderNo);
    clock = new Date(clock.getTime() + 60_000);
    const secondOrder = (await buy(buyer.token, { product_id: course.id })).body.data.records;
    clock = new Date(clock.getTime() + 31 * 60_000);
    const { sweepExpiredOrders } = await import('./unpaid-orders.ts');
    // The first order due is busy (its buyer is paying): batches of one must still move past it.
    await t.deps.kv.setIfAbsent(`order-lock:${first}`, 'buyer-paying', 10_000);
    try {
      expect(await sweepExpiredOrders(t.deps, 1)).toBe(1);
    } finally {
      await t.deps.kv.del(`order-lock:${first}`);
    }
    expect((await api.get(`/api/orders/${firstOrder.orderNo}`, buyer.token)).body.data.records.status).toBe(
      'A',
    );
    expect((await api.get(`/api/orders/${secondOrder.orderNo}`, buyer.token)).body.data.records.status).toBe(
      'C',
    );
    expect(await sweepExpiredOrders(t.deps, 1)).toBe(1);
    expect((await api.get(`/api/orders/${firstOrder.orderNo}`, buyer.token)).body.data.records.status).toBe(
      'C',
    );
  });
});
