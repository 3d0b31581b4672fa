import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_PROOF_MESSAGE, OWNER_PROOF_MESSAGE } from '@xingtu/contracts/users-schemas';
import { orders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { latestCode, registerUser, uniqueMobile } from '../../test/accounts.ts';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { refund } from '../commerce/index.ts';
import { fundWallet, makeProduct } from '../commerce/test/factories.ts';

// Issue 11 §1: a stolen access token must not be enough to take the account for good by binding the
// thief's own number or e-mail. The owner proves themselves; the old address is told.

describe.each(testDrivers())('changing the bound mobile or e-mail on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const outbox = async (to: string) =>
    (await api.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).body.data.records as {
      text: string;
      code: string | null;
    }[];

  it('refuses a thief holding only the access token and a code to their own number', async () => {
    const victim = await registerUser(api);
    const stolen = victim.auth.access_token;
    const thiefNumber = uniqueMobile();
    await api.post('/base/sys/smsCode', { mobile: thiefNumber, scene: 'bind' }, stolen);
    const code = await latestCode(api, thiefNumber);
    const takeover = await api.put('/base/user/putMobile', { mobile: thiefNumber, sms_code: code }, stolen);
    expect(takeover.status).toBe(422);
    expect(takeover.body.data.fields).toContainEqual({ field: 'password', message: OWNER_PROOF_MESSAGE });
    const guessed = await api.put(
      '/base/user/putMobile',
      { mobile: thiefNumber, sms_code: code, password: 'guess-1234' },
      stolen,
    );
    expect(guessed.status).toBe(422);
    expect(guessed.body.data.fields[0].field).toBe('password');
    const account = await api.get('/base/user/account', stolen);
    expect(account.body.data.records.user.mobile).toBe(victim.mobile);
  });

  it('refuses the e-mail route the same way', async () => {
    const victim = await registerUser(api);
    const email = `thief${Date.now()}@example.com`;
    await api.post('/base/sys/emailCode', { email, scene: 'bind' }, victim.auth.access_token);
    const takeover = await api.put(
      '/base/user/putEmail',
      { email, email_code: await latestCode(api, email) },
      victim.auth.access_token,
    );
    expect(takeover.status).toBe(422);
    expect((await api.get('/base/user/account', victim.auth.access_token)).body.data.records.user.email).toBe(
      null,
    );
  });

  it('lets the owner change with a code sent to the number already bound, and tells that number', async () => {
    const owner = await registerUser(api);
    const token = owner.auth.access_token;
    const fresh = uniqueMobile();
    // A verify code goes only to the number bound to this account.
    const elsewhere = await api.post('/base/sys/smsCode', { mobile: uniqueMobile(), scene: 'verify' }, token);
    expect(elsewhere.status).toBe(422);
    const anonymous = await api.post('/base/sys/smsCode', { mobile: owner.mobile, scene: 'verify' });
    expect([anonymous.status, anonymous.body.resultCode]).toEqual([401, '001102']);
    await t.deps.kv.del(`code-cooldown:sms:${owner.mobile}`);
    expect(
      (await api.post('/base/sys/smsCode', { mobile: owner.mobile, scene: 'verify' }, token)).body.success,
    ).toBe(true);
    const verifyCode = await latestCode(api, owner.mobile);
    await api.post('/base/sys/smsCode', { mobile: fresh, scene: 'bind' }, token);
    const changed = await api.put(
      '/base/user/putMobile',
      { mobile: fresh, sms_code: await latestCode(api, fresh), verify_code: verifyCode },
      token,
    );
    expect(changed.body.success).toBe(true);
    expect(changed.body.data.records.user.mobile).toBe(fresh);
    await t.deps.jobs.drain();
    const told = await outbox(owner.mobile);
    expect(told[0]!.text).toContain(`${fresh.slice(0, 7)}****`);
    expect(told[0]!.text).toContain('如非本人操作');
    expect(told[0]!.code).toBeNull();
  });

  it('tells the bound mobile when an e-mail is first bound', async () => {
    const owner = await registerUser(api);
    const email = `first${Date.now()}@example.com`;
    await api.post('/base/sys/emailCode', { email, scene: 'bind' }, owner.auth.access_token);
    const bound = await api.put(
      '/base/user/putEmail',
      { email, email_code: await latestCode(api, email), password: owner.password },
      owner.auth.access_token,
    );
    expect(bound.body.success).toBe(true);
    await t.deps.jobs.drain();
    expect((await outbox(owner.mobile))[0]!.text).toContain('f***@example.com');
  });

  it('counts wrong passwords here toward the account lock', async () => {
    const victim = await registerUser(api);
    const fresh = uniqueMobile();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        api.put(
          '/base/user/putMobile',
          { mobile: fresh, sms_code: '123456', password: 'wrong-guess' },
          victim.auth.access_token,
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 422)).toBe(true);
    const login = await api.post('/base/user/login', { account: victim.mobile, password: victim.password });
    expect(login.body.data.locked).toBe(true);
  });

  it('authenticates before validating: no token answers 001102, whatever the body', async () => {
    for (const url of ['/base/user/putMobile', '/base/user/putEmail']) {
      const answer = await api.put(url, { nonsense: true });
      expect([answer.status, answer.body.resultCode]).toEqual([401, '001102']);
      const bad = await api.put(url, { nonsense: true }, 'not-a-token');
      expect([bad.status, bad.body.resultCode]).toEqual([401, '001101']);
    }
  });

  it('cancels the account with a code sent to the bound number, and asks for a proof without one', async () => {
    const owner = await registerUser(api);
    const token = owner.auth.access_token;
    const bare = await api.post('/base/user/cancel', {}, token);
    expect(bare.status).toBe(422);
    expect(bare.body.data.fields).toContainEqual({ field: 'password', message: CANCEL_PROOF_MESSAGE });
    const guessed = await api.post('/base/user/cancel', { verify_code: '000000' }, token);
    expect([guessed.status, guessed.body.data.fields[0].field]).toEqual([422, 'verify_code']);
    expect((await api.get('/base/user/info', token)).status).toBe(200);

    await t.deps.kv.del(`code-cooldown:sms:${owner.mobile}`);
    await api.post('/base/sys/smsCode', { mobile: owner.mobile, scene: 'verify' }, token);
    const cancelled = await api.post(
      '/base/user/cancel',
      { verify_code: await latestCode(api, owner.mobile) },
      token,
    );
    expect(cancelled.body.success).toBe(true);
    expect((await api.get('/base/user/info', token)).body.resultCode).toBe('001101');
  });
  it('keeps the account while paid goods are still to be shipped (001112), and cancels once it is settled', async () => {
    const owner = await registerUser(api);
    const token = owner.auth.access_token;
    const db = t.deps.database.db;
    const mug = await makeProduct(db, {
      type: PRODUCT_TYPE.GOODS,
      title: '星图马克杯',
      priceFen: 6800,
      stock: 3,
      validityDays: null,
    });
    const address = {
      name: '林晓',
      mobile: '13800000001',
      region: '广东省 广州市 天河区',
      detail: '体育西路 191 号',
    };
    const order = await api.post('/api/orders', { product_id: mug.id, address }, token);
    expect(order.body.success, JSON.stringify(order.body)).toBe(true);
    const orderNo = order.body.data.records.orderNo;
    const userId = Number(owner.user.userId);
    await fundWallet(db, userId, 6800);
    expect(
      (await api.post('/api/payments', { order_no: orderNo, channel: 'wallet' }, token)).body.success,
    ).toBe(true);

    const refused = await api.post('/base/user/cancel', { password: owner.password }, token);
    expect(refused.body.resultCode).toBe('001112');
    expect(refused.body.desc).toContain('未完成的订单');
    expect((await api.get('/base/user/info', token)).status).toBe(200);

    const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    await refund(t.deps, row!.id, { destination: 'wallet', reason: '缺货退款' }, { type: 'system' });
    const cancelled = await api.post('/base/user/cancel', { password: owner.password }, token);
    expect(cancelled.body.success, JSON.stringify(cancelled.body)).toBe(true);
  });
});
