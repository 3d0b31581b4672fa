import { inArray } from 'drizzle-orm';
import { ORDER_STATUS, PRODUCT_TYPE, type ProductType } from '@xingtu/contracts/enums';
import type { Db, Tx } from '../../../db/client.ts';
import { products } from '../../../db/schema/catalog.ts';
import { AppError } from '../../../errors.ts';
import { notForSale, returnToStock } from '../catalog/service.ts';
import { itemsOf, type OrderItemRow, type OrderRow } from '../orders/order-record.ts';
import { transitionOrderThrough, type Actor, type OrderMove } from '../orders/state-machine.ts';
import { creditWallet } from '../wallet/service.ts';
import { grantEntitlement, revokeEntitlement } from './entitlements.ts';
import type { ContentRef, FulfilmentRegistry, PaidItem } from './registry.ts';

// What paying gives and what a refund takes back, run inside the transaction that moves the money:
// goods wait for shipping (commerce's own), a top-up credits the wallet (commerce's own), and every
// other line records an entitlement and tells the area that registered onPaid for its type.

export const ORDER_REFUNDED_EVENT = 'order.refunded';

const TOPUP = 'topup';
const DAY_MS = 86_400_000;

const isDigital = (item: OrderItemRow) =>
  item.productType !== TOPUP && item.productType !== PRODUCT_TYPE.GOODS;

/** The line no one can deliver (its area is not running), if any: such an order cannot be paid. */
export function undeliverable(
  registry: FulfilmentRegistry,
  items: readonly OrderItemRow[],
): OrderItemRow | undefined {
  return items.find((item) => isDigital(item) && !registry.sells(item.productType));
}

export function assertDeliverable(registry: FulfilmentRegistry, items: readonly OrderItemRow[]): void {
  const line = undeliverable(registry, items);
  if (line) throw notForSale(line.title);
}

/**
 * Each line's area may refuse the purchase (beforePurchase): when the order is placed and again before
 * it is paid, since what the area asks for may be gone by then (another order used it).
 */
export async function assertPurchasable(
  registry: FulfilmentRegistry,
  db: Db | Tx,
  userId: number,
  lines: readonly { productType: string; productId: number | null; quantity: number }[],
  now: Date,
): Promise<void> {
  for (const line of lines) {
    const guard = registry.purchaseGuard(line.productType);
    if (guard && line.productId !== null)
      await guard({ userId, productId: line.productId, quantity: line.quantity }, { db, now });
  }
}

/** The moves that take a payment into an order: pay, then finish when nothing needs shipping. */
export function paymentMoves(
  items: readonly OrderItemRow[],
  payment: { actor: Actor; note: string },
): OrderMove[] {
  const moves: OrderMove[] = [{ event: 'pay', actor: payment.actor, note: payment.note }];
  if (!items.some((item) => item.productType === PRODUCT_TYPE.GOODS)) {
    moves.push({ event: 'finish', actor: { type: 'system' }, note: '虚拟商品已发放' });
  }
  return moves;
}

async function contentRefs(tx: Tx, items: readonly OrderItemRow[]): Promise<Map<number, ContentRef | null>> {
  const ids = items.filter(isDigital).map((item) => item.productId!);
  const refs = new Map<number, ContentRef | null>();
  if (ids.length === 0) return refs;
  const rows = await tx
    .select({ id: products.id, kind: products.targetKind, target: products.targetId })
    .from(products)
    .where(inArray(products.id, ids));
  for (const row of rows)
    refs.set(row.id, row.kind && row.target ? { kind: row.kind, id: row.target } : null);
  return refs;
}

function paidItem(order: OrderRow, item: OrderItemRow, target: ContentRef | null, paidAt: Date): PaidItem {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    itemId: item.id,
    productId: item.productId!,
    productType: item.productType as ProductType,
    title: item.title,
    quantity: item.quantity,
    amountFen: item.amountFen,
    target,
    expiresAt: item.validityDays === null ? null : new Date(paidAt.getTime() + item.validityDays * DAY_MS),
  };
}

/** Delivers every line of an order being paid; runs in the transaction that takes the money. */
export async function deliverOrder(
  registry: FulfilmentRegistry,
  tx: Tx,
  paid: OrderRow,
  items: readonly OrderItemRow[],
  now: Date,
): Promise<void> {
  const refs = await contentRefs(tx, items);
  for (const item of items) {
    if (item.productType === TOPUP) {
      await creditWallet(tx, paid.userId, item.amountFen, 'topup', {
        orderId: paid.id,
        idempotencyKey: `topup:${paid.id}:${item.id}`,
        note: item.title,
      });
    } else if (isDigital(item)) {
      const handler = registry.paidHandler(item.productType);
      if (!handler) throw notForSale(item.title);
      const line = paidItem(paid, item, refs.get(item.productId!) ?? null, now);
      await grantEntitlement(tx, line, now);
      await handler(line, { tx, now });
    }
    // Goods: shipping is an operator's step (POST /api/orders/:orderNo/ship); paying only queues the parcel.
  }
}

/**
 * Takes a payment into the order and delivers what it bought, inside the transaction that took the
 * money, so an order is never paid without its delivery (and a delivery that fails takes the payment
 * back with it): every line delivered, and the order moved pay → PAID (→ FINISHED) in one write.
 */
export async function payAndFulfil(
  registry: FulfilmentRegistry,
  tx: Tx,
  order: OrderRow,
  items: readonly OrderItemRow[],
  payment: { actor: Actor; note: string; paidFen: number },
  now: Date,
): Promise<void> {
  await deliverOrder(
    registry,
    tx,
    { ...order, status: ORDER_STATUS.PAID, paidFen: payment.paidFen, paidAt: now },
    items,
    now,
  );
  await transitionOrderThrough(tx, order, paymentMoves(items, payment), {
    now,
    set: { paidFen: payment.paidFen },
  });
}

/**
 * Takes back what the order delivered; called inside the refund transaction. `refund` is the one
 * being made: each digital line's handler is told its share of the amount (by line amount).
 */
export async function takeBackOrder(
  registry: FulfilmentRegistry,
  tx: Tx,
  order: OrderRow,
  now: Date,
  refund: { id: number; amountFen: number },
): Promise<void> {
  const refundedFen = refund.amountFen;
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const refs = await contentRefs(tx, items);
  for (const item of items) {
    if (item.productType === TOPUP) {
      throw new AppError('OPERATION_FAILED', { message: '充值订单不支持退款' });
    } else if (item.productType === PRODUCT_TYPE.GOODS) {
      // Refunded before it shipped: the parcel never left, so it goes back on sale. A refunded order
      // can no longer ship, and later partial refunds find it in REFUND, so this happens once.
      if (order.status === ORDER_STATUS.PAID && item.productId !== null)
        await returnToStock(tx, item.productId, item.quantity);
    } else {
      await revokeEntitlement(tx, item.id, now);
      // A later partial refund finds the order in REFUND already: the area was told the first time,
      // unless it asked to hear of every refund.
      if (order.status === ORDER_STATUS.REFUND && !registry.toldOnEveryRefund(item.productType)) continue;
      const handler = registry.refundedHandler(item.productType);
      const paidAt = order.paidAt ?? now;
      const share =
        order.totalFen > 0 ? Math.floor((refundedFen * item.amountFen) / order.totalFen) : item.amountFen;
      if (handler)
        await handler(
          {
            ...paidItem(order, item, refs.get(item.productId!) ?? null, paidAt),
            refundedFen: Math.min(item.amountFen, items.length === 1 ? refundedFen : share),
            refundId: refund.id,
          },
          { tx, now },
        );
    }
  }
}
