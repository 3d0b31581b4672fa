import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileSchema } from '@xingtu/contracts/auth';
import { isEmail } from '@xingtu/contracts/validation';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, validationError } from '../../errors.ts';
import { consumeVerificationCode, hashPassword, revokeAllForUser, verifyPassword } from '../auth/index.ts';
import { assertClean } from '../sys/index.ts';
import { loadUserRecords } from './user-record.ts';

type ProfileInput = z.infer<typeof updateProfileSchema>;

export async function updateProfile(deps: AppDeps, userId: number, input: ProfileInput) {
  await assertClean(deps, [input.name, input.birth_location]);
  await deps.database.db
    .update(users)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.birthday !== undefined && { birthday: input.birthday }),
      ...(input.birth_hour !== undefined && { birthHour: input.birth_hour }),
      ...(input.birth_min !== undefined && { birthMin: input.birth_min }),
      ...(input.birth_location !== undefined && { birthLocation: input.birth_location }),
      ...(input.birth_latitude !== undefined && { birthLatitude: input.birth_latitude }),
      ...(input.birth_longitude !== undefined && { birthLongitude: input.birth_longitude }),
      ...(input.birth_time_zone !== undefined && { birthTimeZone: input.birth_time_zone }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return loadUserRecords(deps.database.db, userId);
}

async function assertFree(
  deps: AppDeps,
  column: typeof users.mobile | typeof users.email,
  value: string,
  userId: number,
  taken: AppError,
) {
  const [owner] = await deps.database.db.select({ id: users.id }).from(users).where(eq(column, value));
  if (owner && owner.id !== userId) throw taken;
}

export async function changeMobile(deps: AppDeps, userId: number, mobile: string, code: string) {
  await assertFree(deps, users.mobile, mobile, userId, new AppError('MOBILE_BOUND'));
  await consumeVerificationCode(deps, {
    channel: 'sms',
    target: mobile,
    scene: 'bind',
    code,
    field: 'sms_code',
  });
  try {
    await deps.database.db
      .update(users)
      .set({ mobile, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  } catch (error) {
    // Another account bound the number between the check and the write.
    if ((error as { code?: string }).code === '23505') throw new AppError('MOBILE_BOUND');
    throw error;
  }
  return loadUserRecords(deps.database.db, userId, { revealContact: true });
}

export async function changeEmail(deps: AppDeps, userId: number, rawEmail: string, code: string) {
  const email = rawEmail.toLowerCase();
  const taken = validationError('email', '该邮箱已绑定其他账号');
  await assertFree(deps, users.email, email, userId, taken);
  await consumeVerificationCode(deps, {
    channel: 'email',
    target: email,
    scene: 'bind',
    code,
    field: 'email_code',
  });
  try {
    await deps.database.db
      .update(users)
      .set({ email, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw taken;
    throw error;
  }
  return loadUserRecords(deps.database.db, userId, { revealContact: true });
}

export async function changePassword(deps: AppDeps, userId: number, oldPassword: string, password: string) {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, oldPassword))) {
    throw validationError('old_password', '原密码不正确');
  }
  await deps.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await revokeAllForUser(deps.database.db, userId);
}

export async function resetPassword(deps: AppDeps, account: string, code: string, password: string) {
  const channel = isEmail(account) ? 'email' : 'sms';
  const target = account.toLowerCase();
  const [row] = await deps.database.db
    .select()
    .from(users)
    .where(eq(channel === 'email' ? users.email : users.mobile, target));
  if (!row || row.status !== 'active') throw new AppError('ACCOUNT_NOT_REGISTERED');
  await consumeVerificationCode(deps, { channel, target, scene: 'reset', code, field: 'code' });
  await deps.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(users.id, row.id));
  await revokeAllForUser(deps.database.db, row.id);
  await deps.kv.del(`login-lock:${target}`);
}

const IMAGE_SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The file's own bytes decide its type; the client's claimed type and name are not trusted. */
export function detectImage(body: Buffer): { type: string; ext: string } | undefined {
  return IMAGE_SIGNATURES.find((signature) => signature.test(body));
}

export async function saveAvatar(deps: AppDeps, userId: number, body: Buffer) {
  if (body.length === 0) throw validationError('file', '请选择要上传的头像图片');
  if (body.length > AVATAR_MAX_BYTES) throw validationError('file', '头像图片不能超过 2MB');
  const image = detectImage(body);
  if (!image) throw validationError('file', '头像只支持 PNG、JPG、WEBP 或 GIF 图片');
  const stored = await deps.storage.put(`avatars/${userId}/${randomUUID()}.${image.ext}`, body, image.type);
  await deps.database.db
    .update(users)
    .set({ smallImage: stored.url, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return { smallImage: stored.url };
}
