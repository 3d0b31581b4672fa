import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import {
  APPLICABLE_CAPACITIES,
  APPLICATION_LIMITS as L,
  ASTROLOGER_LANGUAGES,
  ASTROLOGER_SPECIALITIES,
  EARNING_CAUSES,
  EARNING_KINDS,
  WITHDRAWAL_CHANNELS,
  WITHDRAWAL_STATUSES,
} from './astrologers.ts';
import { APPROVAL_STATUS } from './enums.ts';
import { pageQuerySchema } from './envelope.ts';

// zod schemas of the astrologer area (server and API document; pages use the types in astrologers.ts).

const capacitySchema = z.enum(APPLICABLE_CAPACITIES as ['A', 'C', 'D', 'E'], {
  error: '请选择正确的资质类型',
});
const approvalSchema = z.enum([APPROVAL_STATUS.WAITING, APPROVAL_STATUS.APPROVED, APPROVAL_STATUS.REJECTED]);
const specialitySchema = z.enum(ASTROLOGER_SPECIALITIES, { error: '请从列表中选择擅长领域' });
const languageSchema = z.enum(ASTROLOGER_LANGUAGES, { error: '请从列表中选择服务语言' });
const publicIdSchema = z.string().regex(/^[a-km-np-z2-9]{12}$/, { message: '编号不正确' });
const prefixedNoSchema = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}[a-km-np-z2-9]{12}$`), { message: '编号不正确' });

/** Text fields of the multipart application (files are checked by their bytes on the server). */
export const applicationFieldsSchema = z.object({
  real_name: z
    .string({ error: '请填写真实姓名' })
    .trim()
    .min(2, { message: '请填写真实姓名' })
    .max(L.realNameMaxChars, { message: `姓名不能超过 ${L.realNameMaxChars} 个字` }),
  experience: z
    .string({ error: '请介绍你的学习与从业经历' })
    .trim()
    .min(L.experienceMinChars, { message: `从业经历至少写 ${L.experienceMinChars} 个字` })
    .max(L.experienceMaxChars, { message: `从业经历不能超过 ${L.experienceMaxChars} 个字` }),
  specialities: z
    .array(specialitySchema)
    .min(1, { message: '请至少选择一个擅长领域' })
    .max(ASTROLOGER_SPECIALITIES.length)
    .transform((list) => [...new Set(list)]),
  capacities: z
    .array(capacitySchema)
    .min(1, { message: '请至少选择一种申请资质' })
    .max(APPLICABLE_CAPACITIES.length)
    .transform((list) => [...new Set(list)].sort()),
});
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

const capacityRecordSchema = z.object({
  type: capacitySchema,
  typeLabel: z.string(),
  applove: approvalSchema,
  approveLabel: z.string(),
});

export const applicationRecordSchema = z.object({
  applicationNo: z.string(),
  capacities: z.array(capacitySchema),
  status: approvalSchema,
  statusLabel: z.string(),
  reason: z.string().nullable(),
  specialities: z.array(z.string()),
  certificateCount: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const adminApplicationRecordSchema = applicationRecordSchema.extend({
  userId: z.string(),
  realName: z.string(),
  experience: z.string(),
  photoUrl: z.string().nullable(),
  certificates: z.array(z.object({ index: z.number().int(), contentType: z.string() })),
});

export const publicAstrologerRecordSchema = z.object({
  astrologerId: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  introduction: z.string(),
  specialities: z.array(z.string()),
  languages: z.array(z.string()),
  capacities: z.array(capacitySchema),
  approvedAt: z.string(),
});

export const myAstrologerInfoSchema = z.object({
  capacities: z.array(capacityRecordSchema),
  latestApplication: applicationRecordSchema.nullable(),
  profile: publicAstrologerRecordSchema.nullable(),
  applicable: z.array(capacitySchema),
});

export const myInfoQuerySchema = z.object({ capacity_type: capacitySchema.optional() });

export const profileUpdateSchema = z.object({
  display_name: z
    .string({ error: '请填写展示名' })
    .trim()
    .min(2, { message: '展示名至少 2 个字' })
    .max(L.displayNameMaxChars, { message: `展示名不能超过 ${L.displayNameMaxChars} 个字` }),
  introduction: z
    .string()
    .trim()
    .max(L.introductionMaxChars, { message: `个人介绍不能超过 ${L.introductionMaxChars} 个字` }),
  specialities: z
    .array(specialitySchema)
    .min(1, { message: '请至少选择一个擅长领域' })
    .transform((list) => [...new Set(list)]),
  languages: z
    .array(languageSchema)
    .min(1, { message: '请至少选择一种服务语言' })
    .transform((list) => [...new Set(list)]),
});

export const astrologerIdParamsSchema = z.object({ astrologerId: publicIdSchema });
export const publicAstrologerQuerySchema = pageQuerySchema.extend({
  capacity: capacitySchema.optional(),
  speciality: specialitySchema.optional(),
  keyword: z.string().trim().max(30).optional(),
});

export const capitalSummarySchema = z.object({
  balanceFen: z.number().int(),
  withdrawableFen: z.number().int(),
  settlingFen: z.number().int(),
  withdrawingFen: z.number().int(),
  totalIncomeFen: z.number().int(),
  settlementDays: z.number().int(),
  minWithdrawalFen: z.number().int(),
  commissionPercent: z.record(z.enum(EARNING_KINDS), z.number()),
});

export const capitalDetailsQuerySchema = pageQuerySchema.extend({ cause: z.enum(EARNING_CAUSES).optional() });

export const capitalEntryRecordSchema = z.object({
  entryNo: z.string(),
  cause: z.enum(EARNING_CAUSES),
  causeLabel: z.string(),
  kind: z.enum(EARNING_KINDS).nullable(),
  orderNo: z.string().nullable(),
  withdrawalNo: z.string().nullable(),
  grossFen: z.number().int(),
  commissionFen: z.number().int(),
  deltaFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  note: z.string().nullable(),
  availableAt: z.string(),
  createdAt: z.string(),
});

export const withdrawalRequestSchema = z.object({
  amount_fen: numeric(
    z
      .number({ error: '请填写提现金额' })
      .int({ message: '提现金额须精确到分' })
      .positive({ message: '请填写提现金额' })
      .max(100_000_000, { message: '单次提现金额过大' }),
  ),
  channel: z.enum(WITHDRAWAL_CHANNELS, { error: '请选择收款方式' }),
  account_name: z
    .string()
    .trim()
    .min(2, { message: '请填写收款人姓名' })
    .max(30, { message: '收款人姓名过长' }),
  account_no: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9@._-]{5,40}$/, { message: '请填写正确的收款账号（支付宝账号或银行卡号）' }),
});

export const withdrawalRecordSchema = z.object({
  withdrawalNo: z.string(),
  amountFen: z.number().int(),
  channel: z.enum(WITHDRAWAL_CHANNELS),
  channelLabel: z.string(),
  accountMasked: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  statusLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});

export const adminWithdrawalRecordSchema = withdrawalRecordSchema.extend({
  userId: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
});

export const applicationNoParamsSchema = z.object({ applicationNo: prefixedNoSchema('a') });
export const certificateParamsSchema = applicationNoParamsSchema.extend({
  index: numeric(
    z
      .number()
      .int()
      .min(0)
      .max(L.certificatesMax - 1),
  ),
});
export const withdrawalNoParamsSchema = z.object({ withdrawalNo: prefixedNoSchema('w') });

export const adminApplicationQuerySchema = pageQuerySchema.extend({ status: approvalSchema.optional() });
export const adminWithdrawalQuerySchema = pageQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});

export const rejectBodySchema = z.object({
  reason: z
    .string({ error: '请填写不通过的原因' })
    .trim()
    .min(2, { message: '请填写不通过的原因' })
    .max(L.rejectReasonMaxChars, { message: `原因不能超过 ${L.rejectReasonMaxChars} 个字` }),
});

export const earningIntegrityProblemSchema = z.object({
  userId: z.string(),
  balanceFen: z.number().int(),
  ledgerSumFen: z.number().int(),
  lastBalanceAfterFen: z.number().int().nullable(),
});
