import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { postEventStream, type StreamDeps, type StreamError } from './event-stream.ts';
import type { StoredAuth } from './token.ts';

// The AI areas' streams send the question at once (no call before it) and refresh the token the way
// the API client does: first when the stored one has expired, once with a replay when the server
// answers 001101.

type Event = { type: 'token'; text: string } | StreamError;

const token = (access: string, fetchedAt = Date.now()): StoredAuth => ({
  access_token: access,
  token_type: 'Bearer',
  expires_in: 7200,
  refresh_token: 'refresh-1',
  fetched_at: fetchedAt,
});

const sse = (...texts: string[]) =>
  new Response(
    texts.map((text) => `event: token\ndata: ${JSON.stringify({ type: 'token', text })}\n\n`).join(''),
    {
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    },
  );
const envelope = (status: number, resultCode: string, desc: string) =>
  new Response(JSON.stringify({ success: false, resultCode, desc, data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function harness(answers: Response[], stored: StoredAuth | null, refresh: () => Promise<StoredAuth>) {
  const sent: (string | undefined)[] = [];
  let refreshes = 0;
  const deps: StreamDeps = {
    fetch: async (_input, init) => {
      sent.push(new Headers(init?.headers).get('authorization') ?? undefined);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next;
    },
    auth: () => stored,
    refresh: () => {
      refreshes += 1;
      return refresh();
    },
  };
  return { deps, sent, refreshes: () => refreshes };
}

const ask = async (deps: StreamDeps) => {
  const events: Event[] = [];
  await postEventStream<Event>(
    '/api/ai/chat',
    { question: '你好' },
    (e) => events.push(e),
    new AbortController().signal,
    deps,
  );
  return events;
};

describe('postEventStream', () => {
  it('sends the question once with the stored token and reads the stream', async () => {
    const h = harness([sse('你', '好')], token('a1'), () => Promise.reject(new Error('no refresh')));
    expect(await ask(h.deps)).toEqual([
      { type: 'token', text: '你' },
      { type: 'token', text: '好' },
    ]);
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]).toContain('a1');
    expect(h.refreshes()).toBe(0);
  });

  it('refreshes an expired stored token before sending, without a wasted request', async () => {
    const h = harness([sse('答')], token('old', Date.now() - 3 * 3600_000), async () => token('new'));
    expect(await ask(h.deps)).toEqual([{ type: 'token', text: '答' }]);
    expect(h.refreshes()).toBe(1);
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]).toContain('new');
  });

  it('on 001101 refreshes once and replays the question with the new token', async () => {
    const h = harness(
      [envelope(401, '001101', '登录已失效，正在重新验证'), sse('答')],
      token('revoked'),
      async () => token('new'),
    );
    expect(await ask(h.deps)).toEqual([{ type: 'token', text: '答' }]);
    expect(h.refreshes()).toBe(1);
    expect(h.sent.map((a) => a?.includes('new'))).toEqual([false, true]);
  });

  it('a refused refresh ends as one error event, and a second 001101 is not replayed again', async () => {
    const refused = harness([envelope(401, '001101', '登录已失效')], token('revoked'), () =>
      Promise.reject(new ApiError('001104', '登录已过期，请重新登录', 401)),
    );
    expect(await ask(refused.deps)).toEqual([
      { type: 'error', resultCode: '001104', desc: '登录已过期，请重新登录' },
    ]);
    const twice = harness(
      [envelope(401, '001101', '登录已失效'), envelope(401, '001101', '登录已失效')],
      token('revoked'),
      async () => token('new'),
    );
    expect(await ask(twice.deps)).toMatchObject([{ type: 'error', resultCode: '001101' }]);
    expect(twice.sent).toHaveLength(2);
  });

  it('other refusals come through as they are: 010002 with its text, a field message for 422', async () => {
    const h = harness([envelope(200, '010002', '套餐次数不足，无法提交')], token('a1'), async () =>
      token('x'),
    );
    expect(await ask(h.deps)).toEqual([
      { type: 'error', resultCode: '010002', desc: '套餐次数不足，无法提交' },
    ]);
    expect(h.refreshes()).toBe(0);
  });
});
