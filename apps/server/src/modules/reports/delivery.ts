import { eq } from 'drizzle-orm';
import { REPORT_TARGET_KIND } from '@xingtu/contracts/reports';
import type { Tx } from '../../db/client.ts';
import { reports } from '../../db/schema/reports.ts';
import type { PaidItem } from '../commerce/index.ts';
import { newReportId } from './report-id.ts';
import { templateKeyOf } from './templates.ts';

// What commerce tells the report area, inside the paying (or refunding) transaction.

/** One report awaiting its input per unit bought; a repeated event writes nothing (order item + unit). */
export async function deliverReports(item: PaidItem, tx: Tx): Promise<void> {
  const template = item.target?.kind === REPORT_TARGET_KIND ? templateKeyOf(item.target.id) : undefined;
  // A report product must name a template: refusing rolls the payment back, so nobody pays for nothing.
  if (!template) throw new Error(`product ${item.productId} names no report template`);
  const rows = Array.from({ length: item.quantity }, (_, index) => ({
    publicId: newReportId(),
    userId: item.userId,
    orderId: item.orderId,
    orderNo: item.orderNo,
    orderItemId: item.itemId,
    unit: index + 1,
    productId: item.productId,
    template,
  }));
  await tx.insert(reports).values(rows).onConflictDoNothing();
}

/** A refunded line's reports are withdrawn: gone for good: their owner gets 410 / 000410 from then on (others 404). */
export async function withdrawReports(item: PaidItem, tx: Tx, now: Date): Promise<void> {
  await tx
    .update(reports)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(eq(reports.orderItemId, item.itemId));
}
