import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FREE_DAILY_QUESTIONS } from '@xingtu/contracts/ai';
import { aiDailyUsage } from '../../db/schema/ai.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { parseEvents } from './test/sse.ts';
import { startFakeProvider, type FakeProvider } from './test/fake-provider.ts';

// The provider is asked while the credit is being taken (the first word comes sooner). A question
// the member cannot pay for is still refused with 010002 and nothing streamed or saved; the call
// started for it is aborted, and the member's next question within a minute waits for its credit
// instead of calling the provider again.

const clock = () => new Date('2026-11-27T04:00:00Z');
const profile = {
  name: '许知远',
  gender: 'male',
  relation: 'self',
  calendar: 'solar',
  birthday: '1990-05-12',
  birth_hour: 7,
  birth_min: 30,
  birth_location: '江苏省 南京市',
  birth_latitude: 32.06,
  birth_longitude: 118.8,
  birth_time_zone: 'Asia/Shanghai',
  reliability: 'B',
};

describe('AI answers asked of the provider while the credit is taken', () => {
  let t: TestApp;
  let api: ApiClient;
  let provider: FakeProvider;

  beforeAll(async () => {
    provider = await startFakeProvider({ kind: 'ok', pieces: ['你好，', '这是回答。'], gapMs: 50 });
    t = await createTestApp({
      now: clock,
      env: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'chat-8k' },
    });
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await provider.close();
    t.app.server.closeAllConnections();
    await t.close();
  });

  const ask = async (token: string, contactId: number, question = '今年工作会顺利吗？') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ mode: 'chart', contact_id: contactId, question }),
    });
    const stream = String(response.headers['content-type']).startsWith('text/event-stream');
    return { events: stream ? parseEvents(response.body) : [], envelope: stream ? null : response.json() };
  };

  it('answers a paid question, and refuses one without credit without streaming, calling the provider once a minute at most', async () => {
    const user = await registerUser(api);
    const token = user.auth.access_token;
    const userId = Number(user.user.userId);
    const contactId = (await api.post('/api/user/contacts', profile, token)).body.data.records.id;

    const answered = await ask(token, contactId);
    expect(answered.events.at(-1)).toMatchObject({ type: 'done' });

    await t.deps.database.db
      .insert(aiDailyUsage)
      .values({ userId, day: '2026-11-27', used: AI_FREE_DAILY_QUESTIONS })
      .onConflictDoUpdate({
        target: [aiDailyUsage.userId, aiDailyUsage.day],
        set: { used: AI_FREE_DAILY_QUESTIONS },
      });
    const before = provider.requests.length;
    const abortedBefore = provider.aborted;
    const refused = await ask(token, contactId);
    expect(refused.envelope).toMatchObject({ success: false, resultCode: '010002' });
    // The call started for it (if it went out before the refusal) is given up at once: the
    // provider may read the request after the member has the refusal, so both counts are read
    // afresh until they agree.
    await expect
      .poll(() => [provider.requests.length - before, provider.aborted - abortedBefore])
      .toSatisfy(([asked, aborted]) => asked === aborted && asked! <= 1);

    const again = await ask(token, contactId, '下个月的感情运势如何？');
    expect(again.envelope).toMatchObject({ resultCode: '010002' });
    const askedAgain = () =>
      provider.requests.filter((body) => JSON.stringify(body.messages).includes('下个月的感情运势如何？'));
    expect(askedAgain()).toEqual([]);
  });
});
