// The shared key-value store behind rate limits, challenges, locks and cached tickets.
// Embedded default: in-process memory. Production: Redis, shared by every instance.
export interface KeyValueStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when absent; true when this call set it (a lock or a single-use claim). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Reads and deletes in one step, so a single-use value can be claimed once only. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its window (ttlMs) on the first hit; returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  ttlMs(key: string): Promise<number>;
  close(): Promise<void>;
}
