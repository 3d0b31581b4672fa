import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiceStreamEvent } from '@xingtu/contracts/dice';
import { DICE_QA_PRICE_FEN } from '@xingtu/contracts/dice';
import { aiDailyUsage } from '../../db/schema/ai.ts';
import { diceQuestions, diceRolls } from '../../db/schema/dice.ts';
import { users } from '../../db/schema/users.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { issueTokens } from '../auth/index.ts';
import { makeAstrologer } from '../astrologers/test/factories.ts';
import { walletBalance } from '../commerce/index.ts';
import { fundWallet, grantRole } from '../commerce/test/factories.ts';
import { settleDiceQuestions } from './settle.ts';

const START = new Date('2026-11-27T04:00:00Z');
const HOUR_MS = 3_600_000;
const ANSWER =
  '火星落在天秤座、第七宫，读作：在合作关系里，以协商与公平的方式主动争取。这次你不必等待对方先开口，可以约一个双方都方便的时间，把你的想法和底线说清楚，同时认真听听对方的顾虑，找到双方都能接受的分工。';

interface Who {
  id: number;
  token: string;
}

function parseEvents(body: string): DiceStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(6)) as DiceStreamEvent);
}

describe.each(testDrivers())('AI dice and the dice Q&A marketplace on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let now = START;
  let counter = 0;
  const db = () => t.deps.database.db;

  const person = async (name: string): Promise<Who> => {
    counter += 1;
    const [user] = await db()
      .insert(users)
      .values({
        userName: `${name}${counter}`,
        name,
        mobile: `136${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`,
      })
      .returning({ id: users.id });
    const { access_token: token } = await issueTokens(db(), t.config, user!.id, {});
    return { id: user!.id, token };
  };
  const diceAstrologer = async (name = '骰子占星师') => {
    const who = await person(name);
    await makeAstrologer(db(), who.id, ['D']);
    return who;
  };
  const roll = async (who: Who, question: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dice/roll',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ question }),
    });
    const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
    return {
      events: isStream ? parseEvents(response.body) : [],
      envelope: isStream ? null : (response.json() as { success: boolean; resultCode: string }),
      status: response.statusCode,
    };
  };
  /** A roll, a paid question about it: the question's public id. */
  const paidQuestion = async (member: Who) => {
    const rolled = await roll(member, '这个月适合换工作吗？');
    const first = rolled.events[0];
    if (first?.type !== 'roll') throw new Error('no roll');
    const asked = await api.post(`/api/dice/rolls/${first.rollId}/ask-astrologer`, {}, member.token);
    expect(asked.body.success, JSON.stringify(asked.body)).toBe(true);
    await fundWallet(db(), member.id, DICE_QA_PRICE_FEN);
    const paid = await api.post(
      '/api/payments',
      { order_no: asked.body.data.records.orderNo, channel: 'wallet' },
      member.token,
    );
    expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
    return {
      questionId: asked.body.data.records.question.id as string,
      rollId: first.rollId,
      orderNo: asked.body.data.records.orderNo as string,
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => now, env: { AI_BUILTIN_TOKEN_DELAY_MS: '0' } });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('rolls three dice on the server and streams a reading grounded in them; history is the member’s own', async () => {
    const alice = await person('林小满');
    const answer = await roll(alice, '要不要和合伙人摊牌？');
    const [first, ...rest] = answer.events;
    expect(first).toMatchObject({ type: 'roll', engine: 'builtin' });
    if (first?.type !== 'roll') throw new Error('no roll');
    expect(first.faces.map((f) => f.die)).toEqual(['planet', 'sign', 'house']);
    const text = rest.map((e) => (e.type === 'token' ? e.text : '')).join('');
    for (const face of first.faces) expect(text).toContain(face.name);
    expect(rest.at(-1)).toMatchObject({ type: 'done', status: 'done', charged: 'free' });

    const history = await api.get('/api/dice/rolls', alice.token);
    expect(history.body.data.records).toHaveLength(1);
    expect(history.body.data.records[0]).toMatchObject({ id: first.rollId, questionStatus: null });
    const detail = await api.get(`/api/dice/rolls/${first.rollId}`, alice.token);
    expect(detail.body.data.records).toMatchObject({ answer: text, astrologerQuestion: null });
    // The credit it used is in the member's AI use log, marked as a dice question.
    const usage = await api.get('/api/ai/usage', alice.token);
    expect(usage.body.data.records).toMatchObject([{ source: 'free', mode: 'dice' }]);

    const bob = await person('陈一');
    const theirs = await api.get(`/api/dice/rolls/${first.rollId}`, bob.token);
    expect(theirs.status).toBe(404);
    const asked = await api.post(`/api/dice/rolls/${first.rollId}/ask-astrologer`, {}, bob.token);
    expect(asked.status).toBe(404);
  });

  it('refuses before rolling: an empty question (422), sensitive words (001108), no credits left (010002)', async () => {
    const carol = await person('周末');
    expect((await roll(carol, ' ')).status).toBe(422);
    expect((await roll(carol, '网上赌场能赢钱吗')).envelope).toMatchObject({ resultCode: '001108' });
    await db().insert(aiDailyUsage).values({ userId: carol.id, day: '2026-11-27', used: 3 });
    expect((await roll(carol, '明天的面试顺利吗？')).envelope).toMatchObject({ resultCode: '010002' });
    expect(await db().select().from(diceRolls).where(eq(diceRolls.userId, carol.id))).toHaveLength(0);
  });

  it('opens a question only once paid; 10 astrologers claiming it at once → exactly 1', async () => {
    const member = await person('许知远');
    const rolled = await roll(member, '我和他的关系接下来会怎样发展？');
    const first = rolled.events[0]!;
    if (first.type !== 'roll') throw new Error('no roll');
    const asked = await api.post(`/api/dice/rolls/${first.rollId}/ask-astrologer`, {}, member.token);
    const questionId = asked.body.data.records.question.id as string;
    const astrologers = await Promise.all(Array.from({ length: 10 }, () => diceAstrologer()));

    const unpaidClaim = await api.post(
      `/api/dice/astro/questions/${questionId}/claim`,
      {},
      astrologers[0]!.token,
    );
    expect(unpaidClaim.status).toBe(404);
    const waitingBefore = await api.get('/api/dice/astro/waiting?size=100', astrologers[0]!.token);
    expect(waitingBefore.body.data.records.map((q: { id: string }) => q.id)).not.toContain(questionId);

    await fundWallet(db(), member.id, DICE_QA_PRICE_FEN);
    await api.post(
      '/api/payments',
      { order_no: asked.body.data.records.orderNo, channel: 'wallet' },
      member.token,
    );
    const waiting = await api.get('/api/dice/astro/waiting?size=100', astrologers[0]!.token);
    expect(waiting.body.data.records.map((q: { id: string }) => q.id)).toContain(questionId);

    const claims = await Promise.all(
      astrologers.map((a) => api.post(`/api/dice/astro/questions/${questionId}/claim`, {}, a.token)),
    );
    const won = claims.filter((c) => c.body.success);
    expect(won).toHaveLength(1);
    expect(claims.filter((c) => c.body.resultCode === '003332')).toHaveLength(9);
    const [row] = await db().select().from(diceQuestions).where(eq(diceQuestions.publicId, questionId));
    expect(row).toMatchObject({ status: 'claimed' });
    expect(astrologers.map((a) => a.id)).toContain(row!.astrologerUserId);
  });

  it('one claim per astrologer; the claim lapses; answer moderated; the member accepts → share credited once', async () => {
    const member = await person('沈清');
    const first = await paidQuestion(member);
    const second = await paidQuestion(member);
    const zhou = await diceAstrologer('周言');
    const other = await diceAstrologer('林舟');
    const outsider = await person('路人');

    expect((await api.get('/api/dice/astro/waiting', outsider.token)).status).toBe(403);
    expect(
      (await api.post(`/api/dice/astro/questions/${first.questionId}/claim`, {}, zhou.token)).body.success,
    ).toBe(true);
    const busy = await api.post(`/api/dice/astro/questions/${second.questionId}/claim`, {}, zhou.token);
    expect(busy.body.resultCode).toBe('003331');
    expect((await api.get(`/api/dice/astro/questions/${first.questionId}`, other.token)).status).toBe(404);

    // After the claim lapses another astrologer may take it; the first one then cannot answer.
    now = new Date(now.getTime() + 61 * 60_000);
    const taken = await api.post(`/api/dice/astro/questions/${first.questionId}/claim`, {}, other.token);
    expect(taken.body.success, JSON.stringify(taken.body)).toBe(true);
    const late = await api.post(
      `/api/dice/astro/questions/${first.questionId}/answer`,
      { answer: ANSWER },
      zhou.token,
    );
    expect(late.status).toBe(404);
    expect(
      (await api.post(`/api/dice/astro/questions/${first.questionId}/release`, {}, other.token)).body.success,
    ).toBe(true);
    expect(
      (await api.post(`/api/dice/astro/questions/${first.questionId}/claim`, {}, zhou.token)).body.success,
    ).toBe(true);

    const short = await api.post(
      `/api/dice/astro/questions/${first.questionId}/answer`,
      { answer: '挺好的' },
      zhou.token,
    );
    expect(short.status).toBe(422);
    const dirty = await api.post(
      `/api/dice/astro/questions/${first.questionId}/answer`,
      { answer: `${ANSWER}另外推荐你去网上赌场试试手气。` },
      zhou.token,
    );
    expect(dirty.body.resultCode).toBe('001108');
    const answered = await api.post(
      `/api/dice/astro/questions/${first.questionId}/answer`,
      { answer: ANSWER },
      zhou.token,
    );
    expect(answered.body.data.records).toMatchObject({ status: 'answered', answer: ANSWER });

    const stranger = await person('旁人');
    expect(
      (await api.post(`/api/dice/questions/${first.questionId}/accept`, { rating: 5 }, stranger.token))
        .status,
    ).toBe(404);
    const view = await api.get(`/api/dice/rolls/${first.rollId}`, member.token);
    expect(view.body.data.records.astrologerQuestion).toMatchObject({
      status: 'answered',
      astrologerName: expect.stringMatching(/^测试占星师/),
    });
    const badRating = await api.post(
      `/api/dice/questions/${first.questionId}/accept`,
      { rating: 9 },
      member.token,
    );
    expect(badRating.status).toBe(422);
    const [accepts] = await Promise.all([
      api.post(
        `/api/dice/questions/${first.questionId}/accept`,
        { rating: 5, comment: '很具体，谢谢' },
        member.token,
      ),
      settleDiceQuestions(t.deps),
    ]);
    expect(accepts.body.data.records).toMatchObject({ status: 'accepted', rating: 5 });
    // Another run of the job, after the automatic window, changes nothing more.
    now = new Date(now.getTime() + 73 * HOUR_MS);
    await settleDiceQuestions(t.deps);
    const earnings = await api.get('/api/dice/astro/earnings', zhou.token);
    const share = DICE_QA_PRICE_FEN - Math.floor((DICE_QA_PRICE_FEN * 30 + 50) / 100);
    expect(earnings.body.data.records).toMatchObject({ totalFen: share, total: 1 });
    const orders = await api.get('/api/dice/astro/answered', zhou.token);
    expect(orders.body.data.records.map((q: { id: string }) => q.id)).toEqual([first.questionId]);
  });

  it('a partial refund of an accepted answer takes back its share of the astrologer’s earning, the rest the rest', async () => {
    const member = await person('许知');
    const asked = await paidQuestion(member);
    const astrologer = await diceAstrologer('罗安');
    const cashier = await person('财务');
    await grantRole(db(), cashier.id, 'finance');
    await api.post(`/api/dice/astro/questions/${asked.questionId}/claim`, {}, astrologer.token);
    await api.post(
      `/api/dice/astro/questions/${asked.questionId}/answer`,
      { answer: ANSWER },
      astrologer.token,
    );
    const accepted = await api.post(
      `/api/dice/questions/${asked.questionId}/accept`,
      { rating: 4 },
      member.token,
    );
    expect(accepted.body.success, JSON.stringify(accepted.body)).toBe(true);
    type Entry = { cause: string; deltaFen: number; grossFen: number };
    const ledger = async (): Promise<Entry[]> =>
      (await api.get('/api/astrologer/capital/details', astrologer.token)).body.data.records;
    const [income] = (await ledger()).filter((entry) => entry.cause === 'income');
    expect(income).toMatchObject({ grossFen: DICE_QA_PRICE_FEN });

    const part = 1_000; // about a third of ¥29: the two reversals must still add up exactly
    const first = await api.post(
      `/api/admin/orders/${asked.orderNo}/refund`,
      { amount_fen: part, destination: 'wallet', reason: '解答偏短，协商退还部分费用' },
      cashier.token,
    );
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const once = (await ledger()).filter((entry) => entry.cause === 'reversal');
    expect(once).toEqual([
      expect.objectContaining({
        grossFen: -part,
        deltaFen: -Math.floor((income!.deltaFen * part) / DICE_QA_PRICE_FEN),
      }),
    ]);
    const rest = await api.post(
      `/api/admin/orders/${asked.orderNo}/refund`,
      { destination: 'wallet', reason: '投诉处理完毕，退还余下费用' },
      cashier.token,
    );
    expect(rest.body.success, JSON.stringify(rest.body)).toBe(true);
    const both = (await ledger()).filter((entry) => entry.cause === 'reversal');
    expect(both).toHaveLength(2);
    expect(both.reduce((sum, entry) => sum + entry.deltaFen, 0)).toBe(-income!.deltaFen);
    const view = await api.get(`/api/dice/rolls/${asked.rollId}`, member.token);
    expect(view.body.data.records.astrologerQuestion).toMatchObject({ status: 'refunded' });
  });

  it('accepts an answer automatically after 72 h and refunds an unanswered one after 48 h, once', async () => {
    const member = await person('韩梅');
    const answeredOne = await paidQuestion(member);
    const forgotten = await paidQuestion(member);
    const astro = await diceAstrologer('赵晴');
    await api.post(`/api/dice/astro/questions/${answeredOne.questionId}/claim`, {}, astro.token);
    await api.post(
      `/api/dice/astro/questions/${answeredOne.questionId}/answer`,
      { answer: ANSWER },
      astro.token,
    );
    const walletBefore = await walletBalance(t.deps, member.id);

    now = new Date(now.getTime() + 49 * HOUR_MS);
    expect(await settleDiceQuestions(t.deps)).toMatchObject({ refunded: 1, accepted: 0 });
    expect(await walletBalance(t.deps, member.id)).toBe(walletBefore + DICE_QA_PRICE_FEN);
    now = new Date(now.getTime() + 24 * HOUR_MS);
    expect(await settleDiceQuestions(t.deps)).toMatchObject({ refunded: 0, accepted: 1 });
    expect(await settleDiceQuestions(t.deps)).toMatchObject({ refunded: 0, accepted: 0 });
    expect(await walletBalance(t.deps, member.id)).toBe(walletBefore + DICE_QA_PRICE_FEN);

    const states = await db().select().from(diceQuestions).where(eq(diceQuestions.memberUserId, member.id));
    const byId = new Map(states.map((q) => [q.publicId, q]));
    expect(byId.get(answeredOne.questionId)).toMatchObject({ status: 'accepted', acceptedBy: 'auto' });
    expect(byId.get(forgotten.questionId)).toMatchObject({ status: 'refunded' });
    // The member may still rate an answer accepted for them, once.
    const rated = await api.post(
      `/api/dice/questions/${answeredOne.questionId}/accept`,
      { rating: 4 },
      member.token,
    );
    expect(rated.body.data.records).toMatchObject({ rating: 4 });
    const again = await api.post(
      `/api/dice/questions/${answeredOne.questionId}/accept`,
      { rating: 1 },
      member.token,
    );
    expect(again.body.resultCode).toBe('003330');
  });

  it('operators see every question, take a stuck claim back and refund; others get 403', async () => {
    const member = await person('钱多');
    const q = await paidQuestion(member);
    const astro = await diceAstrologer('孙悟');
    await api.post(`/api/dice/astro/questions/${q.questionId}/claim`, {}, astro.token);
    const operator = await person('运营');
    await grantRole(db(), operator.id, 'support');

    expect((await api.get('/api/admin/dice-questions', astro.token)).status).toBe(404);
    const list = await api.get('/api/admin/dice-questions?status=claimed&size=100', operator.token);
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toContain(q.questionId);

    const released = await api.post(`/api/admin/dice-questions/${q.questionId}/release`, {}, operator.token);
    expect(released.body.data.records).toMatchObject({ status: 'open', astrologerUserId: null });
    expect(
      (await api.post(`/api/admin/dice-questions/${q.questionId}/release`, {}, operator.token)).body
        .resultCode,
    ).toBe('003330');
    const before = await walletBalance(t.deps, member.id);
    const refunded = await api.post(
      `/api/admin/dice-questions/${q.questionId}/refund`,
      { reason: '会员申请取消' },
      operator.token,
    );
    expect(refunded.body.data.records).toMatchObject({ status: 'refunded' });
    expect(await walletBalance(t.deps, member.id)).toBe(before + DICE_QA_PRICE_FEN);
    const twice = await api.post(
      `/api/admin/dice-questions/${q.questionId}/refund`,
      { reason: '重复' },
      operator.token,
    );
    expect(twice.body.resultCode).toBe('003330');
    expect(
      (await api.post('/api/admin/dice-questions/zzzzzzzzzzzz/refund', { reason: '不存在' }, operator.token))
        .status,
    ).toBe(404);
  });

  it('training is open to dice (D) and training (E) astrologers only', async () => {
    const trainee = await person('学员');
    expect((await api.get('/api/dice/astro/training', trainee.token)).status).toBe(403);
    await makeAstrologer(db(), trainee.id, ['E']);
    const cases = await api.get('/api/dice/astro/training', trainee.token);
    expect(cases.body.data.records.length).toBeGreaterThanOrEqual(4);
    expect(cases.body.data.records[0].faces).toHaveLength(3);
  });
});
