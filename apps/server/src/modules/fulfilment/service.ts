import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { Tx } from '../../db/client.ts';
import { itemsOf, type OrderItemRow, type OrderRow } from '../orders/order-record.ts';
import { transitionOrderThrough, type Actor, type OrderMove } from '../orders/state-machine.ts';
import { fulfillerFor } from './registry.ts';

export const ORDER_REFUNDED_EVENT = 'order.refunded';

/**
 * Takes the payment into the order and grants what it bought, inside the transaction that took the
 * money, so an order is never paid without its grant (and a grant that fails takes the payment back
 * with it). Every item is granted, then the order moves pay → PAID, and on to FINISHED when nothing
 * needs shipping, in one write.
 */
export async function payAndFulfil(
  tx: Tx,
  order: OrderRow,
  payment: { actor: Actor; note: string; paidFen: number },
  now: Date,
  known?: OrderItemRow[],
): Promise<void> {
  const items = known ?? (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const paid: OrderRow = { ...order, status: ORDER_STATUS.PAID, paidFen: payment.paidFen, paidAt: now };
  for (const item of items) await fulfillerFor(item.productType).grant(tx, { order: paid, item, now });
  const moves: OrderMove[] = [{ event: 'pay', actor: payment.actor, note: payment.note }];
  if (!items.some((item) => fulfillerFor(item.productType).needsShipping)) {
    moves.push({ event: 'finish', actor: { type: 'system' }, note: '虚拟商品已发放' });
  }
  await transitionOrderThrough(tx, order, moves, { now, set: { paidFen: payment.paidFen } });
}

/** Takes back what the order granted; called inside the refund transaction. */
export async function revokeOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  for (const item of items) await fulfillerFor(item.productType).revoke(tx, { order, item, now });
}
