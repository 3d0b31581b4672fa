import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '@xingtu/contracts/page-cache';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantRole } from '../../modules/commerce/test/factories.ts';
import { mountWebBuild } from '../mount-web.ts';

// Issue 22 §2: anonymous public pages come from the page cache; a request with a session is never
// answered from it nor stored into it; an editor's change shows at once; every answer has its own
// CSP nonce; the headers tell shared caches what they may keep.

interface PageData {
  title: string;
  signedIn: boolean;
  renders: number;
}

let renders = 0;
/** What the fake admin write below changes: the banner every page shows. */
let banner = '初始横幅';

/** A small React Router build: a news page reading its article through the in-process API, and a member page. */
function fixtureBuild(): ServerBuild {
  const page = (data: PageData | undefined, nonce: string, whole: boolean) =>
    `<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head>` +
    `<body><p id="banner">${banner}</p><h1>${data?.title ?? ''}</h1><p id="signed-in">${data?.signedIn}</p>` +
    `<p id="renders">${data?.renders}</p><p id="whole">${whole}</p><script nonce="${nonce}">window.y=2</script></body></html>`;
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          context: { staticHandlerContext: { loaderData: Record<string, PageData | undefined> } },
          load: { cspNonce: string; wholePage: boolean },
        ) => {
          const data = Object.values(context.staticHandlerContext.loaderData).find((value) => value);
          headers.set('content-type', 'text/html; charset=utf-8');
          return new Response(page(data, load.cspNonce, load.wholePage), { status, headers });
        },
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      news: {
        id: 'news',
        parentId: 'root',
        path: 'news/detail/:id',
        module: {
          default: () => null,
          loader: async ({
            params,
            request,
            context,
          }: {
            params: { id: string };
            request: Request;
            context: { apiJson: (path: string) => Promise<unknown> };
          }) => {
            renders += 1;
            const answer = (await context.apiJson(`/api/content/${params.id}`)) as {
              data?: { records: { title: string } };
            };
            if (!answer.data) throw new Response(null, { status: 404 });
            return {
              title: answer.data.records.title,
              signedIn: request.headers.has('authorization'),
              renders,
            };
          },
        },
      },
      wallet: {
        id: 'wallet',
        parentId: 'root',
        path: 'user/wallet',
        module: { default: () => null, loader: () => ({ title: '我的钱包', signedIn: false, renders }) },
      },
    },
    assets: { entry: { module: '/assets/entry.js', imports: [] }, routes: {}, url: '/m.js', version: 'v1' },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

const extend = (app: FastifyInstance) => {
  // An operator write that is not a content change (as the catalogue's would be).
  app.post('/api/admin/fixture-banner', async (request) => {
    banner = (request.body as { text: string }).text;
    return { success: true };
  });
  return mountWebBuild(app, fixtureBuild(), '/nonexistent-client-dir');
};

const NONCE = /nonce="([^"]+)"/g;
const noncesOf = (html: string) => new Set([...html.matchAll(NONCE)].map((match) => match[1]));
const textOf = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];

const article = (title: string) => ({
  kind: 'N_NEWS',
  title,
  summary: `${title}的摘要`,
  body_markdown: `## ${title}\n\n逆行期间，适合回顾与整理。`,
  tags: ['水星逆行'],
});

// In this process by default; in Redis as well when TEST_REDIS_URL is set.
const stores = process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

describe.each(stores)('the page cache (%s)', { timeout: 120_000 }, (store) => {
  let t: TestApp;
  let api: ApiClient;
  let editorToken: string;
  let memberToken: string;
  let newsId: number;
  const page = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  beforeAll(async () => {
    banner = '初始横幅';
    t = await createTestApp({ extend, redis: store === 'redis' });
    expect(t.config.redisUrl !== undefined).toBe(store === 'redis');
    api = apiClient(t.app);
    const editor = await registerUser(api);
    await grantRole(t.deps.database.db, Number(editor.user.userId), 'editor');
    editorToken = editor.auth.access_token;
    memberToken = (await registerUser(api)).auth.access_token;
    const created = await api.post('/api/admin/content', article('水星逆行的第一天'), editorToken);
    newsId = created.body.data.records.id;
    const published = await api.post(
      `/api/admin/content/${newsId}/publish`,
      { action: 'publish' },
      editorToken,
    );
    expect(published.body.success, JSON.stringify(published.body)).toBe(true);
  }, 120_000);
  afterAll(() => t?.close());

  it('renders an anonymous public page once, then answers from the cache with a fresh nonce each time', async () => {
    const url = `/news/detail/${newsId}`;
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.vary).toBe('Accept-Encoding, Authorization');
    const second = await page(url);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers['content-type']).toContain('text/html');
    expect(textOf(second.body, 'renders')).toBe(textOf(first.body, 'renders'));
    expect(textOf(second.body, 'signed-in')).toBe('false');
    // Each answer's inline scripts carry that answer's own nonce, the one its CSP header allows.
    for (const answer of [first, second]) {
      const nonces = noncesOf(answer.body);
      expect(nonces.size).toBe(1);
      expect(String(answer.headers['content-security-policy'])).toContain(`'nonce-${[...nonces][0]}'`);
    }
    expect(noncesOf(second.body)).not.toEqual(noncesOf(first.body));
    const head = await page(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body).toBe('');
  });

  it('renders a page once for many visitors asking at the same moment', async () => {
    const url = `/news/detail/${newsId}?at=once`;
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(url)));
    expect(renders - before).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-page-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((answer) => textOf(answer.body, 'renders'))).size).toBe(1);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
  });

  it('never answers a request with a session from the cache, nor keeps what it renders for one', async () => {
    const url = `/news/detail/${newsId}?from=signed-in`;
    await page(`/news/detail/${newsId}`); // the anonymous page is kept
    const signedIn = await page(`/news/detail/${newsId}`, { authorization: `Bearer ${memberToken}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(textOf(signedIn.body, 'signed-in')).toBe('true');
    // A member's page streams; an anonymous public page is rendered in one piece.
    expect(textOf(signedIn.body, 'whole')).toBe('false');
    // Rendered first for a member: an anonymous visitor then gets a render of their own.
    await page(url, { authorization: `Bearer ${memberToken}` });
    const anonymous = await page(url);
    expect(anonymous.headers['x-page-cache']).toBe('miss');
    expect(textOf(anonymous.body, 'signed-in')).toBe('false');
    expect(textOf(anonymous.body, 'whole')).toBe('true');
  });

  it('shows an edit to a news item at once', async () => {
    const url = `/news/detail/${newsId}`;
    await page(url);
    expect((await page(url)).headers['x-page-cache']).toBe('hit');
    const edited = await api.put(`/api/admin/content/${newsId}`, article('水星逆行的第二天'), editorToken);
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    const after = await page(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('<h1>水星逆行的第二天</h1>');
  });

  it('is emptied by a successful operator write, and not by a refused one', async () => {
    const url = `/news/detail/${newsId}`;
    await page(url);
    const refused = await api.post('/api/admin/content', { kind: 'N_NEWS', title: '会员' }, memberToken);
    expect(refused.status).toBe(404);
    expect((await page(url)).headers['x-page-cache']).toBe('hit');
    await api.post('/api/admin/fixture-banner', { text: '新的横幅' });
    const after = await page(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(textOf(after.body, 'banner')).toBe('新的横幅');
  });

  it('keeps no member page and no error page, and marks them private', async () => {
    for (const url of ['/user/wallet', '/news/detail/999999']) {
      const first = await page(url);
      const second = await page(url);
      expect(first.headers['x-page-cache']).toBeUndefined();
      expect(second.headers['x-page-cache']).toBeUndefined();
      expect(second.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    }
  });
});
