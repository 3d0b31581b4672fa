import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatus } from '@xingtu/contracts/enums';
import type { Db, Tx } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/orders.ts';
import { AppError } from '../../../errors.ts';
import type { ProductRow, SaleProduct } from '../catalog/service.ts';

// The per-user purchase limit of a product (003302): what the user holds in orders that still
// count, plus what they want now, may not pass it. The cart shows it; ordering enforces it.

/** Orders that hold no purchase: they do not count against a per-user limit. */
const VOID_STATUSES: OrderStatus[] = [
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.INVALID,
  ORDER_STATUS.FAILD,
  ORDER_STATUS.REFUND,
];

/** How many of each product the user has in orders that count (unpaid ones included: they hold stock). */
export async function purchasedQuantities(
  db: Db | Tx,
  userId: number,
  productIds: number[],
): Promise<Map<number, number>> {
  const bought = new Map<number, number>();
  if (productIds.length === 0) return bought;
  const rows = await db
    .select({
      productId: orderItems.productId,
      n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orderItems.productId, productIds),
        notInArray(orders.status, VOID_STATUSES),
      ),
    )
    .groupBy(orderItems.productId);
  for (const row of rows) if (row.productId !== null) bought.set(row.productId, Number(row.n));
  return bought;
}

/** 003302 when `already + quantity` passes the product's limit; undefined when it does not (or there is none). */
export function limitBlocker(
  product: Pick<ProductRow, 'title' | 'purchaseLimit'>,
  already: number,
  quantity: number,
): AppError | undefined {
  const limit = product.purchaseLimit;
  if (limit === null || already + quantity <= limit) return undefined;
  return new AppError('PURCHASE_LIMIT', {
    message: `「${product.title}」每人限购 ${limit} 件，您已购买 ${already} 件`,
  });
}

/** Checked under a transaction-scoped lock for (product, user) so two tabs cannot both slip under the limit. */
export async function assertWithinLimit(
  tx: Tx,
  userId: number,
  line: { product: SaleProduct; quantity: number },
): Promise<void> {
  if (line.product.purchaseLimit === null) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${line.product.id}::int, hashtext(${`limit:${userId}`}))`,
  );
  const already = (await purchasedQuantities(tx, userId, [line.product.id])).get(line.product.id) ?? 0;
  const blocker = limitBlocker(line.product, already, line.quantity);
  if (blocker) throw blocker;
}
