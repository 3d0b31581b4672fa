import { and, eq, inArray } from 'drizzle-orm';
import { notForSaleMessage } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { PaymentProvider, RawNotification } from '../../../adapters/payments/provider.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Tx } from '../../../db/client.ts';
import { paymentNotifications, payments } from '../../../db/schema/payments.ts';
import { ownedLine } from '../fulfilment/lasting-access.ts';
import { payAndFulfil, undeliverable } from '../fulfilment/service.ts';
import { isExpired, itemsOf, type OrderRow } from '../orders/order-record.ts';
import { lockOrder } from '../orders/read-orders.ts';
import { transitionOrder } from '../orders/state-machine.ts';
import { failUnpaidOrder, releaseStock } from '../orders/unpaid-orders.ts';
import { creditWallet } from '../wallet/service.ts';
import { refundOwnedCapture } from './owned-capture.ts';
import type { PaymentRow } from './payment-record.ts';
import { GATEWAY_REFUND_JOB } from './refund-service.ts';

// What the gateways tell us: each notification is verified first (only signed ones are stored), then
// its capture is applied once, or the money goes back when the order can no longer take it.

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
