import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  PAYMENT_STATUS_LABELS,
  type PaymentChannel,
  type PaymentRecord,
  type PaymentStatus,
} from '@xingtu/contracts/commerce';
import type { AppDeps } from '../../../deps.ts';
import { orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { notFound } from '../../../errors.ts';

// A payment as the member reads it (by its number, never its id), and how payment numbers are made.

export type PaymentRow = typeof payments.$inferSelect;
/** The payment as the member reads it; `orderNo` names the order it pays (its id stays here). */
export function toPaymentRecord(row: PaymentRow, orderNo: string): PaymentRecord {
  return {
    paymentNo: row.paymentNo,
    orderNo,
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

export const newPaymentNo = (now: Date) =>
  `P${formatBeijing(now, 'stamp')}${String(now.getUTCMilliseconds()).padStart(3, '0')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export async function getOwnPayment(
  deps: AppDeps,
  userId: number,
  paymentNo: string,
): Promise<PaymentRecord> {
  const [found] = await deps.database.db
    .select({ payment: payments, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.paymentNo, paymentNo), eq(payments.userId, userId)));
  if (!found) throw notFound('支付单不存在');
  return toPaymentRecord(found.payment, found.orderNo);
}

export async function findPaymentByNo(deps: AppDeps, paymentNo: string): Promise<PaymentRow | undefined> {
  const [payment] = await deps.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
  return payment;
}
