import { eq } from 'drizzle-orm';
import { alreadyOwnedMessage } from '@xingtu/contracts/purchase-rules';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { Tx } from '../../../db/client.ts';
import { payments, refunds } from '../../../db/schema/payments.ts';
import type { OrderItemRow, OrderRow } from '../orders/order-record.ts';
import { releaseStock } from '../orders/unpaid-orders.ts';
import { transitionOrder } from '../orders/state-machine.ts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * A gateway captured money for a lasting product the buyer got meanwhile through another order (two
 * unpaid orders, both paid): nothing is delivered again, the order fails (FAILD, H) and the money goes
 * back the way it came, never kept and never moved to the wallet unasked. The sandbox refunds at
 * once; a real gateway's refund is requested by the durable refund job (its id is returned).
 */
export async function refundOwnedCapture(
  tx: Tx,
  order: OrderRow,
  payment: PaymentRow,
  owned: OrderItemRow,
  now: Date,
): Promise<{ gatewayRefundId: number | null }> {
  const reason = `${alreadyOwnedMessage(owned.title)}。本次付款已原路退回`;
  await tx
    .update(payments)
    .set({ status: 'refunded', failCode: RESULT_CODES.PURCHASE_LIMIT.code, failReason: reason })
    .where(eq(payments.id, payment.id));
  await transitionOrder(tx, order, 'fail', { type: 'gateway', id: payment.channel }, { now, note: reason });
  await releaseStock(tx, order.id);
  const instant = payment.channel === 'sandbox';
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      amountFen: payment.amountFen,
      destination: 'original',
      status: instant ? 'succeeded' : 'requested',
      reason,
      actorType: 'system',
      actorId: null,
      detail: { channel: payment.channel, gatewayTxnId: payment.gatewayTxnId },
      createdAt: now,
    })
    .returning({ id: refunds.id });
  return { gatewayRefundId: instant ? null : refund!.id };
}
