import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionFen, EARNING_SETTLEMENT_DAYS } from '@xingtu/contracts/astrologers';
import { astrologerEarningAccounts } from '../../db/schema/astrologers.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { grantRole } from '../commerce/test/factories.ts';
import { checkEarningIntegrity } from './earnings.ts';
import { creditEarning, reverseEarning } from './index.ts';
import { makeAstrologer } from './test/factories.ts';

const DAY_MS = 86_400_000;

interface Member {
  token: string;
  id: number;
}

describe.each(testDrivers())('astrologer earnings on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let finance: Member;
  let clock = new Date('2026-11-20T02:00:00Z');
  const db = () => t.deps.database.db;
  const member = async (): Promise<Member> => {
    const answer = await registerUser(api);
    return { token: answer.auth.access_token, id: Number(answer.user.userId) };
  };
  const astrologer = async () => {
    const who = await member();
    await makeAstrologer(db(), who.id, ['A', 'D']);
    return who;
  };
  const capital = async (who: Member) =>
    (await api.get('/api/astrologer/capital', who.token)).body.data.records;
  const withdraw = (who: Member, amount: number) =>
    api.post(
      '/api/astrologer/withdrawals',
      { amount_fen: amount, channel: 'alipay', account_name: '林星遥', account_no: 'star@example.com' },
      who.token,
    );
  let orderSeq = 0;
  const orderNo = () => `T2026112000${String(++orderSeq).padStart(6, '0')}`;

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => clock });
    api = apiClient(t.app);
    finance = await member();
    await grantRole(db(), finance.id, 'finance');
  });
  afterAll(() => t.close());

  it('takes the commission as a contracts rule, rounded half up in whole fen', () => {
    expect(commissionFen(19_900, 'consultation')).toBe(3_980);
    expect(commissionFen(1, 'consultation')).toBe(0);
    expect(commissionFen(3, 'consultation')).toBe(1); // 0.6 fen → 1
    expect(commissionFen(10_001, 'qa')).toBe(3_000);
    expect(() => commissionFen(10.5, 'qa')).toThrow();
    expect(() => commissionFen(0, 'qa')).toThrow();
  });

  it('credits net income once per order and kind, settling after the period; a refund reverses it in proportion', async () => {
    const who = await astrologer();
    const no = orderNo();
    const entry = await creditEarning(t.deps, {
      astrologerUserId: who.id,
      orderNo: no,
      grossFen: 20_000,
      kind: 'consultation',
    });
    expect(entry).toMatchObject({
      grossFen: 20_000,
      commissionFen: 4_000,
      deltaFen: 16_000,
      balanceAfterFen: 16_000,
    });
    expect(entry!.availableAt.getTime()).toBe(clock.getTime() + EARNING_SETTLEMENT_DAYS * DAY_MS);
    expect(
      await creditEarning(t.deps, {
        astrologerUserId: who.id,
        orderNo: no,
        grossFen: 20_000,
        kind: 'consultation',
      }),
    ).toBeNull();

    let summary = await capital(who);
    expect(summary).toMatchObject({
      balanceFen: 16_000,
      settlingFen: 16_000,
      withdrawableFen: 0,
      totalIncomeFen: 16_000,
    });

    // Half refunded: half of the net comes back off; a second, different refund caps at what is left.
    const half = await reverseEarning(t.deps, {
      astrologerUserId: who.id,
      orderNo: no,
      kind: 'consultation',
      refundedGrossFen: 10_000,
      reference: 'R1',
    });
    expect(half!.deltaFen).toBe(-8_000);
    expect(
      await reverseEarning(t.deps, {
        astrologerUserId: who.id,
        orderNo: no,
        kind: 'consultation',
        refundedGrossFen: 10_000,
        reference: 'R1',
      }),
    ).toBeNull();
    const rest = await reverseEarning(t.deps, {
      astrologerUserId: who.id,
      orderNo: no,
      kind: 'consultation',
      reference: 'R2',
    });
    expect(rest!.deltaFen).toBe(-8_000);
    expect(
      await reverseEarning(t.deps, {
        astrologerUserId: who.id,
        orderNo: no,
        kind: 'consultation',
        reference: 'R3',
      }),
    ).toBeNull();
    expect(
      await reverseEarning(t.deps, { astrologerUserId: who.id, orderNo: 'T999', kind: 'consultation' }),
    ).toBeNull();
    summary = await capital(who);
    expect(summary).toMatchObject({ balanceFen: 0, settlingFen: 0, withdrawableFen: 0, totalIncomeFen: 0 });

    const details = (await api.get('/api/astrologer/capital/details', who.token)).body.data;
    expect(details.total).toBe(3);
    expect(details.records.map((r: { cause: string }) => r.cause)).toEqual([
      'reversal',
      'reversal',
      'income',
    ]);
    expect(details.records[2]).toMatchObject({
      orderNo: no,
      grossFen: 20_000,
      commissionFen: 4_000,
      deltaFen: 16_000,
    });
  });

  it('refuses to credit someone who is not an approved astrologer, inside the caller’s transaction', async () => {
    const plain = await member();
    await expect(
      creditEarning(t.deps, { astrologerUserId: plain.id, orderNo: orderNo(), grossFen: 100, kind: 'qa' }),
    ).rejects.toThrow(/approved/);
    const [account] = await db()
      .select()
      .from(astrologerEarningAccounts)
      .where(eq(astrologerEarningAccounts.userId, plain.id));
    expect(account).toBeUndefined();
  });

  it('pays out only settled money, never twice under concurrent requests; operators pay or return it', async () => {
    const who = await astrologer();
    await creditEarning(t.deps, {
      astrologerUserId: who.id,
      orderNo: orderNo(),
      grossFen: 50_000,
      kind: 'consultation',
    });
    expect((await withdraw(who, 20_000)).body.desc).toBe('可提现金额不足');

    clock = new Date(clock.getTime() + (EARNING_SETTLEMENT_DAYS * DAY_MS + 1000));
    expect(await capital(who)).toMatchObject({ withdrawableFen: 40_000, settlingFen: 0 });
    expect((await withdraw(who, 9_999)).body.desc).toContain('不能少于');
    const bad = await api.post(
      '/api/astrologer/withdrawals',
      { amount_fen: 100.5, channel: 'cash' },
      who.token,
    );
    expect(bad.status).toBe(422);

    // Five requests of 15 000 at once against 40 000: exactly two succeed.
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(who, 15_000)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(2);
    expect(await capital(who)).toMatchObject({
      withdrawableFen: 10_000,
      withdrawingFen: 30_000,
      balanceFen: 10_000,
    });
    const [first, second] = answers.filter((a) => a.body.success).map((a) => a.body.data.records);
    expect(first.accountMasked).toBe('************.com');

    // Members cannot handle withdrawals (they never see the call: 404); finance can.
    const self = await api.post(`/api/admin/astrologer-withdrawals/${first.withdrawalNo}/pay`, {}, who.token);
    expect(self.body.resultCode).toBe('000404');
    const paid = await api.post(
      `/api/admin/astrologer-withdrawals/${first.withdrawalNo}/pay`,
      {},
      finance.token,
    );
    expect(paid.body.data.records.status).toBe('paid');
    const returned = await api.post(
      `/api/admin/astrologer-withdrawals/${second.withdrawalNo}/reject`,
      { reason: '收款账号与实名不一致' },
      finance.token,
    );
    expect(returned.body.data.records.status).toBe('rejected');
    const again = await api.post(
      `/api/admin/astrologer-withdrawals/${second.withdrawalNo}/pay`,
      {},
      finance.token,
    );
    expect(again.body.success).toBe(false);
    expect(await capital(who)).toMatchObject({
      withdrawableFen: 25_000,
      withdrawingFen: 0,
      balanceFen: 25_000,
    });
    const mine = (await api.get('/api/astrologer/withdrawals', who.token)).body.data.records;
    expect(mine.map((w: { status: string }) => w.status).sort()).toEqual(['paid', 'rejected']);
    expect(
      (await api.post('/api/admin/astrologer-withdrawals/waaaaaaaaaaaa/pay', {}, finance.token)).status,
    ).toBe(404);
  });

  it('keeps each astrologer’s money to themselves: members get 000007, another astrologer sees only their own', async () => {
    const owner = await astrologer();
    const other = await astrologer();
    const plain = await member();
    await creditEarning(t.deps, {
      astrologerUserId: owner.id,
      orderNo: orderNo(),
      grossFen: 9_900,
      kind: 'qa',
    });
    for (const url of [
      '/api/astrologer/capital',
      '/api/astrologer/capital/details',
      '/api/astrologer/withdrawals',
    ]) {
      const answer = await api.get(url, plain.token);
      expect(answer.status, url).toBe(403);
      expect(answer.body.resultCode, url).toBe('000007');
      expect((await api.get(url)).body.resultCode, url).toBe('001102');
    }
    expect((await api.get('/api/astrologer/capital/details', other.token)).body.data.total).toBe(0);
    expect((await capital(other)).balanceFen).toBe(0);
    // A query naming someone else changes nothing: the answer is always the caller's own.
    const sneaky = await api.get(`/api/astrologer/capital/details?user_id=${owner.id}`, other.token);
    expect(sneaky.body.data?.total ?? 0).toBe(0);
  });

  it('keeps the ledger immutable and its integrity check finds a tampered balance', async () => {
    const who = await astrologer();
    await creditEarning(t.deps, {
      astrologerUserId: who.id,
      orderNo: orderNo(),
      grossFen: 1_000,
      kind: 'other',
    });
    expect(await checkEarningIntegrity(db())).toEqual([]);
    await expect(
      db().execute(sql`update astrologer_earnings set delta_fen = 999999 where user_id = ${who.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from astrologer_earnings where user_id = ${who.id}`),
    ).rejects.toThrow();

    const member1 = await member();
    expect((await api.get('/api/admin/astrologer-earnings/integrity', member1.token)).body.resultCode).toBe(
      '000404',
    );
    expect(
      (await api.get('/api/admin/astrologer-earnings/integrity', finance.token)).body.data.records,
    ).toEqual([]);
    await db()
      .update(astrologerEarningAccounts)
      .set({ balanceFen: 123 })
      .where(eq(astrologerEarningAccounts.userId, who.id));
    const problems = (await api.get('/api/admin/astrologer-earnings/integrity', finance.token)).body.data
      .records;
    expect(problems).toEqual([
      { userId: String(who.id), balanceFen: 123, ledgerSumFen: 800, lastBalanceAfterFen: 800 },
    ]);
    await db()
      .update(astrologerEarningAccounts)
      .set({ balanceFen: 800 })
      .where(eq(astrologerEarningAccounts.userId, who.id));
  });
});
