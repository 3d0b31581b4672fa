import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/users.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/index.ts';

// An operator (role admin) for the browser tests that need one, e.g. to approve an astrologer
// application through the admin endpoints. Only the e2e database has it; `npm start` never does.

export const E2E_ADMIN = { mobile: '13900000099', password: 'operator2026' };

export async function seedE2eOperator(db: Db): Promise<void> {
  await db
    .insert(users)
    .values({
      mobile: E2E_ADMIN.mobile,
      userName: '测试运营',
      passwordHash: await hashPassword(E2E_ADMIN.password),
      roles: ['admin'],
    })
    .onConflictDoNothing();
}
