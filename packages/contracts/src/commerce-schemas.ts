import { z } from 'zod';
import { intParam, numeric } from './field-schemas.ts';
import './zod-locale.ts';
import { PAYMENT_CHANNELS, REFUND_DESTINATIONS, TOPUP_MAX_FEN, TOPUP_MIN_FEN } from './commerce.ts';
import { PRODUCT_TYPE, type ProductType } from './enums.ts';

// Request schemas of the shop, cart, orders, payments and wallet (snake_case in). Server, and the
// checkout form; pages that only show records import commerce.ts instead.

/** Database ids are int4; anything larger is not an id we could have issued. */
export const idSchema = numeric(
  z
    .number({ message: '编号格式不正确' })
    .int({ message: '编号格式不正确' })
    .positive({ message: '编号格式不正确' })
    .max(2_147_483_647, { message: '编号格式不正确' }),
);
export const idParamSchema = z.object({ id: idSchema });

/**
 * Orders and payments are named by their numbers in every address and request (issue 11): the
 * sequential ids stay inside the server, and one in their place finds nothing (404).
 */
const referenceNo = (what: string) =>
  z
    .string({ message: `请提供${what}` })
    .trim()
    .min(1, { message: `请提供${what}` })
    .max(40, { message: `${what}格式不正确` });
export const orderNoSchema = referenceNo('订单号');
export const orderNoParamSchema = z.object({ orderNo: orderNoSchema });
export const paymentNoRefParamSchema = z.object({ paymentNo: referenceNo('支付单号') });

const fenSchema = z
  .number({ message: '金额必须是以分为单位的整数' })
  .int({ message: '金额必须是以分为单位的整数' });
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
  current: intParam(1, 100000).catch(1).default(1),
  size: intParam(1, 50).catch(10).default(10),
});

// ---- cart ----
export const cartAddSchema = z.object({ product_id: idSchema, quantity: quantitySchema.default(1) });
export const cartUpdateSchema = z
  .object({
    quantity: quantitySchema.optional(),
    selected: z.boolean({ message: '选中状态必须是布尔值' }).optional(),
  })
  .refine((value) => value.quantity !== undefined || value.selected !== undefined, {
    message: '请提供数量或选中状态',
  });
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
  region: z
    .string()
    .trim()
    .min(2, { message: '请填写所在地区' })
    .max(60, { message: '所在地区不能超过 60 个字' }),
  detail: z
    .string()
    .trim()
    .min(4, { message: '请填写详细地址' })
    .max(120, { message: '详细地址不能超过 120 个字' }),
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
  current: intParam(1, 100000).catch(1).default(1),
  size: intParam(1, 50).catch(10).default(10),
});

export const shipSchema = z.object({
  carrier: z.string().trim().min(1, { message: '请填写快递公司' }).max(30),
  tracking_no: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, { message: '请输入正确的快递单号' }),
});

export const invalidateSchema = z.object({
  reason: z
    .string({ message: '请填写作废原因' })
    .trim()
    .min(2, { message: '请填写作废原因' })
    .max(200, { message: '作废原因不能超过 200 个字' }),
});

export const refundSchema = z.object({
  /** Omitted: everything not yet refunded. */
  amount_fen: fenSchema.positive({ message: '退款金额必须大于 0' }).optional(),
  destination: z.enum(REFUND_DESTINATIONS, { message: '退款去向只能是钱包或原路退回' }).default('wallet'),
  reason: z.string().trim().max(200).optional(),
});
export type RefundInput = z.infer<typeof refundSchema>;

export const createPaymentSchema = z.object({
  order_no: orderNoSchema,
  channel: z.enum(PAYMENT_CHANNELS, { message: '不支持的支付方式' }),
});

export const topupSchema = z.object({
  amount_fen: fenSchema
    .min(TOPUP_MIN_FEN, { message: '单次充值至少 1 元' })
    .max(TOPUP_MAX_FEN, { message: '单次充值不能超过 5 万元' }),
});
export const ledgerQuerySchema = z.object({
  current: intParam(1, 100000).catch(1).default(1),
  size: intParam(1, 50).catch(20).default(20),
});
