import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { RefundInput } from '@xingtu/contracts/commerce';
import { formatFen } from '@xingtu/contracts/constants';
import type { AppDeps } from '../../../deps.ts';
import { orders } from '../../../db/schema/orders.ts';
import { payments, refunds } from '../../../db/schema/payments.ts';
import { AppError } from '../../../errors.ts';
import { ORDER_REFUNDED_EVENT, takeBackOrder } from '../fulfilment/service.ts';
import { withOrderLock } from '../orders/order-lock.ts';
import { lockOrder } from '../orders/read-orders.ts';
import { canTransition, illegalTransition, transitionOrder, type Actor } from '../orders/state-machine.ts';
import { creditWallet } from '../wallet/service.ts';

async function latestSucceededPayment(tx: Tx, orderId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

/** The most that may still be refunded: what was paid minus what has gone back already. */
export function refundableFen(order: { paidFen: number; refundedFen: number }): number {
  return Math.max(0, order.paidFen - order.refundedFen);
}

export interface RefundResult {
  refundId: number;
  amountFen: number;
  destination: 'wallet' | 'original';
  /** succeeded at once (wallet, sandbox) or requested from the gateway (a job confirms it). */
  status: string;
}

/**
 * Refunds part or all of a paid order to the wallet or the original channel, moves it to REFUND
 * and revokes what it granted. The refunded total can never pass the paid amount (checked here and
 * by a table constraint).
 */
export async function refundOrder(
  deps: AppDeps,
  orderId: number,
  input: RefundInput,
  actor: Actor,
): Promise<RefundResult> {
  const result = await withOrderLock(deps, orderId, () =>
    deps.database.db.transaction(async (tx) => {
      const now = deps.now();
      const order = await lockOrder(tx, orderId);
      if (order.kind === 'topup') throw new AppError('OPERATION_FAILED', { message: '充值订单不支持退款' });
      if (!canTransition(order.status as never, 'refund'))
        throw illegalTransition(order.status as never, 'refund');
      const remaining = refundableFen(order);
      const amountFen = input.amount_fen ?? remaining;
      if (amountFen <= 0 || amountFen > remaining) {
        throw new AppError('OPERATION_FAILED', {
          message: `退款金额超出可退金额（最多可退 ${formatFen(remaining)}）`,
        });
      }
      const payment = await latestSucceededPayment(tx, orderId);
      // The wallet pays back instantly; the sandbox refunds instantly; a real gateway refund is requested and confirmed later.
      const toWallet = input.destination === 'wallet' || !payment || payment.channel === 'wallet';
      const instant = toWallet || payment?.channel === 'sandbox';
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId,
          paymentId: payment?.id ?? null,
          amountFen,
          destination: toWallet ? 'wallet' : 'original',
          status: instant ? 'succeeded' : 'requested',
          reason: input.reason ?? null,
          actorType: actor.type,
          actorId: actor.id === undefined || actor.id === null ? null : String(actor.id),
          detail: toWallet ? null : { channel: payment?.channel, gatewayTxnId: payment?.gatewayTxnId },
          createdAt: now,
        })
        .returning();
      if (toWallet) {
        await creditWallet(tx, order.userId, amountFen, 'refund', {
          orderId,
          paymentId: payment?.id ?? null,
          refundId: refund!.id,
          idempotencyKey: `refund:${refund!.id}`,
          note: input.reason ?? `订单 ${order.orderNo} 退款`,
        });
      }
      await tx
        .update(orders)
        .set({ refundedFen: sql`${orders.refundedFen} + ${amountFen}` })
        .where(eq(orders.id, orderId));
      await transitionOrder(tx, order, 'refund', actor, {
        now,
        note: `退款 ${formatFen(amountFen)}${input.reason ? `：${input.reason}` : ''}`,
      });
      await takeBackOrder(deps.fulfilment, tx, order, now, { id: refund!.id, amountFen });
      const result: RefundResult = {
        refundId: refund!.id,
        amountFen,
        destination: toWallet ? 'wallet' : 'original',
        status: refund!.status,
      };
      return result;
    }),
  );
  if (result.status === 'requested') {
    await deps.jobs.enqueue(
      GATEWAY_REFUND_JOB,
      { refundId: result.refundId },
      { uniqueKey: `gateway-refund:${result.refundId}`, maxAttempts: 8 },
    );
  }
  await deps.events.emit(
    ORDER_REFUNDED_EVENT,
    { orderId, refundId: result.refundId },
    `refund:${result.refundId}`,
  );
  return result;
}

export const GATEWAY_REFUND_JOB = 'payments.gateway-refund';

/** Our refund number towards the gateway (out_request_no / out_refund_no): stable, so a retried call is the same refund. */
export const refundNo = (refundId: number): string => `R${String(refundId).padStart(12, '0')}`;

/** The durable job behind an original-channel refund: asks the gateway, records its answer, retries on failure. */
export async function executeGatewayRefund(deps: AppDeps, refundId: number): Promise<void> {
  const db = deps.database.db;
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund || refund.status !== 'requested' || refund.paymentId === null) return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const provider = payment ? deps.payments[payment.channel as keyof AppDeps['payments']] : undefined;
  if (!payment || !provider?.refund) throw new Error(`no refund driver for payment ${refund.paymentId}`);
  const answer = await provider.refund({
    paymentNo: payment.paymentNo,
    gatewayTxnId: payment.gatewayTxnId,
    refundNo: refundNo(refund.id),
    amountFen: refund.amountFen,
    totalFen: payment.amountFen,
    reason: refund.reason,
  });
  await db
    .update(refunds)
    .set({
      status: answer.status,
      detail: {
        ...(refund.detail as object | null),
        refundNo: refundNo(refund.id),
        answeredAt: deps.now().toISOString(),
      },
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'requested')));
}
