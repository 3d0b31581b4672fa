// The request layer reads and writes through this interface so that tests (Node) and the server
// render (no window) can supply their own stores.
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** localStorage / sessionStorage when usable (private modes may throw), otherwise memory. */
export function browserStore(kind: 'local' | 'session'): KeyValueStore {
  try {
    const store = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (!store) return memoryStore();
    const probe = '__xt_probe__';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return memoryStore();
  }
}

export function readJson<T>(store: KeyValueStore, key: string): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    store.removeItem(key);
    return null;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  store.setItem(key, JSON.stringify(value));
}

/** Storage keys, one place. */
export const STORAGE_KEYS = {
  auth: 'auth',
  user: 'user',
  astrologer: 'astrologer',
  deviceId: 'deviceId',
  sessionId: 'sessionId',
  channelId: 'channelId',
} as const;
