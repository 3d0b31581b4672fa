import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { latestCode, registerUser, uniqueMobile } from '../../test/accounts.ts';
import { LOGIN_GUARD } from './password-guard.ts';
import { PROBE_LIMIT } from './probe-guard.ts';
import { CODE_LIMITS } from './verification-codes.ts';

// Issue 11 §2: limits an attacker could walk around — parallel guesses of one code, the lockout of
// one account through its other identifier or through parallel tries, and probing which accounts exist.

describe.each(testDrivers())('limits that hold under attack on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const fromAddress = (address: string, url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('evaluates at most five guesses of one code, however many arrive at once', async () => {
    const mobile = uniqueMobile();
    await api.post('/base/sys/smsCode', { mobile, scene: 'register' });
    const code = await latestCode(api, mobile);
    const guesses = Array.from({ length: 39 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    guesses.push(code); // the right one arrives among the last
    const body = { mobile, password: 'abcdefg1', re_password: 'abcdefg1', agreement: true };
    // From many addresses at once, so that no per-address limit stands in the way.
    const answers = await Promise.all(
      guesses.map((guess, i) =>
        fromAddress(`198.18.0.${i + 1}`, '/base/user/register', { ...body, sms_code: guess }),
      ),
    );
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(0);
    const [row] = await t.deps.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, mobile), eq(verificationCodes.scene, 'register')));
    expect(row!.attempts).toBe(CODE_LIMITS.maxAttempts);
    // The code is dead now, even when given right.
    expect((await api.post('/base/user/register', { ...body, sms_code: code })).body.success).toBe(false);
  });

  it('locks the account, not the identifier: its e-mail cannot go on guessing after the mobile is locked', async () => {
    const user = await registerUser(api);
    const email = `lock${Date.now()}@example.com`;
    await api.post('/base/sys/emailCode', { email, scene: 'bind' }, user.auth.access_token);
    await api.put(
      '/base/user/putEmail',
      { email, email_code: await latestCode(api, email), password: user.password },
      user.auth.access_token,
    );
    for (let i = 0; i < LOGIN_GUARD.lockAfter; i += 1)
      await api.post('/base/user/login', { account: user.mobile, password: 'wrong-pass' });
    const byEmail = await api.post('/base/user/login', { account: email, password: user.password });
    expect(byEmail.body.success).toBe(false);
    expect(byEmail.body.data.locked).toBe(true);
  });

  it('does not let parallel wrong passwords overshoot the lock', async () => {
    const user = await registerUser(api);
    const answers = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          fromAddress(`198.18.1.${i + 1}`, '/base/user/login', {
            account: user.mobile,
            password: 'wrong-pass',
          }),
        ),
      )
    ).map((answer) => answer.json());
    const evaluated = answers.filter((answer) => answer.data?.remainingAttempts !== undefined);
    expect(evaluated.length).toBeLessThan(LOGIN_GUARD.lockAfter);
    expect(answers.filter((answer) => answer.data?.locked)).toHaveLength(30 - evaluated.length);
  });

  it('limits how fast one address can learn which accounts exist, and only that address', async () => {
    const prober = '203.0.113.77';
    const answers: string[] = [];
    for (let i = 0; i <= PROBE_LIMIT.revealsPerWindow; i += 1) {
      const answer = await fromAddress(prober, '/base/user/login', {
        account: uniqueMobile(),
        password: 'whatever1',
      });
      answers.push(answer.json().resultCode);
    }
    expect(answers.slice(0, PROBE_LIMIT.revealsPerWindow)).toEqual(
      Array(PROBE_LIMIT.revealsPerWindow).fill('001109'),
    );
    expect(answers.at(-1)).toBe('000429');
    // A registered account answers the same refusal now, so the refusal itself tells nothing.
    const known = await registerUser(api);
    expect(
      (await fromAddress(prober, '/base/user/login', { account: known.mobile, password: 'whatever1' })).json()
        .resultCode,
    ).toBe('000429');
    expect(
      (await fromAddress(prober, '/base/sys/smsCode', { mobile: uniqueMobile(), scene: 'login' })).json()
        .resultCode,
    ).toBe('000429');
    // Another client is not affected.
    expect(
      (
        await fromAddress('203.0.113.78', '/base/user/login', {
          account: uniqueMobile(),
          password: 'whatever1',
        })
      ).json().resultCode,
    ).toBe('001109');
  });
});
