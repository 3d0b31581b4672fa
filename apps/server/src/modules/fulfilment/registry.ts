import { ORDER_STATUS, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { returnToStock } from '../catalog/service.ts';
import type { OrderItemRow, OrderRow } from '../orders/order-record.ts';
import { creditWallet } from '../wallet/service.ts';
import { grantEntitlement, revokeEntitlement } from './entitlements.ts';

// What buying each product type gives, and how a refund takes it back. grant and revoke run inside
// the transaction that moves the order, and must be idempotent (a fulfilment job may run twice).

export interface FulfilmentContext {
  order: OrderRow;
  item: OrderItemRow;
  now: Date;
}

export interface Fulfiller {
  /** Goods wait for shipping; everything else is complete once granted (PAID → FINISHED). */
  needsShipping: boolean;
  grant(tx: Tx, context: FulfilmentContext): Promise<void>;
  revoke(tx: Tx, context: FulfilmentContext): Promise<void>;
}

const entitlement: Fulfiller = { needsShipping: false, grant: grantEntitlement, revoke: revokeEntitlement };

const goodsShipping: Fulfiller = {
  needsShipping: true,
  // Shipping is an admin step (POST /api/orders/:id/ship); paying only queues the parcel.
  grant: async () => undefined,
  // Refunded before it shipped: the parcel never left, so it goes back on sale. A refunded order can
  // no longer ship, and later partial refunds find it in REFUND, so this happens once.
  revoke: async (tx, { order, item }) => {
    if (order.status === ORDER_STATUS.PAID && item.productId !== null)
      await returnToStock(tx, item.productId, item.quantity);
  },
};

const walletTopup: Fulfiller = {
  needsShipping: false,
  grant: async (tx, { order, item }) => {
    await creditWallet(tx, order.userId, item.amountFen, 'topup', {
      orderId: order.id,
      idempotencyKey: `topup:${order.id}:${item.id}`,
      note: item.title,
    });
  },
  revoke: async () => {
    throw new AppError('OPERATION_FAILED', { message: '充值订单不支持退款' });
  },
};

const registry = new Map<string, Fulfiller>([
  [PRODUCT_TYPE.REPORT, entitlement],
  [PRODUCT_TYPE.COURSE, entitlement],
  [PRODUCT_TYPE.AUTHENTICATION, entitlement],
  [PRODUCT_TYPE.ASTROLOGY_CONSULTANT, entitlement],
  [PRODUCT_TYPE.NSP_QA, entitlement],
  [PRODUCT_TYPE.EBOOK, entitlement],
  [PRODUCT_TYPE.ECARD, entitlement],
  [PRODUCT_TYPE.KNOWLEDGE, entitlement],
  [PRODUCT_TYPE.BTCA, entitlement],
  [PRODUCT_TYPE.AI_CHAT_PACKAGE, entitlement],
  [PRODUCT_TYPE.GOODS, goodsShipping],
  ['topup', walletTopup],
]);

/** Another area may replace the default for its type (e.g. AI packages granting a usage quota). */
export function registerFulfiller(productType: string, fulfiller: Fulfiller): void {
  registry.set(productType, fulfiller);
}

export function fulfillerFor(productType: string): Fulfiller {
  const fulfiller = registry.get(productType);
  if (!fulfiller) throw new Error(`no fulfiller registered for product type ${productType}`);
  return fulfiller;
}
