import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { grantRole } from '../../commerce/test/factories.ts';
import { bookAndPay, consultant, enterRoom, isMessage, person, START } from './test/room-fixture.ts';

// Issue 16 §4: a message posted on instance A reaches a socket on instance B through Redis pub/sub.
// Two apps on one database and one Redis (TEST_REDIS_URL), as two instances behind a load balancer.

const enabled = Boolean(process.env.TEST_REDIS_URL);
const IN_SESSION = new Date(START.getTime() + 2 * 3_600_000 + 5 * 60_000);

describe.skipIf(!enabled)('consultation room across two instances on one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let clock = START;

  beforeAll(async () => {
    const keyPrefix = `xt-room-${randomBytes(4).toString('hex')}:`;
    const env = { JWT_SECRET: 'j'.repeat(48), PAYMENT_SANDBOX_SECRET: 'p'.repeat(48) };
    const now = () => clock;
    first = await createTestApp({ redis: true, keyPrefix, env, now });
    second = await createTestApp({
      redis: true,
      keyPrefix,
      env,
      now,
      database: { database: first.deps.database, url: first.databaseUrl },
    });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a message sent on one instance to the other side on the other instance, both ways', async () => {
    expect(first.deps.pubsub.kind).toBe('redis');
    const astrologer = await consultant(first);
    const member = await person(first.app);
    const bookingId = await bookAndPay(first, member, astrologer);
    clock = IN_SESSION;
    const onFirst = await enterRoom(first.app, bookingId, member.token);
    const onSecond = await enterRoom(second.app, bookingId, astrologer.token);
    onFirst.send({ type: 'send', text: '从一号实例发出的消息' });
    expect(await onSecond.next(isMessage('从一号实例发出的消息'))).toMatchObject({
      message: { sender: 'member' },
    });
    onSecond.send({ type: 'send', text: '二号实例回复' });
    expect(await onFirst.next(isMessage('二号实例回复'))).toMatchObject({
      message: { sender: 'astrologer' },
    });

    // Completing on one instance closes the room's sockets on the other.
    clock = new Date(IN_SESSION.getTime() + 30 * 60_000);
    const done = await first.app.inject({
      method: 'POST',
      url: `/api/astrologer/consult/orders/${bookingId}/complete`,
      headers: { authorization: `Bearer ${astrologer.token}` },
    });
    expect(done.json().success).toBe(true);
    expect(await onSecond.next((f) => f.type === 'closed')).toMatchObject({ type: 'closed' });
    expect(await onFirst.next((f) => f.type === 'closed')).toMatchObject({ type: 'closed' });
  });

  it('closes the room on both instances when an operator refunds the order on one of them', async () => {
    clock = START;
    const astrologer = await consultant(first);
    const member = await person(first.app);
    const cashier = await person(first.app);
    await grantRole(first.deps.database.db, cashier.id, 'finance');
    const bookingId = await bookAndPay(first, member, astrologer);
    const api = apiClient(first.app);
    const { orderNo } = (await api.get(`/api/consultations/${bookingId}`, member.token)).body.data.records;
    clock = IN_SESSION;
    const onFirst = await enterRoom(first.app, bookingId, member.token);
    const onSecond = await enterRoom(second.app, bookingId, astrologer.token);
    const refunded = await api.post(
      `/api/admin/orders/${orderNo}/refund`,
      { destination: 'wallet', reason: '协商退款' },
      cashier.token,
    );
    expect(refunded.body.success, JSON.stringify(refunded.body)).toBe(true);
    // The job that closes the room may run on either instance; both sockets hear it.
    await second.deps.jobs.drain();
    for (const room of [onFirst, onSecond])
      expect(await room.next((f) => f.type === 'closed')).toMatchObject({
        reason: expect.stringContaining('订单已退款'),
      });
  });
});
