import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient } from '../../test/http-client.ts';
import { jsapiSignature } from './wechat-signature.ts';

describe('WeChat JS-SDK signature', () => {
  it('matches the worked example of the JS-SDK documentation (appendix 1)', () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('drops the #fragment of the page address', () => {
    const base = { ticket: 't', nonceStr: 'n', timestamp: 1 };
    expect(jsapiSignature({ ...base, url: 'https://x.example/a?b=1#top' })).toBe(
      jsapiSignature({ ...base, url: 'https://x.example/a?b=1' }),
    );
  });
});

const drivers = process.env.TEST_REDIS_URL ? [false, true] : [false];

describe.each(drivers)('the ticket cache (redis: %s)', (redis) => {
  let calls: string[];
  let first: TestApp;
  let second: TestApp;
  const fakeWechat: typeof fetch = async (input) => {
    const url = String(input);
    calls.push(url);
    if (url.includes('/cgi-bin/token')) return Response.json({ access_token: 'ACCESS', expires_in: 7200 });
    return Response.json({ errcode: 0, ticket: 'TICKET-1', expires_in: 7200 });
  };
  beforeAll(async () => {
    calls = [];
    const env = { WECHAT_APP_ID: 'wx123', WECHAT_APP_SECRET: 'secret' };
    first = await createTestApp({ env, redis, fetch: fakeWechat, keyPrefix: `xt-wx-${Date.now()}:` });
    second = await createTestApp({
      env,
      redis,
      fetch: fakeWechat,
      keyPrefix: redis ? first.config.keyPrefix : undefined,
      database: { database: first.deps.database, url: undefined },
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('fetches the ticket once and signs with it', async () => {
    const url = 'https://www.xingtu.example/news/detail/1';
    const answer = await apiClient(first.app).get(`/api/sys/wxSignPackage?url=${encodeURIComponent(url)}`);
    const record = answer.body.data.records;
    expect(record.appId).toBe('wx123');
    expect(record.signature).toBe(
      jsapiSignature({ ticket: 'TICKET-1', nonceStr: record.nonceStr, timestamp: record.timestamp, url }),
    );
    await apiClient(first.app).get(`/api/sys/wxSignPackage?url=${encodeURIComponent(url)}`);
    expect(calls.filter((c) => c.includes('getticket'))).toHaveLength(1);
  });

  it.runIf(redis)('shares the cached ticket with another instance through Redis', async () => {
    await apiClient(second.app).get('/api/sys/wxSignPackage?url=https%3A%2F%2Fwww.xingtu.example%2F');
    expect(calls.filter((c) => c.includes('getticket'))).toHaveLength(1);
  });

  it('refuses a bad url with 422', async () => {
    const answer = await apiClient(first.app).get('/api/sys/wxSignPackage?url=not-a-url');
    expect(answer.status).toBe(422);
  });
});

describe('WeChat not answering', () => {
  const signPackage = async (fetchImpl: typeof fetch) => {
    const t = await createTestApp({
      env: { WECHAT_APP_ID: 'wx123', WECHAT_APP_SECRET: 'secret' },
      fetch: fetchImpl,
      keyPrefix: `xt-wx-down-${Date.now()}:`,
    });
    try {
      return await apiClient(t.app).get('/api/sys/wxSignPackage?url=https%3A%2F%2Fwww.xingtu.example%2F');
    } finally {
      await t.close();
    }
  };

  it('answers 504 / 000504 when WeChat does not answer in time (the fetch timeout fires)', async () => {
    // What fetch throws when its AbortSignal.timeout fires, without waiting the 8 s.
    const silent: typeof fetch = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    const answer = await signPackage(silent);
    expect(answer.status).toBe(504);
    expect(answer.body).toMatchObject({ success: false, resultCode: '000504' });
  });

  it('keeps 502 / 000502 for a refused connection or a bad answer', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const broken: typeof fetch = async () => new Response('oops', { status: 500 });
    for (const fetchImpl of [refused, broken]) {
      const answer = await signPackage(fetchImpl);
      expect(answer.status).toBe(502);
      expect(answer.body.resultCode).toBe('000502');
    }
  });
});
