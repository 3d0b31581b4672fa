import { eq } from 'drizzle-orm';
import type { Access, AstrologerCapacity, PublicUser } from '@xingtu/contracts/auth';
import type { ApprovalStatus, CapacityType, Gender } from '@xingtu/contracts/enums';
import { maskMobile } from '@xingtu/contracts/validation';
import type { Db } from '../../db/client.ts';
import { astrologerCapacities, certificationMembers, users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';

export type UserRow = typeof users.$inferSelect;

/** The SPEC §3 user object. Phones are masked unless the caller is the owner on the account page. */
export function toPublicUser(
  row: UserRow,
  member: typeof certificationMembers.$inferSelect | undefined,
  options: { revealContact?: boolean } = {},
): PublicUser {
  return {
    userId: String(row.id),
    userName: row.userName,
    smallImage: row.smallImage,
    mobile: row.mobile ? (options.revealContact ? row.mobile : maskMobile(row.mobile)) : null,
    email: row.email,
    userInfo: {
      name: row.name,
      gender: (row.gender as Gender | null) ?? null,
      birthday: row.birthday,
      birthHour: row.birthHour,
      birthMin: row.birthMin,
      birthLocation: row.birthLocation,
      birthLatitude: row.birthLatitude,
      birthLongitude: row.birthLongitude,
      birthTimeZone: row.birthTimeZone,
    },
    student: row.student,
    certificationMember: member
      ? { enable: member.enable === '1' ? '1' : '0', endTime: member.endTime?.toISOString() ?? null }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Roles and capacities (type + applove); the private astrologersCapital never leaves here. */
export async function loadAccess(db: Db, row: UserRow): Promise<Access> {
  const capacities = await db
    .select({ type: astrologerCapacities.type, applove: astrologerCapacities.applove })
    .from(astrologerCapacities)
    .where(eq(astrologerCapacities.userId, row.id));
  return {
    roles: row.roles,
    astrologersCapacitys: capacities.map((capacity): AstrologerCapacity => ({
      type: capacity.type as CapacityType,
      applove: capacity.applove as ApprovalStatus,
    })),
  };
}

export async function loadUserRecords(db: Db, userId: number, options: { revealContact?: boolean } = {}) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row || row.status !== 'active') throw notFound('用户不存在或已注销');
  const [member] = await db
    .select()
    .from(certificationMembers)
    .where(eq(certificationMembers.userId, userId));
  return { user: toPublicUser(row, member, options), access: await loadAccess(db, row) };
}
