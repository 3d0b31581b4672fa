import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userEntitlements } from '../../db/schema/orders.ts';
import type { FulfilmentContext } from './registry.ts';

const DAY_MS = 86_400_000;

/** Other areas (courses, reports, e-books, AI packages) ask this before serving paid content. */
export async function hasEntitlement(
  db: Db | Tx,
  userId: number,
  productId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: userEntitlements.id })
    .from(userEntitlements)
    .where(
      and(
        eq(userEntitlements.userId, userId),
        eq(userEntitlements.productId, productId),
        isNull(userEntitlements.revokedAt),
        or(isNull(userEntitlements.expiresAt), gt(userEntitlements.expiresAt, now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function grantEntitlement(tx: Tx, { order, item, now }: FulfilmentContext): Promise<void> {
  if (item.productId === null) return;
  await tx
    .insert(userEntitlements)
    .values({
      userId: order.userId,
      productId: item.productId,
      productType: item.productType,
      orderId: order.id,
      orderItemId: item.id,
      grantedAt: now,
      expiresAt: item.validityDays === null ? null : new Date(now.getTime() + item.validityDays * DAY_MS),
    })
    .onConflictDoNothing({ target: userEntitlements.orderItemId });
}

export async function revokeEntitlement(tx: Tx, { item, now }: FulfilmentContext): Promise<void> {
  await tx
    .update(userEntitlements)
    .set({ revokedAt: now })
    .where(and(eq(userEntitlements.orderItemId, item.id), isNull(userEntitlements.revokedAt)));
}
