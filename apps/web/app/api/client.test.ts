import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MESSAGES } from '@xingtu/contracts/result-codes';
import { ApiError, createApiClient, type ApiClientDeps } from './client.ts';
import { memoryStore, type KeyValueStore } from './storage.ts';
import { isTokenValid, type StoredAuth } from './token.ts';

// Every rule is checked against a real HTTP server on a random port; axios is not mocked.

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let baseURL = '';
let handler: Handler;
let seen: Seen[] = [];

const envelope = (records: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  resultCode: '000000',
  desc: '操作成功',
  data: { records },
  ...extra,
});
const failure = (resultCode: string, desc: string, data: unknown = null) => ({
  success: false,
  resultCode,
  desc,
  data,
});

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const entry = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Harness {
  local: KeyValueStore;
  session: KeyValueStore;
  notes: { kind: string; text: string }[];
  navigations: string[];
  hostMessages: unknown[];
  api: ReturnType<typeof createApiClient>;
  cleared: number;
}

function harness(options: Partial<ApiClientDeps> & { url?: string; ua?: string } = {}): Harness {
  const h = {
    local: memoryStore(),
    session: memoryStore(),
    notes: [] as { kind: string; text: string }[],
    navigations: [] as string[],
    hostMessages: [] as unknown[],
    cleared: 0,
  } as Harness;
  h.api = createApiClient({
    baseURL,
    local: h.local,
    session: h.session,
    notify: (kind, text) => h.notes.push({ kind, text }),
    currentUrl: () => options.url ?? '/',
    currentHref: () => `http://site.test${options.url ?? '/'}`,
    navigate: (url) => h.navigations.push(url),
    userAgent: () => options.ua ?? 'Mozilla/5.0',
    postToHost: (message) => {
      h.hostMessages.push(message);
      return true;
    },
    onSessionCleared: () => {
      h.cleared += 1;
    },
    ...options,
  });
  return h;
}

function storeToken(local: KeyValueStore, overrides: Partial<StoredAuth> = {}): void {
  const record: StoredAuth = {
    access_token: 'access-old',
    token_type: 'Bearer',
    expires_in: 7200,
    fetched_at: Date.now(),
    refresh_token: 'refresh-1234567890',
    ...overrides,
  };
  local.setItem('auth', JSON.stringify(record));
  local.setItem(
    'user',
    JSON.stringify({ user: { userId: '1' }, access: { roles: [], astrologersCapacitys: [] } }),
  );
  local.setItem('astrologer', JSON.stringify({ fetchedAt: Date.now(), record: {} }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  seen = [];
  handler = (_req, res) => send(res, 200, envelope({ ok: true }));
});

describe('headers', () => {
  it('sends Platform 1, a persisted Device-Id, a per-tab Session-Id and the stored Channel-Id', async () => {
    const h = harness();
    h.local.setItem('channelId', 'wb2026');
    await h.api.get('/api/a', { cache: false });
    await h.api.get('/api/b', { cache: false });
    const [first, second] = seen;
    expect(first?.headers.platform).toBe('1');
    expect(first?.headers['device-id']).toBeTruthy();
    expect(first?.headers['device-id']).toBe(second?.headers['device-id']);
    expect(h.local.getItem('deviceId')).toBe(first?.headers['device-id']);
    expect(h.session.getItem('sessionId')).toBe(first?.headers['session-id']);
    expect(first?.headers['channel-id']).toBe('wb2026');
    expect(first?.headers['content-type']).toContain('application/json');
  });

  it('uses Platform 2 when asked (the signature-package call)', async () => {
    const h = harness();
    await h.api.get('/api/sys/wxSignPackage', { platform: '2', silent: true, cache: false });
    expect(seen[0]?.headers.platform).toBe('2');
  });

  it('adds Authorization from the stored token, except on login, register and refresh', async () => {
    const h = harness();
    storeToken(h.local);
    await h.api.get('/base/user/info', { cache: false });
    await h.api.post('/base/user/login', { account: 'a', password: 'b' });
    await h.api.post('/base/user/register', { mobile: '1' });
    expect(seen[0]?.headers.authorization).toBe('Bearer access-old');
    expect(seen[1]?.headers.authorization).toBeUndefined();
    expect(seen[2]?.headers.authorization).toBeUndefined();
  });

  it('sends no Authorization without a session', async () => {
    const h = harness();
    await h.api.get('/api/x', { cache: false });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });
});

describe('payloads', () => {
  it('converts bodies and query parameters to snake_case', async () => {
    const h = harness();
    await h.api.post('/api/p', { smsCode: '123456', nested: { birthHour: 3 }, list: [{ rePassword: 'x' }] });
    await h.api.get('/api/q', { params: { capacityType: 'A', pageSize: 2 }, cache: false });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      sms_code: '123456',
      nested: { birth_hour: 3 },
      list: [{ re_password: 'x' }],
    });
    expect(seen[1]?.query.get('capacity_type')).toBe('A');
    expect(seen[1]?.query.get('page_size')).toBe('2');
  });

  it('turns a multipart payload into form data', async () => {
    const h = harness();
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    await h.api.post('/base/user/avatar', { file, capacityType: 'A', tags: ['x', 'y'] }, { multipart: true });
    const request = seen[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="capacity_type"');
    expect(request.body).toContain('png-bytes');
    expect(request.body.match(/name="tags"/g)).toHaveLength(2);
  });
});

describe('response cache (SPEC §9)', () => {
  it('caches GET answers for 15 minutes and reports the state', async () => {
    handler = (_req, res) => setTimeout(() => send(res, 200, envelope({ menus: [] })), 60);
    const h = harness();
    expect(await h.api.cacheState('menus')).toBe('empty');
    const first = h.api.get('/api/common/data', { id: 'menus' });
    // The header and token interceptor runs first (it may wait for a refresh), then the cache marks the entry.
    await sleep(5);
    expect(await h.api.cacheState('menus')).toBe('loading');
    await first;
    await h.api.get('/api/common/data', { id: 'menus' });
    expect(seen).toHaveLength(1);
    expect(await h.api.cacheState('menus')).toBe('cached');
    const stored = await h.api.http.storage.get('menus');
    expect(stored.state === 'cached' && stored.ttl).toBe(900_000);
  });

  it('revalidates an expired answer with its ETag and keeps it on 304', async () => {
    handler = (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' });
      res.end(JSON.stringify(envelope({ menus: ['首页'] })));
    };
    const h = harness();
    const first = await h.api.get<{ records: { menus: string[] } }>('/api/common/data', {
      id: 'menus-etag',
      cache: { ttl: 30 },
    });
    await sleep(60);
    const again = await h.api.get<{ records: { menus: string[] } }>('/api/common/data', {
      id: 'menus-etag',
      cache: { ttl: 30 },
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.headers['if-none-match']).toBeUndefined();
    expect(seen[1]!.headers['if-none-match']).toBe('"v1"');
    expect(again.data).toEqual(first.data);
    expect(again.data?.records.menus).toEqual(['首页']);
  });

  it('does not cache POST, business failures or non-cacheable statuses', async () => {
    const h = harness();
    await h.api.post('/api/w', {});
    await h.api.post('/api/w', {});
    expect(seen).toHaveLength(2);
    handler = (_req, res) => send(res, 200, failure('000008', '商品已售罄'));
    await expect(h.api.get('/api/sold', { silent: true })).rejects.toBeInstanceOf(ApiError);
    await expect(h.api.get('/api/sold', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(seen.filter((r) => r.path === '/api/sold')).toHaveLength(2);
    handler = (_req, res) => send(res, 500, failure('000500', '服务器开小差了'));
    await expect(h.api.get('/api/broken')).rejects.toBeInstanceOf(ApiError);
    await expect(h.api.get('/api/broken')).rejects.toBeInstanceOf(ApiError);
    expect(seen.filter((r) => r.path === '/api/broken')).toHaveLength(2);
  });

  it('a successful call clears a named cache resource', async () => {
    const h = harness();
    await h.api.get('/api/user/comments', { id: 'comments' });
    expect(await h.api.cacheState('comments')).toBe('cached');
    await h.api.post('/api/user/comment', { text: '好' }, { clearCache: 'comments' });
    expect(await h.api.cacheState('comments')).toBe('empty');
    await h.api.get('/api/user/comments', { id: 'comments' });
    expect(seen.filter((r) => r.path === '/api/user/comments')).toHaveLength(2);
  });
});

describe('token refresh (SPEC §4)', () => {
  function tokenServer(options: { rejectRefresh?: boolean; refreshDelayMs?: number } = {}) {
    let refreshes = 0;
    handler = (req, res) => {
      if (req.path === '/base/user/refreshToken') {
        refreshes += 1;
        const body = JSON.parse(req.body) as { refresh_token: string };
        setTimeout(() => {
          if (options.rejectRefresh || body.refresh_token !== 'refresh-1234567890') {
            send(res, 401, failure('001104', '登录已过期，请重新登录'));
          } else {
            send(
              res,
              200,
              envelope(undefined, {
                data: {
                  records: {
                    auth: {
                      access_token: `access-new-${refreshes}`,
                      token_type: 'Bearer',
                      expires_in: 7200,
                      refresh_token: 'refresh-1234567890',
                    },
                  },
                },
              }),
            );
          }
        }, options.refreshDelayMs ?? 30);
        return;
      }
      if (!req.headers.authorization) return send(res, 401, failure('001102', '请先登录'));
      if (!req.headers.authorization.startsWith('Bearer access-new'))
        return send(res, 401, failure('001101', '登录已失效'));
      send(res, 200, envelope({ path: req.path }));
    };
    return { refreshes: () => refreshes };
  }

  it('refreshes an expired token once while three requests wait, then sends all three with the new token', async () => {
    const server = tokenServer({ refreshDelayMs: 80 });
    const h = harness();
    storeToken(h.local, { fetched_at: Date.now() - 7201_000 });
    const answers = await Promise.all([
      h.api.get('/api/one', { cache: false }),
      h.api.get('/api/two', { cache: false }),
      h.api.post('/api/three', {}),
    ]);
    expect(server.refreshes()).toBe(1);
    expect(answers.map((a) => (a.data as { records: { path: string } }).records.path)).toEqual([
      '/api/one',
      '/api/two',
      '/api/three',
    ]);
    const sent = seen.filter((r) => r.path !== '/base/user/refreshToken');
    expect(sent).toHaveLength(3);
    for (const request of sent) expect(request.headers.authorization).toBe('Bearer access-new-1');
    const stored = JSON.parse(h.local.getItem('auth')!) as StoredAuth;
    expect(stored.access_token).toBe('access-new-1');
    expect(isTokenValid(stored)).toBe(true);
    expect(Date.now() - stored.fetched_at).toBeLessThan(5_000);
    expect(h.notes).toEqual([]);
  });

  it('meets 001101 with one shared refresh and replays each waiting request once', async () => {
    const server = tokenServer({ refreshDelayMs: 50 });
    const h = harness();
    storeToken(h.local);
    const answers = await Promise.all([
      h.api.get('/api/a', { cache: false }),
      h.api.get('/api/b', { cache: false }),
      h.api.get('/api/c', { cache: false }),
    ]);
    expect(answers).toHaveLength(3);
    expect(server.refreshes()).toBe(1);
    expect(seen.filter((r) => r.path === '/api/a')).toHaveLength(2);
    expect(h.notes).toEqual([]);
  });

  it('retries a request once only', async () => {
    let refreshes = 0;
    handler = (req, res) => {
      if (req.path === '/base/user/refreshToken') {
        refreshes += 1;
        return send(
          res,
          200,
          envelope(undefined, {
            data: {
              records: {
                auth: {
                  access_token: 'still-bad',
                  token_type: 'Bearer',
                  expires_in: 7200,
                  refresh_token: 'refresh-1234567890',
                },
              },
            },
          }),
        );
      }
      send(res, 401, failure('001101', '登录已失效'));
    };
    const h = harness();
    storeToken(h.local);
    await expect(h.api.get('/api/loop', { cache: false })).rejects.toMatchObject({ code: '001101' });
    expect(refreshes).toBe(1);
    expect(seen.filter((r) => r.path === '/api/loop')).toHaveLength(2);
  });

  it('001102 with a refresh token refreshes; without one it clears the session', async () => {
    const server = tokenServer();
    const h = harness({ url: '/user/account' });
    h.local.setItem(
      'auth',
      JSON.stringify({
        access_token: '',
        token_type: 'Bearer',
        expires_in: 0,
        fetched_at: 0,
        refresh_token: 'refresh-1234567890',
      }),
    );
    await h.api.get('/api/needs', { cache: false });
    expect(server.refreshes()).toBe(1);

    const bare = harness({ url: '/user/account' });
    bare.local.setItem('user', '{}');
    await expect(bare.api.get('/api/needs', { cache: false })).rejects.toMatchObject({ code: '001102' });
    await sleep(150);
    expect(bare.navigations).toEqual(['/login?from=%2Fuser%2Faccount']);
    expect(bare.notes).toEqual([]);
  });

  it('a rejected refresh token clears token, user and astrologer caches and goes to login after about 100 ms', async () => {
    tokenServer({ rejectRefresh: true });
    const h = harness({ url: '/user/information?tab=1' });
    storeToken(h.local, { fetched_at: Date.now() - 7201_000 });
    await expect(h.api.get('/api/x', { cache: false })).rejects.toBeInstanceOf(ApiError);
    expect(h.local.getItem('auth')).toBeNull();
    expect(h.local.getItem('user')).toBeNull();
    expect(h.local.getItem('astrologer')).toBeNull();
    expect(h.cleared).toBeGreaterThan(0);
    expect(h.navigations).toEqual([]);
    await sleep(150);
    expect(h.navigations).toEqual(['/login?from=%2Fuser%2Finformation%3Ftab%3D1']);
    expect(h.notes).toEqual([]);
  });

  it('stays on a public page when the refresh is rejected, unless the request forces authentication', async () => {
    tokenServer({ rejectRefresh: true });
    const h = harness({ url: '/news' });
    storeToken(h.local);
    await expect(h.api.get('/api/x', { cache: false })).rejects.toBeInstanceOf(ApiError);
    await sleep(150);
    expect(h.navigations).toEqual([]);
    expect(h.local.getItem('auth')).toBeNull();

    const forced = harness({ url: '/news' });
    await expect(
      forced.api.get('/api/astrologer/capital/details', { forceAuth: true, cache: false }),
    ).rejects.toMatchObject({ code: '001102' });
    await sleep(150);
    expect(forced.navigations).toEqual(['/login?from=%2Fnews']);
  });

  it('inside the app web view a missing refresh token tells the host instead of redirecting', async () => {
    tokenServer();
    const h = harness({ url: '/user/order', ua: 'Mozilla/5.0 (iPhone) XingtuApp/3.2' });
    await expect(h.api.get('/api/x', { cache: false })).rejects.toMatchObject({ code: '001102' });
    await sleep(150);
    expect(h.hostMessages).toEqual([{ type: 'authFailed', url: 'http://site.test/user/order' }]);
    expect(h.navigations).toEqual([]);
  });
});

describe('messages (SPEC §8)', () => {
  it('shows business errors as a warning unless silent', async () => {
    handler = (_req, res) => send(res, 200, failure('003302', '超出限购数量'));
    const h = harness();
    await expect(h.api.post('/api/buy', {})).rejects.toMatchObject({
      code: '003302',
      message: '超出限购数量',
    });
    await expect(h.api.post('/api/buy', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(h.notes).toEqual([{ kind: 'warning', text: '超出限购数量' }]);
  });

  it('normalises 9-digit codes and falls back to the catalogue message', async () => {
    handler = (_req, res) =>
      send(res, 200, { success: false, resultCode: '013002206', desc: '', data: null });
    const h = harness();
    await expect(h.api.post('/api/c', {})).rejects.toMatchObject({ code: '002206' });
    handler = (_req, res) => send(res, 200, { success: false, resultCode: '000008', desc: '', data: null });
    await expect(h.api.post('/api/c', {})).rejects.toMatchObject({ code: '000008' });
    expect(h.notes.at(-1)).toEqual({ kind: 'warning', text: '商品已售罄' });
  });

  it('always shows HTTP errors above 400, even for silent calls, and carries 422 fields', async () => {
    handler = (_req, res) => send(res, 500, failure('000500', '服务器开小差了，请稍后再试'));
    const h = harness();
    await expect(h.api.get('/api/x', { silent: true, cache: false })).rejects.toMatchObject({ status: 500 });
    expect(h.notes).toEqual([{ kind: 'error', text: '服务器开小差了，请稍后再试' }]);
    handler = (_req, res) =>
      send(
        res,
        422,
        failure('000422', '请输入正确的手机号', {
          fields: [{ field: 'mobile', message: '请输入正确的手机号' }],
        }),
      );
    await expect(h.api.post('/api/y', {})).rejects.toMatchObject({
      code: '000422',
      fields: [{ field: 'mobile', message: '请输入正确的手机号' }],
    });
  });

  it('shows nothing for calls that hide errors (the signature package)', async () => {
    handler = (_req, res) => send(res, 500, failure('000500', '服务器开小差了，请稍后再试'));
    const h = harness();
    await expect(
      h.api.get('/api/sys/wxSignPackage', { hideErrors: true, silent: true, cache: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(h.notes).toEqual([]);
  });

  it('uses the network message for a non-envelope answer and the unreachable message without a server', async () => {
    handler = (_req, res) => send(res, 502, '<html>bad gateway</html>');
    const h = harness();
    await expect(h.api.get('/api/x', { cache: false })).rejects.toBeInstanceOf(ApiError);
    expect(h.notes.at(-1)?.text).toBe(FALLBACK_MESSAGES.network);
    const offline = createApiClient({
      baseURL: 'http://127.0.0.1:1',
      local: memoryStore(),
      session: memoryStore(),
      notify: (kind, text) => h.notes.push({ kind, text }),
      currentUrl: () => '/',
      navigate: vi.fn(),
      userAgent: () => '',
    });
    await expect(offline.get('/x', { cache: false })).rejects.toMatchObject({ status: 0 });
    expect(h.notes.at(-1)?.text).toBe(FALLBACK_MESSAGES.unreachable);
  });

  it('token codes show no message', async () => {
    handler = (_req, res) => send(res, 401, failure('001104', '登录已过期'));
    const h = harness();
    storeToken(h.local);
    await expect(h.api.get('/api/x', { cache: false })).rejects.toBeInstanceOf(ApiError);
    expect(h.notes).toEqual([]);
  });
});

describe('login record', () => {
  it('stores auth with fetched_at and validity fetched_at + expires_in', () => {
    const h = harness();
    const saved = h.api.saveLogin({
      access_token: 'a',
      token_type: 'Bearer',
      expires_in: 60,
      refresh_token: 'r',
    });
    expect(JSON.parse(h.local.getItem('auth')!)).toEqual(saved);
    expect(isTokenValid(saved, saved.fetched_at + 59_000)).toBe(true);
    expect(isTokenValid(saved, saved.fetched_at + 60_000)).toBe(false);
  });
});
