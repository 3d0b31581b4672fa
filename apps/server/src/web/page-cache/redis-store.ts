import { Redis } from 'ioredis';
import type { CachedPage, PageCacheStore } from './store.ts';

// The shared driver: every instance reads and clears the same pages. Keys live under
// `<REDIS_KEY_PREFIX>page-cache:`; each page expires by itself (PX), and clearing moves the
// generation on before it deletes, so no instance can store a page it began rendering before.

const GENERATION = 'generation';
const PAGE = 'page:';

// Stores the page only if the generation is still the one the render began under.
const SET_IF_GENERATION = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
return 1`;

export function createRedisPageStore(url: string, prefix: string): PageCacheStore {
  const keyPrefix = `${prefix}page-cache:`;
  const client = new Redis(url, { keyPrefix, maxRetriesPerRequest: 3 });
  return {
    kind: 'redis',
    get: async (key) => {
      const value = await client.get(PAGE + key);
      return value ? (JSON.parse(value) as CachedPage) : null;
    },
    generation: async () => Number((await client.get(GENERATION)) ?? 0),
    set: async (key, page, ttlMs, generation) =>
      Number(
        await client.eval(
          SET_IF_GENERATION,
          2,
          GENERATION,
          PAGE + key,
          String(generation),
          JSON.stringify(page),
          String(Math.max(1, Math.round(ttlMs))),
        ),
      ) === 1,
    clear: async () => {
      await client.incr(GENERATION);
      // SCAN patterns are not prefixed by ioredis; the keys it returns carry the prefix.
      const stream = client.scanStream({ match: `${keyPrefix}${PAGE}*`, count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) {
        if (keys.length > 0) await client.unlink(...keys.map((key) => key.slice(keyPrefix.length)));
      }
    },
    close: async () => void (await client.quit()),
  };
}
