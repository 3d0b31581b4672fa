import { asc, eq, inArray } from 'drizzle-orm';
import type { Address, Contact, OrderItemRecord, OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@xingtu/contracts/enums';
import type { Db, Tx } from '../../../db/client.ts';
import { orderEvents, orderItems, orders } from '../../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Past its payment deadline (the sweep closes it; a payment then answers 003303). */
export const isExpired = (order: OrderRow, now: Date): boolean => order.expiresAt.getTime() <= now.getTime();

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toItemRecord(item: OrderItemRow): OrderItemRecord {
  return {
    productId: item.productId,
    productType: item.productType,
    title: item.title,
    cover: item.cover,
    unitPriceFen: item.unitPriceFen,
    quantity: item.quantity,
    amountFen: item.amountFen,
  };
}

export function toOrderRecord(order: OrderRow, items: OrderItemRow[]): OrderRecord {
  return {
    orderNo: order.orderNo,
    kind: order.kind as OrderRecord['kind'],
    status: order.status as OrderStatus,
    statusLabel: ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
    totalFen: order.totalFen,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen,
    items: items.map(toItemRecord),
    address: (order.address as Address | null) ?? null,
    contact: (order.contact as Contact | null) ?? null,
    remark: order.remark,
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    expiresAt: order.expiresAt.toISOString(),
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    receivedAt: iso(order.receivedAt),
    finishedAt: iso(order.finishedAt),
    cancelledAt: iso(order.cancelledAt),
    createdAt: order.createdAt.toISOString(),
  };
}

export async function itemsOf(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export async function loadOrderRecord(db: Db, order: OrderRow, withEvents = false): Promise<OrderRecord> {
  const items = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  const record = toOrderRecord(order, items);
  if (withEvents) {
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id));
    record.events = events.map((event) => ({
      event: event.event,
      fromStatus: event.fromStatus as OrderStatus | null,
      toStatus: event.toStatus as OrderStatus,
      actorType: event.actorType as 'user' | 'system' | 'admin' | 'gateway',
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    }));
  }
  return record;
}
