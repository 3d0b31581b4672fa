import { APPROVAL_STATUS, CAPACITY_TYPE, type CapacityType } from './enums.ts';
import type { Access, CertificationMember } from './auth.ts';

// SPEC §6: who sees what. Pure functions used by menus (web) and guards (server).

export type { CapacityType };

/**
 * Operators run the business from the console (issue 21), least privilege: admin everything; editor
 * content, courses, e-books, question banks; finance orders, refunds, wallet adjustments, withdrawals;
 * support users, applications, comments, reports.
 */
export const OPERATOR_ROLES = ['admin', 'editor', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  editor: '内容编辑',
  finance: '财务',
  support: '客服',
};

/**
 * The roles a user record can carry (users.roles): an operator's, or 'astrologer' for an astrologer who
 * ships the goods of their own shop. Capacities (consultant, tarot, dice) are approvals, not roles.
 */
export const USER_ROLES = [...OPERATOR_ROLES, 'astrologer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function hasApprovedCapacity(
  access: Pick<Access, 'astrologersCapacitys'> | null | undefined,
  types: readonly CapacityType[],
): boolean {
  return (access?.astrologersCapacitys ?? []).some(
    (capacity) => types.includes(capacity.type) && capacity.applove === APPROVAL_STATUS.APPROVED,
  );
}

export const isConsultant = (access: Pick<Access, 'astrologersCapacitys'> | null | undefined): boolean =>
  hasApprovedCapacity(access, [CAPACITY_TYPE.CONSULTANT]);
export const isDiceAstrologer = (access: Pick<Access, 'astrologersCapacitys'> | null | undefined): boolean =>
  hasApprovedCapacity(access, [CAPACITY_TYPE.DICE_QA]);
export const canDiceTraining = (access: Pick<Access, 'astrologersCapacitys'> | null | undefined): boolean =>
  hasApprovedCapacity(access, [CAPACITY_TYPE.TRAINING, CAPACITY_TYPE.DICE_QA]);
export const isTarotAstrologer = (access: Pick<Access, 'astrologersCapacitys'> | null | undefined): boolean =>
  hasApprovedCapacity(access, [CAPACITY_TYPE.TAROT_QA]);

/** An approved capacity of any type makes an astrologer; everyone else sees the application entry. */
export const isAstrologer = (access: Pick<Access, 'astrologersCapacitys'> | null | undefined): boolean =>
  hasApprovedCapacity(access, Object.values(CAPACITY_TYPE));

/** ISAR member: certification enabled ('1') and no end time or an end time still ahead. */
export function isIsarMember(
  member: CertificationMember | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!member || member.enable !== '1') return false;
  if (!member.endTime) return true;
  return new Date(member.endTime).getTime() > now.getTime();
}
