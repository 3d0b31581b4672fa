import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { itemsOf, type OrderItemRow, type OrderRow } from '../orders/order-record.ts';
import { lockOrder } from '../orders/service.ts';
import { transitionOrder } from '../orders/state-machine.ts';
import { fulfillerFor } from './registry.ts';

export const ORDER_REFUNDED_EVENT = 'order.refunded';

/**
 * Grants every item of an order that has just moved to PAID, then finishes it when nothing needs
 * shipping. Runs inside the transaction that took the money, so an order is never paid without its
 * grant (and a grant that fails takes the payment back with it).
 */
export async function fulfilPaidOrder(
  tx: Tx,
  order: OrderRow,
  now: Date,
  known?: OrderItemRow[],
): Promise<void> {
  const items = known ?? (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  for (const item of items) await fulfillerFor(item.productType).grant(tx, { order, item, now });
  if (!items.some((item) => fulfillerFor(item.productType).needsShipping)) {
    await transitionOrder(tx, order, 'finish', { type: 'system' }, { now, note: '虚拟商品已发放' });
  }
}

/** Safety net for the timeout job: fulfils an order still sitting in PAID (grants are idempotent). */
export async function fulfilOrder(deps: AppDeps, orderId: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== ORDER_STATUS.PAID) return;
    await fulfilPaidOrder(tx, order, deps.now());
  });
}

/** Takes back what the order granted; called inside the refund transaction. */
export async function revokeOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  for (const item of items) await fulfillerFor(item.productType).revoke(tx, { order, item, now });
}
