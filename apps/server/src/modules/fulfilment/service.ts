import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { itemsOf, type OrderRow } from '../orders/order-record.ts';
import { lockOrder } from '../orders/service.ts';
import { transitionOrder } from '../orders/state-machine.ts';
import { fulfillerFor } from './registry.ts';

export const ORDER_PAID_EVENT = 'order.paid';
export const ORDER_REFUNDED_EVENT = 'order.refunded';

/**
 * The order.paid subscriber. Grants every item, then finishes orders that need no shipping.
 * Runs under the order's row lock and only from PAID, so a repeated job grants nothing twice.
 */
export async function fulfilOrder(deps: AppDeps, orderId: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== ORDER_STATUS.PAID) return;
    const items = (await itemsOf(tx, [orderId])).get(orderId) ?? [];
    const now = deps.now();
    for (const item of items) await fulfillerFor(item.productType).grant(tx, { order, item, now });
    if (!items.some((item) => fulfillerFor(item.productType).needsShipping)) {
      await transitionOrder(tx, order, 'finish', { type: 'system' }, { now, note: '虚拟商品已发放' });
    }
  });
}

/** Takes back what the order granted; called inside the refund transaction. */
export async function revokeOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  for (const item of items) await fulfillerFor(item.productType).revoke(tx, { order, item, now });
}
