import { APPROVAL_STATUS, CAPACITY_TYPE, type CapacityType } from './enums.ts';
import type { Access, CertificationMember } from './auth.ts';

// SPEC §6: who sees what. Pure functions used by menus (web) and guards (server).

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
