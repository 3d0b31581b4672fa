import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/catalog.ts';
import { orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { users } from '../../../db/schema/users.ts';
import { creditWallet } from '../wallet/service.ts';

// Small factories for commerce tests: a product of any kind, money in a wallet, a staff role, and the
// internal ids behind the numbers an answer gives (answers never carry ids).

export async function makeProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      slug: `test-${randomBytes(6).toString('hex')}`,
      // A lasting digital product no real area delivers (courses are delivered by the course area).
      type: PRODUCT_TYPE.KNOWLEDGE,
      title: '测试课程',
      summary: '测试用商品',
      priceFen: 1000,
      listPriceFen: 1500,
      validityDays: 30,
      // An e-card product names the card it issues (modules/exams delivers type 40).
      ...(overrides.type === PRODUCT_TYPE.ECARD ? { targetKind: 'ecard', targetId: 'wallet-990' } : {}),
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

/** The internal id of the order an answer named by its number (for the door and the database). */
export async function orderIdOf(db: Db, orderNo: string): Promise<number> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row.id;
}

/** The internal id of the payment an answer named by its number. */
export async function paymentIdOf(db: Db, paymentNo: string): Promise<number> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.paymentNo, paymentNo));
  if (!row) throw new Error(`no payment ${paymentNo}`);
  return row.id;
}
