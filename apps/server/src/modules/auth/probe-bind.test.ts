import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { registerUser, uniqueMobile } from '../../test/accounts.ts';
import { PROBE_LIMIT } from './probe-guard.ts';

// Issue 11 §2 (account probing), re-attacked from outside: a bind-code request answers 001103 (mobile)
// or "该邮箱已绑定其他账号" (e-mail) for an address another account holds, and a code for a free one.
// That tells whether an account exists, so it must count against the same per-address allowance as
// sign-in and the other code scenes, and be refused (429) once that allowance is spent.

describe.each(testDrivers())('account probing through the bind scene on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const fromAddress = (address: string, url: string, body: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(body),
    });

  it('refuses bind lookups from an address that has used up its reveals', async () => {
    const prober = '203.0.113.90';
    for (let i = 0; i < PROBE_LIMIT.revealsPerWindow; i += 1) {
      await fromAddress(prober, '/base/user/login', { account: uniqueMobile(), password: 'whatever1' });
    }
    const blocked = await fromAddress(prober, '/base/user/login', {
      account: uniqueMobile(),
      password: 'whatever1',
    });
    expect(blocked.json().resultCode).toBe('000429');

    const attacker = await registerUser(api);
    const victim = await registerUser(api);
    const token = attacker.auth.access_token;
    const byMobile = await fromAddress(
      prober,
      '/base/sys/smsCode',
      { mobile: victim.mobile, scene: 'bind' },
      token,
    );
    expect(byMobile.json().resultCode).toBe('000429');
  });

  it('counts each bind lookup that reveals an account against the allowance', async () => {
    const prober = '203.0.113.91';
    const attacker = await registerUser(api);
    const token = attacker.auth.access_token;
    const answers: string[] = [];
    for (let i = 0; i <= PROBE_LIMIT.revealsPerWindow; i += 1) {
      const victim = await registerUser(api);
      const answer = await fromAddress(
        prober,
        '/base/sys/smsCode',
        { mobile: victim.mobile, scene: 'bind' },
        token,
      );
      answers.push(answer.json().resultCode);
    }
    expect(answers.at(-1)).toBe('000429');
  });
});
