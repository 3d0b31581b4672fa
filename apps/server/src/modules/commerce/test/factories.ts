import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/catalog.ts';
import { users } from '../../../db/schema/users.ts';
import { creditWallet } from '../wallet/service.ts';

// Small factories for commerce tests: a product of any kind, money in a wallet, a staff role.

export async function makeProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      slug: `test-${randomBytes(6).toString('hex')}`,
      type: PRODUCT_TYPE.COURSE,
      title: '测试课程',
      summary: '测试用商品',
      priceFen: 1000,
      listPriceFen: 1500,
      validityDays: 30,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function fundWallet(db: Db, userId: number, amountFen: number): Promise<void> {
  await db.transaction((tx) => creditWallet(tx, userId, amountFen, 'adjust', { note: '测试充值' }));
}

export async function grantRole(db: Db, userId: number, role: string): Promise<void> {
  await db
    .update(users)
    .set({ roles: [role] })
    .where(eq(users.id, userId));
}
