import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantRole } from '../commerce/test/factories.ts';
import { bookAndPay, consultant, person, PRICE_FEN, START } from './room/test/room-fixture.ts';

// Issue 16 §3: a refund after the session takes back from the astrologer's earnings the same share
// of their net as the member got back of the price. An operator's partial (goodwill) refund of a
// completed session takes back only that part, not the whole income.

interface Entry {
  cause: string;
  deltaFen: number;
  grossFen: number;
}

describe('consultation refunds and the astrologer’s earnings', () => {
  let t: TestApp;
  let api: ApiClient;
  let clock = START;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    api = apiClient(t.app);
  }, 120_000);
  afterAll(() => t?.close());

  const ledger = async (token: string): Promise<Entry[]> =>
    (await api.get('/api/astrologer/capital/details', token)).body.data.records;

  it('reverses a quarter of the income for a quarter of the price refunded, not all of it', async () => {
    clock = START;
    const astrologer = await consultant(t);
    const member = await person(t.app);
    const cashier = await person(t.app);
    await grantRole(t.deps.database.db, cashier.id, 'finance');
    const booking = await bookAndPay(t, member, astrologer);
    const { orderNo } = (await api.get(`/api/consultations/${booking}`, member.token)).body.data.records;
    clock = new Date(START.getTime() + 2.5 * 3_600_000); // 10:30 Beijing, during the session
    const done = await api.post(`/api/astrologer/consult/orders/${booking}/complete`, {}, astrologer.token);
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    const [income] = (await ledger(astrologer.token)).filter((entry) => entry.cause === 'income');
    expect(income).toMatchObject({ grossFen: PRICE_FEN });

    const quarter = await api.post(
      `/api/admin/orders/${orderNo}/refund`,
      { amount_fen: PRICE_FEN / 4, destination: 'wallet', reason: '服务时长不足，协商退还部分费用' },
      cashier.token,
    );
    expect(quarter.body.success, JSON.stringify(quarter.body)).toBe(true);
    const reversals = (await ledger(astrologer.token)).filter((entry) => entry.cause === 'reversal');
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({
      grossFen: -PRICE_FEN / 4,
      deltaFen: -Math.floor(income!.deltaFen / 4),
    });
    // The session stays completed: it was held, only part of the price went back.
    expect((await api.get(`/api/consultations/${booking}`, member.token)).body.data.records.state).toBe(
      'completed',
    );
  });
});
