import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, gt, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { AuthRecord } from '@xingtu/contracts/auth';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { AppError } from '../../errors.ts';
import { ACCESS_TOKEN_ISSUER } from '../../http/authenticate.ts';

// Access: a short HS256 JWT. Refresh: 32 random bytes, stored as SHA-256, rotated on every use;
// presenting an already-rotated token means it leaked, so its whole family is revoked (001104).

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

async function signAccess(userId: number, config: AppConfig): Promise<string> {
  return new SignJWT({})
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
    access_token: await signAccess(userId, config),
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
  db: Db,
  config: AppConfig,
  token: string,
  client: ClientInfo,
): Promise<AuthRecord> {
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
  if (claimed) return issue(db, config, claimed.userId, claimed.familyId, client);

  const [known] = await db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.rotatedAt) await revokeFamily(db, known.familyId);
  throw new AppError('REFRESH_TOKEN_INVALID', { httpStatus: 401 });
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeByToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeFamily(db, row.familyId);
}

/** After a password change or reset every other session ends. */
export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
