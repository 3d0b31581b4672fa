import { PRODUCT_TYPE, type ProductType } from '@xingtu/contracts/enums';
import type { Db, Tx } from '../../../db/client.ts';

// Who delivers what is sold. Commerce ships goods itself; every other product type is delivered by
// the area that registered an onPaid handler for it at start-up (reports, courses, AI packages …).
// A type nobody delivers is not on sale: the catalogue hides it and the order endpoint refuses it.
// The registry is made per app (createDeps) and sealed when the app is ready: no module-level state.

/** One paid line of an order, as the area that delivers it sees it. */
export interface PaidItem {
  orderId: number;
  orderNo: string;
  userId: number;
  /** The order item: unique per line, the natural idempotency key for what an area writes. */
  itemId: number;
  productId: number;
  productType: ProductType;
  title: string;
  quantity: number;
  amountFen: number;
  /** The product's content reference (targetKind / targetId), e.g. { kind: 'report-template', id: '1005' }. */
  target: ContentRef | null;
  /** When the buyer's access ends (the product's validity from the payment); null = lasting. */
  expiresAt: Date | null;
  /**
   * onRefunded only: how much of this line the refund gave back (fen), at most amountFen. A partial
   * refund (an operator's goodwill refund) is less than the line: take back only its share.
   */
  refundedFen?: number;
  /** onRefunded only: the refund being made (unique per refund: an idempotency key for what it takes back). */
  refundId?: number;
}

/** What a product gives access to, named by the area that owns it. */
export interface ContentRef {
  kind: string;
  id: string;
}

/**
 * Runs inside the transaction that takes the money (wallet debit or gateway capture): write rows with
 * `tx`, never call outside systems here (enqueue a job for slow work). Throwing rolls the payment back.
 */
export type FulfilmentHandler = (item: PaidItem, context: { tx: Tx; now: Date }) => Promise<void>;

/**
 * An unpaid order ended without payment (cancelled, timed out, voided, failed): runs once per order
 * that holds a line of the type, inside the transaction that ends it, so whatever the area reserved
 * for the order (a consultation slot) is freed together with the order.
 */
export type ClosedOrderHandler = (
  order: { orderId: number; orderNo: string; userId: number },
  context: { tx: Tx; now: Date },
) => Promise<void>;

/**
 * The area's say before a line of the type is sold: runs when the order is placed and again before it
 * is paid (wallet, or before the payer is sent to a gateway). Throw an AppError to refuse (the member
 * sees its message); return to allow. Read with `db` only, never write.
 */
export type PurchaseGuard = (
  purchase: { userId: number; productId: number; quantity: number },
  context: { db: Db | Tx; now: Date },
) => Promise<void>;

export interface FulfilmentRegistry {
  /** The area that delivers `productType` says so once, at start-up. */
  onPaid(productType: ProductType, handler: FulfilmentHandler): void;
  /**
   * Optional: undo what onPaid did when the order is refunded (commerce ends the entitlement itself).
   * Told at the first refund only, unless `everyRefund`: then at each partial refund too (an area that
   * takes back a share per refund, keyed by item.refundId).
   */
  onRefunded(productType: ProductType, handler: FulfilmentHandler, options?: { everyRefund?: boolean }): void;
  /** True when the type's onRefunded asked to be told of every refund, not only the first. */
  toldOnEveryRefund(productType: string): boolean;
  /** Optional: release what the area reserved for an order that ends unpaid. */
  onClosed(productType: ProductType, handler: ClosedOrderHandler): void;
  closedHandler(productType: string): ClosedOrderHandler | undefined;
  /** Optional: a precondition of buying the type (the member has what the product works on). */
  beforePurchase(productType: ProductType, guard: PurchaseGuard): void;
  purchaseGuard(productType: string): PurchaseGuard | undefined;
  /** True when something can deliver this type: goods always, other types once an area registered. */
  sells(productType: string): boolean;
  /** Every product type on sale now. */
  sellableTypes(): ProductType[];
  paidHandler(productType: string): FulfilmentHandler | undefined;
  refundedHandler(productType: string): FulfilmentHandler | undefined;
  /** Called when the app is ready: registering later is a mistake (the shop would change under users). */
  seal(): void;
}

export function createFulfilmentRegistry(): FulfilmentRegistry {
  const paid = new Map<string, FulfilmentHandler>();
  const refunded = new Map<string, FulfilmentHandler>();
  const closed = new Map<string, ClosedOrderHandler>();
  const guards = new Map<string, PurchaseGuard>();
  const everyRefund = new Set<string>();
  let sealed = false;

  const register = <H>(handlers: Map<string, H>, what: string) => {
    return (productType: ProductType, handler: H) => {
      if (sealed)
        throw new Error(`${what}(${productType}) after start-up: register handlers while building the app`);
      if (productType === PRODUCT_TYPE.GOODS) throw new Error('goods are delivered by commerce shipping');
      if (handlers.has(productType)) throw new Error(`${what}(${productType}) is registered twice`);
      handlers.set(productType, handler);
    };
  };

  return {
    onPaid: register(paid, 'onPaid'),
    onRefunded(productType, handler, options = {}) {
      register(refunded, 'onRefunded')(productType, handler);
      if (options.everyRefund) everyRefund.add(productType);
    },
    toldOnEveryRefund: (productType) => everyRefund.has(productType),
    onClosed: register(closed, 'onClosed'),
    closedHandler: (productType) => closed.get(productType),
    beforePurchase: register(guards, 'beforePurchase'),
    purchaseGuard: (productType) => guards.get(productType),
    sells: (productType) => productType === PRODUCT_TYPE.GOODS || paid.has(productType),
    sellableTypes: () => [PRODUCT_TYPE.GOODS, ...(paid.keys() as Iterable<ProductType>)],
    paidHandler: (productType) => paid.get(productType),
    refundedHandler: (productType) => refunded.get(productType),
    seal() {
      for (const productType of [...refunded.keys(), ...closed.keys(), ...guards.keys()])
        if (!paid.has(productType))
          throw new Error(`onRefunded/onClosed/beforePurchase(${productType}) without onPaid`);
      sealed = true;
    },
  };
}
