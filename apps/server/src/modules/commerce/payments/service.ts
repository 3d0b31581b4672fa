import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  notForSaleMessage,
  PAYMENT_STATUS_LABELS,
  type PaymentChannel,
  type PaymentRecord,
  type PaymentStatus,
} from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { PaymentProvider, RawNotification } from '../../../adapters/payments/provider.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/orders.ts';
import { paymentNotifications, payments } from '../../../db/schema/payments.ts';
import { AppError, notFound } from '../../../errors.ts';
import {
  assertDeliverable,
  deliverOrder,
  payAndFulfil,
  paymentMoves,
  undeliverable,
} from '../fulfilment/service.ts';
import { alreadyOwned, assertNotOwned, ownedLine } from '../fulfilment/lasting-access.ts';
import { withOrderLock } from '../orders/order-lock.ts';
import { itemsOf, type OrderRow } from '../orders/order-record.ts';
import {
  expireOrder,
  failUnpaidOrder,
  findOwnOrder,
  lockOrder,
  lockOrderWithItems,
  releaseStock,
} from '../orders/service.ts';
import { illegalTransition, planOrderMoves, transitionOrder } from '../orders/state-machine.ts';
import { creditWallet, insufficientBalance, walletPaymentCtes } from '../wallet/service.ts';
import { refundOwnedCapture } from './owned-capture.ts';
import { GATEWAY_REFUND_JOB } from './refund-service.ts';

export type PaymentRow = typeof payments.$inferSelect;
export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    paymentNo: row.paymentNo,
    orderId: row.orderId,
    channel: row.channel as PaymentChannel,
    amountFen: row.amountFen,
    status: row.status as PaymentStatus,
    statusLabel: PAYMENT_STATUS_LABELS[row.status as PaymentStatus] ?? row.status,
    failCode: row.failCode,
    failReason: row.failReason,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payUrl: row.payUrl,
    codeUrl: row.codeUrl,
  };
}

const newPaymentNo = (now: Date) =>
  `P${formatBeijing(now, 'stamp')}${String(now.getUTCMilliseconds()).padStart(3, '0')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const isExpired = (order: OrderRow, now: Date) => order.expiresAt.getTime() <= now.getTime();

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
  return toPaymentRecord(updated!);
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
      return created;
    }),
  ).catch(async (error: unknown) => {
    // Past its deadline: close the order (the timeout sweep may not have run yet), then say 003303.
    if (expired) await expireOrder(deps, orderId).catch(() => false);
    throw error;
  });
  return toPaymentRecord(payment);
}

export type CaptureOutcome = 'processed' | 'duplicate' | 'returned' | 'refunded';

/**
 * Applies a capture the gateway reported. The payment moves pending/closed → succeeded once (guarded
 * UPDATE + unique gateway id), then the order A → B. When the order can no longer be paid (timed
 * out, cancelled, already paid) the captured money goes straight back to the buyer's wallet.
 */
async function applyCapture(
  deps: AppDeps,
  tx: Tx,
  payment: PaymentRow,
  gatewayTxnId: string,
): Promise<{ outcome: CaptureOutcome; gatewayRefundId?: number | null }> {
  const now = deps.now();
  // Locks in the same order as every other writer (order row, then its payments, then the wallet): no deadlocks.
  let order = await lockOrder(tx, payment.orderId);
  const [captured] = await tx
    .update(payments)
    .set({ status: 'succeeded', gatewayTxnId, paidAt: now })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'closed', 'failed'])))
    .returning();
  if (!captured) return { outcome: 'duplicate' };
  if (order.status === ORDER_STATUS.NEW && isExpired(order, now)) {
    await transitionOrder(
      tx,
      order,
      'timeout',
      { type: 'system' },
      { now, note: '超时未支付，系统自动取消' },
    );
    await releaseStock(tx, order.id);
    order = { ...order, status: ORDER_STATUS.CANCELLED };
  }
  // An order no running area can deliver (its area was switched off after it was placed) is not taken.
  const items = order.status === ORDER_STATUS.NEW ? await orderItems(tx, order) : [];
  const blocked = undeliverable(deps.fulfilment, items);
  const payable = order.status === ORDER_STATUS.NEW && !blocked && payment.amountFen === order.totalFen;
  // Paid twice for one lasting product (two unpaid orders): this capture goes back the way it came.
  const owned = payable ? await ownedLine(tx, order.userId, items, now) : undefined;
  if (owned) return { outcome: 'refunded', ...(await refundOwnedCapture(tx, order, captured, owned, now)) };
  if (payable) {
    await payAndFulfil(
      deps.fulfilment,
      tx,
      order,
      items,
      {
        actor: { type: 'gateway', id: payment.channel },
        note: `${payment.channel} ${gatewayTxnId}`,
        paidFen: payment.amountFen,
      },
      now,
    );
    return { outcome: 'processed' };
  }
  const timedOut = order.status === ORDER_STATUS.CANCELLED || order.status === ORDER_STATUS.INVALID;
  const code = timedOut
    ? RESULT_CODES.PAYMENT_TIMEOUT
    : blocked
      ? RESULT_CODES.NOT_EXISTS
      : RESULT_CODES.OPERATION_FAILED;
  const reason = timedOut
    ? `${RESULT_CODES.PAYMENT_TIMEOUT.message}，款项已退回钱包`
    : blocked
      ? `${notForSaleMessage(blocked.title)}，款项已退回钱包`
      : '订单已支付或状态已变化，款项已退回钱包';
  await tx
    .update(payments)
    .set({ status: 'returned', failCode: code.code, failReason: reason })
    .where(eq(payments.id, payment.id));
  await creditWallet(tx, order.userId, payment.amountFen, 'returned', {
    orderId: order.id,
    paymentId: payment.id,
    idempotencyKey: `returned:${payment.id}`,
    note: reason,
  });
  return { outcome: 'returned' };
}

const orderItems = async (tx: Tx, order: OrderRow) => (await itemsOf(tx, [order.id])).get(order.id) ?? [];

function pickHeaders(raw: RawNotification): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw.headers)) {
    if (value === undefined || name === 'authorization' || name === 'cookie') continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/** Verifies, records and applies one gateway notification; answers what the gateway expects. */
export async function handleNotification(deps: AppDeps, provider: PaymentProvider, raw: RawNotification) {
  const db = deps.database.db;
  const verified = provider.verifyNotification(raw);
  const record = async (
    outcome: string,
    extra: { paymentNo?: string | undefined; gatewayTxnId?: string | undefined } = {},
  ) => {
    await db.insert(paymentNotifications).values({
      channel: provider.channel,
      paymentNo: extra.paymentNo ?? null,
      gatewayTxnId: extra.gatewayTxnId ?? null,
      headers: pickHeaders(raw),
      body: raw.body,
      verified: verified.ok,
      outcome,
    });
  };
  // Only what the gateway signed is stored: anyone can post here, and unsigned bodies would fill the
  // table. A forged or broken notification is counted and logged by the route, then answered.
  if (!verified.ok) return { ...provider.reply(false, '签名校验失败'), rejected: verified.reason };
  const refs = { paymentNo: verified.paymentNo, gatewayTxnId: verified.gatewayTxnId };
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentNo, verified.paymentNo), eq(payments.channel, provider.channel)));
  if (!payment) {
    await record('rejected:unknown_payment', refs);
    return provider.reply(false, '支付单不存在');
  }
  if (verified.amountFen !== payment.amountFen) {
    await record('rejected:amount_mismatch', refs);
    return provider.reply(false, '金额不一致');
  }
  if (verified.state !== 'success') {
    if (verified.state === 'failed') {
      const [failed] = await db
        .update(payments)
        .set({ status: 'failed', failReason: '支付未成功' })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (failed)
        await failUnpaidOrder(deps, payment.orderId, `${provider.channel} 通知支付失败，交易已关闭`);
    }
    await record(`ignored:${verified.state}`, refs);
    return provider.reply(true);
  }
  let applied: Awaited<ReturnType<typeof applyCapture>>;
  try {
    applied = await db.transaction((tx) => applyCapture(deps, tx, payment, verified.gatewayTxnId));
  } catch (error) {
    // Kept for the audit trail; the gateway sees a failure and delivers again.
    await record('error', refs);
    throw error;
  }
  if (applied.gatewayRefundId)
    await deps.jobs.enqueue(
      GATEWAY_REFUND_JOB,
      { refundId: applied.gatewayRefundId },
      { uniqueKey: `gateway-refund:${applied.gatewayRefundId}`, maxAttempts: 8 },
    );
  await record(applied.outcome, refs);
  return provider.reply(true);
}

export async function getOwnPayment(
  deps: AppDeps,
  userId: number,
  paymentNo: string,
): Promise<PaymentRecord> {
  const [payment] = await deps.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentNo, paymentNo), eq(payments.userId, userId)));
  if (!payment) throw notFound('支付单不存在');
  return toPaymentRecord(payment);
}

export async function findPaymentByNo(deps: AppDeps, paymentNo: string): Promise<PaymentRow | undefined> {
  const [payment] = await deps.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
  return payment;
}
