import { and, eq, lte, sql } from 'drizzle-orm';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppDeps } from '../../../deps.ts';
import type { Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { AppError } from '../../../errors.ts';
import { returnToStock } from '../catalog/service.ts';
import { withOrderLock } from './order-lock.ts';
import { itemsOf, loadOrderRecord } from './order-record.ts';
import { findOwnOrder, lockOrder, orderDetail } from './read-orders.ts';
import { transitionOrder, type Actor } from './state-machine.ts';

// Ending an unpaid order: cancelled by its buyer, voided by staff, failed at the gateway, or closed
// by the timeout sweep. Each releases the order's stock and closes its pending payments.

export const ORDER_TIMEOUT_SWEEP_JOB = 'orders.timeout-sweep';
/** How often the sweep closes unpaid orders past their deadline (a payment after it answers 003303 anyway). */
export const ORDER_TIMEOUT_SWEEP_MS = 30_000;
const SWEEP_BATCH = 100;

export async function releaseStock(tx: Tx, orderId: number): Promise<void> {
  const items = (await itemsOf(tx, [orderId])).get(orderId) ?? [];
  for (const item of items)
    if (item.productId !== null) await returnToStock(tx, item.productId, item.quantity);
}

async function closePendingPayments(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

/** Areas that reserved something for the order (onClosed) free it in the same transaction. */
async function releaseAreaHolds(
  deps: AppDeps,
  tx: Tx,
  order: { id: number; orderNo: string; userId: number },
) {
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  for (const productType of new Set(items.map((item) => item.productType))) {
    const handler = deps.fulfilment.closedHandler(productType);
    if (handler)
      await handler(
        { orderId: order.id, orderNo: order.orderNo, userId: order.userId },
        { tx, now: deps.now() },
      );
  }
}

async function endUnpaidOrder(
  deps: AppDeps,
  orderId: number,
  event: 'cancel' | 'timeout' | 'invalidate' | 'fail',
  actor: Actor,
  note: string,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await transitionOrder(tx, order, event, actor, { now: deps.now(), note });
    await releaseStock(tx, orderId);
    await closePendingPayments(tx, orderId);
    await releaseAreaHolds(deps, tx, order);
  });
}

/**
 * The gateway says the order's payment definitively failed (the trade was closed unpaid): an unpaid
 * order ends as FAILD (H), its stock goes back on sale. A capture arriving later still goes back to
 * the buyer's wallet, as for any closed order. Orders already moved on are left alone.
 */
export async function failUnpaidOrder(deps: AppDeps, orderId: number, note: string): Promise<boolean> {
  return withOrderLock(deps, orderId, async () => {
    const [row] = await deps.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (row?.status !== ORDER_STATUS.NEW) return false;
    await endUnpaidOrder(deps, orderId, 'fail', { type: 'gateway' }, note);
    return true;
  });
}

export async function cancelOrder(deps: AppDeps, userId: number, orderNo: string): Promise<OrderRecord> {
  const { id } = await findOwnOrder(deps, userId, orderNo);
  await withOrderLock(deps, id, () =>
    endUnpaidOrder(deps, id, 'cancel', { type: 'user', id: userId }, '用户取消订单'),
  );
  return orderDetail(deps, userId, orderNo);
}

/** Staff void an unpaid order (a mistaken price, a withdrawn product): INVALID, stock back on sale. */
export async function invalidateOrder(
  deps: AppDeps,
  staffId: number,
  orderId: number,
  reason: string,
): Promise<OrderRecord> {
  await withOrderLock(deps, orderId, () =>
    endUnpaidOrder(deps, orderId, 'invalidate', { type: 'admin', id: staffId }, `订单作废：${reason}`),
  );
  const [order] = await deps.database.db.select().from(orders).where(eq(orders.id, orderId));
  return loadOrderRecord(deps.database.db, order!, true);
}

/**
 * The timeout sweep (a job the runner starts every ORDER_TIMEOUT_SWEEP_MS on one instance): closes every
 * unpaid order past its deadline, releasing its stock. One scheduled job instead of one job per order
 * keeps order creation to a single statement. Returns how many orders it closed.
 */
export async function sweepExpiredOrders(deps: AppDeps, batch = SWEEP_BATCH): Promise<number> {
  const now = deps.now();
  let closed = 0;
  // Walks the due orders once, by (deadline, id): an order it cannot close now (its buyer holds the
  // lock) is passed over, not read again, so a busy batch cannot keep the sweep going round.
  let after: { expiresAt: Date; id: number } | undefined;
  for (;;) {
    const due = await deps.database.db
      .select({ id: orders.id, expiresAt: orders.expiresAt })
      .from(orders)
      .where(
        and(
          eq(orders.status, ORDER_STATUS.NEW),
          lte(orders.expiresAt, now),
          after &&
            sql`(${orders.expiresAt}, ${orders.id}) > (${after.expiresAt.toISOString()}::timestamptz, ${after.id}::int)`,
        ),
      )
      .orderBy(orders.expiresAt, orders.id)
      .limit(batch);
    for (const { id } of due) {
      // A buyer paying or cancelling this very order holds its lock (011001): it is settled either way.
      const done = await expireOrder(deps, id).catch((error: unknown) => {
        if (error instanceof AppError && error.code === RESULT_CODES.ORDER_EVENT_BUSY.code) return false;
        throw error;
      });
      if (done) closed += 1;
    }
    if (due.length < batch) return closed;
    after = due.at(-1);
  }
}

/** The sweep, and the payment path when it meets an order past its deadline. True when this call closed it. */
export async function expireOrder(deps: AppDeps, orderId: number): Promise<boolean> {
  const [order] = await deps.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== ORDER_STATUS.NEW || order.expiresAt.getTime() > deps.now().getTime())
    return false;
  await withOrderLock(deps, orderId, () =>
    endUnpaidOrder(deps, orderId, 'timeout', { type: 'system' }, '超时未支付，系统自动取消'),
  );
  return true;
}
