import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FREE_DAILY_QUESTIONS } from '@xingtu/contracts/ai';
import { TAROT_ASSIST_REFUSALS, TAROT_ASSISTS_NEEDED, type TarotStreamEvent } from '@xingtu/contracts/tarot';
import { TAROT_SPREAD_BY_ID } from '@xingtu/readings/data/tarot/spreads';
import { aiDailyUsage, aiUsageLogs } from '../../db/schema/ai.ts';
import { tarotReadings } from '../../db/schema/tarot.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { grantRole } from '../commerce/test/factories.ts';
import { startFakeProvider, type FakeProvider } from '../ai/test/fake-provider.ts';

interface Member {
  token: string;
  id: number;
  mobile: string;
}

const clock = () => new Date('2026-11-27T04:00:00Z');

async function member(api: ApiClient): Promise<Member> {
  const answer = await registerUser(api);
  return { token: answer.auth.access_token, id: Number(answer.user.userId), mobile: answer.mobile };
}

function parseEvents(body: string): TarotStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(6)) as TarotStreamEvent);
}

const textOf = (events: TarotStreamEvent[]) => events.map((e) => (e.type === 'token' ? e.text : '')).join('');

async function read(t: TestApp, token: string, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tarot/readings',
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

async function readingOf(t: TestApp, who: Member, spread = 'three-time', question = '我该换工作吗？') {
  const answer = await read(t, who.token, { spread, question });
  const meta = answer.events[0];
  if (meta?.type !== 'meta') throw new Error(`no reading: ${JSON.stringify(answer)}`);
  return meta.readingId;
}

describe('tarot readings with the built-in engine', () => {
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

  it('draws a Celtic cross on the server, streams a reading grounded in those cards, and keeps it', async () => {
    const answer = await read(t, alice.token, { spread: 'celtic-cross', question: '这段感情接下来会怎样？' });
    expect(answer.status).toBe(200);
    const [meta, ...rest] = answer.events;
    if (meta?.type !== 'meta') throw new Error('meta first');
    expect(meta.engine).toBe('builtin');
    expect(meta.cards).toHaveLength(10);
    expect(new Set(meta.cards.map((c) => c.cardId)).size).toBe(10);
    expect(meta.cards.map((c) => c.position)).toEqual(
      TAROT_SPREAD_BY_ID['celtic-cross'].positions.map((p) => p.key),
    );
    expect(rest.at(-1)).toEqual({ type: 'done', status: 'done', charged: 'free' });
    const text = textOf(answer.events);
    expect(text).toContain('星图内置解读引擎');
    expect(text).toContain('并不是大模型');
    // Every card drawn is read in its position and orientation, with the love text for a love question.
    for (const card of meta.cards)
      expect(text).toContain(
        `【${card.positionName} · ${card.nameZh}（${card.orientation === 'upright' ? '正位' : '逆位'}）】`,
      );
    expect(text).toContain('放到感情里看：');

    const detail = await api.get(`/api/tarot/readings/${meta.readingId}`, alice.token);
    expect(detail.body.data.records).toMatchObject({
      id: meta.readingId,
      spread: 'celtic-cross',
      spreadName: '凯尔特十字',
      question: '这段感情接下来会怎样？',
      answer: text,
      status: 'done',
      charged: 'free',
      shareCode: null,
    });
    expect(detail.body.data.records.cards).toEqual(meta.cards);
    const list = await api.get('/api/tarot/readings', alice.token);
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toEqual([meta.readingId]);

    const quota = await api.get('/api/ai/quota', alice.token);
    expect(quota.body.data.records.freeLeft).toBe(AI_FREE_DAILY_QUESTIONS - 1);
    const usage = await api.get('/api/ai/usage', alice.token);
    expect(usage.body.data.records).toMatchObject([{ source: 'free', mode: 'tarot' }]);
  });

  it("answers 404 for another member's reading, for reading it and for sharing it", async () => {
    const id = await readingOf(t, alice);
    expect((await api.get(`/api/tarot/readings/${id}`, bob.token)).status).toBe(404);
    expect((await api.post(`/api/tarot/readings/${id}/share`, {}, bob.token)).status).toBe(404);
    expect((await api.get('/api/tarot/readings/zzzzzzzzzzzz', alice.token)).status).toBe(404);
    expect((await api.get('/api/tarot/readings', bob.token)).body.data.records).toEqual([]);
  });

  it('refuses bad input and sensitive words before drawing, and charges nothing', async () => {
    const before = (await api.get('/api/ai/quota', bob.token)).body.data.records.freeLeft;
    for (const body of [
      { spread: 'five-card-hex', question: '我的事业如何？' },
      { spread: 'single', question: ' ' },
      { spread: 'single', question: '问'.repeat(201) },
      { spread: 'single' },
    ]) {
      const answer = await read(t, bob.token, body);
      expect(answer.status).toBe(422);
      expect(answer.envelope?.resultCode).toBe('000422');
    }
    const dirty = await read(t, bob.token, { spread: 'single', question: '网上赌场能赢钱吗' });
    expect(dirty.envelope).toMatchObject({ success: false, resultCode: '001108' });
    expect((await api.get('/api/ai/quota', bob.token)).body.data.records.freeLeft).toBe(before);
    const saved = await t.deps.database.db
      .select()
      .from(tarotReadings)
      .where(eq(tarotReadings.userId, bob.id));
    expect(saved).toEqual([]);
  });

  it('answers 010002 when no credit is left, and spends a balance once under parallel requests', async () => {
    const carol = await member(api);
    await t.deps.database.db
      .insert(aiDailyUsage)
      .values({ userId: carol.id, day: '2026-11-27', used: AI_FREE_DAILY_QUESTIONS - 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        read(t, carol.token, { spread: 'single', question: '今天的指引是什么？' }),
      ),
    );
    const done = answers.filter((a) => a.events.at(-1)?.type === 'done');
    const refused = answers.filter((a) => a.envelope?.resultCode === '010002');
    expect(done).toHaveLength(2);
    expect(refused).toHaveLength(4);
    const logs = await t.deps.database.db.select().from(aiUsageLogs).where(eq(aiUsageLogs.userId, carol.id));
    expect(logs).toHaveLength(2);
  });

  it('shares a reading and counts each friend once, unlocking one free reading at three', async () => {
    const owner = await member(api);
    const id = await readingOf(t, owner);
    const shared = await api.post(`/api/tarot/readings/${id}/share`, {}, owner.token);
    const code: string = shared.body.data.records.code;
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await api.post(`/api/tarot/readings/${id}/share`, {}, owner.token)).body.data.records.code).toBe(
      code,
    );
    expect((await api.get(`/api/tarot/readings/${id}`, owner.token)).body.data.records.shareCode).toBe(code);

    const guest = await api.get(`/api/tarot/shared/${code}`);
    expect(guest.body.data.records).toMatchObject({
      code,
      assistCount: 0,
      assistsNeeded: TAROT_ASSISTS_NEEDED,
      unlocked: false,
      viewer: 'guest',
    });
    expect(guest.body.data.records.ownerName).toMatch(/\*\*$/);
    expect((await api.get(`/api/tarot/shared/${code}`, owner.token)).body.data.records.viewer).toBe('owner');

    const own = await api.post(`/api/tarot/shared/${code}/assist`, {}, owner.token);
    expect(own.body).toMatchObject({ success: false, resultCode: '999999', desc: TAROT_ASSIST_REFUSALS.own });
    expect((await api.post(`/api/tarot/shared/${code}/assist`, {})).body.resultCode).toBe('001102');

    const friends = [await member(api), await member(api), await member(api), await member(api)];
    // Two tabs of the same friend at once: one help.
    const twin = await Promise.all([
      api.post(`/api/tarot/shared/${code}/assist`, {}, friends[0]!.token),
      api.post(`/api/tarot/shared/${code}/assist`, {}, friends[0]!.token),
      api.post(`/api/tarot/shared/${code}/assist`, {}, friends[0]!.token),
    ]);
    expect(twin.filter((a) => a.body.success)).toHaveLength(1);
    expect(twin.filter((a) => a.body.desc === TAROT_ASSIST_REFUSALS.twice)).toHaveLength(2);
    expect((await api.get(`/api/tarot/shared/${code}`, friends[0]!.token)).body.data.records.viewer).toBe(
      'helped',
    );
    expect((await api.get(`/api/tarot/shared/${code}`, friends[1]!.token)).body.data.records.viewer).toBe(
      'can_help',
    );

    const packagesBefore = (await api.get('/api/ai/quota', owner.token)).body.data.records.packageLeft;
    await api.post(`/api/tarot/shared/${code}/assist`, {}, friends[1]!.token);
    const third = await api.post(`/api/tarot/shared/${code}/assist`, {}, friends[2]!.token);
    expect(third.body.data.records).toEqual({ assistCount: 3, assistsNeeded: 3, unlocked: true });
    const full = await api.post(`/api/tarot/shared/${code}/assist`, {}, friends[3]!.token);
    expect(full.body.desc).toBe(TAROT_ASSIST_REFUSALS.full);

    const quota = (await api.get('/api/ai/quota', owner.token)).body.data.records;
    expect(quota.packageLeft).toBe(packagesBefore + 1);
    expect(quota.packages[0]).toMatchObject({
      title: '好友助力 · 免费解读 1 次',
      credits: 1,
      status: 'active',
    });

    const logs = await api.get('/api/tarot/shares', owner.token);
    expect(logs.body.data.records[0]).toMatchObject({ code, assistCount: 3, unlocked: true, readingId: id });
    expect(logs.body.data.records[0].helpers).toHaveLength(3);
    const helped = await api.get('/api/tarot/assists', friends[0]!.token);
    expect(helped.body.data.records).toMatchObject([{ code }]);
  });

  it('limits each account to three helps a day, and refuses unknown and malformed codes', async () => {
    const helper = await member(api);
    const owners = [await member(api), await member(api), await member(api), await member(api)];
    const codes: string[] = [];
    for (const owner of owners) {
      const id = await readingOf(t, owner, 'single', '今天的指引？');
      codes.push((await api.post(`/api/tarot/readings/${id}/share`, {}, owner.token)).body.data.records.code);
    }
    for (const code of codes.slice(0, 3))
      expect((await api.post(`/api/tarot/shared/${code}/assist`, {}, helper.token)).body.success).toBe(true);
    const fourth = await api.post(`/api/tarot/shared/${codes[3]}/assist`, {}, helper.token);
    expect(fourth.body.desc).toBe(TAROT_ASSIST_REFUSALS.daily);
    // The refusal changed nothing: the fourth share has no help and the helper no record of it.
    expect((await api.get(`/api/tarot/shared/${codes[3]}`)).body.data.records.assistCount).toBe(0);
    expect((await api.get('/api/tarot/assists', helper.token)).body.data.total).toBe(3);

    expect((await api.get('/api/tarot/shared/ZZZZZZZZZZ')).status).toBe(404);
    expect((await api.get('/api/tarot/shared/short')).status).toBe(422);
    expect((await api.post('/api/tarot/shared/ZZZZZZZZZZ/assist', {}, helper.token)).status).toBe(404);
  });

  it('draws a share image with the project font (PNG)', async () => {
    const owner = await member(api);
    const id = await readingOf(t, owner, 'three-advice', '怎样安排接下来的学习？');
    const code = (await api.post(`/api/tarot/readings/${id}/share`, {}, owner.token)).body.data.records.code;
    const image = await t.app.inject({ method: 'GET', url: `/api/tarot/shared/${code}/image` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  }, 60_000);

  it("gives support a member's readings and the day's helpers; members never see those calls (404)", async () => {
    const staff = await member(api);
    expect((await api.get(`/api/admin/tarot/readings?user=${alice.mobile}`, bob.token)).body.resultCode).toBe(
      '000404',
    );
    expect((await api.get('/api/admin/tarot/assists', bob.token)).body.resultCode).toBe('000404');
    await grantRole(t.deps.database.db, staff.id, 'support');
    const readings = await api.get(`/api/admin/tarot/readings?user=${alice.mobile}`, staff.token);
    expect(readings.body.data.total).toBe(2);
    expect(readings.body.data.records[0]).toMatchObject({ userId: alice.id });
    const byId = await api.get(`/api/admin/tarot/readings?user=${alice.id}`, staff.token);
    expect(byId.body.data.total).toBe(2);
    expect((await api.get('/api/admin/tarot/readings?user=13000000000', staff.token)).status).toBe(404);
    const assists = await api.get('/api/admin/tarot/assists?day=2026-11-27', staff.token);
    const top = assists.body.data.records[0];
    expect(top).toMatchObject({ assists: 3, owners: 3, day: '2026-11-27' });
    expect(top.ownerUserIds).toHaveLength(3);
    expect((await api.get('/api/admin/tarot/assists?day=27-11-2026', staff.token)).status).toBe(422);
  });
});

describe('tarot readings with a configured chat model', () => {
  let t: TestApp;
  let api: ApiClient;
  let provider: FakeProvider;

  beforeAll(async () => {
    provider = await startFakeProvider({ kind: 'ok', pieces: [] });
    t = await createTestApp({
      now: clock,
      env: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'test-key', AI_STALL_TIMEOUT_MS: '1500' },
    });
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('gives the model the cards drawn in the system prompt and streams its words', async () => {
    const who = await member(api);
    provider.script = { kind: 'ok', pieces: ['这组牌', '提醒你', '慢下来。'] };
    const answer = await read(t, who.token, { spread: 'three-time', question: '我的学习节奏对吗？' });
    const meta = answer.events[0];
    if (meta?.type !== 'meta') throw new Error('meta first');
    expect(meta.engine).toBe('model');
    expect(textOf(answer.events)).toBe('这组牌提醒你慢下来。');
    const sent = provider.requests.at(-1)!;
    expect(sent.messages[0]!.role).toBe('system');
    for (const card of meta.cards) expect(sent.messages[0]!.content).toContain(card.nameZh);
    expect(sent.messages[1]).toEqual({ role: 'user', content: '我的学习节奏对吗？' });
  });

  it('a stalled model is reported, not charged and not saved', async () => {
    const who = await member(api);
    provider.script = { kind: 'stall-after', pieces: ['第一张牌'] };
    const answer = await read(t, who.token, { spread: 'single', question: '今天的指引？' });
    expect(answer.events.at(-1)).toMatchObject({ type: 'error', resultCode: '010003' });
    expect((await api.get('/api/ai/quota', who.token)).body.data.records.freeLeft).toBe(
      AI_FREE_DAILY_QUESTIONS,
    );
    expect((await api.get('/api/tarot/readings', who.token)).body.data.total).toBe(0);
  });
});

describe.each(testDrivers())("friends' help under parallel requests (%s)", (driver) => {
  let t: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    t = await createTestApp({ driver, now: clock, env: { AI_BUILTIN_TOKEN_DELAY_MS: '0' } });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('counts three of six friends helping at once, and gives the owner one free reading', async () => {
    const owner = await member(api);
    const id = await readingOf(t, owner, 'single', '今天的指引？');
    const code = (await api.post(`/api/tarot/readings/${id}/share`, {}, owner.token)).body.data.records.code;
    const friends = await Promise.all(Array.from({ length: 6 }, () => member(api)));
    const answers = await Promise.all(
      friends.map((f) => api.post(`/api/tarot/shared/${code}/assist`, {}, f.token)),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(TAROT_ASSISTS_NEEDED);
    expect(answers.filter((a) => a.body.desc === TAROT_ASSIST_REFUSALS.full)).toHaveLength(3);
    const view = (await api.get(`/api/tarot/shared/${code}`)).body.data.records;
    expect(view).toMatchObject({ assistCount: 3, unlocked: true });
    const quota = (await api.get('/api/ai/quota', owner.token)).body.data.records;
    expect(
      quota.packages.filter((p: { title: string }) => p.title === '好友助力 · 免费解读 1 次'),
    ).toHaveLength(1);
  });
});
