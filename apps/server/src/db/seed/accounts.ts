import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { astrologerCapacities, certificationMembers, users } from '../schema/users.ts';
import { hashPassword } from '../../modules/auth/index.ts';

// The README gives these sign-in details; they exist outside production only.
export const DEMO_PASSWORD = 'xingtu2026';
export const DEMO_MEMBER = {
  mobile: '13800000001',
  email: 'member@example.com',
  userName: '星图会员小林',
  name: '林晓',
};
export const DEMO_ASTROLOGER = {
  mobile: '13800000002',
  email: 'astrologer@example.com',
  userName: '占星师周言',
  name: '周言',
};

async function ensureUser(
  db: Db,
  person: typeof DEMO_MEMBER,
  extra: Partial<typeof users.$inferInsert>,
): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, person.mobile));
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({
      mobile: person.mobile,
      email: person.email,
      userName: person.userName,
      name: person.name,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      ...extra,
    })
    .returning({ id: users.id });
  return created!.id;
}

export async function seedDemoAccounts(db: Db): Promise<{ memberId: number; astrologerId: number }> {
  const memberId = await ensureUser(db, DEMO_MEMBER, {
    gender: 'female',
    birthday: '1994-08-17',
    birthHour: 14,
    birthMin: 35,
    birthLocation: '广东省 广州市 天河区',
    birthLatitude: 23.1247,
    birthLongitude: 113.3612,
    birthTimeZone: 'Asia/Shanghai',
    student: true,
  });
  await db
    .insert(certificationMembers)
    .values({ userId: memberId, enable: '1', endTime: new Date(Date.UTC(2027, 11, 31, 16)) })
    .onConflictDoNothing();

  const astrologerId = await ensureUser(db, DEMO_ASTROLOGER, {
    gender: 'male',
    birthday: '1986-03-02',
    birthHour: 6,
    birthMin: 20,
    birthLocation: '北京市 东城区',
    birthLatitude: 39.9288,
    birthLongitude: 116.4161,
    birthTimeZone: 'Asia/Shanghai',
    roles: ['astrologer'],
  });
  for (const type of ['A', 'D', 'C']) {
    await db
      .insert(astrologerCapacities)
      .values({
        userId: astrologerId,
        type,
        applove: '02',
        capital: { idCardChecked: true, note: '演示数据：资质材料仅存于服务器' },
      })
      .onConflictDoNothing();
  }
  return { memberId, astrologerId };
}
