import type {
  CreateOrderInput,
  OrderRecord,
  PaymentChannel,
  PaymentRecord,
} from '@xingtu/contracts/commerce';
import type { ProductDetailRecord, ProductRecord, RefundInput } from '@xingtu/contracts/commerce';
import type { ProductType } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  listProducts as listCatalog,
  productDetail,
  updateProductPrice as setPrice,
} from './catalog/service.ts';
import { upsertAreaProduct as upsertProduct, type AreaProduct } from './catalog/area-products.ts';
import type { AdminProductDetail, AdminProductRow, ProductBody } from '@xingtu/contracts/console-catalog';
import {
  createOperatorProduct,
  listOperatorProducts,
  operatorProduct,
  updateOperatorProduct,
  type OperatorProductQuery,
} from './catalog/operator-products.ts';
import { productChanged } from './catalog/product-events.ts';
import { hasEntitlement as entitled } from './fulfilment/entitlements.ts';
import type {
  ClosedOrderHandler,
  ContentRef,
  FulfilmentHandler,
  PurchaseGuard,
} from './fulfilment/registry.ts';
import { createOrder } from './orders/place-order.ts';
import type { Actor } from './orders/state-machine.ts';
import { eq } from 'drizzle-orm';
import type { LedgerEntryRecord } from '@xingtu/contracts/commerce';
import { orders } from '../../db/schema/orders.ts';
import { notFound } from '../../errors.ts';
import { loadOrderRecord } from './orders/order-record.ts';
import { hasOpenOrders as openOrders } from './orders/open-orders.ts';
import { shipOrder as ship } from './orders/shipping.ts';
import { cancelOrder, invalidateOrder } from './orders/unpaid-orders.ts';
import { ORDER_REFUNDED_EVENT } from './fulfilment/service.ts';
import { refundOrder, type RefundResult } from './payments/refund-service.ts';
import { payOrder } from './payments/start-payment.ts';
import {
  checkWalletIntegrity,
  creditWallet as credit,
  debitWallet as debit,
  ledgerPage,
  walletBalance as balance,
  type WalletIntegrityProblem,
} from './wallet/service.ts';

// The only door into commerce (catalogue, cart, orders, payments, wallet, fulfilment). Other areas
// import from this file and nothing else; README.md shows an area plugging in.

export type {
  ClosedOrderHandler,
  ContentRef,
  FulfilmentHandler,
  PaidItem,
  PurchaseGuard,
} from './fulfilment/registry.ts';
export type { AreaProduct };
export { createFulfilmentRegistry, type FulfilmentRegistry } from './fulfilment/registry.ts';
export type { Actor, RefundResult };

// ---- delivering what is sold ----

/**
 * Declares that your area delivers `productType`: from then on products of that type are on sale,
 * and `handler` runs once for every paid line, inside the paying transaction. Call it at start-up
 * (in your area's plugin).
 */
export function onPaid(deps: AppDeps, productType: ProductType, handler: FulfilmentHandler): void {
  deps.fulfilment.onPaid(productType, handler);
}

/**
 * Undo what onPaid did when a line is refunded; commerce has already ended the entitlement. Told at
 * the first refund, or at every refund with `{ everyRefund: true }` (item.refundedFen, item.refundId).
 */
export function onRefunded(
  deps: AppDeps,
  productType: ProductType,
  handler: FulfilmentHandler,
  options?: { everyRefund?: boolean },
): void {
  deps.fulfilment.onRefunded(productType, handler, options);
}

/**
 * An unpaid order holding a line of `productType` ended without payment (cancelled by its buyer, the
 * timeout sweep, voided, failed): `handler` runs once per order inside the closing transaction, to
 * free what the area reserved for it (a consultation slot). Register at start-up, after onPaid.
 */
export function onClosed(deps: AppDeps, productType: ProductType, handler: ClosedOrderHandler): void {
  deps.fulfilment.onClosed(productType, handler);
}

/**
 * A precondition of buying `productType` (the member must have something the product works on):
 * `guard` runs when an order holding the type is placed and again before it is paid; it throws an
 * AppError to refuse with its message. Register at start-up, after onPaid.
 */
export function beforePurchase(deps: AppDeps, productType: ProductType, guard: PurchaseGuard): void {
  deps.fulfilment.beforePurchase(productType, guard);
}

/**
 * After a refund is committed (any refund: the member's, an area's, an operator's in the console),
 * `handler` runs once per refund as a durable job (deps.events), outside the refund's transaction:
 * for telling outside systems or open connections (a consultation room's sockets). `subscriber`
 * names it in the job queue. Register at start-up.
 */
export function afterRefund(
  deps: AppDeps,
  subscriber: string,
  handler: (refund: { orderId: number; refundId: number }) => Promise<void>,
): void {
  deps.events.subscribe(ORDER_REFUNDED_EVENT, subscriber, handler);
}

/** True while the member holds a live entitlement to the product id, or to the content reference. */
export function hasEntitlement(deps: AppDeps, userId: number, ref: number | ContentRef): Promise<boolean> {
  return entitled(deps.database.db, userId, ref, deps.now());
}

// ---- products, orders, payments ----

/** Product descriptions are rich text: this is the one sanitiser (seeds, the console's editor). */
export { sanitizeDescription } from './catalog/service.ts';

export function listProducts(
  deps: AppDeps,
  query: { type?: ProductType; keyword?: string; current: number; size: number },
): Promise<PageData<ProductRecord>> {
  return listCatalog(deps.database.db, deps.fulfilment, query, deps.now());
}

/** 404 when missing, off sale or of a type no area delivers. */
export function getProduct(deps: AppDeps, productId: number): Promise<ProductDetailRecord> {
  return productDetail(deps.database.db, deps.fulfilment, productId, deps.now());
}

/**
 * An area that defines its own products (an astrologer's consultation services) creates or updates
 * the one behind a stable slug, in the area's transaction (or the seed's database); returns the
 * product id for placeOrder.
 */
export function upsertAreaProduct(db: Db | Tx, product: AreaProduct, now: Date): Promise<number> {
  return upsertProduct(db, product, now);
}

/** An operator changes a product's price (fen); the list price is raised to the price if below it. */
export async function updateProductPrice(
  deps: AppDeps,
  productId: number,
  price: { priceFen?: number; listPriceFen?: number },
): Promise<void> {
  await setPrice(deps.database.db, productId, price);
}

/**
 * An order as the door hands it to another area: the member's record plus the order's internal id,
 * for pay() and refund(). The id is server-side only: answers to clients send the OrderRecord.
 */
export type PlacedOrder = OrderRecord & { id: number };

/**
 * A new unpaid order (status A) that closes itself after `timeoutMinutes` (config.orderTimeoutMinutes).
 * `privateProduct`: the area orders one of its own private products (upsertAreaProduct), which the
 * shop neither lists nor sells directly.
 */
export async function placeOrder(
  deps: AppDeps,
  userId: number,
  input: CreateOrderInput,
  options: { timeoutMinutes: number; privateProduct?: boolean },
): Promise<PlacedOrder> {
  const placed = await createOrder(deps, userId, input, options.timeoutMinutes, {
    privateAllowed: options.privateProduct === true,
  });
  return { ...placed.record, id: placed.id };
}

/**
 * The note an area wrote on an order it placed, rewritten when what it says changed (a consultation
 * moved to another time): the buyer's order shows the current one.
 */
export async function updateOrderRemark(db: Db | Tx, orderId: number, remark: string): Promise<void> {
  await db.update(orders).set({ remark }).where(eq(orders.id, orderId));
}

/** The buyer gives up an unpaid order (as POST /api/orders/:orderNo/cancel): onClosed handlers run. */
export async function cancelUnpaidOrder(
  deps: AppDeps,
  userId: number,
  orderNo: string,
): Promise<OrderRecord> {
  return cancelOrder(deps, userId, orderNo);
}

/**
 * True while one of the user's orders is under way (paid goods waiting to ship or on their way, a
 * refund not yet back): an account is not cancelled then.
 */
export function hasOpenOrders(deps: AppDeps, userId: number): Promise<boolean> {
  return openOrders(deps.database.db, userId);
}

/** Pays from the wallet at once, or starts a gateway payment (the record says where to send the payer). */
export function pay(
  deps: AppDeps,
  userId: number,
  payment: { orderId: number; channel: PaymentChannel },
): Promise<PaymentRecord> {
  return payOrder(deps, userId, payment.orderId, payment.channel);
}

/** Part or all of a paid order back to the wallet or the original channel; onRefunded handlers run. */
export function refund(
  deps: AppDeps,
  orderId: number,
  input: RefundInput,
  actor: Actor,
): Promise<RefundResult> {
  return refundOrder(deps, orderId, input, actor);
}

// ---- operators (the console, issue 21) ----

/** Any order by its number, with its status events, its internal id and its buyer; 404 when none. */
export async function orderForOperator(
  deps: AppDeps,
  orderNo: string,
): Promise<{ id: number; userId: number; record: OrderRecord }> {
  const [order] = await deps.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw notFound('订单不存在');
  return { id: order.id, userId: order.userId, record: await loadOrderRecord(deps.database.db, order, true) };
}

/** An operator ships a paid order holding goods (carrier and tracking number); the auto-receive clock starts. */
export function shipOrder(
  deps: AppDeps,
  operatorId: number,
  orderId: number,
  shipment: { carrier: string; tracking_no: string },
): Promise<OrderRecord> {
  return ship(deps, operatorId, orderId, shipment);
}

/** An operator voids an unpaid order (INVALID); its stock goes back on sale and onClosed handlers run. */
export function voidOrder(
  deps: AppDeps,
  operatorId: number,
  orderId: number,
  reason: string,
): Promise<OrderRecord> {
  return invalidateOrder(deps, operatorId, orderId, reason);
}

/** A member's wallet ledger, newest first (as the member sees it). */
export function walletLedger(
  deps: AppDeps,
  userId: number,
  page: { current: number; size: number },
): Promise<PageData<LedgerEntryRecord>> {
  return ledgerPage(deps.database.db, userId, page.current, page.size);
}

/** Wallets whose balance does not add up to their ledger (or is below zero); empty = healthy. */
export function walletIntegrity(deps: AppDeps): Promise<WalletIntegrityProblem[]> {
  return checkWalletIntegrity(deps.database.db);
}

/**
 * An operator's correction of a balance (cause 'adjust'): positive credits, negative debits (never
 * below zero). Pass the operator's transaction so the audit record commits with it.
 */
export async function adjustWallet(
  tx: Tx,
  move: { userId: number; amountFen: number; reason: string; reference: string },
): Promise<number | null> {
  const refs = { idempotencyKey: move.reference, note: move.reason };
  return move.amountFen > 0
    ? credit(tx, move.userId, move.amountFen, 'adjust', refs)
    : debit(tx, move.userId, -move.amountFen, 'adjust', refs);
}

// ---- wallet ----

export interface WalletMove {
  userId: number;
  /** Positive integer fen. */
  amountFen: number;
  /** Shown to the member on their ledger line, e.g. 「咨询收入：订单 T2026…」. */
  reason: string;
  /**
   * What the move is for, unique across the ledger (e.g. `consult-payout:1234`): the same reference
   * twice changes the balance once, so retried jobs are safe.
   */
  reference: string;
}

export function walletBalance(deps: AppDeps, userId: number): Promise<number> {
  return balance(deps.database.db, userId);
}

/**
 * Adds money through the immutable ledger; returns the new balance, or null when `reference` was
 * already applied. Pass `tx` to make it part of your own transaction.
 */
export function creditWallet(deps: AppDeps, move: WalletMove, tx?: Tx): Promise<number | null> {
  const write = (t: Tx) =>
    credit(t, move.userId, move.amountFen, 'credit', { idempotencyKey: move.reference, note: move.reason });
  return tx ? write(tx) : deps.database.db.transaction(write);
}

/** Takes money out (never below zero: 钱包余额不足 otherwise); null when `reference` was already applied. */
export function debitWallet(deps: AppDeps, move: WalletMove, tx?: Tx): Promise<number | null> {
  const write = (t: Tx) =>
    debit(t, move.userId, move.amountFen, 'debit', { idempotencyKey: move.reference, note: move.reason });
  return tx ? write(tx) : deps.database.db.transaction(write);
}

// ---- the catalogue as operators keep it (the console, issue 21) ----

export type { OperatorProductQuery } from './catalog/operator-products.ts';

/** Every product of every type and status, filtered, sorted and paged on the server. */
export function listProductsForOperator(
  deps: AppDeps,
  query: OperatorProductQuery,
): Promise<PageData<AdminProductRow>> {
  return listOperatorProducts(deps.database.db, deps.fulfilment, query, deps.now());
}

/** One product with its description and version; 404 when none. */
export function productForOperator(deps: AppDeps, productId: number): Promise<AdminProductDetail> {
  return operatorProduct(deps.database.db, deps.fulfilment, productId, deps.now());
}

/** Runs inside the transaction of a product save, with the product as saved (the audit row). */
export type ProductSaveHook = (
  tx: Tx,
  change: { before: AdminProductDetail | null; after: AdminProductDetail },
) => Promise<void>;

/**
 * A new public product. On sale only when an area delivers its type (003501 otherwise); the
 * description is sanitised. `within` runs in the same transaction (the operator's audit row), and
 * onProductChanged handlers run after it commits.
 */
export async function createProduct(
  deps: AppDeps,
  body: ProductBody,
  within: ProductSaveHook,
): Promise<AdminProductDetail> {
  const created = await deps.database.db.transaction(async (tx) => {
    const after = await createOperatorProduct(tx, deps.fulfilment, body, deps.now());
    await within(tx, { before: null, after });
    return after;
  });
  await productChanged(deps, created.id);
  return created;
}

/**
 * Saves an operator's edit made from `body.version` (003500 when someone saved since); `wordsOnly`
 * for an editor (000007 on a price, stock, sale or status change). `within` runs in the same
 * transaction with the product before and after; onProductChanged handlers run after it commits.
 */
export async function updateProduct(
  deps: AppDeps,
  productId: number,
  body: ProductBody & { version: number },
  options: { wordsOnly: boolean; within: ProductSaveHook },
): Promise<AdminProductDetail> {
  const saved = await deps.database.db.transaction(async (tx) => {
    const change = await updateOperatorProduct(tx, deps.fulfilment, productId, body, {
      wordsOnly: options.wordsOnly,
      now: deps.now(),
    });
    await options.within(tx, change);
    return change.after;
  });
  await productChanged(deps, productId);
  return saved;
}

/** Register at start-up: runs after every product an operator creates or changes (search follows). */
export { onProductChanged, type ProductChangeHandler } from './catalog/product-events.ts';
