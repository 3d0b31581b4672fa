import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, gt, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { AuthRecord } from '@xingtu/contracts/auth';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { ACCESS_TOKEN_ISSUER } from '../../http/authenticate.ts';
import { endSession, type SessionStore } from './sessions.ts';

// Access: a short HS256 JWT. Refresh: 32 random bytes, stored as SHA-256, rotated on every use;
// presenting an already-rotated token means it leaked, so its whole family is revoked (001104).

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** The access token names its session (the refresh family), which every request checks is still standing. */
async function signAccess(userId: number, sessionId: string, config: AppConfig): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .sign(new TextEncoder().encode(config.secrets.jwt));
}

async function issue(
  db: Db,
  config: AppConfig,
  userId: number,
  familyId: string,
  client: ClientInfo,
): Promise<AuthRecord> {
  const refresh = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    familyId,
    userId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip ?? null,
  });
  return {
    access_token: await signAccess(userId, familyId, config),
    token_type: 'Bearer',
    expires_in: config.accessTokenTtlSeconds,
    refresh_token: refresh,
  };
}

export const issueTokens = (
  db: Db,
  config: AppConfig,
  userId: number,
  client: ClientInfo,
): Promise<AuthRecord> => issue(db, config, userId, randomUUID(), client);

export async function rotateRefreshToken(
  store: SessionStore,
  config: AppConfig,
  token: string,
  client: ClientInfo,
): Promise<AuthRecord> {
  const { db } = store.database;
  const tokenHash = hashToken(token);
  // One atomic claim: of two concurrent refreshes with the same token exactly one gets the row.
  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (claimed) {
    const [account] = await db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, claimed.userId));
    if (account?.status === 'active') return issue(db, config, claimed.userId, claimed.familyId, client);
    await endSession(store, claimed.familyId);
    throw new AppError('REFRESH_TOKEN_INVALID', { httpStatus: 401 });
  }

  const [known] = await db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.rotatedAt) await endSession(store, known.familyId);
  throw new AppError('REFRESH_TOKEN_INVALID', { httpStatus: 401 });
}

/** Signs out the session a refresh token belongs to. */
export async function endSessionOfToken(store: SessionStore, token: string): Promise<void> {
  const [row] = await store.database.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await endSession(store, row.familyId);
}
