import type { CachedPage, PageCacheStore } from './store.ts';

// The in-process driver: least recently used pages leave first once the byte budget is spent
// (a Map keeps insertion order; a read moves the page to the end).

export const DEFAULT_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

interface Entry {
  page: CachedPage;
  bytes: number;
  expiresAt: number;
}

const sizeOf = (key: string, page: CachedPage): number =>
  2 * (key.length + page.html.length) + 64 * (Object.keys(page.headers).length + 1);

export function createMemoryPageStore(
  options: { maxBytes?: number; now?: () => number } = {},
): PageCacheStore & { readonly bytes: number; readonly size: number } {
  const maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_BYTES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    kind: 'memory',
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
    get: async (key) => {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    generation: async () => generation,
    set: async (key, page, ttlMs, seen) => {
      const size = sizeOf(key, page);
      if (seen !== generation || size > maxBytes) return false;
      drop(key);
      entries.set(key, { page, bytes: size, expiresAt: now() + ttlMs });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    clear: async () => {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    close: async () => {
      entries.clear();
      bytes = 0;
    },
  };
}
