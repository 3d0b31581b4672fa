import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { IMMUTABLE_CACHE_SECONDS } from '@xingtu/contracts/constants';
import {
  OPERATOR_API_PREFIX,
  PAGE_VARY,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
} from '@xingtu/contracts/page-cache';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import { onContentChanged } from '../modules/content/index.ts';
import { createMemoryPageStore } from './page-cache/memory-store.ts';
import {
  createPageCache,
  htmlWithNonce,
  newNonce,
  pageCacheKey,
  type PageCache,
} from './page-cache/page-cache.ts';
import { createRedisPageStore } from './page-cache/redis-store.ts';
import type { CachedPage, PageCacheStore } from './page-cache/store.ts';

// The React Router app in the same process and port as the API: built assets are immutable and
// cached for a year; every other GET that is not an API path is rendered on the server.

const API_PREFIXES = ['/api/', '/base/', '/dev/', '/uploads/', '/metrics', '/healthz', '/readyz'];

export interface ApiCall {
  method?: string;
  /** Plain header names in lower case. */
  headers?: Record<string, string>;
  /** A JSON text. */
  body?: string;
}

export interface WebLoadContext {
  /** Calls the API in-process and answers its JSON body (a non-JSON answer rejects). */
  apiJson(pathname: string, init?: ApiCall): Promise<unknown>;
  /** This render's CSP nonce: the page's inline scripts carry it (apps/web/app/entry.server.tsx). */
  cspNonce: string;
  /** The page is sent in one piece (public, anonymous): rendered into one buffer, not streamed. */
  wholePage: boolean;
}

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers });
}

/** Headers a loader may not pass on: they would let the page's request speak for another client. */
const CLIENT_ADDRESS_HEADERS = /^(x-forwarded-|forwarded$|x-real-ip$)/i;

/**
 * Lets server loaders call the API in-process, with no network hop, as the visitor: the injected
 * request carries the visitor's own address as its socket address — a channel no client can write
 * to — so per-address limits count each visitor on their own, never every page render as one.
 * Loaders only read the JSON envelope, so the answer is parsed here, without a fetch Response.
 */
export function apiCaller(app: FastifyInstance, visitorAddress: string): WebLoadContext['apiJson'] {
  return async (pathname, init = {}) => {
    const headers: Record<string, string> = {};
    for (const key in init.headers) {
      if (!CLIENT_ADDRESS_HEADERS.test(key)) headers[key] = init.headers[key]!;
    }
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: pathname,
      headers,
      remoteAddress: visitorAddress,
      payload: init.body,
    });
    return JSON.parse(response.payload) as unknown;
  };
}

export interface MountWebOptions {
  /**
   * Where public pages are kept: by default Redis when REDIS_URL is set, in this process otherwise;
   * `false` renders every page (the benchmark's uncached run).
   */
  pageCache?: PageCacheStore | false;
}

export async function mountWeb(
  app: FastifyInstance,
  buildDir: string,
  options: MountWebOptions = {},
): Promise<void> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`web build not found at ${serverEntry}: run npm run build`);
  await mountWebBuild(
    app,
    (await import(serverEntry)) as ServerBuild,
    path.join(buildDir, 'client'),
    options,
  );
}

/**
 * The page cache of this app, emptied whenever what public pages show may have changed: a content
 * item published, edited, unpublished or going live on schedule, and every successful operator
 * write (the catalogue, menus, banners, courses … all change through /api/admin/).
 */
function pageCacheOf(app: FastifyInstance, option: MountWebOptions['pageCache']): PageCache | null {
  if (option === false) return null;
  const store =
    option ??
    (app.config.redisUrl
      ? createRedisPageStore(app.config.redisUrl, app.config.keyPrefix)
      : createMemoryPageStore());
  const cache = createPageCache(store, (error, what) =>
    app.log.warn({ err: error }, `page cache ${what} failed`),
  );
  onContentChanged(app.deps, () => cache.clear());
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.url.startsWith(OPERATOR_API_PREFIX) &&
      reply.statusCode < 400
    )
      cache.clear().then(() => done(null, payload), done);
    else done(null, payload);
  });
  app.addHook('onClose', () => store.close());
  return cache;
}

/** Mounts a loaded React Router build (tests mount a small one of their own). */
export async function mountWebBuild(
  app: FastifyInstance,
  build: ServerBuild,
  clientDir: string,
  options: MountWebOptions = {},
): Promise<void> {
  const handle = createRequestHandler(build, app.config.isProduction ? 'production' : 'development');
  const cache = pageCacheOf(app, options.pageCache);

  // wildcard: false registers one route per built file, so the catch-all below keeps every other path.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.startsWith(path.join(clientDir, 'assets'))
          ? `public, max-age=${IMMUTABLE_CACHE_SECONDS}, immutable`
          : 'public, max-age=3600',
      );
    },
  });

  // Rendered pages are compressed on the fly (built assets are served pre-compressed above).
  await app.register(async (pages) => {
    await pages.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
    pages.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();
        // A public page asked for anonymously: shared caches may keep it, and so may ours (if on).
        const key = pageCacheKey(request, build.assets.version);
        const nonce = newNonce();
        reply.header('vary', PAGE_VARY);
        reply.header('content-security-policy', pageContentSecurityPolicy(app.config, nonce));

        let kept = key && cache ? await cache.get(key) : null;
        let finish: ((page: CachedPage | null) => void) | null = null;
        if (key && cache && !kept && request.method === 'GET') {
          const pending = cache.pending(key);
          if (pending) kept = await pending;
          else finish = cache.begin(key);
        }
        if (kept) {
          reply.status(kept.status).headers(kept.headers);
          reply.header('cache-control', PUBLIC_PAGE_CACHE_CONTROL).header('x-page-cache', 'hit');
          return reply.send(request.method === 'HEAD' ? undefined : htmlWithNonce(kept, nonce));
        }
        try {
          const generation = finish ? await cache!.generation() : null;
          const response = await handle(toFetchRequest(request, app.config.publicUrl), {
            apiJson: apiCaller(app, request.ip),
            cspNonce: nonce,
            wholePage: key !== null,
          } satisfies WebLoadContext);
          const cookies = response.headers.getSetCookie();
          const shared = key !== null && response.status === 200 && cookies.length === 0;
          const headers: Record<string, string> = {};
          response.headers.forEach((value, name) => {
            if (name !== 'set-cookie' && name !== 'cache-control') headers[name] = value;
          });
          reply.status(response.status).headers(headers);
          reply.header('cache-control', shared ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          if (!response.body) return reply.send();
          if (shared && finish) {
            // Kept whole (a public page has nothing that streams in late worth waiting for).
            const page = { status: response.status, headers, html: await response.text(), nonce };
            // Waiting requests take it only if it is current (no edit came in while it rendered).
            finish((await cache!.set(key, page, generation)) ? page : null);
            return reply.header('x-page-cache', 'miss').send(page.html);
          }
          // A public page is sent in one piece too (one write, no stream bridging); a member's streams.
          if (shared) return reply.send(Buffer.from(await response.arrayBuffer()));
          return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
        } finally {
          finish?.(null);
        }
      },
    });
  });
}
