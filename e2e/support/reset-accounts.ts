import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/users.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/index.ts';

// The password-reset stories need accounts that have not had a code in the last minute (one code a
// minute per address). Registering them in the test would mean sleeping out that minute, so the e2e
// database is seeded with one pair per browser project before the server starts.

export const RESET_PASSWORD = 'starry-old-1';

const RESET_ACCOUNTS = {
  desktop: { mobile: '13900000011', email: 'reset-desktop@e2e.xingtu.cn' },
  mobile: { mobile: '13900000012', email: 'reset-mobile@e2e.xingtu.cn' },
} as const;

/** The reset accounts of one Playwright project ('desktop' or 'mobile'). */
export function resetAccountsOf(project: string): { mobile: string; email: string } {
  if (project !== 'desktop' && project !== 'mobile') throw new Error(`no reset accounts for ${project}`);
  return RESET_ACCOUNTS[project];
}

export async function seedResetAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(RESET_PASSWORD);
  const rows = Object.entries(RESET_ACCOUNTS).flatMap(([project, { mobile, email }]) => [
    { mobile, userName: `找回手机${project}`, passwordHash },
    { email, userName: `找回邮箱${project}`, passwordHash },
  ]);
  await db.insert(users).values(rows).onConflictDoNothing();
}
