import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// Issue 11 §3: /metrics and /api/docs were public in production.

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused.invalid/x',
  JWT_SECRET: 'j'.repeat(48),
  PAYMENT_SANDBOX_SECRET: 'p'.repeat(48),
  HUMAN_CHECK: 'on',
};
const PATHS = ['/metrics', '/api/docs/json', '/api/docs/'];

describe('operator endpoints in production', () => {
  it('are not served at all without METRICS_TOKEN', async () => {
    const t = await createTestApp({ env: PRODUCTION });
    try {
      for (const url of PATHS) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answer only to the bearer METRICS_TOKEN', async () => {
    const token = 'm'.repeat(32);
    const t = await createTestApp({ env: { ...PRODUCTION, METRICS_TOKEN: token } });
    try {
      for (const url of PATHS) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        const wrong = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${'x'.repeat(32)}` },
        });
        expect(wrong.statusCode, url).toBe(401);
        const right = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(right.statusCode, url).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});
