import { sql } from 'drizzle-orm';
import { alreadyOwnedMessage, grantsLastingAccess } from '@xingtu/contracts/purchase-rules';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { OrderItemRow } from '../orders/order-record.ts';
import { hasEntitlement } from './entitlements.ts';

// Issue 13: lasting access (an e-book, a course …) is bought once. Ordering refuses it when the
// member holds it already, but two unpaid orders placed before either was paid can both reach the
// cashier: the second payment must not deliver it again.

const lastingLines = (items: readonly OrderItemRow[]) =>
  items
    .filter((item) => item.productId !== null && grantsLastingAccess(item.productType))
    .sort((a, b) => a.productId! - b.productId!);

/**
 * Inside the paying transaction: payments of one lasting product by one member take turns (a
 * transaction-scoped lock, released at commit, taken in product order so two orders cannot wait on
 * each other), and the later one finds the entitlement the earlier one granted. Returns the line the
 * member already holds, if any.
 */
export async function ownedLine(
  tx: Tx,
  userId: number,
  items: readonly OrderItemRow[],
  now: Date,
): Promise<OrderItemRow | undefined> {
  for (const item of lastingLines(items)) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${item.productId!}::int, hashtext(${`owns:${userId}`}))`,
    );
    if (await hasEntitlement(tx, userId, item.productId!, now)) return item;
  }
  return undefined;
}

/** Before a gateway payment starts (no lock: the capture checks again under it). */
export async function assertNotOwned(
  db: Db | Tx,
  userId: number,
  items: readonly OrderItemRow[],
  now: Date,
): Promise<void> {
  for (const item of lastingLines(items))
    if (await hasEntitlement(db, userId, item.productId!, now)) throw alreadyOwned(item);
}

export const alreadyOwned = (item: { title: string }): AppError =>
  new AppError('PURCHASE_LIMIT', { message: alreadyOwnedMessage(item.title) });
