import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import type { updateProfileSchema } from '@xingtu/contracts/users-schemas';
import { isEmail } from '@xingtu/contracts/validation';
import { searchPlaces } from '@xingtu/geo/search';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, validationError } from '../../errors.ts';
import {
  assertNotProbing,
  checkPasswordGuarded,
  consumeVerificationCode,
  endAllSessions,
  hashPassword,
  liftPasswordLock,
  recordReveal,
} from '../auth/index.ts';
import { hasOpenOrders } from '../commerce/index.ts';
import { hasOpenBookings } from '../consultations/index.ts';
import { assertClean } from '../sys/index.ts';
import { proveOwner, type OwnerProof } from './contact-change.ts';
import { acceptImage } from '../../uploads/image-check.ts';
import { loadUserRecords } from './user-record.ts';

type ProfileInput = z.infer<typeof updateProfileSchema>;

export async function updateProfile(deps: AppDeps, userId: number, input: ProfileInput) {
  await assertClean(deps, [input.name, input.birth_location]);
  // Coordinates and time zone belong to the place they were chosen with: a new place name sent
  // without them takes those of the gazetteer's place of exactly that name, or none, never the
  // previous place's (the chart would be drawn there).
  const movedWithoutCoordinates =
    input.birth_location !== undefined &&
    input.birth_latitude === undefined &&
    input.birth_longitude === undefined &&
    (await placeChanged(deps, userId, input.birth_location));
  const located = movedWithoutCoordinates ? placeNamed(input.birth_location ?? '') : null;
  await deps.database.db
    .update(users)
    .set({
      ...(movedWithoutCoordinates && {
        birthLatitude: located?.latitude ?? null,
        birthLongitude: located?.longitude ?? null,
        birthTimeZone: located?.timeZone ?? null,
      }),
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

function placeNamed(name: string): { latitude: number; longitude: number; timeZone: string } | null {
  const wanted = name.replace(/\s+/g, ' ').trim();
  if (!wanted) return null;
  const hit = searchPlaces(wanted, { limit: 5 }).find(
    (place) => place.fullName === wanted || place.name === wanted,
  );
  return hit ? { latitude: hit.latitude, longitude: hit.longitude, timeZone: hit.timeZone } : null;
}

async function placeChanged(deps: AppDeps, userId: number, location: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ birthLocation: users.birthLocation })
    .from(users)
    .where(eq(users.id, userId));
  return (row?.birthLocation ?? '') !== location;
}

export async function changePassword(deps: AppDeps, userId: number, oldPassword: string, password: string) {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw validationError('old_password', '原密码不正确');
  const check = await checkPasswordGuarded(deps.kv, row, oldPassword);
  if (!check.ok && check.locked) {
    throw validationError('old_password', '密码错误次数过多，请稍后再试，或退出后用验证码重置密码');
  }
  if (!check.ok) throw validationError('old_password', '原密码不正确');
  await setPasswordEndingSessions(deps, userId, password);
}

/** A new password ends every session of the account, this one included, in one transaction. */
async function setPasswordEndingSessions(deps: AppDeps, userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  const ended = await deps.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return endAllSessions(deps, userId, tx);
  });
  await ended.publish();
}

export async function resetPassword(
  deps: AppDeps,
  input: { account: string; code: string; password: string; ip: string },
) {
  const channel = isEmail(input.account) ? 'email' : 'sms';
  const target = input.account.toLowerCase();
  await assertNotProbing(deps.kv, input.ip);
  const [row] = await deps.database.db
    .select()
    .from(users)
    .where(eq(channel === 'email' ? users.email : users.mobile, target));
  if (!row || row.status !== 'active') {
    await recordReveal(deps.kv, input.ip);
    throw new AppError('ACCOUNT_NOT_REGISTERED');
  }
  await consumeVerificationCode(deps, { channel, target, scene: 'reset', code: input.code, field: 'code' });
  await setPasswordEndingSessions(deps, row.id, input.password);
  await liftPasswordLock(deps.kv, row.id);
}

/**
 * Cancels (注销) the account: the password, or a code sent to the bound mobile (else e-mail), proves
 * the owner; every session ends at once; the mobile and e-mail are released, so signing in answers
 * 001109 and the owner may register anew.
 */
/**
 * An account is not cancelled while others still count on it: a consultation booked and not over (the
 * astrologer keeps the time), or an order under way (goods to ship, a refund to send back).
 */
async function assertNothingOpen(deps: AppDeps, userId: number): Promise<void> {
  const [bookings, orders] = await Promise.all([hasOpenBookings(deps, userId), hasOpenOrders(deps, userId)]);
  if (bookings && orders) throw new AppError('ACCOUNT_BUSINESS_OPEN');
  if (bookings)
    throw new AppError('ACCOUNT_BUSINESS_OPEN', {
      message: '你还有未完成的咨询预约，请在咨询结束或取消预约后再注销账号',
    });
  if (orders)
    throw new AppError('ACCOUNT_BUSINESS_OPEN', {
      message: '你还有未完成的订单（待发货、待收货或退款中），请处理完成后再注销账号',
    });
}

export async function cancelAccount(deps: AppDeps, userId: number, proof: OwnerProof) {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, userId));
  if (!row || row.status !== 'active') throw new AppError('TOKEN_INVALID', { httpStatus: 401 });
  // Before the proof, so a code is not spent on a refusal.
  await assertNothingOpen(deps, userId);
  await proveOwner(deps, row, 'sms', proof);
  const ended = await deps.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'cancelled', mobile: null, email: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return endAllSessions(deps, userId, tx);
  });
  await ended.publish();
}

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Avatar uploads one member may make in a (Beijing) day; replaced files are deleted, so storage stays one file each. */
export const AVATAR_UPLOADS_PER_DAY = 20;

/** The storage key behind one of our own avatar URLs of this user, or undefined. */
function ownAvatarKey(deps: AppDeps, userId: number, url: string | null): string | undefined {
  const prefix = deps.storage.urlFor('');
  if (!url?.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return key.startsWith(`avatars/${userId}/`) ? key : undefined;
}

export async function saveAvatar(deps: AppDeps, userId: number, body: Buffer) {
  if (body.length === 0) throw validationError('file', '请选择要上传的头像图片');
  if (body.length > AVATAR_MAX_BYTES) throw validationError('file', '头像图片不能超过 2MB');
  const image = acceptImage(body, '头像只支持 PNG、JPG、WEBP 或 GIF 图片');
  const uploads = await deps.kv.increment(`avatar-uploads:${userId}:${beijingToday(deps.now())}`, 86_400_000);
  if (uploads > AVATAR_UPLOADS_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS', {
      httpStatus: 429,
      message: '今天更换头像的次数已达上限，请明天再试',
    });
  }
  const stored = await deps.storage.put(`avatars/${userId}/${randomUUID()}.${image.ext}`, body, image.type);
  // The row lock orders concurrent uploads, so each one deletes exactly the file it replaced.
  const before = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ smallImage: users.smallImage })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ smallImage: stored.url, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return row;
  });
  const replaced = ownAvatarKey(deps, userId, before?.smallImage ?? null);
  if (replaced && replaced !== stored.key) await deps.storage.delete(replaced);
  return { smallImage: stored.url };
}
