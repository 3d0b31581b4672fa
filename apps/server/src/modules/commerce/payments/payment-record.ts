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
import { payments } from '../../../db/schema/payments.ts';
import { notFound } from '../../../errors.ts';

// A payment as the member reads it (by its number, never its id), and how payment numbers are made.

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

export const newPaymentNo = (now: Date) =>
  `P${formatBeijing(now, 'stamp')}${String(now.getUTCMilliseconds()).padStart(3, '0')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

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
