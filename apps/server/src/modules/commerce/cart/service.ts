import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CartRecord } from '@xingtu/contracts/commerce';
import type { ProductType } from '@xingtu/contracts/enums';
import type { AppDeps } from '../../../deps.ts';
import { cartItems, products } from '../../../db/schema/catalog.ts';
import { AppError, notFound } from '../../../errors.ts';
import {
  findSaleProduct,
  isVisible,
  notForSale,
  purchaseBlocker,
  saleProductColumns,
  type ProductRow,
  type SaleProduct,
} from '../catalog/service.ts';
import { limitBlocker, purchasedQuantities } from '../orders/purchase-limit.ts';
import { assertMayBuy } from '../orders/place-order.ts';

export const CART_MAX_ITEMS = 50;
const MAX_QUANTITY = 99;

/** What the user already holds of each limited product, for the limit checks below. */
async function heldOf(
  deps: AppDeps,
  userId: number,
  products: Pick<ProductRow, 'id' | 'purchaseLimit'>[],
): Promise<Map<number, number>> {
  const limited = products.filter((product) => product.purchaseLimit !== null).map((product) => product.id);
  return purchasedQuantities(deps.database.db, userId, limited);
}

const cartBlocker = (deps: AppDeps, product: SaleProduct, quantity: number, held: number, now: Date) =>
  (deps.fulfilment.sells(product.type) ? undefined : notForSale(product.title)) ??
  purchaseBlocker(product, quantity, now) ??
  limitBlocker(product, held, quantity);

export async function viewCart(deps: AppDeps, userId: number): Promise<CartRecord> {
  const now = deps.now();
  const rows = await deps.database.db
    .select({ item: cartItems, product: saleProductColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.id);
  const held = await heldOf(
    deps,
    userId,
    rows.map((row) => row.product),
  );
  const items = rows.map(({ item, product }) => {
    const already = held.get(product.id) ?? 0;
    const blocker = cartBlocker(deps, product, item.quantity, already, now);
    return {
      id: item.id,
      productId: product.id,
      type: product.type as ProductType,
      title: product.title,
      cover: product.cover,
      priceFen: product.priceFen,
      quantity: item.quantity,
      selected: item.selected,
      stock: product.stock,
      remainingLimit: product.purchaseLimit === null ? null : Math.max(0, product.purchaseLimit - already),
      available: !blocker,
      unavailableReason: blocker?.message ?? null,
    };
  });
  const selected = items.filter((item) => item.selected);
  return {
    items,
    totals: {
      itemCount: items.length,
      selectedCount: selected.length,
      selectedQuantity: selected.reduce((sum, item) => sum + item.quantity, 0),
      totalFen: selected.reduce((sum, item) => sum + item.priceFen * item.quantity, 0),
    },
  };
}

export async function addToCart(
  deps: AppDeps,
  userId: number,
  productId: number,
  quantity: number,
): Promise<CartRecord> {
  const product = await findSaleProduct(deps.database.db, productId);
  if (!product || !isVisible(product)) throw notFound('商品不存在或已下架');
  const [existing] = await deps.database.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  const wanted = Math.min(MAX_QUANTITY, (existing?.quantity ?? 0) + quantity);
  const blocker = cartBlocker(
    deps,
    product,
    wanted,
    (await heldOf(deps, userId, [product])).get(product.id) ?? 0,
    deps.now(),
  );
  if (blocker) throw blocker;
  await assertMayBuy(deps, userId, { product, quantity: wanted }, deps.now());
  if (!existing) {
    const [{ n } = { n: 0 }] = await deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    if (n >= CART_MAX_ITEMS)
      throw new AppError('OPERATION_FAILED', { message: `购物车最多放 ${CART_MAX_ITEMS} 种商品` });
  }
  await deps.database.db
    .insert(cartItems)
    .values({ userId, productId, quantity: wanted, selected: true })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: wanted, selected: true },
    });
  return viewCart(deps, userId);
}

export async function updateCartItem(
  deps: AppDeps,
  userId: number,
  itemId: number,
  change: { quantity?: number | undefined; selected?: boolean | undefined },
): Promise<CartRecord> {
  const [row] = await deps.database.db
    .select({ item: cartItems, product: saleProductColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!row) throw notFound('购物车中没有该商品');
  if (
    change.quantity !== undefined &&
    change.quantity > row.item.quantity &&
    row.product.stock !== null &&
    row.product.stock < change.quantity
  ) {
    throw new AppError('SOLD_OUT', { message: `「${row.product.title}」库存仅剩 ${row.product.stock} 件` });
  }
  if (change.quantity !== undefined && change.quantity > row.item.quantity) {
    const over = limitBlocker(
      row.product,
      (await heldOf(deps, userId, [row.product])).get(row.product.id) ?? 0,
      change.quantity,
    );
    if (over) throw over;
  }
  await deps.database.db
    .update(cartItems)
    .set({
      ...(change.quantity !== undefined && { quantity: change.quantity }),
      ...(change.selected !== undefined && { selected: change.selected }),
    })
    .where(eq(cartItems.id, itemId));
  return viewCart(deps, userId);
}

export async function removeCartItem(deps: AppDeps, userId: number, itemId: number): Promise<CartRecord> {
  const removed = await deps.database.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('购物车中没有该商品');
  return viewCart(deps, userId);
}

export async function selectCartItems(
  deps: AppDeps,
  userId: number,
  selected: boolean,
  itemIds: number[] | undefined,
): Promise<CartRecord> {
  await deps.database.db
    .update(cartItems)
    .set({ selected })
    .where(
      and(
        eq(cartItems.userId, userId),
        itemIds ? inArray(cartItems.id, itemIds.length > 0 ? itemIds : [-1]) : undefined,
      ),
    );
  return viewCart(deps, userId);
}
