import { Redis } from 'ioredis';
import type { KeyValueStore } from './kv.ts';

// INCR and PEXPIRE in one script so a counter can never be left without its window.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export function createRedisKv(url: string, prefix: string): KeyValueStore & { client: Redis } {
  const client = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 3, lazyConnect: false });
  return {
    kind: 'redis',
    client,
    get: (key) => client.get(key),
    set: async (key, value, ttlMs) => void (await client.set(key, value, 'PX', ttlMs)),
    setIfAbsent: async (key, value, ttlMs) => (await client.set(key, value, 'PX', ttlMs, 'NX')) === 'OK',
    take: (key) => client.getdel(key),
    del: async (key) => void (await client.del(key)),
    increment: async (key, ttlMs) => Number(await client.eval(INCREMENT_SCRIPT, 1, key, ttlMs)),
    ttlMs: (key) => client.pttl(key),
    close: async () => void (await client.quit()),
  };
}
