import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FREE_DAILY_QUESTIONS } from '@xingtu/contracts/ai';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { natalChart } from '@xingtu/astro';
import { PLANET_KEYWORDS, SIGN_KEYWORDS } from '@xingtu/readings/data/keywords';
import { signOfLongitudeDeg } from '@xingtu/readings/keys';
import { aiDailyUsage, aiMessages, aiPackages, aiSessions } from '../../db/schema/ai.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { fundWallet, makeProduct } from '../commerce/test/factories.ts';
import { answerText, parseEvents } from './test/sse.ts';
import { startFakeProvider, type FakeProvider } from './test/fake-provider.ts';

const profile = {
  name: '林小满',
  gender: 'female',
  relation: 'self',
  calendar: 'solar',
  birthday: '1993-07-21',
  birth_hour: 9,
  birth_min: 45,
  birth_location: '浙江省 杭州市 西湖区',
  birth_latitude: 30.259,
  birth_longitude: 120.13,
  birth_time_zone: 'Asia/Shanghai',
  reliability: 'A',
  visibility: 1,
};

interface Member {
  token: string;
  id: number;
  contactId: number;
}

async function member(api: ApiClient): Promise<Member> {
  const answer = await registerUser(api);
  const token = answer.auth.access_token;
  const created = await api.post('/api/user/contacts', profile, token);
  expect(created.body.success).toBe(true);
  return { token, id: Number(answer.user.userId), contactId: created.body.data.records.id };
}

async function chat(t: TestApp, token: string, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
  return {
    status: response.statusCode,
    events: isStream ? parseEvents(response.body) : [],
    envelope: isStream ? null : (response.json() as { success: boolean; resultCode: string; desc: string }),
  };
}

const noFreeLeft = (t: TestApp, userId: number) =>
  t.deps.database.db
    .insert(aiDailyUsage)
    .values({ userId, day: '2026-11-27', used: AI_FREE_DAILY_QUESTIONS })
    .onConflictDoUpdate({
      target: [aiDailyUsage.userId, aiDailyUsage.day],
      set: { used: AI_FREE_DAILY_QUESTIONS },
    });

const clock = () => new Date('2026-11-27T04:00:00Z');

describe('AI chat with the built-in reading engine', () => {
  let t: TestApp;
  let api: ApiClient;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    t = await createTestApp({ now: clock, env: { AI_BUILTIN_TOKEN_DELAY_MS: '0' } });
    api = apiClient(t.app);
    [alice, bob] = [await member(api), await member(api)];
  });
  afterAll(() => t.close());

  it('streams an answer that says what it is and cites the chart, then keeps the session', async () => {
    const quota = await api.get('/api/ai/quota', alice.token);
    expect(quota.body.data.records).toMatchObject({
      engine: 'builtin',
      freeLeft: AI_FREE_DAILY_QUESTIONS,
      packageLeft: 0,
    });

    const answer = await chat(t, alice.token, {
      mode: 'chart',
      contact_id: alice.contactId,
      question: '我的性格是怎样的？',
    });
    expect(answer.status).toBe(200);
    const [meta, ...rest] = answer.events;
    expect(meta).toMatchObject({ type: 'meta', engine: 'builtin', engineLabel: '星图内置解读引擎' });
    expect(rest.filter((e) => e.type === 'token').length).toBeGreaterThan(20);
    expect(rest.at(-1)).toEqual({ type: 'done', status: 'done', charged: 'free' });

    const text = answerText(answer.events);
    expect(text).toContain('星图内置解读引擎');
    expect(text).toContain('不是大模型');
    // The Sun's sign of this very birth, by the engine: the answer cites it.
    const chart = natalChart({ utc: '1993-07-21T01:45:00Z', latitude: 30.259, longitude: 120.13 });
    const sunSign = SIGN_KEYWORDS[signOfLongitudeDeg(chart.bodies.sun.longitudeDeg)].name;
    expect(text).toContain(`【${PLANET_KEYWORDS.sun.name}在${sunSign}】`);

    const sessionId = (meta as { sessionId: string }).sessionId;
    const detail = await api.get(`/api/ai/sessions/${sessionId}`, alice.token);
    expect(detail.body.data.records.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(detail.body.data.records.messages[1].content).toBe(text);
    const list = await api.get('/api/ai/sessions?mode=chart', alice.token);
    expect(list.body.data.records.map((s: { id: string }) => s.id)).toEqual([sessionId]);
    const after = await api.get('/api/ai/quota', alice.token);
    expect(after.body.data.records.freeLeft).toBe(AI_FREE_DAILY_QUESTIONS - 1);
    const usage = await api.get('/api/ai/usage', alice.token);
    expect(usage.body.data.records).toMatchObject([{ source: 'free', mode: 'chart' }]);

    // A career question reads the MC, and a follow-up continues the same session.
    const career = await chat(t, alice.token, {
      mode: 'career',
      contact_id: alice.contactId,
      question: '我适合什么工作？',
    });
    expect(answerText(career.events)).toMatch(/【天顶.+座】/);
    const more = await chat(t, alice.token, {
      mode: 'chart',
      session_id: sessionId,
      question: '最近的行运呢？',
    });
    expect(answerText(more.events)).toContain('当下的行运（2026-11-27）');
    const again = await api.get(`/api/ai/sessions/${sessionId}`, alice.token);
    expect(again.body.data.records.messages).toHaveLength(4);
  });

  it("answers 404 for another member's session or profile, and 422 for bad input, charging nothing", async () => {
    await t.deps.database.db.insert(aiPackages).values({ userId: alice.id, title: '测试套餐', credits: 5 });
    const first = await chat(t, alice.token, {
      mode: 'chart',
      contact_id: alice.contactId,
      question: '我的月亮星座？',
    });
    const sessionId = (first.events[0] as { sessionId: string }).sessionId;
    const before = (await api.get('/api/ai/quota', bob.token)).body.data.records.freeLeft;

    expect((await api.get(`/api/ai/sessions/${sessionId}`, bob.token)).status).toBe(404);
    const theirs = await chat(t, bob.token, { mode: 'chart', session_id: sessionId, question: '继续' });
    expect(theirs.status).toBe(404);
    const theirProfile = await chat(t, bob.token, {
      mode: 'chart',
      contact_id: alice.contactId,
      question: '她的星盘？',
    });
    expect(theirProfile.status).toBe(404);
    expect((await api.get('/api/ai/sessions/zzzzzzzzzzzz', bob.token)).status).toBe(404);
    const empty = await chat(t, bob.token, { mode: 'chart', contact_id: bob.contactId, question: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.envelope!.desc).toMatch(/请输入问题/);
    const badMode = await chat(t, bob.token, { mode: 'tarot', contact_id: bob.contactId, question: '你好' });
    expect(badMode.status).toBe(422);
    const noProfile = await chat(t, bob.token, { mode: 'chart', question: '你好' });
    expect(noProfile.envelope!.resultCode).toBe('000422');

    expect((await api.get('/api/ai/quota', bob.token)).body.data.records.freeLeft).toBe(before);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: {} });
    expect(signedOut.json().resultCode).toBe('001102');
  });

  it("another member's profile answers 404 even with no credit left, and gives back a credit taken meanwhile", async () => {
    const erin = await member(api);
    await noFreeLeft(t, erin.id);
    const broke = await chat(t, erin.token, {
      mode: 'chart',
      contact_id: alice.contactId,
      question: '她的星盘？',
    });
    expect(broke.envelope).toMatchObject({ success: false, resultCode: '000404' });

    await t.deps.database.db.insert(aiPackages).values({ userId: erin.id, title: '测试套餐', credits: 1 });
    const theirs = await chat(t, erin.token, {
      mode: 'chart',
      contact_id: alice.contactId,
      question: '她的星盘？',
    });
    expect(theirs.status).toBe(404);
    expect((await api.get('/api/ai/quota', erin.token)).body.data.records).toMatchObject({ packageLeft: 1 });
    const own = await chat(t, erin.token, {
      mode: 'chart',
      contact_id: erin.contactId,
      question: '我的太阳？',
    });
    expect(own.events.at(-1)).toMatchObject({ type: 'done', charged: 'package' });
    expect((await api.get('/api/ai/quota', erin.token)).body.data.records).toMatchObject({ packageLeft: 0 });
  });

  it('refuses a question with sensitive words (001108) before answering, charging nothing', async () => {
    const before = (await api.get('/api/ai/quota', bob.token)).body.data.records.freeLeft;
    const dirty = await chat(t, bob.token, {
      mode: 'chart',
      contact_id: bob.contactId,
      question: '网上赌场能赢钱吗',
    });
    expect(dirty.envelope).toMatchObject({ success: false, resultCode: '001108' });
    expect((await api.get('/api/ai/quota', bob.token)).body.data.records.freeLeft).toBe(before);
  });

  it('answers 010002 when the free questions and packages are used up; a bought package adds its questions', async () => {
    const carol = await member(api);
    await noFreeLeft(t, carol.id);
    const none = await chat(t, carol.token, {
      mode: 'chart',
      contact_id: carol.contactId,
      question: '我的上升星座？',
    });
    expect(none.envelope).toMatchObject({
      success: false,
      resultCode: '010002',
      desc: '套餐次数不足，无法提交',
    });

    const product = await makeProduct(t.deps.database.db, {
      type: PRODUCT_TYPE.AI_CHAT_PACKAGE,
      title: 'AI 占星问答 10 次套餐',
      priceFen: 1900,
      listPriceFen: 2900,
      validityDays: 30,
      targetKind: 'ai-package',
      targetId: 'qa-10',
    });
    await fundWallet(t.deps.database.db, carol.id, 1900);
    const order = await api.post('/api/orders', { product_id: product.id }, carol.token);
    const paid = await api.post(
      '/api/payments',
      { order_no: order.body.data.records.orderNo, channel: 'wallet' },
      carol.token,
    );
    expect(paid.body.success).toBe(true);
    const quota = await api.get('/api/ai/quota', carol.token);
    expect(quota.body.data.records).toMatchObject({ freeLeft: 0, packageLeft: 10 });
    expect(quota.body.data.records.packages[0]).toMatchObject({
      title: 'AI 占星问答 10 次套餐',
      credits: 10,
      used: 0,
      status: 'active',
    });

    const answered = await chat(t, carol.token, {
      mode: 'chart',
      contact_id: carol.contactId,
      question: '我的上升星座？',
    });
    expect(answered.events.at(-1)).toMatchObject({ type: 'done', charged: 'package' });
    expect((await api.get('/api/ai/quota', carol.token)).body.data.records.packageLeft).toBe(9);
    const usage = await api.get('/api/ai/usage', carol.token);
    expect(usage.body.data.records[0]).toMatchObject({
      source: 'package',
      packageTitle: 'AI 占星问答 10 次套餐',
    });
  });
});

describe.each(testDrivers())('AI credits under parallel questions (%s)', (driver) => {
  let t: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    t = await createTestApp({ driver, now: clock, env: { AI_BUILTIN_TOKEN_DELAY_MS: '0' } });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('20 parallel questions on a balance of 5 → 5 answered, 15 refused with 010002', async () => {
    const dave = await member(api);
    await noFreeLeft(t, dave.id);
    await t.deps.database.db.insert(aiPackages).values({ userId: dave.id, title: '测试套餐', credits: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        chat(t, dave.token, {
          mode: 'chart',
          contact_id: dave.contactId,
          question: `第${i + 1}个问题：我的性格？`,
        }),
      ),
    );
    const done = answers.filter((a) => a.events.at(-1)?.type === 'done');
    const refused = answers.filter((a) => a.envelope?.resultCode === '010002');
    expect(done).toHaveLength(5);
    expect(refused).toHaveLength(15);
    const [pkg] = await t.deps.database.db.select().from(aiPackages).where(eq(aiPackages.userId, dave.id));
    expect(pkg).toMatchObject({ credits: 5, used: 5 });
  });

  it('the free allowance holds under 20 parallel questions too', async () => {
    const erin = await member(api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        chat(t, erin.token, { mode: 'chart', contact_id: erin.contactId, question: '我的太阳？' }),
      ),
    );
    expect(answers.filter((a) => a.events.at(-1)?.type === 'done')).toHaveLength(AI_FREE_DAILY_QUESTIONS);
    const [day] = await t.deps.database.db
      .select()
      .from(aiDailyUsage)
      .where(and(eq(aiDailyUsage.userId, erin.id), eq(aiDailyUsage.day, '2026-11-27')));
    expect(day!.used).toBe(AI_FREE_DAILY_QUESTIONS);
  });
});

describe('AI chat through an OpenAI-compatible provider', () => {
  let t: TestApp;
  let api: ApiClient;
  let provider: FakeProvider;
  let frank: Member;

  beforeAll(async () => {
    provider = await startFakeProvider({ kind: 'ok', pieces: [] });
    t = await createTestApp({
      now: clock,
      env: {
        AI_BASE_URL: provider.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'chat-8k',
        KIMI_MODEL: 'kimi-128k',
        AI_STALL_TIMEOUT_MS: '1500',
      },
    });
    api = apiClient(t.app);
    frank = await member(api);
  });
  afterAll(async () => {
    await provider.close();
    // The listening test keeps fetch's idle keep-alive connection open; close it with the app.
    t.app.server.closeAllConnections();
    await t.close();
  });

  const freeLeft = async () =>
    (await api.get('/api/ai/quota', frank.token)).body.data.records.freeLeft as number;

  it('grounds the model in the chart and today, streams its words and saves them', async () => {
    provider.script = { kind: 'ok', pieces: ['你的太阳', '在巨蟹座，', '重视家庭。'] };
    const answer = await chat(t, frank.token, {
      mode: 'kimi',
      contact_id: frank.contactId,
      question: '我重视什么？',
    });
    expect(answer.events[0]).toMatchObject({ type: 'meta', engine: 'model', engineLabel: 'AI 大模型' });
    expect(answerText(answer.events)).toBe('你的太阳在巨蟹座，重视家庭。');
    const sent = provider.requests.at(-1)!;
    expect(sent.model).toBe('kimi-128k');
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[0]!.content).toContain('档案：林小满');
    expect(sent.messages[0]!.content).toContain('今天（北京时间）：2026-11-27');
    expect(sent.messages[0]!.content).toMatch(/- 太阳：.+座 \d+°/);
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: '我重视什么？' });
    const rows = await t.deps.database.db
      .select()
      .from(aiMessages)
      .innerJoin(aiSessions, eq(aiSessions.id, aiMessages.sessionId))
      .where(eq(aiSessions.userId, frank.id));
    expect(rows.map((r) => r.ai_messages.content)).toEqual(['我重视什么？', '你的太阳在巨蟹座，重视家庭。']);
  });

  it('a stalled provider times out with a Chinese error and the question is not counted', async () => {
    provider.script = { kind: 'stall-after', pieces: ['让我想想'] };
    const before = await freeLeft();
    const answer = await chat(t, frank.token, {
      mode: 'chart',
      contact_id: frank.contactId,
      question: '我的金星？',
    });
    expect(answer.events.at(-1)).toMatchObject({ type: 'error', resultCode: '010003' });
    expect((answer.events.at(-1) as { desc: string }).desc).toContain('没有扣除次数');
    expect(await freeLeft()).toBe(before);
  });

  it('an error mid-stream is reported and not counted; nothing is saved', async () => {
    provider.script = { kind: 'error-mid-stream', pieces: ['前半句'] };
    const before = await freeLeft();
    const answer = await chat(t, frank.token, {
      mode: 'chart',
      contact_id: frank.contactId,
      question: '我的火星？',
    });
    expect(answer.events.at(-1)).toMatchObject({ type: 'error', resultCode: '010004' });
    expect(await freeLeft()).toBe(before);
  });

  it("moderates the model's output before saving it: 001108, withdrawn, not counted", async () => {
    provider.script = { kind: 'ok', pieces: ['可以去', '网上赌场', '试试'] };
    const before = await freeLeft();
    const answer = await chat(t, frank.token, {
      mode: 'chart',
      contact_id: frank.contactId,
      question: '怎么转运？',
    });
    expect(answer.events.at(-1)).toMatchObject({ type: 'error', resultCode: '001108' });
    expect(await freeLeft()).toBe(before);
    const saved = await t.deps.database.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.content, '可以去网上赌场试试'));
    expect(saved).toHaveLength(0);
  });

  it('a member who leaves part-way stops the provider; words already read are kept as a stopped answer', async () => {
    provider.script = { kind: 'ok', pieces: Array.from({ length: 200 }, (_, i) => `第${i}句。`), gapMs: 10 };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abortedBefore = provider.aborted;
    const controller = new AbortController();
    const response = await fetch(`${address}/api/ai/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${frank.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'chart', contact_id: frank.contactId, question: '讲一个很长的解读' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let read = '';
    while (!read.includes('第3句')) read += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await expect.poll(() => provider.aborted, { timeout: 3000 }).toBe(abortedBefore + 1);
    await expect
      .poll(
        async () => (await api.get('/api/ai/sessions?mode=chart', frank.token)).body.data.total as number,
        { timeout: 3000 },
      )
      .toBeGreaterThan(0);
    const stopped = await t.deps.database.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.status, 'stopped'));
    expect(stopped).toHaveLength(1);
    expect(stopped[0]!.content).toMatch(/^第0句。第1句。/);
  });
});
