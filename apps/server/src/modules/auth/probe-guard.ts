import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { AppError } from '../../errors.ts';

// SPEC §8 keeps 001109 ("not registered, go and register") on sign-in and on code requests, and the
// registration code request says when a number is already registered: both tell whether an account
// exists. A client may learn that a limited number of times an hour; past it, every account lookup
// from that address answers 429 until the hour is over (a known account too, so the refusal itself
// reveals nothing). The routes' per-address rate limit bounds how many lookups run at once.

export const PROBE_LIMIT = { revealsPerWindow: 15, windowMs: 60 * 60_000 } as const;

const keyOf = (ip: string) => `account-probe:${ip}`;

/** Refuses further account lookups from an address that has already learned enough. */
export async function assertNotProbing(kv: KeyValueStore, ip: string): Promise<void> {
  const reveals = Number((await kv.get(keyOf(ip))) ?? 0);
  if (reveals >= PROBE_LIMIT.revealsPerWindow) {
    throw new AppError('TOO_MANY_REQUESTS', {
      httpStatus: 429,
      message: '账号查询过于频繁，请稍后再试',
    });
  }
}

/** Counts an answer that told the client whether an account exists. */
export async function recordReveal(kv: KeyValueStore, ip: string): Promise<void> {
  await kv.increment(keyOf(ip), PROBE_LIMIT.windowMs);
}
