import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { latestCode, registerUser, uniqueMobile } from '../../test/accounts.ts';

// Issue 11 §1: an access token must stop working the moment its session ends — logout, a password,
// mobile or e-mail change, account cancellation — not up to two hours later.

describe.each(testDrivers())('sessions end at once on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const signIn = async (account: string, password: string) =>
    (await api.post('/base/user/login', { account, password })).body.data.records.auth;

  it('logout with no body ends this session: its access and refresh tokens are refused', async () => {
    const user = await registerUser(api);
    const other = await signIn(user.mobile, user.password);
    const token = user.auth.access_token;
    expect((await api.get('/base/user/info', token)).status).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/base/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([out.statusCode, out.json().resultCode]).toEqual([200, '000000']);
    const after = await api.get('/base/user/info', token);
    expect([after.status, after.body.resultCode]).toEqual([401, '001101']);
    const refresh = await api.post('/base/user/refreshToken', { refresh_token: user.auth.refresh_token });
    expect(refresh.body.resultCode).toBe('001104');
    // Another device's sign-in is a session of its own and goes on.
    expect((await api.get('/base/user/info', other.access_token)).status).toBe(200);
  });

  it('logout with an empty JSON body or none at all answers success', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/base/user/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect([empty.statusCode, empty.json().success]).toEqual([200, true]);
    const bare = await t.app.inject({ method: 'POST', url: '/base/user/logout' });
    expect([bare.statusCode, bare.json().success]).toEqual([200, true]);
  });

  it('a password change ends every session, stolen access tokens included', async () => {
    const user = await registerUser(api);
    const thief = await signIn(user.mobile, user.password);
    const changed = await api.put(
      '/base/user/password',
      { old_password: user.password, password: 'fresh-pass-9', re_password: 'fresh-pass-9' },
      user.auth.access_token,
    );
    expect(changed.body.success).toBe(true);
    for (const token of [thief.access_token, user.auth.access_token]) {
      expect((await api.get('/base/user/info', token)).body.resultCode).toBe('001101');
    }
    expect(
      (await api.post('/base/user/refreshToken', { refresh_token: thief.refresh_token })).body.resultCode,
    ).toBe('001104');
  });

  it('a mobile change ends every other session; the device that changed it gets a fresh sign-in', async () => {
    const user = await registerUser(api);
    const thief = await signIn(user.mobile, user.password);
    const fresh = uniqueMobile();
    await api.post('/base/sys/smsCode', { mobile: fresh, scene: 'bind' }, user.auth.access_token);
    const changed = await api.put(
      '/base/user/putMobile',
      { mobile: fresh, sms_code: await latestCode(api, fresh), password: user.password },
      user.auth.access_token,
    );
    expect(changed.body.success).toBe(true);
    const renewed = changed.body.data.records.auth;
    expect((await api.get('/base/user/info', thief.access_token)).body.resultCode).toBe('001101');
    expect((await api.get('/base/user/info', user.auth.access_token)).body.resultCode).toBe('001101');
    expect((await api.get('/base/user/info', renewed.access_token)).status).toBe(200);
    expect(
      (await api.post('/base/user/refreshToken', { refresh_token: thief.refresh_token })).body.resultCode,
    ).toBe('001104');
  });

  it('an e-mail change ends every other session', async () => {
    const user = await registerUser(api);
    const thief = await signIn(user.mobile, user.password);
    const email = `sess${Date.now()}@example.com`;
    await api.post('/base/sys/emailCode', { email, scene: 'bind' }, user.auth.access_token);
    const bound = await api.put(
      '/base/user/putEmail',
      { email, email_code: await latestCode(api, email), password: user.password },
      user.auth.access_token,
    );
    expect(bound.body.success).toBe(true);
    expect((await api.get('/base/user/info', thief.access_token)).body.resultCode).toBe('001101');
  });

  it('a cancelled account stops working at once and can no longer sign in', async () => {
    const user = await registerUser(api);
    const other = await signIn(user.mobile, user.password);
    const wrong = await api.post('/base/user/cancel', { password: 'not-my-pass' }, user.auth.access_token);
    expect(wrong.status).toBe(422);
    expect((await api.get('/base/user/info', user.auth.access_token)).status).toBe(200);
    const cancelled = await api.post(
      '/base/user/cancel',
      { password: user.password },
      user.auth.access_token,
    );
    expect(cancelled.body.success).toBe(true);
    for (const token of [user.auth.access_token, other.access_token]) {
      expect((await api.get('/base/user/info', token)).body.resultCode).toBe('001101');
    }
    expect(
      (await api.post('/base/user/refreshToken', { refresh_token: other.refresh_token })).body.resultCode,
    ).toBe('001104');
    const again = await api.post('/base/user/login', { account: user.mobile, password: user.password });
    expect(again.body.resultCode).toBe('001109');
  });

  it('refuses a validly signed token that names no session (issued before sessions were checked)', async () => {
    const { SignJWT } = await import('jose');
    const user = await registerUser(api);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.userId)
      .setIssuer('xingtu')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.secrets.jwt));
    expect((await api.get('/base/user/info', legacy)).body.resultCode).toBe('001101');
  });
});
