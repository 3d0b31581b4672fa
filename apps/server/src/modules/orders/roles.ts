import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';

/** Staff actions (ship, refund) need one of these roles on the user record. */
export async function requireRole(db: Db, userId: number, allowed: readonly string[]): Promise<void> {
  const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  if (!user?.roles.some((role) => allowed.includes(role)))
    throw new AppError('PERMISSION_DENIED', { httpStatus: 403 });
}
