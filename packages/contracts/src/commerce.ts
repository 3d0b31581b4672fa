import { z } from 'zod';
import type { OrderStatus, ProductType } from './enums.ts';
import { PRODUCT_TYPE } from './enums.ts';

// Shop, cart, orders, payments and wallet: request schemas (snake_case in) and record types
// (camelCase out). Money is always integer fen.

/** Database ids are int4; anything larger is not an id we could have issued. */
export const idSchema = z.coerce
  .number({ message: '编号格式不正确' })
  .int({ message: '编号格式不正确' })
  .positive({ message: '编号格式不正确' })
  .max(2_147_483_647, { message: '编号格式不正确' });
export const idParamSchema = z.object({ id: idSchema });

const fenSchema = z.number({ message: '金额必须是以分为单位的整数' }).int({ message: '金额必须是以分为单位的整数' });
const quantitySchema = z
  .number({ message: '数量必须是整数' })
  .int({ message: '数量必须是整数' })
  .min(1, { message: '数量至少为 1' })
  .max(99, { message: '单次最多购买 99 件' });

const productTypeValues = Object.values(PRODUCT_TYPE) as [ProductType, ...ProductType[]];
export const productTypeSchema = z.enum(productTypeValues, { message: '商品类型不正确' });

export const productListQuerySchema = z.object({
  type: productTypeSchema.optional(),
  keyword: z.string().trim().max(50, { message: '关键词不能超过 50 个字' }).optional(),
  current: z.coerce.number().int().min(1).max(100000).catch(1).default(1),
  size: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});

// ---- cart ----
export const cartAddSchema = z.object({ product_id: idSchema, quantity: quantitySchema.default(1) });
export const cartUpdateSchema = z
  .object({ quantity: quantitySchema.optional(), selected: z.boolean({ message: '选中状态必须是布尔值' }).optional() })
  .refine((value) => value.quantity !== undefined || value.selected !== undefined, { message: '请提供数量或选中状态' });
export const cartSelectSchema = z.object({
  selected: z.boolean({ message: '选中状态必须是布尔值' }),
  /** Omitted: every item in the cart. */
  item_ids: z.array(idSchema).max(200).optional(),
});

// ---- orders ----
const mobileSchema = z.string().regex(/^1\d{10}$/, { message: '请输入正确的手机号' });
export const addressSchema = z.object({
  name: z.string().trim().min(1, { message: '请填写收货人' }).max(30, { message: '收货人不能超过 30 个字' }),
  mobile: mobileSchema,
  region: z.string().trim().min(2, { message: '请填写所在地区' }).max(60, { message: '所在地区不能超过 60 个字' }),
  detail: z.string().trim().min(4, { message: '请填写详细地址' }).max(120, { message: '详细地址不能超过 120 个字' }),
});
export type Address = z.infer<typeof addressSchema>;
export const contactSchema = z.object({
  name: z.string().trim().min(1, { message: '请填写联系人' }).max(30, { message: '联系人不能超过 30 个字' }),
  mobile: mobileSchema.optional(),
  email: z.string().trim().email({ message: '请输入正确的邮箱' }).max(254).optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const createOrderSchema = z
  .object({
    /** Order the selected cart items. */
    from_cart: z.literal(true, { message: 'from_cart 只能为 true' }).optional(),
    /** Or buy one product directly. */
    product_id: idSchema.optional(),
    quantity: quantitySchema.default(1),
    address: addressSchema.optional(),
    contact: contactSchema.optional(),
    remark: z.string().trim().max(200, { message: '备注不能超过 200 个字' }).optional(),
  })
  .refine((value) => (value.from_cart === true) !== (value.product_id !== undefined), {
    message: '请选择购物车商品或指定要购买的商品',
    path: ['product_id'],
  });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const orderListQuerySchema = z.object({
  status: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'], { message: '订单状态不正确' }).optional(),
  current: z.coerce.number().int().min(1).max(100000).catch(1).default(1),
  size: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});

export const shipSchema = z.object({
  carrier: z.string().trim().min(1, { message: '请填写快递公司' }).max(30),
  tracking_no: z.string().trim().regex(/^[A-Za-z0-9-]{6,40}$/, { message: '请输入正确的快递单号' }),
});

export const REFUND_DESTINATIONS = ['wallet', 'original'] as const;
export const refundSchema = z.object({
  /** Omitted: everything not yet refunded. */
  amount_fen: fenSchema.positive({ message: '退款金额必须大于 0' }).optional(),
  destination: z.enum(REFUND_DESTINATIONS, { message: '退款去向只能是钱包或原路退回' }).default('wallet'),
  reason: z.string().trim().max(200).optional(),
});
export type RefundInput = z.infer<typeof refundSchema>;

// ---- payments ----
export const PAYMENT_CHANNELS = ['wallet', 'sandbox', 'alipay', 'wechat'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  wallet: '钱包余额',
  sandbox: '模拟支付',
  alipay: '支付宝',
  wechat: '微信支付',
};
export const createPaymentSchema = z.object({
  order_id: idSchema,
  channel: z.enum(PAYMENT_CHANNELS, { message: '不支持的支付方式' }),
});

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
export const topupSchema = z.object({
  amount_fen: fenSchema
    .min(TOPUP_MIN_FEN, { message: '单次充值至少 1 元' })
    .max(TOPUP_MAX_FEN, { message: '单次充值不能超过 5 万元' }),
});
export const ledgerQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(100000).catch(1).default(1),
  size: z.coerce.number().int().min(1).max(50).catch(20).default(20),
});

export type LedgerCause = 'topup' | 'payment' | 'refund' | 'returned' | 'adjust';
export const LEDGER_CAUSE_LABELS: Record<LedgerCause, string> = {
  topup: '充值',
  payment: '余额支付',
  refund: '订单退款',
  returned: '超时或重复支付退回',
  adjust: '人工调整',
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
