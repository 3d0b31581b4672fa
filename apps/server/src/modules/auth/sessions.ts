import { and, eq, isNull, sql } from 'drizzle-orm';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

// A session is one sign-in: a refresh-token family. Every access token names its session (`sid`),
// and every request checks that the session still stands, so logging out, changing the password,
// the mobile or the e-mail, or cancelling the account ends the session's access tokens at once,
// not when they expire. The answer is cached in the shared key-value store (Redis when configured):
// a revocation overwrites the cached answer, so no instance keeps trusting a revoked session.

export interface SessionStore {
  database: { db: Db };
  kv: KeyValueStore;
}

/** How long a standing session is trusted from the cache before the database is asked again. */
const LIVE_CACHE_MS = 10 * 60_000;
/** Revocation marks outlive every access token (ACCESS_TOKEN_TTL_SECONDS is at most a day). */
export const REVOKED_MARK_MS = 24 * 3_600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const keyOf = (sessionId: string) => `session:${sessionId}`;

/** True while the session's family is not revoked and its account is active. */
export async function isSessionLive(
  store: SessionStore,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const cached = await store.kv.get(keyOf(sessionId));
  if (cached !== null) return cached === `live:${userId}`;
  const [row] = await store.database.db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt), eq(users.status, 'active')),
    )
    .limit(1);
  // Only fills an empty slot: a revocation written meanwhile is never overwritten by this older answer.
  const state = row ? `live:${row.userId}` : 'revoked';
  await store.kv.setIfAbsent(keyOf(sessionId), state, row ? LIVE_CACHE_MS : REVOKED_MARK_MS);
  return row?.userId === userId;
}

async function markRevoked(kv: KeyValueStore, sessionIds: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(sessionIds)].map((id) => kv.set(keyOf(id), 'revoked', REVOKED_MARK_MS)));
}

/** Ends one session (a sign-out, or a leaked refresh token). */
export async function endSession(store: SessionStore, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) return;
  await store.database.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  await markRevoked(store.kv, [sessionId]);
}

/**
 * Ends every session of an account (password, mobile or e-mail changed, account cancelled). Pass the
 * transaction that made the change so both commit together; the cache is told after it commits.
 */
export async function endAllSessions(store: SessionStore, userId: number, db: Db = store.database.db) {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return {
    /** Call after the transaction commits. */
    publish: () =>
      markRevoked(
        store.kv,
        ended.map((row) => row.familyId),
      ),
  };
}
