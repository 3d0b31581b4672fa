import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CENTRE_MENU, menuForViewer } from '@xingtu/contracts/menus';
import type { AttemptDetail } from '@xingtu/contracts/exams-schemas';
import { products } from '../../db/schema/catalog.ts';
import { operatorAudit } from '../../db/schema/console.ts';
import { examAttempts, exams } from '../../db/schema/exams.ts';
import { EXAM_BANK, FOUNDATION_EXAM_SLUG, ISAR_EXAM_SLUG, seedDemoExams } from '../../db/seed/exams.ts';
import { users } from '../../db/schema/users.ts';
import { registerUser } from '../../test/accounts.ts';
import { issueTokens } from '../auth/index.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundWallet, grantRole } from '../commerce/test/factories.ts';
import { loadUserRecords } from '../users/index.ts';

interface Member {
  token: string;
  id: number;
}

let clock = new Date('2026-11-27T02:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const answerKey = new Map(EXAM_BANK.map((q) => [q.stem, q.answer]));

/** Every question answered right, or (wrong) every one answered with a wrong option. */
function answersFor(detail: AttemptDetail, right: boolean): Record<string, number[]> {
  return Object.fromEntries(
    detail.questions.map((q) => {
      const key = answerKey.get(q.stem)!;
      const wrong = q.options.findIndex((_, i) => !key.includes(i));
      return [String(q.id), right ? key : [wrong]];
    }),
  );
}

describe('exams, certificates, e-cards and ISAR', () => {
  let t: TestApp;
  let api: ApiClient;
  const member = async (): Promise<Member> => {
    const answer = await registerUser(api);
    return { token: answer.auth.access_token, id: Number(answer.user.userId) };
  };
  /** An operator made directly (registering through SMS codes is rate-limited per address). */
  let staffCount = 0;
  const staff = async (role: string): Promise<Member> => {
    staffCount += 1;
    const [user] = await t.deps.database.db
      .insert(users)
      .values({
        userName: `staff${process.pid}${staffCount}`,
        name: '运营',
        mobile: `166${String(Date.now() % 1e6).padStart(6, '0')}${String(staffCount).padStart(2, '0')}`,
      })
      .returning({ id: users.id });
    await grantRole(t.deps.database.db, user!.id, role);
    const { access_token: token } = await issueTokens(t.deps.database.db, t.config, user!.id, {});
    return { token, id: user!.id };
  };
  const start = async (who: Member, slug = FOUNDATION_EXAM_SLUG) =>
    api.post<{ records: AttemptDetail }>(`/api/exams/${slug}/attempts`, {}, who.token);

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    api = apiClient(t.app);
    await seedDemoExams(t.deps.database.db);
  });
  afterAll(() => t.close());

  it('draws the whole bank in a random order per attempt and hides the answers while it is open', async () => {
    const [alice, bob] = [await member(), await member()];
    const a = (await start(alice)).body.data!.records;
    const b = (await start(bob)).body.data!.records;
    expect(a.questions).toHaveLength(EXAM_BANK.length);
    expect(a.questions.filter((q) => q.kind === 'chart')).toHaveLength(3);
    const chart = a.questions.find((q) => q.kind === 'chart')!;
    expect(chart.chart!.inner.points.length).toBeGreaterThan(9);
    expect(a.questions.every((q) => q.answer === null && q.explanation === null)).toBe(true);
    expect(a.remainingSeconds).toBe(30 * 60);
    // Random order: two attempts of 18 questions in the same order would be a 1 in 18! chance.
    expect(a.questions.map((q) => q.id)).not.toEqual(b.questions.map((q) => q.id));
    // Starting again continues the open attempt.
    expect((await start(alice)).body.data!.records.id).toBe(a.id);
    // Another member's attempt is not found and shows nothing.
    const peek = await api.get(`/api/exam/attempts/${a.id}`, bob.token);
    expect(peek.status).toBe(404);
    expect(peek.body.data).toBeNull();
  });

  it('enforces the deadline on the server: an answer after the time is refused and the attempt is graded', async () => {
    const who = await member();
    const attempt = (await start(who)).body.data!.records;
    const [first, second] = attempt.questions;
    const key = (q: typeof first) => answerKey.get(q!.stem)!;
    const saved = await api.put(
      `/api/exam/attempts/${attempt.id}/answers`,
      { question_id: first!.id, choices: key(first) },
      who.token,
    );
    expect(saved.body).toMatchObject({ success: true, data: { records: { answered: 1 } } });

    advance(30 * 60_000 + 5_000); // the tab was closed; the clock went on
    const late = await api.put(
      `/api/exam/attempts/${attempt.id}/answers`,
      { question_id: second!.id, choices: key(second) },
      who.token,
    );
    expect(late.body).toMatchObject({ success: false, resultCode: '003411' });
    const graded = (await api.get(`/api/exam/attempts/${attempt.id}`, who.token)).body.data.records;
    expect(graded).toMatchObject({ status: 'graded', endedBy: 'timeout', correctCount: 1, passed: false });
    expect(graded.score).toBe(Math.floor(100 / EXAM_BANK.length));
    expect(graded.questions.find((q: { id: number }) => q.id === second!.id).chosen).toEqual([]);
    const submitLate = await api.post(`/api/exam/attempts/${attempt.id}/submit`, {}, who.token);
    expect(submitLate.body).toMatchObject({ success: false, resultCode: '003413' });
  });

  it('refuses an answer that does not fit its question', async () => {
    const who = await member();
    const attempt = (await start(who)).body.data!.records;
    const single = attempt.questions.find((q) => q.kind === 'single')!;
    const bad = await api.put(
      `/api/exam/attempts/${attempt.id}/answers`,
      { question_id: single.id, choices: [0, 1] },
      who.token,
    );
    expect(bad.body).toMatchObject({ success: false, resultCode: '003414' });
    const outside = await api.put(
      `/api/exam/attempts/${attempt.id}/answers`,
      { question_id: 999999, choices: [0] },
      who.token,
    );
    expect(outside.status).toBe(404);
  });

  it('grades a failing attempt without a certificate, then a passing one with explanations and a certificate', async () => {
    const who = await member();
    const first = (await start(who)).body.data!.records;
    const failed = await api.post(
      `/api/exam/attempts/${first.id}/submit`,
      { answers: answersFor(first, false) },
      who.token,
    );
    expect(failed.body.data.records).toMatchObject({ score: 0, passed: false, certificateNumber: null });
    // A failed attempt says which answers were wrong, never the right ones (they would pass the retake).
    const review = (await api.get(`/api/exam/attempts/${first.id}`, who.token)).body.data.records;
    expect(review.questions.length).toBe(18);
    for (const question of review.questions)
      expect(question).toMatchObject({ correct: false, answer: null, explanation: null });
    // And the retake waits a day after the grading, in Beijing time in the message.
    const early = (await start(who)).body;
    expect(early).toMatchObject({ success: false, resultCode: '003429' });
    expect(early.desc).toMatch(/24 小时后才能重考.*北京时间/);
    advance(23 * 3_600_000);
    expect((await start(who)).body).toMatchObject({ success: false, resultCode: '003429' });
    advance(3_600_000);

    const second = (await start(who)).body.data!.records;
    expect(second.id).not.toBe(first.id);
    const answers = answersFor(second, true);
    // Two wrong of 18 still passes (88 ≥ 60); multiple choice needs every right option and no other.
    const multi = second.questions.find((q) => q.kind === 'multiple')!;
    answers[String(multi.id)] = answerKey.get(multi.stem)!.slice(1);
    const chart = second.questions.find((q) => q.kind === 'chart')!;
    answers[String(chart.id)] = [(answerKey.get(chart.stem)![0]! + 1) % 4];
    const passed = (await api.post(`/api/exam/attempts/${second.id}/submit`, { answers }, who.token)).body
      .data.records;
    expect(passed).toMatchObject({
      status: 'graded',
      endedBy: 'submitted',
      correctCount: 16,
      score: 88,
      passed: true,
    });
    expect(passed.certificateNumber).toMatch(/^XT[2-9A-HJ-NP-Z]{20}$/);

    const detail = (await api.get(`/api/exam/attempts/${second.id}`, who.token)).body.data.records;
    const multiAfter = detail.questions.find((q: { id: number }) => q.id === multi.id);
    expect(multiAfter).toMatchObject({ correct: false, answer: answerKey.get(multi.stem) });
    expect(multiAfter.explanation.length).toBeGreaterThan(10);

    expect((await start(who)).body).toMatchObject({ success: false, resultCode: '003415' });
    const list = (await api.get('/api/certificates', who.token)).body.data.records;
    expect(list).toEqual([expect.objectContaining({ number: passed.certificateNumber, status: 'valid' })]);
    const history = (await api.get('/api/exam/attempts', who.token)).body.data;
    expect(history.total).toBe(2);
  });

  it('verifies certificates publicly (valid, revoked by an operator with an audit row, unknown) and serves the PDF to its holder only', async () => {
    const who = await member();
    const attempt = (await start(who)).body.data!.records;
    const { certificateNumber: number } = (
      await api.post(
        `/api/exam/attempts/${attempt.id}/submit`,
        { answers: answersFor(attempt, true) },
        who.token,
      )
    ).body.data.records;

    const valid = (await api.get(`/api/certificates/verify/${number}`)).body.data.records;
    expect(valid).toMatchObject({ status: 'valid', title: '现代占星基础', score: 100 });
    expect(valid.maskedName).toContain('*');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${number}/pdf`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await member();
    expect((await api.get(`/api/certificates/${number}/pdf`, stranger.token)).status).toBe(404);

    // A member may not revoke (the operator door answers 404); an operator may, and it is audited.
    const refused = await api.post(
      `/api/admin/certificates/${number}/revoke`,
      { reason: '考试作弊' },
      who.token,
    );
    expect(refused.status).toBe(404);
    const operator = await member();
    await grantRole(t.deps.database.db, operator.id, 'admin');
    const revoked = await api.post(
      `/api/admin/certificates/${number}/revoke`,
      { reason: '经核实存在代考行为' },
      operator.token,
    );
    expect(revoked.body.data.records).toMatchObject({
      status: 'revoked',
      revokeReason: '经核实存在代考行为',
    });
    const audit = await t.deps.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.actorId, operator.id));
    expect(audit.length).toBeGreaterThan(0);
    expect((await api.get(`/api/certificates/verify/${number}`)).body.data.records.status).toBe('revoked');
    const again = await api.post(
      `/api/admin/certificates/${number}/revoke`,
      { reason: '重复撤销' },
      operator.token,
    );
    expect(again.body).toMatchObject({ success: false, resultCode: '003418' });

    const unknown = (await api.get('/api/certificates/verify/XT23456789ABCDEFGHJKLMNP')).body.data.records;
    expect(unknown).toMatchObject({ status: 'unknown', maskedName: null });
    expect((await api.get('/api/certificates/verify/nonsense')).body.data.records.status).toBe('unknown');
  });

  it('rate-limits the public verification', async () => {
    let limited = 0;
    for (let i = 0; i < 25; i += 1) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/certificates/verify/XT23456789ABCDEFGHJKLMNQ',
        remoteAddress: '10.9.8.7',
      });
      if (answer.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('locks an exam behind its product, and keeps one attempt at a time', async () => {
    const who = await member();
    expect((await start(who, ISAR_EXAM_SLUG)).body).toMatchObject({
      success: false,
      resultCode: '003410',
      desc: '参加这场考试需要先购买「ISAR认证考试报名」',
    });
    const detail = (await api.get(`/api/exams/${ISAR_EXAM_SLUG}`, who.token)).body.data.records;
    expect(detail).toMatchObject({ locked: true, requiredProduct: { title: 'ISAR认证考试报名' } });

    await fundWallet(t.deps.database.db, who.id, 200_000);
    const [product] = await t.deps.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'isar-certification'));
    const order = await api.post('/api/orders', { product_id: product!.id }, who.token);
    const paid = await api.post(
      '/api/payments',
      { order_no: order.body.data.records.orderNo, channel: 'wallet' },
      who.token,
    );
    expect(paid.body.success).toBe(true);
    const isar = (await start(who, ISAR_EXAM_SLUG)).body.data!.records;
    expect(isar.questions).toHaveLength(15);
    expect((await start(who, FOUNDATION_EXAM_SLUG)).body).toMatchObject({
      success: false,
      resultCode: '003412',
    });
    const open = await t.deps.database.db.select().from(examAttempts).where(eq(examAttempts.userId, who.id));
    expect(open.filter((row) => row.status === 'open')).toHaveLength(1);
    const [exam] = await t.deps.database.db.select().from(exams).where(eq(exams.slug, ISAR_EXAM_SLUG));
    expect(isar.passScore).toBe(exam!.passScore);
  });

  it('sells e-cards as codes; a code is redeemed once (race-safe) and makes the redeemer an ISAR member', async () => {
    const buyer = await member();
    await fundWallet(t.deps.database.db, buyer.id, 200_000);
    const catalogue = (await api.get('/api/ecards/products')).body.data.records.products;
    const card = catalogue.find((p: { title: string }) => p.title === 'ISAR会员卡 · 12个月');
    const order = await api.post('/api/orders', { product_id: card.id, quantity: 2 }, buyer.token);
    await api.post(
      '/api/payments',
      { order_no: order.body.data.records.orderNo, channel: 'wallet' },
      buyer.token,
    );
    const codes = (await api.get('/api/ecards', buyer.token)).body.data.records;
    expect(codes).toHaveLength(2);
    expect(codes.every((c: { status: string }) => c.status === 'unused')).toBe(true);

    const friends = await Promise.all(Array.from({ length: 8 }, () => member()));
    const before = (await loadUserRecords(t.deps.database.db, friends[0]!.id))!.user;
    expect(
      menuForViewer(USER_CENTRE_MENU, { user: before, access: null, now: clock }).map((i) => i.key),
    ).not.toContain('isarMember');
    const answers = await Promise.all(
      friends.map((f) => api.post('/api/ecards/redeem', { code: codes[0].code.toLowerCase() }, f.token)),
    );
    const winners = answers.filter((a) => a.body.success);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.body.resultCode === '003417')).toHaveLength(friends.length - 1);

    const winner = friends[answers.indexOf(winners[0]!)]!;
    const membership = (await api.get('/api/isar/membership', winner.token)).body.data.records;
    expect(membership.member).toBe(true);
    expect(new Date(membership.endTime).getTime()).toBeGreaterThan(clock.getTime() + 360 * 86_400_000);
    const record = (await loadUserRecords(t.deps.database.db, winner.id))!.user;
    expect(
      menuForViewer(USER_CENTRE_MENU, { user: record, access: null, now: clock }).map((i) => i.key),
    ).toContain('isarMember');
    // After the end time the menu entry is gone again (SPEC §6).
    const later = new Date(new Date(membership.endTime).getTime() + 1000);
    expect(
      menuForViewer(USER_CENTRE_MENU, { user: record, access: null, now: later }).map((i) => i.key),
    ).not.toContain('isarMember');
    // A second card extends from the current end.
    const second = await api.post('/api/ecards/redeem', { code: codes[1].code }, winner.token);
    expect(new Date(second.body.data.records.membershipEndTime).getTime()).toBeGreaterThan(
      new Date(membership.endTime).getTime() + 360 * 86_400_000,
    );
    expect(
      (await api.post('/api/ecards/redeem', { code: '2345-6789-ABCD-EFGH' }, winner.token)).body,
    ).toMatchObject({
      success: false,
      resultCode: '003416',
    });
  });

  it('takes ISAR applications, one pending per track; operators accept or decline them with a reason the member reads', async () => {
    const who = await member();
    const body = {
      track: 'certification',
      real_name: '林星语',
      english_name: 'Lin Xingyu',
      email: 'lin@example.com',
      level: 'intermediate',
      experience: '自学两年，能独立解读本命盘。',
    };
    const first = await api.post('/api/isar/applications', body, who.token);
    expect(first.body.data.records).toMatchObject({ status: 'submitted', track: 'certification' });
    expect((await api.post('/api/isar/applications', body, who.token)).body.resultCode).toBe('003419');
    const bad = await api.post('/api/isar/applications', { ...body, email: 'nope' }, who.token);
    expect(bad.status).toBe(422);
    expect(bad.body.desc).toContain('邮箱');

    // Review: members 404, editors 000007; support declines with a reason the member then reads.
    const id = first.body.data.records.id as number;
    expect((await api.get('/api/admin/isar-applications', who.token)).status).toBe(404);
    const editor = await staff('editor');
    const wrongRole = await api.post(
      `/api/admin/isar-applications/${id}/review`,
      { decision: 'accept' },
      editor.token,
    );
    expect(wrongRole.body.resultCode).toBe('000007');
    const support = await staff('support');
    const queue = (await api.get('/api/admin/isar-applications?status=submitted', support.token)).body.data;
    expect(queue.records.find((row: { id: number }) => row.id === id)).toMatchObject({
      realName: '林星语',
      experience: '自学两年，能独立解读本命盘。',
    });
    const noReason = await api.post(
      `/api/admin/isar-applications/${id}/review`,
      { decision: 'decline' },
      support.token,
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.desc).toContain('原因');
    const declined = await api.post(
      `/api/admin/isar-applications/${id}/review`,
      { decision: 'decline', reason: '请补充两份完整的读盘作业后再申请。' },
      support.token,
    );
    expect(declined.body.data.records).toMatchObject({
      status: 'declined',
      reviewReason: '请补充两份完整的读盘作业后再申请。',
    });
    const again = await api.post(
      `/api/admin/isar-applications/${id}/review`,
      { decision: 'accept' },
      support.token,
    );
    expect(again.body.resultCode).toBe('003514');
    const mine = (await api.get('/api/isar/applications', who.token)).body.data.records;
    expect(mine[0]).toMatchObject({ status: 'declined', reviewReason: '请补充两份完整的读盘作业后再申请。' });
    expect(mine[0].reviewedAt).toBeTruthy();
    const audit = await t.deps.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.actorId, support.id));
    expect(audit.length).toBe(1);
    // Declined, the member may apply again; that one is accepted without a reason.
    const second = await api.post('/api/isar/applications', body, who.token);
    const accepted = await api.post(
      `/api/admin/isar-applications/${second.body.data.records.id}/review`,
      { decision: 'accept' },
      support.token,
    );
    expect(accepted.body.data.records).toMatchObject({ status: 'accepted', reviewReason: null });
  });
});
