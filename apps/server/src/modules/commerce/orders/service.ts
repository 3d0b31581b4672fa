import { allowsQuantity, alreadyOwnedMessage, grantsLastingAccess } from '@xingtu/contracts/purchase-rules';
import { hasEntitlement } from '../fulfilment/entitlements.ts';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { assertClean } from '../../sys/index.ts';
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { CreateOrderInput, OrderRecord } from '@xingtu/contracts/commerce';
import { formatFen } from '@xingtu/contracts/constants';
import { ORDER_STATUS, PRODUCT_TYPE, type OrderStatus } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppDeps } from '../../../deps.ts';
import type { Tx } from '../../../db/client.ts';
import { cartItems, products } from '../../../db/schema/catalog.ts';
import { orderEvents, orderItems, orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { AppError, notFound, validationError } from '../../../errors.ts';
import {
  findSaleProduct,
  notForSale,
  purchaseBlocker,
  returnToStock,
  saleProductColumns,
  type SaleProduct,
} from '../catalog/service.ts';
import { insertOrder, needsTransaction, type OrderDraft, type OrderLine } from './insert-order.ts';
import { withOrderLock } from './order-lock.ts';
import { assertWithinLimit } from './purchase-limit.ts';
import { itemsOf, loadOrderRecord, toOrderRecord, type OrderItemRow, type OrderRow } from './order-record.ts';
import { transitionOrder, type Actor } from './state-machine.ts';

export const ORDER_TIMEOUT_SWEEP_JOB = 'orders.timeout-sweep';
/** How often the sweep closes unpaid orders past their deadline (a payment after it answers 003303 anyway). */
export const ORDER_TIMEOUT_SWEEP_MS = 30_000;
const SWEEP_BATCH = 100;
export const ORDER_AUTO_RECEIVE_JOB = 'orders.auto-receive';
export const ORDER_FINISH_JOB = 'orders.finish';
/** Goods not confirmed by the buyer count as received this long after shipping. */
export const AUTO_RECEIVE_DAYS = 10;
/** After receipt, the after-sale window before the order is finished. */
export const AFTER_SALE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Beijing date and time to the millisecond plus 7 random digits (a collision needs two orders in one
 * ms drawing the same number); the number starts with the day the customer sees on the order.
 */
export function newOrderNo(now: Date, prefix = ''): string {
  const stamp = `${formatBeijing(now, 'stamp')}${String(now.getUTCMilliseconds()).padStart(3, '0')}`;
  return `${prefix}${stamp}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

async function resolveLines(
  deps: AppDeps,
  userId: number,
  input: CreateOrderInput,
): Promise<{ lines: OrderLine[]; cartItemIds: number[] }> {
  const db = deps.database.db;
  if (input.product_id !== undefined) {
    const product = await findSaleProduct(db, input.product_id);
    if (!product) throw notFound('商品不存在或已下架');
    return { lines: [{ product, quantity: input.quantity }], cartItemIds: [] };
  }
  const rows = await db
    .select({ item: cartItems, product: saleProductColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.selected, true)))
    .orderBy(cartItems.id);
  if (rows.length === 0) throw validationError('from_cart', '购物车中没有选中的商品');
  return {
    lines: rows.map((row) => ({ product: row.product, quantity: row.item.quantity })),
    cartItemIds: rows.map((row) => row.item.id),
  };
}

const soldOut = (product: SaleProduct): AppError =>
  new AppError('SOLD_OUT', { message: `「${product.title}」库存不足或已售罄` });

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

/** Issue 13: one of a digital product unless several make sense; lasting access is bought once. */
export async function assertMayBuy(
  deps: AppDeps,
  userId: number,
  line: { product: SaleProduct; quantity: number },
  now: Date,
): Promise<void> {
  const { product, quantity } = line;
  if (quantity > 1 && !allowsQuantity(product.type))
    throw new AppError('PURCHASE_LIMIT', { message: `「${product.title}」每次只能购买 1 份` });
  if (grantsLastingAccess(product.type) && (await hasEntitlement(deps.database.db, userId, product.id, now)))
    throw new AppError('PURCHASE_LIMIT', { message: alreadyOwnedMessage(product.title) });
}

export async function createOrder(
  deps: AppDeps,
  userId: number,
  input: CreateOrderInput,
  timeoutMinutes: number,
): Promise<OrderRecord> {
  const now = deps.now();
  const { lines, cartItemIds } = await resolveLines(deps, userId, input);
  for (const line of lines) {
    // Only what some part of the site can deliver is sold (goods by shipping, the rest by their area).
    if (!deps.fulfilment.sells(line.product.type)) throw notForSale(line.product.title);
    const blocker = purchaseBlocker(line.product, line.quantity, now);
    if (blocker) throw blocker;
    await assertMayBuy(deps, userId, line, now);
  }
  const needsShipping = lines.some((line) => line.product.type === PRODUCT_TYPE.GOODS);
  if (needsShipping && !input.address) throw validationError('address', '购买实物商品请填写收货地址');
  // Free text the buyer writes is moderated like every other saved text (001108).
  await assertClean(deps, [
    input.remark,
    input.contact?.name,
    ...(input.address ? Object.values(input.address).map(String) : []),
  ]);

  const draft: OrderDraft = {
    orderNo: newOrderNo(now),
    userId,
    totalFen: lines.reduce((sum, line) => sum + line.product.priceFen * line.quantity, 0),
    address: needsShipping ? (input.address ?? null) : null,
    contact: input.contact ?? null,
    remark: input.remark ?? null,
    expiresAt: new Date(now.getTime() + timeoutMinutes * 60_000),
    now,
    lines,
    cartItemIds,
  };
  const limited = lines.some((line) => line.product.purchaseLimit !== null);
  const inserted =
    limited || needsTransaction(lines)
      ? // Limits are checked under advisory locks; several stocked lines must all be reserved or none.
        await deps.database.db.transaction(async (tx) => {
          for (const line of lines) await assertWithinLimit(tx, userId, line);
          const result = await insertOrder(tx, draft);
          if (!result.ok) throw soldOut(result.soldOut);
          return result;
        })
      : await insertOrder(deps.database.db, draft);
  if (!inserted.ok) throw soldOut(inserted.soldOut);
  return toOrderRecord(inserted.order, inserted.items);
}

/** A wallet top-up is an order of its own kind: paid through a gateway, fulfilled by crediting the wallet. */
export async function createTopupOrder(
  deps: AppDeps,
  userId: number,
  amountFen: number,
  timeoutMinutes: number,
): Promise<OrderRecord> {
  const now = deps.now();
  const order = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(now, 'T'),
        userId,
        kind: 'topup',
        status: ORDER_STATUS.NEW,
        totalFen: amountFen,
        expiresAt: new Date(now.getTime() + timeoutMinutes * 60_000),
        createdAt: now,
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: created!.id,
      productId: null,
      productType: 'topup',
      title: `钱包充值 ${formatFen(amountFen)}`,
      unitPriceFen: amountFen,
      quantity: 1,
      amountFen,
    });
    await tx.insert(orderEvents).values({
      orderId: created!.id,
      event: 'create',
      fromStatus: null,
      toStatus: ORDER_STATUS.NEW,
      actorType: 'user',
      actorId: String(userId),
      createdAt: now,
    });
    return created!;
  });
  return loadOrderRecord(deps.database.db, order);
}

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

export async function shipOrder(
  deps: AppDeps,
  adminId: number,
  orderId: number,
  shipment: { carrier: string; tracking_no: string },
): Promise<OrderRecord> {
  await withOrderLock(deps, orderId, () =>
    deps.database.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const items = (await itemsOf(tx, [orderId])).get(orderId) ?? [];
      if (!items.some((item) => item.productType === PRODUCT_TYPE.GOODS)) {
        throw new AppError('OPERATION_FAILED', { message: '该订单没有需要发货的实物商品' });
      }
      await transitionOrder(
        tx,
        order,
        'ship',
        { type: 'admin', id: adminId },
        {
          now: deps.now(),
          note: `${shipment.carrier} ${shipment.tracking_no}`,
          set: { carrier: shipment.carrier, trackingNo: shipment.tracking_no },
        },
      );
    }),
  );
  await deps.jobs.enqueue(
    ORDER_AUTO_RECEIVE_JOB,
    { orderId },
    { delayMs: AUTO_RECEIVE_DAYS * DAY_MS, uniqueKey: `order-auto-receive:${orderId}` },
  );
  const [order] = await deps.database.db.select().from(orders).where(eq(orders.id, orderId));
  return loadOrderRecord(deps.database.db, order!, true);
}

export async function receiveOrder(deps: AppDeps, actor: Actor, orderId: number): Promise<void> {
  await withOrderLock(deps, orderId, () =>
    deps.database.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      await transitionOrder(tx, order, 'receive', actor, {
        now: deps.now(),
        note: actor.type === 'system' ? '超时自动确认收货' : '用户确认收货',
      });
    }),
  );
  await deps.jobs.enqueue(
    ORDER_FINISH_JOB,
    { orderId },
    { delayMs: AFTER_SALE_DAYS * DAY_MS, uniqueKey: `order-finish:${orderId}` },
  );
}

export async function receiveOwnOrder(deps: AppDeps, userId: number, orderNo: string): Promise<OrderRecord> {
  const { id } = await findOwnOrder(deps, userId, orderNo);
  await receiveOrder(deps, { type: 'user', id: userId }, id);
  return orderDetail(deps, userId, orderNo);
}

/** Jobs: auto-receive and after-sale finish do nothing when the order has moved on (refunded …). */
export async function autoReceive(deps: AppDeps, orderId: number): Promise<void> {
  const [order] = await deps.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status === ORDER_STATUS.SHIPPED) await receiveOrder(deps, { type: 'system' }, orderId);
}

export async function finishReceived(deps: AppDeps, orderId: number): Promise<void> {
  await withOrderLock(deps, orderId, () =>
    deps.database.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== ORDER_STATUS.RECEIVED) return;
      await transitionOrder(
        tx,
        order,
        'finish',
        { type: 'system' },
        { now: deps.now(), note: '售后期结束，订单完成' },
      );
    }),
  );
}
