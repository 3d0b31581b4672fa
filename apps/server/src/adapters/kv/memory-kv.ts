import type { KeyValueStore } from './kv.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

export function createMemoryKv(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries are also swept periodically so abandoned keys do not accumulate.
  const sweeper = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, 60_000);
  sweeper.unref();

  return {
    kind: 'memory',
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttlMs) => void entries.set(key, { value, expiresAt: now() + ttlMs }),
    setIfAbsent: async (key, value, ttlMs) => {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    take: async (key) => {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    del: async (key) => void entries.delete(key),
    increment: async (key, ttlMs) => {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    ttlMs: async (key) => {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : -1;
    },
    close: async () => {
      clearInterval(sweeper);
      entries.clear();
    },
  };
}
