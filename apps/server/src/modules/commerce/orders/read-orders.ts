import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import type { OrderStatus } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../../deps.ts';
import type { Tx } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/orders.ts';
import { notFound } from '../../../errors.ts';
import { itemsOf, loadOrderRecord, toOrderRecord, type OrderItemRow, type OrderRow } from './order-record.ts';

// Reading orders: the member's own by number (404 for anyone else's), the list, and the row locks
// every writer takes first.

/**
 * The user's own order by its order number (the only public name of an order, issue 11); anyone
 * else's number, or a sequential id in its place, answers 404 exactly like a missing one.
 */
export async function findOwnOrder(deps: AppDeps, userId: number, orderNo: string): Promise<OrderRow> {
  const [order] = await deps.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!order) throw notFound('订单不存在');
  return order;
}

/** The internal id behind an order number (operators' actions on any order), or 404. */
export async function orderIdOf(deps: AppDeps, orderNo: string): Promise<number> {
  const [order] = await deps.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  if (!order) throw notFound('订单不存在');
  return order.id;
}

export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('订单不存在');
  return order;
}

/** The order under FOR UPDATE with its items, in one round trip: the paying paths need both. */
export async function lockOrderWithItems(
  tx: Tx,
  orderId: number,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const [row] = await tx
    .select({
      order: orders,
      items: sql<OrderItemRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'orderId', i.order_id, 'productId', i.product_id, 'productType', i.product_type, 'title', i.title,
          'cover', i.cover, 'unitPriceFen', i.unit_price_fen, 'quantity', i.quantity, 'amountFen', i.amount_fen,
          'validityDays', i.validity_days) order by i.id)
        from ${orderItems} i where i.order_id = ${orders}.id), '[]'::json)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!row) throw notFound('订单不存在');
  return row;
}

export async function listOrders(
  deps: AppDeps,
  userId: number,
  query: { status?: OrderStatus | undefined; current: number; size: number },
): Promise<PageData<OrderRecord>> {
  const db = deps.database.db;
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    records: rows.map((row) => toOrderRecord(row, items.get(row.id) ?? [])),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

export async function orderDetail(deps: AppDeps, userId: number, orderNo: string): Promise<OrderRecord> {
  return loadOrderRecord(deps.database.db, await findOwnOrder(deps, userId, orderNo), true);
}
