import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { orders } from '../../../db/schema/orders.ts';
import { paymentNotifications, payments, refunds } from '../../../db/schema/payments.ts';
import { walletLedger } from '../../../db/schema/wallet.ts';
import { registerUser } from '../../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fakeArea } from '../test/fake-area.ts';
import { testDrivers } from '../../../test/test-database.ts';
import { hasEntitlement } from '../fulfilment/entitlements.ts';
import { fundWallet, makeProduct, orderIdOf } from '../test/factories.ts';
import { checkWalletIntegrity, walletBalance } from '../wallet/service.ts';
import { alipaySign } from '../../../adapters/payments/alipay-provider.ts';
import { sandboxHeaders } from '../../../adapters/payments/sandbox-provider.ts';
import { sandboxTradeNo } from './sandbox-gateway.ts';
import { wechatMessage } from '../../../adapters/payments/wechat-provider.ts';

// Gateway keys made for this test only: the merchant's and the gateways' own.
const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const alipayGateway = pair();
const alipayMerchant = pair();
const wechatPlatform = pair();
const wechatMerchant = pair();
const API_V3_KEY = randomBytes(16).toString('hex'); // 32 ASCII bytes
Object.assign(process.env, {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: alipayMerchant.privateKey,
  ALIPAY_PUBLIC_KEY: alipayGateway.publicKey,
  WECHATPAY_MCH_ID: '1900000001',
  WECHATPAY_APP_ID: 'wx0000000000000001',
  WECHATPAY_SERIAL_NO: 'MERCHANT-SERIAL',
  WECHATPAY_PRIVATE_KEY: wechatMerchant.privateKey,
  WECHATPAY_API_V3_KEY: API_V3_KEY,
  WECHATPAY_PLATFORM_PUBLIC_KEY: wechatPlatform.publicKey,
  WECHATPAY_PLATFORM_SERIAL: 'PLATFORM-SERIAL',
});

function alipayNotification(fields: Record<string, string>, key = alipayGateway.privateKey): string {
  const params: Record<string, string> = {
    notify_time: '2026-11-23 10:00:00',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(8).toString('hex'),
    app_id: '2021000000000001',
    charset: 'utf-8',
    version: '1.0',
    ...fields,
  };
  params.sign = alipaySign(params, key);
  params.sign_type = 'RSA2';
  return new URLSearchParams(params).toString();
}

function wechatNotification(transaction: Record<string, unknown>, key = wechatPlatform.privateKey) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from('transaction', 'utf8'));
  const encrypted = Buffer.concat([
    cipher.update(JSON.stringify(transaction), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: '2026-11-23T10:00:00+08:00',
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encrypted.toString('base64'),
      nonce,
      associated_data: 'transaction',
      original_type: 'transaction',
    },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headerNonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(wechatMessage(timestamp, headerNonce, body))
    .sign(key, 'base64');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': 'PLATFORM-SERIAL',
    },
  };
}

describe.each(testDrivers())('payments and wallet on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let clock = new Date();
  let buyer: { token: string; id: number };
  let app: FastifyInstance;

  // The sandbox gateway "sends itself" notifications over HTTP; in tests that HTTP is app.inject.
  const gatewayCalls: { url: URL; body: string; headers: Record<string, string> }[] = [];
  const viaInject: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    if (url.host === 'openapi.alipay.com' || url.host === 'api.mch.weixin.qq.com') {
      // The real gateways, played by the test: record the call and accept it.
      gatewayCalls.push({
        url,
        body: String(init?.body ?? ''),
        headers: init?.headers as Record<string, string>,
      });
      const answer =
        url.host === 'openapi.alipay.com'
          ? { alipay_trade_refund_response: { code: '10000', msg: 'Success', fund_change: 'Y' } }
          : { status: 'PROCESSING' };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => clock, fetch: viaInject, areas: [fakeArea().plugin] });
    app = t.app;
    api = apiClient(t.app);
    const user = await registerUser(api);
    buyer = { token: user.auth.access_token, id: Number(user.user.userId) };
  });
  afterAll(() => t.close());

  const db = () => t.deps.database.db;
  /** A new order as the answer gives it, with its internal id looked up (answers never carry it). */
  const order = async (productId: number, token = buyer.token) => {
    const placed = (await api.post('/api/orders', { product_id: productId }, token)).body.data.records as {
      orderNo: string;
      totalFen: number;
    };
    return { ...placed, id: await orderIdOf(db(), placed.orderNo) };
  };
  const notifySandbox = (body: Record<string, unknown>, secret = t.config.secrets.paymentSandbox) => {
    const text = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/notify/sandbox',
      headers: sandboxHeaders(secret, text),
      payload: text,
    });
  };

  it('tells the cashier which channels are open: the wallet, the sandbox and the configured gateways', async () => {
    // This app has the sandbox on and Alipay / WeChat Pay configured with keys made for the tests.
    expect((await api.get('/api/payments/channels')).body.data.records).toEqual({
      channels: ['wallet', 'sandbox', 'alipay', 'wechat'],
    });
  });

  it('lets exactly 20 of 50 concurrent wallet payments through when the balance covers 20', async () => {
    // A consumable: a course is delivered once, however many orders for it are paid (lasting-race.test.ts).
    const course = await makeProduct(db(), { type: PRODUCT_TYPE.ECARD, priceFen: 1000 });
    const user = await registerUser(api);
    const payer = { token: user.auth.access_token, id: Number(user.user.userId) };
    await fundWallet(db(), payer.id, 20 * 1000 + 999);
    const created = [];
    for (let i = 0; i < 50; i += 1) created.push(await order(course.id, payer.token));
    const answers = await Promise.all(
      created.map((o) => api.post('/api/payments', { order_no: o.orderNo, channel: 'wallet' }, payer.token)),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(20);
    expect(answers.filter((a) => !a.body.success).every((a) => a.body.desc.includes('余额不足'))).toBe(true);
    expect(await walletBalance(db(), payer.id)).toBe(999);
    const paid = await db().select().from(orders).where(eq(orders.userId, payer.id));
    expect(paid.filter((o) => o.status === 'E')).toHaveLength(20);
    expect(paid.filter((o) => o.status === 'A')).toHaveLength(30);
    expect(await checkWalletIntegrity(db())).toEqual([]);
    const ledger = await api.get('/api/wallet/ledger?size=5', payer.token);
    expect(ledger.body.data.total).toBe(21);
    expect(ledger.body.data.records[0]).toMatchObject({
      cause: 'payment',
      deltaFen: -1000,
      balanceAfterFen: 999,
    });
  });

  it('tops up through the sandbox: a notification delivered 10 times concurrently credits once', async () => {
    const topup = (await api.post('/api/wallet/topup', { amount_fen: 5000 }, buyer.token)).body.data.records;
    expect(
      (await api.post('/api/payments', { order_no: topup.orderNo, channel: 'wallet' }, buyer.token)).body
        .resultCode,
    ).toBe('999999');
    const payment = (
      await api.post('/api/payments', { order_no: topup.orderNo, channel: 'sandbox' }, buyer.token)
    ).body.data.records;
    expect(payment.payUrl).toBe(`/api/payments/sandbox/${payment.paymentNo}`);
    const before = await walletBalance(db(), buyer.id);
    const body = {
      payment_no: payment.paymentNo,
      trade_no: sandboxTradeNo(payment.paymentNo),
      amount_fen: 5000,
      trade_status: 'SUCCESS',
      paid_at: new Date().toISOString(),
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => notifySandbox(body)));
    expect(answers.every((a) => a.statusCode === 200 && a.json().success === true)).toBe(true);
    await t.deps.jobs.drain();
    expect(await walletBalance(db(), buyer.id)).toBe(before + 5000);
    const credits = await db()
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.orderId, await orderIdOf(db(), topup.orderNo)));
    expect(credits).toHaveLength(1);
    const recorded = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentNo, payment.paymentNo));
    expect(recorded).toHaveLength(10);
    expect(recorded.filter((n) => n.outcome === 'processed')).toHaveLength(1);
    expect(recorded.filter((n) => n.outcome === 'duplicate')).toHaveLength(9);
    expect((await api.get(`/api/orders/${topup.orderNo}`, buyer.token)).body.data.records.status).toBe('E');
    expect((await api.get(`/api/payments/${payment.paymentNo}`, buyer.token)).body.data.records.status).toBe(
      'succeeded',
    );
    expect(await checkWalletIntegrity(db())).toEqual([]);
  });

  it('serves the sandbox cashier page and delivers its signed notification through the job runner', async () => {
    const ecard = await makeProduct(db(), { type: PRODUCT_TYPE.ECARD, priceFen: 990 });
    const o = await order(ecard.id);
    const payment = (
      await api.post('/api/payments', { order_no: o.orderNo, channel: 'sandbox' }, buyer.token)
    ).body.data.records;
    const page = await t.app.inject({ method: 'GET', url: payment.payUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data:image/png;base64');
    expect(page.body).toContain('付款');
    expect(page.body).toContain('¥9.90');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${payment.payUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.body).toContain('付款完成');
    expect((await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records.status).toBe('A');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await t.deps.jobs.drain();
    await t.deps.jobs.drain();
    expect((await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records.status).toBe('E');
    expect(await hasEntitlement(db(), buyer.id, ecard.id, clock)).toBe(true);
  });

  it('refuses a wallet payment after the timeout with 003303 and takes no money', async () => {
    const course = await makeProduct(db(), { priceFen: 1200 });
    await fundWallet(db(), buyer.id, 1200);
    const o = await order(course.id);
    const before = await walletBalance(db(), buyer.id);
    clock = new Date(clock.getTime() + 31 * 60_000);
    try {
      const late = await api.post('/api/payments', { order_no: o.orderNo, channel: 'wallet' }, buyer.token);
      expect(late.body.resultCode).toBe('003303');
      expect(await walletBalance(db(), buyer.id)).toBe(before);
      expect((await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records.status).toBe('C');
    } finally {
      clock = new Date();
    }
  });

  it('returns a gateway capture that arrives after the timeout to the wallet (003303 on the payment)', async () => {
    const course = await makeProduct(db(), { priceFen: 3300 });
    const o = await order(course.id);
    const payment = (
      await api.post('/api/payments', { order_no: o.orderNo, channel: 'sandbox' }, buyer.token)
    ).body.data.records;
    const before = await walletBalance(db(), buyer.id);
    clock = new Date(clock.getTime() + 31 * 60_000);
    try {
      const { expireOrder } = await import('../orders/unpaid-orders.ts');
      expect(await expireOrder(t.deps, o.id)).toBe(true);
      const body = {
        payment_no: payment.paymentNo,
        trade_no: sandboxTradeNo(payment.paymentNo),
        amount_fen: 3300,
        trade_status: 'SUCCESS',
        paid_at: new Date().toISOString(),
      };
      for (let i = 0; i < 3; i += 1) expect((await notifySandbox(body)).statusCode).toBe(200);
      const record = (await api.get(`/api/payments/${payment.paymentNo}`, buyer.token)).body.data.records;
      expect(record).toMatchObject({ status: 'returned', failCode: '003303' });
      expect(await walletBalance(db(), buyer.id)).toBe(before + 3300);
      expect((await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records.status).toBe('C');
      expect(await hasEntitlement(db(), buyer.id, course.id, clock)).toBe(false);
      expect(await checkWalletIntegrity(db())).toEqual([]);
    } finally {
      clock = new Date();
    }
  });

  it('settles a cancel racing a gateway capture on each of 10 orders without deadlock or lost money', async () => {
    // A consumable, so that every order captured is delivered (a course would be delivered once).
    const course = await makeProduct(db(), { type: PRODUCT_TYPE.ECARD, priceFen: 600 });
    const started = [];
    for (let i = 0; i < 10; i += 1) {
      const o = await order(course.id);
      started.push({
        o,
        payment: (await api.post('/api/payments', { order_no: o.orderNo, channel: 'sandbox' }, buyer.token))
          .body.data.records,
      });
    }
    const before = await walletBalance(db(), buyer.id);
    const answers = await Promise.all(
      started.flatMap(({ o, payment }) => [
        api.post(`/api/orders/${o.orderNo}/cancel`, {}, buyer.token),
        notifySandbox({
          payment_no: payment.paymentNo,
          trade_no: sandboxTradeNo(payment.paymentNo),
          amount_fen: 600,
          trade_status: 'SUCCESS',
          paid_at: new Date().toISOString(),
        }).then((r) => ({ status: r.statusCode, body: r.json() })),
      ]),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    let returned = 0;
    for (const { o, payment } of started) {
      const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
      const [pay] = await db().select().from(payments).where(eq(payments.paymentNo, payment.paymentNo));
      if (row!.status === 'C') {
        expect(pay!.status).toBe('returned');
        returned += 1;
      } else {
        // A digital product is granted with the capture: paid and finished in one step.
        expect(row!.status).toBe('E');
        expect(pay!.status).toBe('succeeded');
      }
    }
    expect(await walletBalance(db(), buyer.id)).toBe(before + returned * 600);
    expect(await checkWalletIntegrity(db())).toEqual([]);
    await t.deps.jobs.drain();
  });

  it('refuses sandbox notifications with a bad signature, a wrong amount or an unknown payment', async () => {
    const course = await makeProduct(db(), { priceFen: 800 });
    const o = await order(course.id);
    const payment = (
      await api.post('/api/payments', { order_no: o.orderNo, channel: 'sandbox' }, buyer.token)
    ).body.data.records;
    const body = {
      payment_no: payment.paymentNo,
      trade_no: sandboxTradeNo(payment.paymentNo),
      amount_fen: 800,
      trade_status: 'SUCCESS',
      paid_at: new Date().toISOString(),
    };
    expect((await notifySandbox(body, 'not-the-secret-not-the-secret-not-the-secret')).statusCode).toBe(400);
    expect((await notifySandbox({ ...body, amount_fen: 1 })).statusCode).toBe(400);
    expect((await notifySandbox({ ...body, payment_no: 'P0000' })).statusCode).toBe(400);
    const text = JSON.stringify(body);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notify/sandbox',
      headers: sandboxHeaders(t.config.secrets.paymentSandbox, text),
      payload: text.replace('800', '80'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/notify/sandbox',
          headers: { 'content-type': 'application/json' },
          payload: text,
        })
      ).statusCode,
    ).toBe(400);
    expect((await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records.status).toBe('A');
    const rejected = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentNo, payment.paymentNo));
    expect(rejected.every((n) => n.outcome.startsWith('rejected:'))).toBe(true);
  });

  it('verifies Alipay RSA2 notifications and pays the order once', async () => {
    const report = await makeProduct(db(), {
      type: PRODUCT_TYPE.REPORT,
      priceFen: 12800,
      targetKind: 'report-template',
      targetId: '1005',
    });
    const o = await order(report.id);
    const payment = (await api.post('/api/payments', { order_no: o.orderNo, channel: 'alipay' }, buyer.token))
      .body.data.records;
    const payUrl = new URL(payment.payUrl);
    expect(payUrl.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(JSON.parse(payUrl.searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: payment.paymentNo,
      total_amount: '128.00',
    });
    const fields = {
      out_trade_no: payment.paymentNo,
      trade_no: '2026112322001400000000000001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '128.00',
      subject: '职业发展深度报告',
    };
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expect((await post(alipayNotification(fields, alipayMerchant.privateKey))).body).toBe('failure');
    expect((await post(alipayNotification(fields).replace('128.00', '1.28'))).body).toBe('failure');
    expect((await post(alipayNotification({ ...fields, total_amount: '1.28' }))).body).toBe('failure');
    expect((await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records.status).toBe('A');
    const good = alipayNotification(fields);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(good)));
    expect(answers.map((a) => a.body)).toEqual(Array(5).fill('success'));
    await t.deps.jobs.drain();
    expect((await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records).toMatchObject({
      status: 'E',
      paidFen: 12800,
    });
    const [row] = await db().select().from(payments).where(eq(payments.paymentNo, payment.paymentNo));
    expect(row!.gatewayTxnId).toBe('2026112322001400000000000001');

    // Back the original way: a signed alipay.trade.refund call made by a durable job.
    const { refundOrder } = await import('./refund-service.ts');
    const refund = await refundOrder(
      t.deps,
      o.id,
      { amount_fen: 2800, destination: 'original', reason: '报告未生成' },
      { type: 'admin', id: 1 },
    );
    expect(refund).toMatchObject({ destination: 'original', status: 'requested' });
    await t.deps.jobs.drain();
    const call = gatewayCalls.find((c) => c.url.host === 'openapi.alipay.com')!;
    const params = Object.fromEntries(new URLSearchParams(call.body));
    expect(params.method).toBe('alipay.trade.refund');
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: payment.paymentNo,
      refund_amount: '28.00',
    });
    const { alipaySignContent } = await import('../../../adapters/payments/alipay-provider.ts');
    const { createVerify } = await import('node:crypto');
    expect(
      createVerify('RSA-SHA256')
        .update(alipaySignContent(params, ['sign']))
        .verify(alipayMerchant.publicKey, params.sign!, 'base64'),
    ).toBe(true);
    const [stored] = await db().select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(stored!.status).toBe('succeeded');
  });

  it('refunds a second Alipay capture of one e-book through alipay.trade.refund (issue 13 race)', async () => {
    const ebook = await makeProduct(db(), { type: PRODUCT_TYPE.EBOOK, priceFen: 3600, validityDays: null });
    const user = await registerUser(api);
    const token = user.auth.access_token;
    const both = [await order(ebook.id, token), await order(ebook.id, token)];
    const started = [];
    for (const o of both)
      started.push(
        (await api.post('/api/payments', { order_no: o.orderNo, channel: 'alipay' }, token)).body.data
          .records,
      );
    const calls = gatewayCalls.length;
    const answers = await Promise.all(
      started.map((payment, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/notify/alipay',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: alipayNotification({
            out_trade_no: payment.paymentNo,
            trade_no: `202611232200140000000000090${i}`,
            trade_status: 'TRADE_SUCCESS',
            total_amount: '36.00',
          }),
        }),
      ),
    );
    expect(answers.map((a) => a.body)).toEqual(['success', 'success']);
    await t.deps.jobs.drain();
    const rows = await Promise.all(
      started.map(
        async (payment) =>
          (await db().select().from(payments).where(eq(payments.paymentNo, payment.paymentNo)))[0]!,
      ),
    );
    expect(rows.map((row) => row.status).sort()).toEqual(['refunded', 'succeeded']);
    const back = rows.find((row) => row.status === 'refunded')!;
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, back.id));
    expect(refund).toMatchObject({ destination: 'original', status: 'succeeded', amountFen: 3600 });
    const asked = gatewayCalls.slice(calls).map((c) => Object.fromEntries(new URLSearchParams(c.body)));
    expect(asked.filter((p) => p.method === 'alipay.trade.refund')).toHaveLength(1);
    expect(JSON.parse(asked.find((p) => p.method === 'alipay.trade.refund')!.biz_content!)).toMatchObject({
      out_trade_no: back.paymentNo,
      refund_amount: '36.00',
    });
    const [failed] = await db().select().from(orders).where(eq(orders.id, back.orderId));
    expect(failed!.status).toBe('H');
  });

  it('verifies WeChat Pay v3 notifications: RSA signature and AES-256-GCM resource', async () => {
    const pack = await makeProduct(db(), { type: PRODUCT_TYPE.ECARD, priceFen: 4900 });
    const o = await order(pack.id);
    const fakeWechat: typeof fetch = async () =>
      new Response(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc123' }), { status: 200 });
    const { createWechatProvider } = await import('../../../adapters/payments/wechat-provider.ts');
    const { paymentsConfig } = await import('../../../adapters/payments/payments-config.ts');
    const started = await createWechatProvider(
      paymentsConfig(process.env, t.config).wechat!,
      fakeWechat,
    ).start({ paymentNo: 'P1', amountFen: 4900, subject: 'AI 问答' });
    expect(started.codeUrl).toBe('weixin://wxpay/bizpayurl?pr=abc123');
    const [payment] = await db()
      .insert(payments)
      .values({
        paymentNo: `P${'7'.repeat(25)}`,
        orderId: o.id,
        userId: buyer.id,
        channel: 'wechat',
        amountFen: 4900,
      })
      .returning();
    const transaction = {
      mchid: '1900000001',
      appid: 'wx0000000000000001',
      out_trade_no: payment!.paymentNo,
      transaction_id: '4200000000202611230000000001',
      trade_state: 'SUCCESS',
      amount: { total: 4900, payer_total: 4900, currency: 'CNY' },
    };
    const post = (n: { body: string; headers: Record<string, string> }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/notify/wechat',
        headers: n.headers,
        payload: n.body,
      });
    const forged = wechatNotification(transaction, wechatMerchant.privateKey);
    expect((await post(forged)).statusCode).toBe(400);
    const good = wechatNotification(transaction);
    expect((await post({ ...good, body: good.body.replace('"id":"', '"id":"x') })).statusCode).toBe(400);
    expect((await post(wechatNotification({ ...transaction, amount: { total: 1 } }))).statusCode).toBe(400);
    expect((await post(good)).statusCode).toBe(200);
    expect((await post(good)).statusCode).toBe(200);
    await t.deps.jobs.drain();
    expect((await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records.status).toBe('E');
    expect(await hasEntitlement(db(), buyer.id, pack.id, clock)).toBe(true);

    const { refundOrder } = await import('./refund-service.ts');
    await refundOrder(t.deps, o.id, { destination: 'original' }, { type: 'admin', id: 1 });
    await t.deps.jobs.drain();
    const call = gatewayCalls.find((c) => c.url.pathname === '/v3/refund/domestic/refunds')!;
    expect(JSON.parse(call.body)).toMatchObject({
      out_trade_no: payment!.paymentNo,
      amount: { refund: 4900, total: 4900, currency: 'CNY' },
    });
    expect(call.headers.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000001"/);
    const [stored] = await db().select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(stored!.status).toBe('processing');
    expect(await hasEntitlement(db(), buyer.id, pack.id, clock)).toBe(false);
  });

  it('refunds a gateway payment to its original channel or the wallet, never beyond what was paid', async () => {
    const { refundOrder } = await import('./refund-service.ts');
    const course = await makeProduct(db(), { priceFen: 5000 });
    const o = await order(course.id);
    await expect(
      refundOrder(t.deps, o.id, { destination: 'wallet' }, { type: 'admin', id: 1 }),
    ).rejects.toMatchObject({ code: '999999' });
    const payment = (
      await api.post('/api/payments', { order_no: o.orderNo, channel: 'sandbox' }, buyer.token)
    ).body.data.records;
    await notifySandbox({
      payment_no: payment.paymentNo,
      trade_no: sandboxTradeNo(payment.paymentNo),
      amount_fen: 5000,
      trade_status: 'SUCCESS',
      paid_at: new Date().toISOString(),
    });
    await t.deps.jobs.drain();
    expect(await hasEntitlement(db(), buyer.id, course.id, clock)).toBe(true);
    const before = await walletBalance(db(), buyer.id);
    const original = await refundOrder(
      t.deps,
      o.id,
      { amount_fen: 2000, destination: 'original' },
      { type: 'admin', id: 1 },
    );
    expect(original).toMatchObject({ amountFen: 2000, destination: 'original', status: 'succeeded' });
    expect(await walletBalance(db(), buyer.id)).toBe(before);
    expect(await hasEntitlement(db(), buyer.id, course.id, clock)).toBe(false);
    await expect(
      refundOrder(t.deps, o.id, { amount_fen: 3001, destination: 'wallet' }, { type: 'admin', id: 1 }),
    ).rejects.toMatchObject({ code: '999999' });
    await refundOrder(t.deps, o.id, { destination: 'wallet' }, { type: 'system' });
    expect(await walletBalance(db(), buyer.id)).toBe(before + 3000);
    const detail = (await api.get(`/api/orders/${o.orderNo}`, buyer.token)).body.data.records;
    expect(detail).toMatchObject({ status: 'F', paidFen: 5000, refundedFen: 5000 });
    expect(detail.events.filter((e: { event: string }) => e.event === 'refund')).toHaveLength(2);
    expect(await checkWalletIntegrity(db())).toEqual([]);
  });
});
