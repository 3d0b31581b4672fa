import { and, eq, exists, inArray, or } from 'drizzle-orm';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/orders.ts';
import { refunds } from '../../../db/schema/payments.ts';

/**
 * True while one of the user's orders is under way: paid goods not shipped yet (PAID), shipped and not
 * received (SHIPPED), or a refund still on its way back (requested, or accepted by the gateway).
 */
export async function hasOpenOrders(db: Db, userId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(
          inArray(orders.status, [ORDER_STATUS.PAID, ORDER_STATUS.SHIPPED]),
          exists(
            db
              .select({ id: refunds.id })
              .from(refunds)
              .where(
                and(eq(refunds.orderId, orders.id), inArray(refunds.status, ['requested', 'processing'])),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return open !== undefined;
}
