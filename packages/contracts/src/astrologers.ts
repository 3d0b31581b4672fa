import type { ApprovalStatus, CapacityType } from './enums.ts';

// The astrologer area (issue 16 §1 and §3): applications, the public profile and the earnings
// ledger. Plain values and types only (pages load this file); zod schemas are in astrologers-schemas.ts.

// ---- applications ----

/** Which capacities a member may apply for (SPEC §3: A consultant, C tarot, D dice, E training). */
export const APPLICABLE_CAPACITIES: readonly CapacityType[] = ['A', 'C', 'D', 'E'];

/** What an astrologer may name as a speciality (a closed list, so the consultant filter stays tidy). */
export const ASTROLOGER_SPECIALITIES = [
  '本命盘解读',
  '合盘与情感',
  '事业与财运',
  '流年与行运',
  '择日',
  '亲子与学业',
  '出生时间校正',
  '塔罗',
  '占星骰子',
] as const;
export type AstrologerSpeciality = (typeof ASTROLOGER_SPECIALITIES)[number];

export const ASTROLOGER_LANGUAGES = ['普通话', '粤语', '英语', '闽南语', '日语'] as const;
export type AstrologerLanguage = (typeof ASTROLOGER_LANGUAGES)[number];

export const APPLICATION_LIMITS = {
  realNameMaxChars: 30,
  experienceMinChars: 20,
  experienceMaxChars: 2000,
  introductionMaxChars: 1000,
  displayNameMaxChars: 20,
  photoMaxBytes: 2 * 1024 * 1024,
  certificateMaxBytes: 5 * 1024 * 1024,
  certificatesMin: 1,
  certificatesMax: 5,
  rejectReasonMaxChars: 200,
} as const;

export interface ApplicationRecord {
  /** Opaque application number (never a sequential id). */
  applicationNo: string;
  capacities: CapacityType[];
  status: ApprovalStatus;
  statusLabel: string;
  /** Why it was not approved (status 99), written by the operator. */
  reason: string | null;
  specialities: string[];
  certificateCount: number;
  createdAt: string;
  decidedAt: string | null;
}

/** What an operator sees: the application's material (the applicant's private capital). */
export interface AdminApplicationRecord extends ApplicationRecord {
  userId: string;
  realName: string;
  experience: string;
  photoUrl: string | null;
  certificates: { index: number; contentType: string }[];
}

export interface MyCapacityRecord {
  type: CapacityType;
  typeLabel: string;
  applove: ApprovalStatus;
  approveLabel: string;
}

/** GET /api/astrologer/myInfo: my capacities, my newest application (for one capacity when asked), my profile. */
export interface MyAstrologerInfo {
  capacities: MyCapacityRecord[];
  latestApplication: ApplicationRecord | null;
  profile: MyProfileRecord | null;
  /** Capacities I may apply for now (not approved and not waiting). */
  applicable: CapacityType[];
}

// ---- profiles ----

export interface PublicAstrologerRecord {
  /** Opaque public id (12 characters). */
  astrologerId: string;
  displayName: string;
  photoUrl: string | null;
  introduction: string;
  specialities: string[];
  languages: string[];
  /** Approved capacities only. */
  capacities: CapacityType[];
  approvedAt: string;
}

export type MyProfileRecord = PublicAstrologerRecord;

// ---- earnings ----

export const EARNING_KINDS = ['consultation', 'chart_review', 'qa', 'course', 'other'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];
export const EARNING_KIND_LABELS: Record<EarningKind, string> = {
  consultation: '咨询',
  chart_review: '书面解盘',
  qa: '问答',
  course: '课程',
  other: '其他',
};

/** The platform's commission, in percent of what the member paid, by kind of income. */
export const EARNING_COMMISSION_PERCENT: Record<EarningKind, number> = {
  consultation: 20,
  chart_review: 20,
  qa: 30,
  course: 30,
  other: 20,
};

/** Income becomes withdrawable this many days after it was earned (refunds settle inside it). */
export const EARNING_SETTLEMENT_DAYS = 7;
/** The smallest withdrawal, in fen (100 元). */
export const MIN_WITHDRAWAL_FEN = 10_000;
/** Withdrawal requests one astrologer may have waiting at a time. */
export const MAX_OPEN_WITHDRAWALS = 3;

/**
 * The platform's share of `grossFen`, rounded half up to the fen (the astrologer gets the rest).
 * Integer arithmetic only: fen never pass through a float.
 */
export function commissionFen(grossFen: number, kind: EarningKind): number {
  if (!Number.isSafeInteger(grossFen) || grossFen <= 0)
    throw new Error(`gross must be a positive integer of fen, got ${grossFen}`);
  return Math.floor((grossFen * EARNING_COMMISSION_PERCENT[kind] + 50) / 100);
}

export const EARNING_CAUSES = ['income', 'reversal', 'withdrawal', 'withdrawal_returned'] as const;
export type EarningCause = (typeof EARNING_CAUSES)[number];
export const EARNING_CAUSE_LABELS: Record<EarningCause, string> = {
  income: '服务收入',
  reversal: '退款冲回',
  withdrawal: '提现',
  withdrawal_returned: '提现退回',
};

/** GET /api/astrologer/capital. */
export interface CapitalSummary {
  /** Everything on the ledger (may be negative after a refund of already withdrawn income). */
  balanceFen: number;
  /** Settled: may be withdrawn now. */
  withdrawableFen: number;
  /** Still inside the settlement period. */
  settlingFen: number;
  /** Asked for and not yet paid out by the operator. */
  withdrawingFen: number;
  /** All net income ever earned (after commission and refunds). */
  totalIncomeFen: number;
  settlementDays: number;
  minWithdrawalFen: number;
  commissionPercent: Record<EarningKind, number>;
}

/** One line of GET /api/astrologer/capital/details. */
export interface CapitalEntryRecord {
  entryNo: string;
  cause: EarningCause;
  causeLabel: string;
  kind: EarningKind | null;
  orderNo: string | null;
  withdrawalNo: string | null;
  grossFen: number;
  commissionFen: number;
  deltaFen: number;
  balanceAfterFen: number;
  note: string | null;
  availableAt: string;
  createdAt: string;
}

export const WITHDRAWAL_CHANNELS = ['alipay', 'bank'] as const;
export type WithdrawalChannel = (typeof WITHDRAWAL_CHANNELS)[number];
export const WITHDRAWAL_CHANNEL_LABELS: Record<WithdrawalChannel, string> = {
  alipay: '支付宝',
  bank: '银行卡',
};

export const WITHDRAWAL_STATUSES = ['waiting', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  waiting: '处理中',
  paid: '已打款',
  rejected: '已退回',
};

export interface WithdrawalRecord {
  withdrawalNo: string;
  amountFen: number;
  channel: WithdrawalChannel;
  channelLabel: string;
  /** The account, masked except its last four characters. */
  accountMasked: string;
  status: WithdrawalStatus;
  statusLabel: string;
  reason: string | null;
  createdAt: string;
  handledAt: string | null;
}

export interface AdminWithdrawalRecord extends WithdrawalRecord {
  userId: string;
  accountName: string;
  accountNo: string;
}

export interface EarningIntegrityProblem {
  userId: string;
  balanceFen: number;
  ledgerSumFen: number;
  lastBalanceAfterFen: number | null;
}

/** The area's customer-facing messages (SPEC §8 codes are chosen where they are thrown). */
export const ASTROLOGER_MESSAGES = {
  applicationWaiting: '你已有一份申请正在审核中，请耐心等待审核结果',
  capacityAlreadyApproved: '所选资质已经通过审核，无需重复申请',
  applicationNotFound: '申请不存在',
  applicationDecided: '该申请已处理，不能重复审核',
  photoRequired: '请上传本人照片',
  photoType: '照片只支持 PNG、JPG、WEBP 或 GIF 图片',
  photoTooLarge: '照片不能超过 2MB',
  certificateRequired: '请至少上传一份资质证书',
  certificateType: '证书只支持 PNG、JPG、WEBP 图片或 PDF 文件',
  certificateTooLarge: '每份证书不能超过 5MB',
  certificateTooMany: '证书最多上传 5 份',
  badForm: '申请表格式有误，请刷新页面后重新提交',
  notAstrologer: '通过占星师审核后才能使用',
  astrologerNotFound: '占星师不存在',
  withdrawalTooSmall: '单次提现不能少于 100 元',
  withdrawalOverBalance: '可提现金额不足',
  withdrawalTooMany: '你已有 3 笔提现正在处理，请处理完成后再申请',
  withdrawalNotFound: '提现申请不存在',
  withdrawalHandled: '该提现申请已处理',
} as const;
