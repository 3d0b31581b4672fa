import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { CreateOrderInput, OrderRecord } from '@xingtu/contracts/commerce';
import { formatFen } from '@xingtu/contracts/constants';
import { ORDER_STATUS, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { allowsQuantity, alreadyOwnedMessage, grantsLastingAccess } from '@xingtu/contracts/purchase-rules';
import type { AppDeps } from '../../../deps.ts';
import { cartItems, products } from '../../../db/schema/catalog.ts';
import { orderEvents, orderItems, orders } from '../../../db/schema/orders.ts';
import { AppError, notFound, validationError } from '../../../errors.ts';
import { assertClean } from '../../sys/index.ts';
import {
  findSaleProduct,
  notForSale,
  purchaseBlocker,
  saleProductColumns,
  type SaleProduct,
} from '../catalog/service.ts';
import { hasEntitlement } from '../fulfilment/entitlements.ts';
import { assertPurchasable } from '../fulfilment/service.ts';
import { insertOrder, needsTransaction, type OrderDraft, type OrderLine } from './insert-order.ts';
import { loadOrderRecord, toOrderRecord } from './order-record.ts';
import { assertWithinLimit } from './purchase-limit.ts';

// Placing an order: a purchase (from a product or the cart's selection) or a wallet top-up, status NEW (A).

/**
 * Beijing date and time to the millisecond plus 7 random digits (a collision needs two orders in one
 * ms drawing the same number); the number starts with the day the customer sees on the order.
 */
export function newOrderNo(now: Date, prefix = ''): string {
  const stamp = `${formatBeijing(now, 'stamp')}${String(now.getUTCMilliseconds()).padStart(3, '0')}`;
  return `${prefix}${stamp}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

async function resolveLines(
  deps: AppDeps,
  userId: number,
  input: CreateOrderInput,
): Promise<{ lines: OrderLine[]; cartItemIds: number[] }> {
  const db = deps.database.db;
  if (input.product_id !== undefined) {
    const product = await findSaleProduct(db, input.product_id);
    if (!product) throw notFound('商品不存在或已下架');
    return { lines: [{ product, quantity: input.quantity }], cartItemIds: [] };
  }
  const rows = await db
    .select({ item: cartItems, product: saleProductColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.selected, true)))
    .orderBy(cartItems.id);
  if (rows.length === 0) throw validationError('from_cart', '购物车中没有选中的商品');
  return {
    lines: rows.map((row) => ({ product: row.product, quantity: row.item.quantity })),
    cartItemIds: rows.map((row) => row.item.id),
  };
}

const soldOut = (product: SaleProduct): AppError =>
  new AppError('SOLD_OUT', { message: `「${product.title}」库存不足或已售罄` });

/** Issue 13: one of a digital product unless several make sense; lasting access is bought once. */
export async function assertMayBuy(
  deps: AppDeps,
  userId: number,
  line: { product: SaleProduct; quantity: number },
  now: Date,
): Promise<void> {
  const { product, quantity } = line;
  if (quantity > 1 && !allowsQuantity(product.type))
    throw new AppError('PURCHASE_LIMIT', { message: `「${product.title}」每次只能购买 1 份` });
  if (grantsLastingAccess(product.type) && (await hasEntitlement(deps.database.db, userId, product.id, now)))
    throw new AppError('PURCHASE_LIMIT', { message: alreadyOwnedMessage(product.title) });
}

/** A new order: its record for the member, and its internal id for commerce's door (never sent). */
export interface NewOrder {
  id: number;
  record: OrderRecord;
}

export async function createOrder(
  deps: AppDeps,
  userId: number,
  input: CreateOrderInput,
  timeoutMinutes: number,
  options: { privateAllowed?: boolean } = {},
): Promise<NewOrder> {
  const now = deps.now();
  const { lines, cartItemIds } = await resolveLines(deps, userId, input);
  for (const line of lines) {
    // Only what some part of the site can deliver is sold (goods by shipping, the rest by their area).
    if (!deps.fulfilment.sells(line.product.type)) throw notForSale(line.product.title);
    const blocker = purchaseBlocker(line.product, line.quantity, now, options);
    if (blocker) throw blocker;
    await assertMayBuy(deps, userId, line, now);
  }
  // The areas' own preconditions (a birth-time check needs a rectification to check).
  await assertPurchasable(
    deps.fulfilment,
    deps.database.db,
    userId,
    lines.map((line) => ({
      productType: line.product.type,
      productId: line.product.id,
      quantity: line.quantity,
    })),
    now,
  );
  const needsShipping = lines.some((line) => line.product.type === PRODUCT_TYPE.GOODS);
  if (needsShipping && !input.address) throw validationError('address', '购买实物商品请填写收货地址');
  // Free text the buyer writes is moderated like every other saved text (001108).
  await assertClean(deps, [
    input.remark,
    input.contact?.name,
    ...(input.address ? Object.values(input.address).map(String) : []),
  ]);

  const draft: OrderDraft = {
    orderNo: newOrderNo(now),
    userId,
    totalFen: lines.reduce((sum, line) => sum + line.product.priceFen * line.quantity, 0),
    address: needsShipping ? (input.address ?? null) : null,
    contact: input.contact ?? null,
    remark: input.remark ?? null,
    expiresAt: new Date(now.getTime() + timeoutMinutes * 60_000),
    now,
    lines,
    cartItemIds,
  };
  const limited = lines.some((line) => line.product.purchaseLimit !== null);
  const inserted =
    limited || needsTransaction(lines)
      ? // Limits are checked under advisory locks; several stocked lines must all be reserved or none.
        await deps.database.db.transaction(async (tx) => {
          for (const line of lines) await assertWithinLimit(tx, userId, line);
          const result = await insertOrder(tx, draft);
          if (!result.ok) throw soldOut(result.soldOut);
          return result;
        })
      : await insertOrder(deps.database.db, draft);
  if (!inserted.ok) throw soldOut(inserted.soldOut);
  return { id: inserted.order.id, record: toOrderRecord(inserted.order, inserted.items) };
}

/** A wallet top-up is an order of its own kind: paid through a gateway, fulfilled by crediting the wallet. */
export async function createTopupOrder(
  deps: AppDeps,
  userId: number,
  amountFen: number,
  timeoutMinutes: number,
): Promise<OrderRecord> {
  const now = deps.now();
  const order = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(now, 'T'),
        userId,
        kind: 'topup',
        status: ORDER_STATUS.NEW,
        totalFen: amountFen,
        expiresAt: new Date(now.getTime() + timeoutMinutes * 60_000),
        createdAt: now,
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: created!.id,
      productId: null,
      productType: 'topup',
      title: `钱包充值 ${formatFen(amountFen)}`,
      unitPriceFen: amountFen,
      quantity: 1,
      amountFen,
    });
    await tx.insert(orderEvents).values({
      orderId: created!.id,
      event: 'create',
      fromStatus: null,
      toStatus: ORDER_STATUS.NEW,
      actorType: 'user',
      actorId: String(userId),
      createdAt: now,
    });
    return created!;
  });
  return loadOrderRecord(deps.database.db, order);
}
