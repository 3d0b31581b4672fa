// Where rendered public pages are kept: in this process by default, in Redis when REDIS_URL is set
// (shared by every instance). Both drivers keep a generation number: clearing moves it on, and a
// page rendered under an older generation is not stored, so a render that was already running when
// an editor saved cannot put the old page back.

export interface CachedPage {
  status: number;
  /** Response headers as rendered, without cookies and without the per-response CSP. */
  headers: Record<string, string>;
  html: string;
  /** The CSP nonce the html was rendered with; each answer from the cache swaps in a fresh one. */
  nonce: string;
}

export interface PageCacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CachedPage | null>;
  /** Read before rendering; hand it back to `set`. */
  generation(): Promise<number>;
  /** Keeps `page` for ttlMs unless the cache was cleared since `generation` was read; true when kept. */
  set(key: string, page: CachedPage, ttlMs: number, generation: number): Promise<boolean>;
  /** Forgets every page (content or the catalogue changed). */
  clear(): Promise<void>;
  close(): Promise<void>;
}
