import type { z } from 'zod';
import type * as S from './console-schemas.ts';
import type { OperatorRole } from './roles.ts';

// The operator console (/admin, issue 21): its sections and who may open each, the password re-check
// on sensitive actions, and the audit trail's vocabulary. Record types for pages (no zod at run time);
// schemas in console-schemas.ts, endpoints in console-api.ts.

export const CONSOLE_SECTIONS = [
  'dashboard',
  'users',
  'orders',
  'wallet',
  'catalog',
  'reports',
  'astrologers',
  'consultations',
  'content',
  'comments',
  'courses',
  'ebooks',
  'search',
  'btf',
  'invitations',
  'dice',
  'tarot',
  'exams',
  'certificates',
  'isar',
  'audit',
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

export const CONSOLE_SECTION_LABELS: Record<ConsoleSection, string> = {
  dashboard: '概览',
  users: '用户',
  orders: '订单',
  wallet: '钱包',
  catalog: '商品',
  reports: '报告',
  astrologers: '占星师审核',
  consultations: '咨询预约',
  content: '内容',
  comments: '评论',
  courses: '课程',
  ebooks: '电子书',
  search: '搜索',
  btf: '生时校对',
  invitations: '邀请',
  dice: '骰子问答',
  tarot: '塔罗',
  exams: '考试题库',
  certificates: '证书',
  isar: 'ISAR申请',
  audit: '操作记录',
};

/**
 * Least privilege: admin everything; finance money (orders, refunds, wallet, withdrawals); support
 * people (users, astrologer applications). The astrologer section shows applications to support and
 * withdrawals to finance (their endpoints in astrologers-api.ts are guarded the same way).
 * The catalogue: admins everything; editors a product's words and pictures (PRODUCT_EDITOR_FIELDS in
 * console-catalog.ts). Report templates and regeneration: admins (as the reports area guards them).
 * Editors run the site's words (content, e-books, search index, courses, exams and question banks);
 * support the members' voices (comments, course homework, birth-time checks, ISAR applications). Each
 * matches its area's requireOperator guard.
 */
export const SECTION_ROLES: Record<ConsoleSection, readonly OperatorRole[]> = {
  dashboard: ['admin', 'editor', 'finance', 'support'],
  users: ['admin', 'support'],
  orders: ['admin', 'finance'],
  wallet: ['admin', 'finance'],
  catalog: ['admin', 'editor'],
  reports: ['admin'],
  astrologers: ['admin', 'support', 'finance'],
  consultations: ['admin', 'support'],
  content: ['admin', 'editor'],
  comments: ['admin', 'support'],
  courses: ['admin', 'editor', 'support'],
  ebooks: ['admin', 'editor'],
  search: ['admin', 'editor'],
  btf: ['admin', 'support'],
  invitations: ['admin', 'support'],
  dice: ['admin', 'support'],
  tarot: ['admin', 'support'],
  exams: ['admin', 'editor'],
  certificates: ['admin', 'editor'],
  isar: ['admin', 'support'],
  audit: ['admin'],
};

/**
 * How the navigation groups the sections. A section no group names (one added later) shows under
 * 其他 until it is placed here (see groupSections).
 */
export const CONSOLE_GROUPS: readonly { label: string; sections: readonly ConsoleSection[] }[] = [
  { label: '经营', sections: ['dashboard', 'orders', 'wallet', 'catalog'] },
  { label: '用户与占星师', sections: ['users', 'astrologers', 'consultations', 'invitations'] },
  {
    label: '内容与学习',
    sections: ['content', 'courses', 'exams', 'ebooks', 'certificates', 'isar', 'search'],
  },
  { label: '互动与报告', sections: ['reports', 'comments', 'btf', 'dice', 'tarot'] },
  { label: '系统', sections: ['audit'] },
];
export const OTHER_GROUP_LABEL = '其他';

/** The operator's sections in their groups, in CONSOLE_GROUPS order; empty groups left out. */
export function groupSections(
  sections: readonly ConsoleSection[],
): { label: string; sections: ConsoleSection[] }[] {
  const grouped = new Set(CONSOLE_GROUPS.flatMap((group) => group.sections));
  const groups = CONSOLE_GROUPS.map((group) => ({
    label: group.label,
    sections: group.sections.filter((section) => sections.includes(section)),
  }));
  groups.push({ label: OTHER_GROUP_LABEL, sections: sections.filter((section) => !grouped.has(section)) });
  return groups.filter((group) => group.sections.length > 0);
}

export function sectionsFor(roles: readonly string[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => SECTION_ROLES[section].some((role) => roles.includes(role)));
}

/** Only an admin gives or takes operator roles. */
export const ROLE_GRANTERS: readonly OperatorRole[] = ['admin'];

/** A refund above this (fen) asks for the operator's password again; smaller ones do not. */
export const REFUND_REAUTH_THRESHOLD_FEN = 50_000;
/** How long one password re-check covers sensitive actions. */
export const REAUTH_TTL_SECONDS = 300;
/** A wallet adjustment moves at most this much (fen) either way. */
export const WALLET_ADJUST_MAX_FEN = 10_000_000;

export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const USER_STATUS_LABELS: Record<string, string> = {
  active: '正常',
  locked: '已冻结',
  cancelled: '已注销',
};

/** What the audit trail calls each operator action. `request` is any other operator call, recorded as sent. */
export const AUDIT_ACTION_LABELS = {
  'user.reveal-contact': '查看完整手机号/邮箱',
  'user.lock': '冻结账号',
  'user.unlock': '解冻账号',
  'user.end-sessions': '结束全部登录',
  'user.roles': '修改运营角色',
  'order.refund': '订单退款',
  'order.ship': '订单发货',
  'order.void': '作废订单',
  'order.export': '导出订单',
  'wallet.adjust': '钱包调整',
  'consultation.read-room': '查看咨询室聊天记录',
  'product.create': '新建商品',
  'product.update': '修改商品',
  'product.cover': '上传商品封面',
  'operator.reauth': '再次验证密码',
  request: '运营操作',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/**
 * The columns the console's older lists sort by on the server (`sort_by`, with `order` asc|desc). Any
 * other key is refused (422): the allow-list is the only way a column reaches ORDER BY. The default
 * is the newest first (id, desc); ties fall back to the id.
 */
export const USER_SORT_FIELDS = ['id', 'created', 'name', 'status'] as const;
export const ORDER_SORT_FIELDS = ['id', 'created', 'total', 'paid', 'status'] as const;
export const AUDIT_SORT_FIELDS = ['id', 'action', 'actor'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export type ConsoleMe = z.output<typeof S.consoleMeSchema>;
export type ReauthRecord = z.output<typeof S.reauthRecordSchema>;
export type DashboardRecord = z.output<typeof S.dashboardRecordSchema>;
export type AdminUserRow = z.output<typeof S.adminUserRowSchema>;
export type AdminUserDetail = z.output<typeof S.adminUserDetailSchema>;
export type UserContactRecord = z.output<typeof S.userContactRecordSchema>;
export type AdminOrderRow = z.output<typeof S.adminOrderRowSchema>;
export type AdminOrderDetail = z.output<typeof S.adminOrderDetailSchema>;
export type AdminWalletRecord = z.output<typeof S.adminWalletRecordSchema>;
export type WalletProblemRecord = z.output<typeof S.walletProblemRecordSchema>;
export type AuditRecord = z.output<typeof S.auditRecordSchema>;
export type AdminRefundBody = z.input<typeof S.adminRefundSchema>;
export type AdminRefundRecord = z.output<typeof S.adminRefundRecordSchema>;
