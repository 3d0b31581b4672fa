import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { Tx } from '../../db/client.ts';
import { itemsOf, type OrderItemRow, type OrderRow } from '../orders/order-record.ts';
import { transitionOrderThrough, type Actor, type OrderMove } from '../orders/state-machine.ts';
import { fulfillerFor } from './registry.ts';

export const ORDER_REFUNDED_EVENT = 'order.refunded';

/** The moves that take a payment into an order: pay, then finish when nothing needs shipping. */
export function paymentMoves(
  items: readonly OrderItemRow[],
  payment: { actor: Actor; note: string },
): OrderMove[] {
  const moves: OrderMove[] = [{ event: 'pay', actor: payment.actor, note: payment.note }];
  if (!items.some((item) => fulfillerFor(item.productType).needsShipping)) {
    moves.push({ event: 'finish', actor: { type: 'system' }, note: '虚拟商品已发放' });
  }
  return moves;
}

/** Grants every item of an order being paid; runs in the transaction that takes the money. */
export async function grantOrder(
  tx: Tx,
  paid: OrderRow,
  now: Date,
  items: readonly OrderItemRow[],
): Promise<void> {
  for (const item of items) await fulfillerFor(item.productType).grant(tx, { order: paid, item, now });
}

/**
 * Takes a payment into the order and grants what it bought, inside the transaction that took the
 * money, so an order is never paid without its grant (and a grant that fails takes the payment back
 * with it): every item granted, and the order moved pay → PAID (→ FINISHED) in one write.
 */
export async function payAndFulfil(
  tx: Tx,
  order: OrderRow,
  payment: { actor: Actor; note: string; paidFen: number },
  now: Date,
): Promise<void> {
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  await grantOrder(
    tx,
    { ...order, status: ORDER_STATUS.PAID, paidFen: payment.paidFen, paidAt: now },
    now,
    items,
  );
  await transitionOrderThrough(tx, order, paymentMoves(items, payment), {
    now,
    set: { paidFen: payment.paidFen },
  });
}

/** Takes back what the order granted; called inside the refund transaction. */
export async function revokeOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  for (const item of items) await fulfillerFor(item.productType).revoke(tx, { order, item, now });
}
