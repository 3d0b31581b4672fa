import { and, eq, sql } from 'drizzle-orm';
import type { PaymentChannel, PaymentRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { AppDeps } from '../../../deps.ts';
import { orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { AppError, notFound } from '../../../errors.ts';
import { alreadyOwned, assertNotOwned, ownedLine } from '../fulfilment/lasting-access.ts';
import { assertDeliverable, assertPurchasable, deliverOrder, paymentMoves } from '../fulfilment/service.ts';
import { withOrderLock } from '../orders/order-lock.ts';
import { isExpired, itemsOf, type OrderRow } from '../orders/order-record.ts';
import { findOwnOrder, lockOrderWithItems } from '../orders/read-orders.ts';
import { illegalTransition, planOrderMoves } from '../orders/state-machine.ts';
import { expireOrder } from '../orders/unpaid-orders.ts';
import { insufficientBalance, walletPaymentCtes } from '../wallet/service.ts';
import { newPaymentNo, toPaymentRecord, type PaymentRow } from './payment-record.ts';

// Starting a payment: the wallet pays at once in our own transaction; a gateway gets a payment record
// and the address to send the payer to (its capture arrives later, notifications.ts).

/** Refuses to take money for an order that cannot be paid now; closes it when its time is up. */
async function assertPayable(deps: AppDeps, order: OrderRow): Promise<void> {
  if (order.status === ORDER_STATUS.NEW && isExpired(order, deps.now())) {
    await expireOrder(deps, order.id).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
    throw new AppError('PAYMENT_TIMEOUT');
  }
  if (order.status !== ORDER_STATUS.NEW) throw illegalTransition(order.status as never, 'pay');
}

function orderSubject(items: readonly { title: string }[]): string {
  const first = items[0]?.title ?? '星图订单';
  return items.length > 1 ? `${first} 等${items.length}件` : first;
}

/** POST /api/payments: the order is named by its number (another member's answers 404). */
export async function startPayment(
  deps: AppDeps,
  userId: number,
  input: { order_no: string; channel: PaymentChannel },
): Promise<PaymentRecord> {
  const order = await findOwnOrder(deps, userId, input.order_no);
  return payOrder(deps, userId, order.id, input.channel);
}

/** Pays the user's order (by its internal id, commerce's door) with the wallet or a gateway. */
export async function payOrder(
  deps: AppDeps,
  userId: number,
  orderId: number,
  channel: PaymentChannel,
): Promise<PaymentRecord> {
  // The wallet path checks everything under the order's row lock.
  if (channel === 'wallet') return payWithWallet(deps, userId, orderId);
  const [order] = await deps.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('订单不存在');
  await assertPayable(deps, order);
  const items = (await itemsOf(deps.database.db, [order.id])).get(order.id) ?? [];
  assertDeliverable(deps.fulfilment, items);
  await assertPurchasable(deps.fulfilment, deps.database.db, userId, items, deps.now());
  // Refused before the payer is sent to the gateway; a capture still checks again under the lock.
  await assertNotOwned(deps.database.db, userId, items, deps.now());
  const provider = deps.payments[channel];
  if (!provider)
    throw new AppError('SERVICE_UNAVAILABLE', { message: '该支付方式暂未开通，请选择其他支付方式' });
  const now = deps.now();
  const [payment] = await deps.database.db
    .insert(payments)
    .values({
      paymentNo: newPaymentNo(now),
      orderId: order.id,
      userId,
      channel,
      amountFen: order.totalFen,
      createdAt: now,
    })
    .returning();
  const started = await provider.start({
    paymentNo: payment!.paymentNo,
    amountFen: payment!.amountFen,
    subject: orderSubject(items),
  });
  const [updated] = await deps.database.db
    .update(payments)
    .set({ payUrl: started.payUrl ?? null, codeUrl: started.codeUrl ?? null })
    .where(eq(payments.id, payment!.id))
    .returning();
  return toPaymentRecord(updated!, order.orderNo);
}

/** Pays an order from the balance: debit, payment, PAID, all in one transaction or none of it. */
export async function payWithWallet(deps: AppDeps, userId: number, orderId: number): Promise<PaymentRecord> {
  let expired = false;
  const payment = await withOrderLock(deps, orderId, () =>
    deps.database.db.transaction(async (tx) => {
      const now = deps.now();
      const { order, items } = await lockOrderWithItems(tx, orderId);
      if (order.userId !== userId) throw notFound('订单不存在');
      if (order.status === ORDER_STATUS.NEW && isExpired(order, now)) {
        expired = true;
        throw new AppError('PAYMENT_TIMEOUT');
      }
      if (order.status !== ORDER_STATUS.NEW) throw illegalTransition(order.status as never, 'pay');
      if (order.kind === 'topup')
        throw new AppError('OPERATION_FAILED', { message: '充值订单不能使用余额支付' });
      assertDeliverable(deps.fulfilment, items);
      await assertPurchasable(deps.fulfilment, tx, userId, items, now);
      // Another order for the same lasting product paid first: refused before any money moves.
      const owned = await ownedLine(tx, userId, items, now);
      if (owned) throw alreadyOwned(owned);
      const paymentNo = newPaymentNo(now);
      // One statement debits, records the payment and its ledger row, and moves the order (only if
      // the debit happened); the grants follow in the same transaction.
      const plan = planOrderMoves(
        tx,
        order,
        paymentMoves(items, { actor: { type: 'user', id: userId }, note: '余额支付' }),
        { now, set: { paidFen: order.totalFen } },
      );
      const result = await tx.execute(sql`
        with ${walletPaymentCtes({ userId, orderId, amountFen: order.totalFen, paymentNo, note: `订单 ${order.orderNo}`, now })},
        ${plan.ctes('moved', sql`exists (select 1 from debited)`)}
        select (select id from paid) as payment_id, (select count(*)::int from moved) as moved`);
      const [outcome] = (result as unknown as { rows: { payment_id: number | null; moved: number }[] }).rows;
      if (!outcome || outcome.payment_id === null) throw insufficientBalance();
      if (outcome.moved !== 1) throw new AppError('ORDER_EVENT_BUSY');
      const paymentId = Number(outcome.payment_id);
      await deliverOrder(
        deps.fulfilment,
        tx,
        { ...order, status: ORDER_STATUS.PAID, paidFen: order.totalFen, paidAt: now },
        items,
        now,
      );
      const created: PaymentRow = {
        id: paymentId,
        paymentNo,
        orderId,
        userId,
        channel: 'wallet',
        amountFen: order.totalFen,
        status: 'succeeded',
        gatewayTxnId: paymentNo,
        payUrl: null,
        codeUrl: null,
        failCode: null,
        failReason: null,
        paidAt: now,
        createdAt: now,
      };
      return toPaymentRecord(created, order.orderNo);
    }),
  ).catch(async (error: unknown) => {
    // Past its deadline: close the order (the timeout sweep may not have run yet), then say 003303.
    if (expired) await expireOrder(deps, orderId).catch(() => false);
    throw error;
  });
  return payment;
}
