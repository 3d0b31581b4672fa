import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import './zod-locale.ts';
import { ledgerEntryRecordSchema, orderRecordSchema, refundRecordSchema } from './commerce-records.ts';
import { invalidateSchema, orderNoSchema, refundSchema, shipSchema } from './commerce-schemas.ts';
import {
  AUDIT_SORT_FIELDS,
  CONSOLE_SECTIONS,
  DASHBOARD_RANGES,
  ORDER_SORT_FIELDS,
  USER_SORT_FIELDS,
  WALLET_ADJUST_MAX_FEN,
} from './console.ts';
import { pageQuerySchema } from './envelope.ts';
import { OPERATOR_ROLES } from './roles.ts';

// Requests (snake_case in) and answers (camelCase out) of the operator console's endpoints.

const iso = z.string();
/** `sort_by` from a fixed allow-list, `order` asc|desc; newest first when absent. */
const sorting = <T extends readonly [string, ...string[]]>(fields: T) => ({
  sort_by: z.enum(fields, { message: '排序字段不正确' }).default('id' as T[number]),
  order: z.enum(['asc', 'desc'], { message: '排序方向不正确' }).default('desc'),
});
const fen = z.number().int();
const orderStatus = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'], { message: '订单状态不正确' });

/** User ids are 8-digit numbers on the wire (strings, like every user record). */
export const userIdParamsSchema = z.object({
  userId: numeric(
    z
      .number({ message: '用户编号格式不正确' })
      .int({ message: '用户编号格式不正确' })
      .positive({ message: '用户编号格式不正确' })
      .max(Number.MAX_SAFE_INTEGER, { message: '用户编号格式不正确' }),
  ),
});

const reason = (what: string) =>
  z
    .string({ message: `请填写${what}` })
    .trim()
    .min(2, { message: `请填写${what}（至少 2 个字）` })
    .max(200, { message: `${what}不能超过 200 个字` });

/** The short-lived token of POST /api/admin/reauth, for actions that ask for the password again. */
const reauthToken = z.string().trim().min(1).max(200).optional();

export const consoleMeSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  sections: z.array(z.enum(CONSOLE_SECTIONS)),
});

export const reauthBodySchema = z.object({
  password: z.string({ message: '请输入登录密码' }).min(1, { message: '请输入登录密码' }).max(128),
});
export const reauthRecordSchema = z.object({ reauthToken: z.string(), expiresAt: iso });

export const dashboardQuerySchema = z.object({
  days: numeric(
    z.number().refine((value) => (DASHBOARD_RANGES as readonly number[]).includes(value), {
      message: '统计范围只能是 7、30 或 90 天',
    }),
  ).default(7),
});
const dayFigures = {
  signups: z.number().int(),
  orders: z.number().int(),
  paidOrders: z.number().int(),
  revenueFen: fen,
  refundFen: fen,
};
export const dashboardRecordSchema = z.object({
  today: z.object(dayFigures),
  pending: z.object({ applications: z.number().int(), withdrawals: z.number().int() }),
  /** One entry per Beijing day, oldest first, ending today. */
  series: z.array(z.object({ day: z.string(), ...dayFigures })),
});

export const adminUserQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100, { message: '搜索内容过长' }).optional(),
  ...sorting(USER_SORT_FIELDS),
});
export const adminUserRowSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  /** Masked (last four digits starred); the full number only through the audited reveal. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  status: z.string(),
  createdAt: iso,
});
export const adminUserDetailSchema = adminUserRowSchema.extend({
  walletBalanceFen: fen,
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: orderStatus,
      totalFen: fen,
      title: z.string(),
      createdAt: iso,
    }),
  ),
  entitlements: z.array(
    z.object({
      productId: z.number().int(),
      productType: z.string(),
      title: z.string(),
      grantedAt: iso,
      expiresAt: iso.nullable(),
      revokedAt: iso.nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      startedAt: iso,
      expiresAt: iso,
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});
export const userContactRecordSchema = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export const lockUserSchema = z.object({ reason: reason('冻结原因') });
export const setRolesSchema = z.object({
  roles: z
    .array(z.enum(OPERATOR_ROLES, { message: '角色不正确' }))
    .max(OPERATOR_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, { message: '角色不能重复' }),
  reauth_token: reauthToken,
});

export const adminOrderQuerySchema = pageQuerySchema.extend({
  status: orderStatus.optional(),
  /** An order number, or the buyer's user id or full mobile number. */
  keyword: z.string().trim().max(40, { message: '搜索内容过长' }).optional(),
  ...sorting(ORDER_SORT_FIELDS),
});
export const adminOrderExportQuerySchema = adminOrderQuerySchema.omit({ current: true, size: true });
export const adminOrderRowSchema = z.object({
  orderNo: z.string(),
  userId: z.string(),
  userName: z.string(),
  kind: z.enum(['purchase', 'topup']),
  status: orderStatus,
  statusLabel: z.string(),
  title: z.string(),
  totalFen: fen,
  paidFen: fen,
  refundedFen: fen,
  createdAt: iso,
  paidAt: iso.nullable(),
});
export const adminOrderDetailSchema = orderRecordSchema.extend({
  userId: z.string(),
  userName: z.string(),
  payments: z.array(
    z.object({
      paymentNo: z.string(),
      channel: z.string(),
      amountFen: fen,
      status: z.string(),
      paidAt: iso.nullable(),
      createdAt: iso,
    }),
  ),
  refunds: z.array(
    z.object({
      amountFen: fen,
      destination: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
      createdAt: iso,
    }),
  ),
});
export const adminOrderParamsSchema = z.object({ orderNo: orderNoSchema });
export const adminRefundSchema = refundSchema.extend({ reauth_token: reauthToken });
export const adminRefundRecordSchema = refundRecordSchema;
export const adminShipSchema = shipSchema;
export const adminVoidSchema = invalidateSchema;

export const adminWalletQuerySchema = pageQuerySchema;
export const adminWalletRecordSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  balanceFen: fen,
  ledger: z.object({
    records: z.array(ledgerEntryRecordSchema),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
  }),
});
export const walletAdjustSchema = z.object({
  /** Positive credits, negative debits; never zero. */
  amount_fen: numeric(
    z
      .number({ message: '请输入调整金额' })
      .int({ message: '金额以分为单位，必须是整数' })
      .min(-WALLET_ADJUST_MAX_FEN, { message: '单次调整不能超过 10 万元' })
      .max(WALLET_ADJUST_MAX_FEN, { message: '单次调整不能超过 10 万元' })
      .refine((value) => value !== 0, { message: '调整金额不能为 0' }),
  ),
  reason: reason('调整原因'),
  reauth_token: reauthToken,
});
export const walletProblemRecordSchema = z.object({
  userId: z.string(),
  balanceFen: fen,
  ledgerSumFen: fen,
  lastBalanceAfterFen: fen.nullable(),
});

export const auditQuerySchema = pageQuerySchema.extend({
  action: z.string().trim().max(40).optional(),
  target_type: z.string().trim().max(20).optional(),
  target_id: z.string().trim().max(40).optional(),
  ...sorting(AUDIT_SORT_FIELDS),
});
export const auditRecordSchema = z.object({
  id: z.number().int(),
  actorId: z.string(),
  actorName: z.string(),
  actorRoles: z.array(z.string()),
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  createdAt: iso,
});
