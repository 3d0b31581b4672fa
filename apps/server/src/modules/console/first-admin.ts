import { arrayContains, eq, sql } from 'drizzle-orm';
import { isMobile, isValidPassword } from '@xingtu/contracts/validation';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';

// The first admin (issue 21 §1): made once, from the command line (`npm run admin:create`), never
// from a default password. Refused once any admin exists — later operators are made by an admin in
// the console. A mobile already registered becomes the admin only with that account's own password.

export type FirstAdminResult = { created: boolean; userId: number };

export class FirstAdminRefused extends Error {
  override name = 'FirstAdminRefused';
}

export async function createFirstAdmin(
  db: Db,
  input: { mobile: string; password: string },
): Promise<FirstAdminResult> {
  if (!isMobile(input.mobile)) throw new FirstAdminRefused('手机号格式不正确（11 位，以 1 开头）');
  if (!isValidPassword(input.password)) throw new FirstAdminRefused('密码长度不符合要求');
  return db.transaction(async (tx) => {
    // One admin-maker at a time: two commands started together cannot both pass the check below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('xingtu:first-admin'))`);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(arrayContains(users.roles, ['admin']))
      .limit(1);
    if (admin) throw new FirstAdminRefused('已经有管理员了：请由管理员在运营后台设置其他运营人员');
    const [existing] = await tx.select().from(users).where(eq(users.mobile, input.mobile));
    if (existing) {
      if (existing.status !== 'active') throw new FirstAdminRefused('该手机号的账号已冻结或注销');
      if (!(await verifyPassword(existing.passwordHash, input.password)))
        throw new FirstAdminRefused('该手机号已注册：请输入这个账号自己的登录密码');
      await tx
        .update(users)
        .set({ roles: [...new Set([...existing.roles, 'admin'])], updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      return { created: false, userId: existing.id };
    }
    const [row] = await tx
      .insert(users)
      .values({
        mobile: input.mobile,
        passwordHash: await hashPassword(input.password),
        userName: '管理员',
        roles: ['admin'],
      })
      .returning({ id: users.id });
    return { created: true, userId: row!.id };
  });
}
