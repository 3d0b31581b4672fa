import type { z } from 'zod';
import type * as R from './commerce-records.ts';

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
export type PaymentChannelsRecord = z.output<typeof R.paymentChannelsRecordSchema>;
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  wallet: '钱包余额',
  sandbox: '模拟支付',
  alipay: '支付宝',
  wechat: '微信支付',
};
/** pending → succeeded | failed | closed; returned = captured after the order ended, sent back to the wallet. */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'closed' | 'returned' | 'refunded';
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: '待支付',
  succeeded: '支付成功',
  failed: '支付失败',
  closed: '已关闭',
  returned: '已退回钱包',
  /** Captured for something the buyer held already: sent back the way it came. */
  refunded: '已原路退回',
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
// Inferred from the answer schemas in commerce-records.ts (types only: no zod in the browser).
export type ProductRecord = z.output<typeof R.productRecordSchema>;
export type ProductDetailRecord = z.output<typeof R.productDetailRecordSchema>;
export type ProductTypeRecord = z.output<typeof R.productTypeRecordSchema>;
export type CartItemRecord = z.output<typeof R.cartItemRecordSchema>;
export type CartRecord = z.output<typeof R.cartRecordSchema>;
export type OrderItemRecord = z.output<typeof R.orderItemRecordSchema>;
export type OrderEventRecord = z.output<typeof R.orderEventRecordSchema>;
export type OrderRecord = z.output<typeof R.orderRecordSchema>;
export type PaymentRecord = z.output<typeof R.paymentRecordSchema>;
export type WalletRecord = z.output<typeof R.walletRecordSchema>;
export type LedgerEntryRecord = z.output<typeof R.ledgerEntryRecordSchema>;
