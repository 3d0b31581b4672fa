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
  set(key: string, page: CachedPage, generation: number | null): Promise<void>;
  clear(): Promise<void>;
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
  return {
    store,
    get: (key) => guarded('read', () => store.get(key), null),
    generation: () => guarded<number | null>('generation', () => store.generation(), null),
    set: async (key, page, generation) => {
      if (generation === null) return;
      await guarded('write', () => store.set(key, page, PAGE_CACHE_TTL_MS, generation), false);
    },
    // A failed clear is logged, not thrown: the save it follows has happened, and kept pages expire
    // within PAGE_CACHE_TTL_MS anyway.
    clear: () => guarded('clear', () => store.clear(), undefined),
  };
}
