import type { OrderStatus, ProductType } from './enums.ts';
import type { Address, Contact } from './commerce-schemas.ts';

export type { Address, Contact, CreateOrderInput, RefundInput } from './commerce-schemas.ts';

// Shop, cart, orders, payments and wallet: constants and record types (camelCase out). The request
// schemas (snake_case in) are in commerce-schemas.ts, so pages can use this file without zod.
// Money is always integer fen.

export const REFUND_DESTINATIONS = ['wallet', 'original'] as const;

/**
 * A product whose kind no part of the site can deliver yet (answered with 001106 by the order and
 * cart endpoints; the catalogue hides such products).
 */
export const notForSaleMessage = (title: string): string => `「${title}」暂未开放购买`;

// ---- payments ----
export const PAYMENT_CHANNELS = ['wallet', 'sandbox', 'alipay', 'wechat'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
/** GET /api/payments/channels: the channels the cashier may offer, wallet first. */
export interface PaymentChannelsRecord {
  channels: PaymentChannel[];
}
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  wallet: '钱包余额',
  sandbox: '模拟支付',
  alipay: '支付宝',
  wechat: '微信支付',
};
/** pending → succeeded | failed | closed; returned = captured after the order ended, sent back to the wallet. */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'closed' | 'returned';
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: '待支付',
  succeeded: '支付成功',
  failed: '支付失败',
  closed: '已关闭',
  returned: '已退回钱包',
};

// ---- wallet ----
export const TOPUP_MIN_FEN = 100;
export const TOPUP_MAX_FEN = 5_000_000;
/** credit / debit: money an area moves (a payout, a charge), each with its own reason on the line. */
export type LedgerCause = 'topup' | 'payment' | 'refund' | 'returned' | 'adjust' | 'credit' | 'debit';
export const LEDGER_CAUSE_LABELS: Record<LedgerCause, string> = {
  topup: '充值',
  payment: '余额支付',
  refund: '订单退款',
  returned: '超时或重复支付退回',
  adjust: '人工调整',
  credit: '入账',
  debit: '扣款',
};

// ---- records ----
export interface ProductRecord {
  id: number;
  type: ProductType;
  typeLabel: string;
  title: string;
  cover: string | null;
  summary: string;
  priceFen: number;
  listPriceFen: number;
  /** null = unlimited (digital goods). */
  stock: number | null;
  purchaseLimit: number | null;
  saleStart: string | null;
  saleEnd: string | null;
  validityDays: number | null;
  targetKind: string | null;
  targetId: string | null;
  onSale: boolean;
  soldOut: boolean;
}
export interface ProductDetailRecord extends ProductRecord {
  /** Sanitised HTML. */
  description: string;
}

export interface CartItemRecord {
  id: number;
  productId: number;
  type: ProductType;
  title: string;
  cover: string | null;
  priceFen: number;
  quantity: number;
  selected: boolean;
  stock: number | null;
  /** How many more this user may still buy (per-user limit minus what they already hold); null = no limit. */
  remainingLimit: number | null;
  available: boolean;
  /** Why the item cannot be ordered now (sold out, off sale, over the per-user limit …). */
  unavailableReason: string | null;
}
export interface CartRecord {
  items: CartItemRecord[];
  totals: { selectedCount: number; selectedQuantity: number; totalFen: number; itemCount: number };
}

export interface OrderItemRecord {
  id: number;
  productId: number | null;
  productType: string;
  title: string;
  cover: string | null;
  unitPriceFen: number;
  quantity: number;
  amountFen: number;
}
export interface OrderEventRecord {
  event: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorType: 'user' | 'system' | 'admin' | 'gateway';
  note: string | null;
  createdAt: string;
}
export interface OrderRecord {
  id: number;
  orderNo: string;
  kind: 'purchase' | 'topup';
  status: OrderStatus;
  statusLabel: string;
  totalFen: number;
  paidFen: number;
  refundedFen: number;
  items: OrderItemRecord[];
  address: Address | null;
  contact: Contact | null;
  remark: string | null;
  carrier: string | null;
  trackingNo: string | null;
  expiresAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  receivedAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  events?: OrderEventRecord[];
}

export interface PaymentRecord {
  id: number;
  paymentNo: string;
  orderId: number;
  channel: PaymentChannel;
  amountFen: number;
  status: PaymentStatus;
  statusLabel: string;
  /** Set when a capture could not pay the order (003303 timed out …). */
  failCode: string | null;
  failReason: string | null;
  paidAt: string | null;
  createdAt: string;
  /** Where to send the payer: the sandbox page, Alipay's cashier, or a WeChat code URL to render as a QR code. */
  payUrl: string | null;
  codeUrl: string | null;
}

export interface WalletRecord {
  balanceFen: number;
}
export interface LedgerEntryRecord {
  id: number;
  deltaFen: number;
  balanceAfterFen: number;
  cause: LedgerCause;
  causeLabel: string;
  orderId: number | null;
  paymentId: number | null;
  note: string | null;
  createdAt: string;
}
