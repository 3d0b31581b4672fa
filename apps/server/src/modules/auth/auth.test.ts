import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { VALIDATION_MESSAGES } from '@xingtu/contracts/validation';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { latestCode, registerUser, uniqueMobile } from '../../test/accounts.ts';
import { LOGIN_GUARD } from './service.ts';

describe.each(testDrivers())('accounts on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('registers with an SMS code and answers user, access and auth', async () => {
    const user = await registerUser(api);
    expect(user.user.mobile).toBe(`${user.mobile.slice(0, 7)}****`);
    expect(user.auth.token_type).toBe('Bearer');
    expect(user.auth.expires_in).toBe(t.config.accessTokenTtlSeconds);
    expect(user.access).toEqual({ roles: [], astrologersCapacitys: [] });
    const info = await api.get('/base/user/info', user.auth.access_token);
    expect(info.body.data.records.user.userId).toBe(user.user.userId);
  });

  it('refuses a duplicate registration clearly and changes nothing', async () => {
    const user = await registerUser(api);
    const again = await api.post('/base/sys/smsCode', { mobile: user.mobile, scene: 'register' });
    expect(again.status).toBe(422);
    expect(again.body.desc).toBe('该手机号已注册，请直接登录');
  });

  it('applies the SPEC §5 messages', async () => {
    const mobile = uniqueMobile();
    const bad = await api.post('/base/user/register', {
      mobile: '2345',
      sms_code: '12',
      password: '123',
      re_password: '456',
      agreement: false,
    });
    expect(bad.status).toBe(422);
    const messages = Object.fromEntries(
      bad.body.data.fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(messages.mobile).toBe(VALIDATION_MESSAGES.mobile);
    expect(messages.sms_code).toBe(VALIDATION_MESSAGES.sms);
    expect(messages.password).toBe(VALIDATION_MESSAGES.password);
    expect(messages.agreement).toBe(VALIDATION_MESSAGES.agreement);
    const mismatch = await api.post('/base/user/register', {
      mobile,
      sms_code: '123456',
      password: 'abcdefg1',
      re_password: 'abcdefg2',
      agreement: true,
    });
    expect(mismatch.body.data.fields).toContainEqual({
      field: 're_password',
      message: VALIDATION_MESSAGES.rePassword,
    });
    const login = await api.post('/base/user/login', { account: 'nobody', password: 'x' });
    expect(login.body.desc).toBe(VALIDATION_MESSAGES.account);
  });

  it('rejects a wrong SMS code, then accepts the right one only once', async () => {
    const mobile = uniqueMobile();
    await api.post('/base/sys/smsCode', { mobile, scene: 'register' });
    const code = await latestCode(api, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { mobile, password: 'abcdefg1', re_password: 'abcdefg1', agreement: true };
    expect((await api.post('/base/user/register', { ...body, sms_code: wrong })).body.resultCode).toBe(
      '000422',
    );
    expect((await api.post('/base/user/register', { ...body, sms_code: code })).body.success).toBe(true);
  });

  it('registers by e-mail', async () => {
    const email = `reader${Date.now()}@example.com`;
    expect((await api.post('/base/sys/emailCode', { email, scene: 'register' })).body.success).toBe(true);
    const code = await latestCode(api, email);
    const answer = await api.post('/base/user/register', {
      email,
      email_code: code,
      password: 'abcdefg1',
      re_password: 'abcdefg1',
      agreement: true,
    });
    expect(answer.body.success).toBe(true);
    const login = await api.post('/base/user/login', { account: email.toUpperCase(), password: 'abcdefg1' });
    expect(login.body.success).toBe(true);
  });

  it('logs in by password and by SMS code; wrong password 001100, unknown 001109', async () => {
    const user = await registerUser(api);
    expect(
      (await api.post('/base/user/login', { account: user.mobile, password: user.password })).body.success,
    ).toBe(true);
    expect(
      (await api.post('/base/user/login', { account: user.mobile, password: 'wrong-pass' })).body.resultCode,
    ).toBe('001100');
    expect(
      (await api.post('/base/user/login', { account: uniqueMobile(), password: 'whatever1' })).body
        .resultCode,
    ).toBe('001109');
    await t.deps.kv.del(`code-cooldown:sms:${user.mobile}`); // a minute later
    expect((await api.post('/base/sys/smsCode', { mobile: user.mobile, scene: 'login' })).body.success).toBe(
      true,
    );
    const login = await api.post('/base/user/login', {
      mobile: user.mobile,
      sms_code: await latestCode(api, user.mobile),
    });
    expect(login.body.success).toBe(true);
    expect(
      (await api.post('/base/sys/smsCode', { mobile: uniqueMobile(), scene: 'login' })).body.resultCode,
    ).toBe('001109');
  });

  it('limits SMS codes to one a minute per phone', async () => {
    const mobile = uniqueMobile();
    expect((await api.post('/base/sys/smsCode', { mobile, scene: 'register' })).body.success).toBe(true);
    const second = await api.post('/base/sys/smsCode', { mobile, scene: 'register' });
    expect(second.status).toBe(429);
    expect(second.body.resultCode).toBe('000429');
  });

  it('demands the captcha after repeated failures and locks after many', async () => {
    const user = await registerUser(api);
    let last;
    for (let i = 1; i <= LOGIN_GUARD.lockAfter; i += 1) {
      last = await api.post('/base/user/login', { account: user.mobile, password: 'wrong-pass' });
      if (i === LOGIN_GUARD.captchaAfter) expect(last.body.data.needCaptcha).toBe(true);
    }
    expect(last!.body.resultCode).toBe('001100');
    expect(last!.body.data.locked).toBe(true);
    const locked = await api.post('/base/user/login', { account: user.mobile, password: user.password });
    expect(locked.body.success).toBe(false);
    expect(locked.body.desc).toContain('锁定');
  });

  it('answers 001102 without a token and 001101 for a bad or expired one', async () => {
    const none = await api.get('/base/user/info');
    expect([none.status, none.body.resultCode]).toEqual([401, '001102']);
    const bad = await api.get('/base/user/info', 'not-a-token');
    expect([bad.status, bad.body.resultCode]).toEqual([401, '001101']);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('10000001')
      .setIssuer('xingtu')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.secrets.jwt));
    expect((await api.get('/base/user/info', expired)).body.resultCode).toBe('001101');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('10000001')
      .setIssuer('xingtu')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await api.get('/base/user/info', forged)).body.resultCode).toBe('001101');
  });

  it('rotates refresh tokens; re-use of a rotated token revokes the family', async () => {
    const user = await registerUser(api);
    const first = await api.post('/base/user/refreshToken', { refresh_token: user.auth.refresh_token });
    expect(first.body.success).toBe(true);
    const next = first.body.data.records.auth;
    expect(next.refresh_token).not.toBe(user.auth.refresh_token);
    expect(decodeJwt(next.access_token).sub).toBe(user.user.userId);
    const reuse = await api.post('/base/user/refreshToken', { refresh_token: user.auth.refresh_token });
    expect([reuse.status, reuse.body.resultCode]).toEqual([401, '001104']);
    // The whole family is gone: the token issued by the honest rotation no longer works either.
    const after = await api.post('/base/user/refreshToken', { refresh_token: next.refresh_token });
    expect(after.body.resultCode).toBe('001104');
  });

  it('lets exactly one of two parallel refreshes with one token succeed', async () => {
    const user = await registerUser(api);
    const answers = await Promise.all(
      [0, 1].map(() => api.post('/base/user/refreshToken', { refresh_token: user.auth.refresh_token })),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.resultCode === '001104')).toHaveLength(1);
  });

  it('logout revokes the refresh token', async () => {
    const user = await registerUser(api);
    expect(
      (await api.post('/base/user/logout', { refresh_token: user.auth.refresh_token })).body.success,
    ).toBe(true);
    expect(
      (await api.post('/base/user/refreshToken', { refresh_token: user.auth.refresh_token })).body.resultCode,
    ).toBe('001104');
  });
});
