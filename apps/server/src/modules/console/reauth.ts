import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REAUTH_TTL_SECONDS } from '@xingtu/contracts/console';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { checkPasswordGuarded } from '../auth/index.ts';

// Sensitive console actions (a large refund, a wallet adjustment, a change of roles) ask for the
// operator's password again. A right password gives a random token good for REAUTH_TTL_SECONDS, bound
// to that operator; only its hash is kept (in the shared store, so every instance knows it). Wrong
// passwords count against the same lock as sign-in.

const keyOf = (token: string) => `console-reauth:${createHash('sha256').update(token).digest('hex')}`;

export async function reauthenticate(
  deps: AppDeps,
  userId: number,
  password: string,
): Promise<{ reauthToken: string; expiresAt: string }> {
  const [row] = await deps.database.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('TOKEN_INVALID', { httpStatus: 401 });
  const check = await checkPasswordGuarded(deps.kv, row, password);
  if (!check.ok) {
    throw new AppError('LOGIN_FAILED', {
      message: check.locked ? '密码错误次数过多，请 15 分钟后再试' : '密码不正确，请重新输入',
    });
  }
  const reauthToken = randomBytes(24).toString('base64url');
  await deps.kv.set(keyOf(reauthToken), String(userId), REAUTH_TTL_SECONDS * 1000);
  return {
    reauthToken,
    expiresAt: new Date(deps.now().getTime() + REAUTH_TTL_SECONDS * 1000).toISOString(),
  };
}

/** Throws 001111 unless `token` is a live re-check of this operator's password. */
export async function assertReauthenticated(
  deps: AppDeps,
  userId: number,
  token: string | undefined,
): Promise<void> {
  const holder = token ? await deps.kv.get(keyOf(token)) : null;
  if (holder !== String(userId)) throw new AppError('REAUTH_REQUIRED', { data: { reauth: true } });
}
