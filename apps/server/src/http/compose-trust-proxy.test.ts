import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp } from '../test/test-app.ts';

// The production shape (deploy/compose.yaml) trusts nginx's address only: a client that reaches an
// instance some other way cannot pick a fresh address per request with a forged X-Forwarded-For,
// while the clients nginx names are each counted as themselves.

const compose = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../deploy/compose.yaml'), 'utf8'),
  { merge: true },
) as {
  services: Record<
    string,
    { environment?: Record<string, string>; networks?: Record<string, { ipv4_address?: string }> }
  >;
};
const trustProxy = compose.services.app1!.environment!.TRUST_PROXY!;
const nginxAddress = Object.values(compose.services.nginx!.networks!)[0]!.ipv4_address!;

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused.invalid/x',
  JWT_SECRET: 'j'.repeat(48),
  PAYMENT_SANDBOX_SECRET: 'p'.repeat(48),
  HUMAN_CHECK: 'on',
  TRUST_PROXY: trustProxy,
};

describe("the compose file's TRUST_PROXY", () => {
  it('ignores a forged X-Forwarded-For from outside the proxy and believes nginx', async () => {
    const t = await createTestApp({ env: PRODUCTION });
    try {
      const login = (remoteAddress: string, forwardedFor: string) =>
        t.app
          .inject({
            method: 'POST',
            url: '/base/user/login',
            remoteAddress,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
            payload: '{}',
          })
          .then((answer) => answer.statusCode);

      const direct: number[] = [];
      for (let i = 1; i <= 25; i += 1) direct.push(await login('198.51.100.7', `203.0.113.${i}`));
      expect(direct.slice(0, 20).every((status) => status === 422)).toBe(true);
      expect(direct.slice(20).every((status) => status === 429)).toBe(true);

      const viaNginx: number[] = [];
      for (let i = 1; i <= 25; i += 1) viaNginx.push(await login(nginxAddress, `192.0.2.${i}`));
      expect(viaNginx.every((status) => status === 422)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
