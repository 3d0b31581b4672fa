import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantRole } from '../commerce/test/factories.ts';
import { bookAndPay, consultant, person, PRICE_FEN, START } from './room/test/room-fixture.ts';

// Issue 16 §3: a refund after the session takes back from the astrologer's earnings the same share
// of their net as the member got back of the price. An operator's partial (goodwill) refund of a
// completed session takes back only that part, not the whole income.

/** A third of the price, not a round share: the two reversals must still add up to the income exactly. */
const PART_FEN = 6_667;

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

  it('reverses the share of the income a partial refund gives back, then exactly the rest with the rest', async () => {
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

    const part = await api.post(
      `/api/admin/orders/${orderNo}/refund`,
      { amount_fen: PART_FEN, destination: 'wallet', reason: '服务时长不足，协商退还部分费用' },
      cashier.token,
    );
    expect(part.body.success, JSON.stringify(part.body)).toBe(true);
    const reversals = (await ledger(astrologer.token)).filter((entry) => entry.cause === 'reversal');
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({
      grossFen: -PART_FEN,
      deltaFen: -Math.floor((income!.deltaFen * PART_FEN) / PRICE_FEN),
    });
    // The session stays completed: it was held, only part of the price went back.
    expect((await api.get(`/api/consultations/${booking}`, member.token)).body.data.records.state).toBe(
      'completed',
    );

    // The rest of the price later: the rest of the income goes back, and never more than it.
    const rest = await api.post(
      `/api/admin/orders/${orderNo}/refund`,
      { destination: 'wallet', reason: '投诉处理完毕，退还余下费用' },
      cashier.token,
    );
    expect(rest.body.success, JSON.stringify(rest.body)).toBe(true);
    const all = (await ledger(astrologer.token)).filter((entry) => entry.cause === 'reversal');
    expect(all).toHaveLength(2);
    expect(all.reduce((sum, entry) => sum + entry.deltaFen, 0)).toBe(-income!.deltaFen);
  });
});
