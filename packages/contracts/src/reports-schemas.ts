import { z } from 'zod';
import { intParam, numeric } from './field-schemas.ts';
import './zod-locale.ts';
import { chartSourceSchema } from './charts-schemas.ts';
import { reportDocumentSchema } from './report-document.ts';
import { REPORT_STATUSES } from './reports.ts';

// Requests (snake_case in) and records (camelCase out) of the report area.

const iso = z.string();

/** Report ids are random (reports cannot be walked): 12 lower-case letters and digits. */
export const reportIdSchema = z.string().regex(/^[a-z0-9]{12}$/, { message: '报告编号不正确' });
export const reportIdParamsSchema = z.object({ id: reportIdSchema });
export const reportVersionParamsSchema = z.object({
  id: reportIdSchema,
  version: numeric(
    z
      .number({ message: '版本号不正确' })
      .int({ message: '版本号不正确' })
      .min(1, { message: '版本号不正确' })
      .max(1000, { message: '版本号不正确' }),
  ),
});
/** Orders are addressed by their order number (what the member sees), never by the database id. */
export const orderNoParamsSchema = z.object({
  orderNo: z.string().regex(/^[A-Za-z]{0,4}\d{10,40}$/, { message: '订单号不正确' }),
});

export const templateKeySchema = z.enum(['natal', 'career', 'study', 'baby', 'love', 'marks'], {
  message: '没有这种报告',
});
export const templateKeyParamsSchema = z.object({ key: templateKeySchema });

/** The people of the template's form, in its order: each a saved profile of the member or a birth with a name. */
export const reportInputSchema = z.object({
  people: z
    .array(chartSourceSchema, { message: '请填写出生资料' })
    .min(1, { message: '请填写出生资料' })
    .max(3, { message: '最多填写三个人的资料' }),
});

/** The free teaser: one birth (or the member's own profile). */
export const teaserBodySchema = chartSourceSchema;

export const adminReportQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { message: '状态不正确' }).optional(),
  template: templateKeySchema.optional(),
  user_id: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
  current: intParam(1, 100000).default(1),
  size: intParam(1, 100).default(20),
});

const fenSchema = z
  .number({ message: '价格必须是以分为单位的整数' })
  .int({ message: '价格必须是以分为单位的整数' })
  .min(1, { message: '价格至少 1 分' })
  .max(10_000_000, { message: '价格过高' });
export const templateUpdateSchema = z
  .object({
    price_fen: fenSchema.optional(),
    list_price_fen: fenSchema.optional(),
    sample_title: z.string().trim().min(1, { message: '请填写样例标题' }).max(40).optional(),
    sample_text: z
      .string()
      .trim()
      .min(20, { message: '样例正文至少20字' })
      .max(2000, { message: '样例正文不能超过2000字' })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: '请至少修改一项',
    path: ['price_fen'],
  })
  .refine(
    (body) =>
      body.price_fen === undefined ||
      body.list_price_fen === undefined ||
      body.list_price_fen >= body.price_fen,
    { message: '划线价不能低于售价', path: ['list_price_fen'] },
  );

// ---- records ----

export const reportTemplateRecordSchema = z.object({
  key: z.string(),
  templateId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** one person, two people, a child with optional parents. */
  form: z.enum(['one', 'two', 'child']),
  /** The product that sells it; null when it is not on sale. */
  productId: z.number().int().nullable(),
  priceFen: z.number().int().nullable(),
  listPriceFen: z.number().int().nullable(),
  summary: z.string(),
  /** The product's own cover picture; null for the drawn art of its type. */
  cover: z.string().nullable(),
  sections: z.array(z.string()),
  sample: z.object({ title: z.string(), text: z.string() }),
});

const personSchema = z.object({ name: z.string(), birthLine: z.string() });

export const reportRecordSchema = z.object({
  id: z.string(),
  template: z.string(),
  title: z.string(),
  form: z.enum(['one', 'two', 'child']),
  status: z.enum(REPORT_STATUSES),
  statusLabel: z.string(),
  /** The order that bought it, by its number (never the database id). */
  orderNo: z.string(),
  productId: z.number().int(),
  /** The people as given (null until the input is filled). */
  people: z.array(personSchema).nullable(),
  currentVersion: z.number().int(),
  versions: z.array(z.object({ version: z.number().int(), createdAt: iso })),
  /** The free correction is still open: until this time (null when used or not yet generated). */
  correctionUntil: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
});

export const reportDetailRecordSchema = reportRecordSchema.extend({
  /** The current version; null until generated. */
  document: reportDocumentSchema.nullable(),
});

export const reportVersionRecordSchema = z.object({
  reportId: z.string(),
  version: z.number().int(),
  current: z.boolean(),
  createdAt: iso,
  document: reportDocumentSchema,
});

export const adminReportRecordSchema = reportRecordSchema.extend({
  userId: z.number().int(),
  regenerationsUsed: z.number().int(),
  failure: z.string().nullable(),
  /** The input as stored: each person's name, profile (if any) and the birth used. */
  input: z
    .array(
      z.object({
        name: z.string(),
        contactId: z.number().int().nullable(),
        birth: z.record(z.string(), z.unknown()),
      }),
    )
    .nullable(),
});
