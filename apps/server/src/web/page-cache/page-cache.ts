import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isPublicPage, PUBLIC_PAGE_FRESH_SECONDS } from '@xingtu/contracts/page-cache';
import type { CachedPage, PageCacheStore } from './store.ts';

// Which rendered pages the page cache may answer, under which key, and how a kept page is handed
// out again. A page is shared only when it is one of contracts' public pages, asked for with GET or
// HEAD and without credentials; its key is the web build's version, the path and the query (the
// markup is the same on every device, so the device is not part of it).

export const PAGE_CACHE_TTL_MS = PUBLIC_PAGE_FRESH_SECONDS * 1000;
/** Longer addresses are rendered but not kept: a flood of made-up queries cannot fill the cache. */
export const MAX_CACHED_URL_LENGTH = 512;

/** A fresh CSP nonce (every answer gets its own, cached or not). */
export const newNonce = (): string => randomBytes(18).toString('base64');

type PageRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers'>;

/** The cache key of this request's page, or null when it is rendered for this visitor alone. */
export function pageCacheKey(request: PageRequest, buildVersion: string): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization !== undefined) return null;
  if (request.url.length > MAX_CACHED_URL_LENGTH || !isPublicPage(request.url)) return null;
  return `${buildVersion}:${request.url}`;
}

/** The kept page with this answer's own nonce in place of the one it was rendered with. */
export const htmlWithNonce = (page: CachedPage, nonce: string): string =>
  page.nonce ? page.html.split(page.nonce).join(nonce) : page.html;

export interface PageCache {
  store: PageCacheStore;
  /** Never throws: an unreachable store is a miss, and a page that could not be kept is still served. */
  get(key: string): Promise<CachedPage | null>;
  generation(): Promise<number | null>;
  /** True when kept (false: the cache was cleared meanwhile, or the store could not be reached). */
  set(key: string, page: CachedPage, generation: number | null): Promise<boolean>;
  clear(): Promise<void>;
  /** The page another request of this process is rendering under `key` right now, if any. */
  pending(key: string): Promise<CachedPage | null> | undefined;
  /**
   * Says this request renders `key`: until `finish` is called, other requests for it wait for this
   * render instead of starting their own (one render, not sixteen, when a popular page expires).
   * `finish(null)` when the page turned out not to be shareable (they then render for themselves).
   */
  begin(key: string): (page: CachedPage | null) => void;
}

export function createPageCache(
  store: PageCacheStore,
  onError: (error: unknown, what: string) => void,
): PageCache {
  const guarded = async <T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      onError(error, what);
      return fallback;
    }
  };
  const rendering = new Map<string, Promise<CachedPage | null>>();
  return {
    store,
    pending: (key) => rendering.get(key),
    begin: (key) => {
      let finish!: (page: CachedPage | null) => void;
      const promise = new Promise<CachedPage | null>((resolve) => (finish = resolve));
      rendering.set(key, promise);
      return (page) => {
        if (rendering.get(key) === promise) rendering.delete(key);
        finish(page);
      };
    },
    get: (key) => guarded('read', () => store.get(key), null),
    generation: () => guarded<number | null>('generation', () => store.generation(), null),
    set: async (key, page, generation) =>
      generation !== null &&
      (await guarded('write', () => store.set(key, page, PAGE_CACHE_TTL_MS, generation), false)),
    // A failed clear is logged, not thrown: the save it follows has happened, and kept pages expire
    // within PAGE_CACHE_TTL_MS anyway.
    clear: () => guarded('clear', () => store.clear(), undefined),
  };
}
