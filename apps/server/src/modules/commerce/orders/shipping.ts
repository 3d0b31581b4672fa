import { eq } from 'drizzle-orm';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { AppDeps } from '../../../deps.ts';
import { orders } from '../../../db/schema/orders.ts';
import { AppError } from '../../../errors.ts';
import { withOrderLock } from './order-lock.ts';
import { itemsOf, loadOrderRecord } from './order-record.ts';
import { findOwnOrder, lockOrder, orderDetail } from './read-orders.ts';
import { transitionOrder, type Actor } from './state-machine.ts';

// After payment, for goods: an operator ships, the buyer (or the auto-receive job) confirms receipt,
// and the after-sale window ends the order.

export const ORDER_AUTO_RECEIVE_JOB = 'orders.auto-receive';
export const ORDER_FINISH_JOB = 'orders.finish';
/** Goods not confirmed by the buyer count as received this long after shipping. */
export const AUTO_RECEIVE_DAYS = 10;
/** After receipt, the after-sale window before the order is finished. */
export const AFTER_SALE_DAYS = 7;
const DAY_MS = 86_400_000;

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
