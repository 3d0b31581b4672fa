import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@xingtu/contracts/enums';
import { grantsLastingAccess, usePageOf, type PurchasedRecord } from '@xingtu/contracts/purchase-rules';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/catalog.ts';
import { orders, userEntitlements } from '../../../db/schema/orders.ts';

// The member's 已购: every live entitlement (not refunded, not expired), newest first, with the
// page where it is used. Goods are followed in 我的订单 (they are delivered, not held).

const MAX_ITEMS = 200;

export async function listPurchased(db: Db, userId: number, now: Date): Promise<PurchasedRecord[]> {
  const rows = await db
    .select({
      productId: userEntitlements.productId,
      type: userEntitlements.productType,
      title: products.title,
      cover: products.cover,
      targetId: products.targetId,
      orderNo: orders.orderNo,
      grantedAt: userEntitlements.grantedAt,
      expiresAt: userEntitlements.expiresAt,
    })
    .from(userEntitlements)
    .innerJoin(products, eq(products.id, userEntitlements.productId))
    .innerJoin(orders, eq(orders.id, userEntitlements.orderId))
    .where(
      and(
        eq(userEntitlements.userId, userId),
        isNull(userEntitlements.revokedAt),
        or(isNull(userEntitlements.expiresAt), gt(userEntitlements.expiresAt, now)),
      ),
    )
    .orderBy(desc(userEntitlements.grantedAt), desc(userEntitlements.id))
    .limit(MAX_ITEMS);
  return rows.map((row) => ({
    productId: row.productId,
    type: row.type as ProductType,
    typeLabel: PRODUCT_TYPE_LABELS[row.type as ProductType] ?? '数字商品',
    title: row.title,
    cover: row.cover,
    orderNo: row.orderNo,
    grantedAt: row.grantedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lasting: grantsLastingAccess(row.type),
    usePath: usePageOf(row.type, {
      orderNo: row.orderNo,
      productId: row.productId,
      targetId: row.targetId,
    }),
  }));
}
