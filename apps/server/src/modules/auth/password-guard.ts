import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { verifyPassword } from './passwords.ts';

// Password tries are counted per account (the user id), whichever identifier was typed — the mobile
// and the e-mail of one account share one count — and every try is counted before the password is
// checked, so parallel guesses cannot overshoot the limit: from the 3rd failure the captcha is
// demanded, at the 10th the account is locked for 15 minutes. The same guard covers every place a
// password proves the owner (sign-in, changing the bound mobile or e-mail, cancelling the account).

export const LOGIN_GUARD = {
  captchaAfter: 3,
  lockAfter: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

const triesKey = (userId: number) => `login-tries:${userId}`;
const lockKey = (userId: number) => `login-lock:${userId}`;

export type PasswordCheck =
  | { ok: true }
  | { ok: false; locked: true; retryAfterMs: number }
  | { ok: false; locked: false; failures: number };

/** Failed tries in the current window (for the captcha demand). */
export async function recentFailures(kv: KeyValueStore, userId: number): Promise<number> {
  return Number((await kv.get(triesKey(userId))) ?? 0);
}

/** Milliseconds left on a lock, or 0. */
export async function lockRemainingMs(kv: KeyValueStore, userId: number): Promise<number> {
  return Math.max(0, await kv.ttlMs(lockKey(userId)));
}

/** Checks a password under the account's lock: a try is reserved first, released on success. */
export async function checkPasswordGuarded(
  kv: KeyValueStore,
  account: { id: number; passwordHash: string | null },
  password: string,
): Promise<PasswordCheck> {
  const lockedFor = await lockRemainingMs(kv, account.id);
  if (lockedFor > 0) return { ok: false, locked: true, retryAfterMs: lockedFor };
  const tries = await kv.increment(triesKey(account.id), LOGIN_GUARD.windowMs);
  if (tries > LOGIN_GUARD.lockAfter) {
    await kv.setIfAbsent(lockKey(account.id), '1', LOGIN_GUARD.lockMs);
    return { ok: false, locked: true, retryAfterMs: await lockRemainingMs(kv, account.id) };
  }
  const right = await verifyPassword(account.passwordHash, password);
  if (right) {
    await kv.del(triesKey(account.id));
    return { ok: true };
  }
  if (tries >= LOGIN_GUARD.lockAfter) {
    await kv.set(lockKey(account.id), '1', LOGIN_GUARD.lockMs);
    await kv.del(triesKey(account.id));
    return { ok: false, locked: true, retryAfterMs: LOGIN_GUARD.lockMs };
  }
  return { ok: false, locked: false, failures: tries };
}

/** A code sent to the owner's phone or mailbox proves the owner: it lifts the lock. */
export async function liftPasswordLock(kv: KeyValueStore, userId: number): Promise<void> {
  await kv.del(lockKey(userId));
  await kv.del(triesKey(userId));
}
