import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { products } from '../../../db/schema/catalog.ts';
import { userEntitlements } from '../../../db/schema/orders.ts';
import type { ContentRef, PaidItem } from './registry.ts';

/**
 * True while the user holds a live (not revoked, not expired) entitlement to the product, or to any
 * product whose content reference (targetKind / targetId) is `ref`.
 */
export async function hasEntitlement(
  db: Db | Tx,
  userId: number,
  ref: number | ContentRef,
  now: Date,
): Promise<boolean> {
  const live = and(
    eq(userEntitlements.userId, userId),
    isNull(userEntitlements.revokedAt),
    or(isNull(userEntitlements.expiresAt), gt(userEntitlements.expiresAt, now)),
  );
  const query = db.select({ id: userEntitlements.id }).from(userEntitlements);
  const [row] =
    typeof ref === 'number'
      ? await query.where(and(live, eq(userEntitlements.productId, ref))).limit(1)
      : await query
          .innerJoin(products, eq(products.id, userEntitlements.productId))
          .where(and(live, targetIs(ref)))
          .limit(1);
  return Boolean(row);
}

const targetIs = (ref: ContentRef): SQL | undefined =>
  and(eq(products.targetKind, ref.kind), eq(products.targetId, ref.id));

/** Idempotent: one entitlement per order item, whatever runs twice. */
export async function grantEntitlement(tx: Tx, item: PaidItem, now: Date): Promise<void> {
  await tx
    .insert(userEntitlements)
    .values({
      userId: item.userId,
      productId: item.productId,
      productType: item.productType,
      orderId: item.orderId,
      orderItemId: item.itemId,
      grantedAt: now,
      expiresAt: item.expiresAt,
    })
    .onConflictDoNothing({ target: userEntitlements.orderItemId });
}

export async function revokeEntitlement(tx: Tx, orderItemId: number, now: Date): Promise<void> {
  await tx
    .update(userEntitlements)
    .set({ revokedAt: now })
    .where(and(eq(userEntitlements.orderItemId, orderItemId), isNull(userEntitlements.revokedAt)));
}
