import { z } from 'zod';
import './zod-locale.ts';
import { idParamSchema, productTypeSchema } from './commerce-schemas.ts';
import { PRODUCT_LIMITS, PRODUCT_SORT_FIELDS, PRODUCT_STATUSES, yuanTextToFen } from './console-catalog.ts';
import { pageQuerySchema } from './envelope.ts';

// The console's catalogue (issue 21 §2): the list's query, the product form and its body, and the
// records. The server validates the body with productBodySchema; the console's form validates the
// same fields with productFormSchema (text inputs read into the same values, the same rules).

const iso = z.string();
const fen = z.number().int();

export const adminProductQuerySchema = pageQuerySchema.extend({
  type: productTypeSchema.optional(),
  status: z.enum(PRODUCT_STATUSES, { message: '上下架状态不正确' }).optional(),
  keyword: z.string().trim().max(50, { message: '关键词不能超过 50 个字' }).optional(),
  sort_by: z.enum(PRODUCT_SORT_FIELDS, { message: '排序字段不正确' }).default('sort'),
  order: z.enum(['asc', 'desc'], { message: '排序方向不正确' }).default('desc'),
});

const money = (what: string) =>
  z
    .number({ message: `请填写${what}` })
    .int({ message: `${what}最多精确到分` })
    .min(0, { message: `${what}不能为负数` })
    .max(PRODUCT_LIMITS.maxPriceFen, { message: `${what}不能超过 ¥${PRODUCT_LIMITS.maxPriceFen / 100}` });
const count = (what: string, min: number, max: number) =>
  z
    .number({ message: `${what}必须是整数` })
    .int({ message: `${what}必须是整数` })
    .min(min, { message: `${what}至少为 ${min}` })
    .max(max, { message: `${what}不能超过 ${max}` });
const instant = z.iso
  .datetime({ offset: true, message: '时间格式不正确' })
  .nullable()
  .transform((value) => (value === null ? null : new Date(value).toISOString()));
const shortText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${what}不能超过 ${max} 个字` });
const optionalText = (what: string, max: number) =>
  shortText(what, max)
    .nullable()
    .transform((value) => (value ? value : null));

const productFields = {
  type: productTypeSchema,
  title: z
    .string({ message: '请填写商品名称' })
    .trim()
    .min(2, { message: '商品名称至少 2 个字' })
    .max(PRODUCT_LIMITS.titleMax, { message: `商品名称不能超过 ${PRODUCT_LIMITS.titleMax} 个字` }),
  summary: shortText('简介', PRODUCT_LIMITS.summaryMax),
  /** Rich text (HTML); the server sanitises it as the shop always has. */
  description: z
    .string()
    .max(PRODUCT_LIMITS.descriptionMax, { message: `详情不能超过 ${PRODUCT_LIMITS.descriptionMax} 个字符` }),
  /** A cover uploaded through POST /api/admin/products/cover (its address), or none. */
  cover: optionalText('封面地址', 500).refine(
    (value) => value === null || /^(https?:\/\/|\/)[^\s"'<>]+$/.test(value),
    {
      message: '封面地址应是上传后得到的图片地址',
    },
  ),
  price_fen: money('售价'),
  list_price_fen: money('划线价'),
  /** null: unlimited (digital goods). */
  stock: count('库存', 0, PRODUCT_LIMITS.maxStock).nullable(),
  /** null: no limit per member. */
  purchase_limit: count('限购数量', 1, 99).nullable(),
  sale_start: instant,
  sale_end: instant,
  /** null: access for good. */
  validity_days: count('有效期天数', 1, PRODUCT_LIMITS.maxValidityDays).nullable(),
  status: z.enum(PRODUCT_STATUSES, { message: '上下架状态不正确' }),
  sort: count('排序值', -9999, 9999),
  /** What the product gives access to, in the delivering area's words (report template key …). */
  target_kind: optionalText('交付对象类型', 40),
  target_id: optionalText('交付对象编号', 60),
};

type ProductFields = {
  price_fen: number;
  list_price_fen: number;
  sale_start: string | null;
  sale_end: string | null;
};

/** The rules between fields, for the form and the server alike. */
function crossFieldRules(value: ProductFields, context: z.RefinementCtx): void {
  if (value.list_price_fen < value.price_fen)
    context.addIssue({ code: 'custom', path: ['list_price_fen'], message: '划线价不能低于售价' });
  if (value.sale_start && value.sale_end && value.sale_end <= value.sale_start)
    context.addIssue({ code: 'custom', path: ['sale_end'], message: '停售时间应晚于开售时间' });
}

const productObject = z.object(productFields);
export const productBodySchema = productObject.superRefine(crossFieldRules);
export const productUpdateSchema = productObject
  .extend({
    /** The version the operator started editing from (optimistic locking). */
    version: z.number({ message: '缺少版本号，请刷新后再改' }).int().min(1),
  })
  .superRefine(crossFieldRules);

// ---- the console's form: text inputs read into the body's values, then the same rules ----

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const yuan = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const fenValue = yuanTextToFen(value);
  return fenValue === null ? (value.trim() === '' ? undefined : Number.NaN) : fenValue;
};
const wholeOrNull = (value: unknown) => {
  const blank = blankToNull(value);
  return typeof blank === 'string' ? (/^-?\d+$/.test(blank.trim()) ? Number(blank) : Number.NaN) : blank;
};
/** "2026-12-01T09:30" from <input type="datetime-local">, read as Beijing time. */
const beijingLocal = (value: unknown) => {
  const blank = blankToNull(value);
  if (typeof blank !== 'string') return blank;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(blank) ? `${blank}:00+08:00` : blank;
};

export const productFormSchema = z
  .object({
    ...productFields,
    price_fen: z.preprocess(yuan, productFields.price_fen),
    list_price_fen: z.preprocess(yuan, productFields.list_price_fen),
    stock: z.preprocess(wholeOrNull, productFields.stock),
    purchase_limit: z.preprocess(wholeOrNull, productFields.purchase_limit),
    validity_days: z.preprocess(wholeOrNull, productFields.validity_days),
    sort: z.preprocess(wholeOrNull, productFields.sort),
    sale_start: z.preprocess(beijingLocal, productFields.sale_start),
    sale_end: z.preprocess(beijingLocal, productFields.sale_end),
  })
  .superRefine(crossFieldRules);

export const productIdParamsSchema = idParamSchema;

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  type: productTypeSchema,
  typeLabel: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  priceFen: fen,
  listPriceFen: fen,
  stock: z.number().int().nullable(),
  purchaseLimit: z.number().int().nullable(),
  saleStart: iso.nullable(),
  saleEnd: iso.nullable(),
  validityDays: z.number().int().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  /** 1: kept by its area for its own pages (not listed in the shop); 2: in the shop. */
  visibility: z.number().int(),
  sort: z.number().int(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  version: z.number().int(),
  /** An area delivers this type (only then may it be put on sale). */
  delivered: z.boolean(),
  /** The shop shows and sells it right now. */
  onSale: z.boolean(),
  updatedAt: iso,
});
export const adminProductDetailSchema = adminProductRowSchema.extend({ description: z.string() });
export const productCoverRecordSchema = z.object({ cover: z.string() });
