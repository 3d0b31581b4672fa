import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '../../../db/schema/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDrivers } from '../../../test/test-database.ts';
import { NOTIFICATION_BODY_LIMIT_BYTES } from './routes.ts';

// Issue 11 §2: the payment-notification endpoint stored every unsigned body and had no limit (the
// database grew 41 → 104 MB in a minute). Verify first, store only verified, limit size and rate,
// count and log the rejected ones.

describe.each(testDrivers())('the payment-notification endpoint under a flood on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const stored = async () =>
    (await t.deps.database.db.select({ n: count() }).from(paymentNotifications))[0]!.n;
  const forged = (address: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/notify/sandbox',
      remoteAddress: address,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'forged' },
      payload,
    });

  it('stores nothing unsigned, counts the rejects, and limits size and rate', async () => {
    const before = await stored();
    const junk = JSON.stringify({ payment_no: 'P0000000000000000000000001', filler: 'x'.repeat(20_000) });
    for (let i = 0; i < 40; i += 1) expect((await forged('198.51.100.10', junk)).statusCode).toBe(400);
    expect(await stored()).toBe(before);

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /xingtu_payment_notifications_rejected_total\{channel="sandbox",reason="[^"]+"\} 40/,
    );

    const huge = await forged(
      '198.51.100.11',
      JSON.stringify({ filler: 'x'.repeat(NOTIFICATION_BODY_LIMIT_BYTES) }),
    );
    expect(huge.statusCode).toBe(413);

    const statuses: number[] = [];
    for (let i = 0; i < 130; i += 1) statuses.push((await forged('198.51.100.12', '{}')).statusCode);
    expect(statuses).toContain(429);
    expect(await stored()).toBe(before);
  });
});
