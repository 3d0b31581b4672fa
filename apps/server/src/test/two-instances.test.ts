import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { apiClient } from './http-client.ts';
import { registerUser } from './accounts.ts';

// DESIGN.md: the process is stateless. Two instances on one PostgreSQL and one Redis behave as one.
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.skipIf(!enabled)('two instances on one PostgreSQL and one Redis', () => {
  let shared: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    shared = await createTestDatabase('postgres');
    const keyPrefix = `xt-pair-${randomBytes(4).toString('hex')}:`;
    // Both instances share one JWT secret, as instances behind one load balancer do.
    const env = {
      JWT_SECRET: 'j'.repeat(48),
      PAYMENT_SANDBOX_SECRET: 'p'.repeat(48),
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    first = await createTestApp({ redis: true, database: shared, keyPrefix, env });
    second = await createTestApp({ redis: true, database: shared, keyPrefix, env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await shared.drop();
  });

  it('refuses on one instance, at once, a session that ended on the other (issue 11)', async () => {
    const user = await registerUser(apiClient(first.app));
    const onSecond = apiClient(second.app);
    // The second instance has seen the session standing and remembers it…
    expect((await onSecond.get('/base/user/info', user.auth.access_token)).status).toBe(200);
    await apiClient(first.app).post('/base/user/logout', undefined, user.auth.access_token);
    // …and still refuses it the moment the first one signs it out.
    expect((await onSecond.get('/base/user/info', user.auth.access_token)).body.resultCode).toBe('001101');
  });

  it('accepts on one instance a token issued by the other, and refreshes across them', async () => {
    const user = await registerUser(apiClient(first.app));
    const info = await apiClient(second.app).get('/base/user/info', user.auth.access_token);
    expect(info.body.data.records.user.userId).toBe(user.user.userId);
    const refreshed = await apiClient(second.app).post('/base/user/refreshToken', {
      refresh_token: user.auth.refresh_token,
    });
    expect(refreshed.body.success).toBe(true);
    const reuse = await apiClient(first.app).post('/base/user/refreshToken', {
      refresh_token: user.auth.refresh_token,
    });
    expect(reuse.body.resultCode).toBe('001104');
  });

  it('counts a rate limit on one instance against the other', async () => {
    const mobile = `137${Date.now().toString().slice(-8)}`;
    expect(
      (await apiClient(first.app).post('/base/sys/smsCode', { mobile, scene: 'register' })).body.success,
    ).toBe(true);
    const second_ = await apiClient(second.app).post('/base/sys/smsCode', { mobile, scene: 'register' });
    expect([second_.status, second_.body.resultCode]).toEqual([429, '000429']);
  });

  it('shares the per-IP request limit through Redis', async () => {
    // The captcha route allows 30 a minute per IP; 20 on each instance make 40.
    const answers = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(
        await first.app.inject({ method: 'GET', url: `/base/sys/digitalCode?key=pairkey${i}abc` }),
      );
      answers.push(
        await second.app.inject({ method: 'GET', url: `/base/sys/digitalCode?key=pairkey${i}xyz` }),
      );
    }
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited.length).toBe(10);
    expect(limited[0]!.json().resultCode).toBe('000429');
  });
});
