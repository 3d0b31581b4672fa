import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import type { ServerBuild } from 'react-router';
import { mountWebBuild } from '../web/mount-web.ts';

/** A one-page build whose root loader calls /api/common/data through the load context. */
const FIXTURE_BUILD = path.resolve(import.meta.dirname, '../test/fixtures/web-build');
const loadFixtureBuild = async () =>
  (await import(path.join(FIXTURE_BUILD, 'server/index.js'))) as ServerBuild;

// Issue 11 §2: per-address limits must count each client as itself. A forged X-Forwarded-For must
// not buy a fresh budget, and server-rendered pages must not pool every visitor into one address.

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused.invalid/x',
  JWT_SECRET: 'j'.repeat(48),
  PAYMENT_SANDBOX_SECRET: 'p'.repeat(48),
  HUMAN_CHECK: 'on',
};

async function loginFromForgedAddresses(env: Record<string, string>) {
  const t = await createTestApp({ env });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/base/user/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: '{}',
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

describe('the client address', () => {
  it('ignores X-Forwarded-For by default, in production too: a forged one resets no limit', async () => {
    const statuses = await loginFromForgedAddresses(PRODUCTION);
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('believes X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
    const statuses = await loginFromForgedAddresses({ ...PRODUCTION, TRUST_PROXY: '127.0.0.1' });
    expect(statuses.every((status) => status === 422)).toBe(true);
  });

  it('limits each visitor of a server-rendered page as themselves, not all as the server', async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '4' },
      extend: (app) =>
        // Every visit rendered: the page cache would answer repeat visits without running the loader.
        loadFixtureBuild().then((build) =>
          mountWebBuild(app, build, path.join(FIXTURE_BUILD, 'client'), { pageCache: false }),
        ),
    });
    try {
      const loaderCodes: string[] = [];
      for (let visitor = 1; visitor <= 8; visitor += 1) {
        const page = await t.app.inject({
          method: 'GET',
          url: '/',
          remoteAddress: `198.51.100.${visitor}`,
          // A visitor cannot borrow another address for the page's API calls either.
          headers: { 'x-forwarded-for': '192.0.2.1' },
        });
        expect(page.statusCode).toBe(200);
        loaderCodes.push(page.json().code);
      }
      expect(loaderCodes).toEqual(Array(8).fill('000000'));
      // One visitor who does hammer the site meets their own limit, in pages and in loaders alike.
      const hammering: (string | number)[] = [];
      for (let i = 0; i < 4; i += 1) {
        const page = await t.app.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.99' });
        hammering.push(page.statusCode === 200 ? page.json().code : page.statusCode);
      }
      expect(hammering.filter((answer) => answer === '000429' || answer === 429)).not.toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
