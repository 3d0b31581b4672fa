import { z } from 'zod';
import { LEDGER_CAUSE_LABELS, PAYMENT_CHANNELS, PAYMENT_STATUS_LABELS } from './commerce.ts';
import { addressSchema, contactSchema, productTypeSchema } from './commerce-schemas.ts';
import type { OrderStatus } from './enums.ts';

// What the shop answers (camelCase out), as schemas: the server serialises every answer with them
// and the record types of commerce.ts are inferred from them. Money is integer fen.

const fen = z.number().int();
const id = z.number().int();
const iso = z.string();
// Response schemas never transform: the server encodes with them, and a transform cannot be reversed.
const orderStatus = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] satisfies OrderStatus[]);

export const productRecordSchema = z.object({
  id,
  type: productTypeSchema,
  typeLabel: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  summary: z.string(),
  priceFen: fen,
  listPriceFen: fen,
  /** null = unlimited (digital goods). */
  stock: z.number().int().nullable(),
  purchaseLimit: z.number().int().nullable(),
  saleStart: iso.nullable(),
  saleEnd: iso.nullable(),
  validityDays: z.number().int().nullable(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  onSale: z.boolean(),
  soldOut: z.boolean(),
});
/** A category tab of the shop: a product type with something on show, by its customer name. */
export const productTypeRecordSchema = z.object({
  type: productTypeSchema,
  label: z.string(),
  count: z.number().int(),
});
export const productDetailRecordSchema = productRecordSchema.extend({
  /** Sanitised HTML. */
  description: z.string(),
});

export const cartItemRecordSchema = z.object({
  id,
  productId: id,
  type: productTypeSchema,
  title: z.string(),
  cover: z.string().nullable(),
  priceFen: fen,
  quantity: z.number().int(),
  selected: z.boolean(),
  stock: z.number().int().nullable(),
  /** How many more this user may still buy (per-user limit minus what they already hold); null = no limit. */
  remainingLimit: z.number().int().nullable(),
  available: z.boolean(),
  /** Why the item cannot be ordered now (sold out, off sale, over the per-user limit …). */
  unavailableReason: z.string().nullable(),
});
export const cartRecordSchema = z.object({
  items: z.array(cartItemRecordSchema),
  totals: z.object({
    selectedCount: z.number().int(),
    selectedQuantity: z.number().int(),
    totalFen: fen,
    itemCount: z.number().int(),
  }),
});

// Orders and payments are public by their numbers (orderNo, paymentNo) only: no record carries their
// sequential database ids, nor the ids of order lines or ledger entries (issue 11 §1).

export const orderItemRecordSchema = z.object({
  productId: id.nullable(),
  productType: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  unitPriceFen: fen,
  quantity: z.number().int(),
  amountFen: fen,
});
export const orderEventRecordSchema = z.object({
  event: z.string(),
  fromStatus: orderStatus.nullable(),
  toStatus: orderStatus,
  actorType: z.enum(['user', 'system', 'admin', 'gateway']),
  note: z.string().nullable(),
  createdAt: iso,
});
export const orderRecordSchema = z.object({
  orderNo: z.string(),
  kind: z.enum(['purchase', 'topup']),
  status: orderStatus,
  statusLabel: z.string(),
  totalFen: fen,
  paidFen: fen,
  refundedFen: fen,
  items: z.array(orderItemRecordSchema),
  address: addressSchema.nullable(),
  contact: contactSchema.nullable(),
  remark: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  expiresAt: iso,
  paidAt: iso.nullable(),
  shippedAt: iso.nullable(),
  receivedAt: iso.nullable(),
  finishedAt: iso.nullable(),
  cancelledAt: iso.nullable(),
  createdAt: iso,
  events: z.array(orderEventRecordSchema).optional(),
});

const paymentStatus = z.enum(Object.keys(PAYMENT_STATUS_LABELS) as [keyof typeof PAYMENT_STATUS_LABELS]);
export const paymentRecordSchema = z.object({
  paymentNo: z.string(),
  /** The order it pays. */
  orderNo: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  amountFen: fen,
  status: paymentStatus,
  statusLabel: z.string(),
  /** Set when a capture could not pay the order (003303 timed out …). */
  failCode: z.string().nullable(),
  failReason: z.string().nullable(),
  paidAt: iso.nullable(),
  createdAt: iso,
  /** Where to send the payer: the sandbox page, Alipay's cashier, or a WeChat code URL to render as a QR code. */
  payUrl: z.string().nullable(),
  codeUrl: z.string().nullable(),
});
/** GET /api/payments/channels: the channels the cashier may offer, wallet first. */
export const paymentChannelsRecordSchema = z.object({ channels: z.array(z.enum(PAYMENT_CHANNELS)) });

export const walletRecordSchema = z.object({ balanceFen: fen });
export const ledgerEntryRecordSchema = z.object({
  deltaFen: fen,
  balanceAfterFen: fen,
  cause: z.enum(Object.keys(LEDGER_CAUSE_LABELS) as [keyof typeof LEDGER_CAUSE_LABELS]),
  causeLabel: z.string(),
  /** The order and the payment the move belongs to, when it belongs to one. */
  orderNo: z.string().nullable(),
  paymentNo: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: iso,
});

export const refundRecordSchema = z.object({
  refundId: id,
  amountFen: fen,
  destination: z.enum(['wallet', 'original']),
  status: z.string(),
});

/** What a member bought and still holds (GET /api/purchased). */
export const purchasedRecordSchema = z.object({
  productId: id,
  type: productTypeSchema,
  typeLabel: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  orderNo: z.string(),
  grantedAt: iso,
  /** null: for good. */
  expiresAt: iso.nullable(),
  lasting: z.boolean(),
  /** Where to use it; null when its page is not built yet (the order page stands in). */
  usePath: z.string().nullable(),
});
