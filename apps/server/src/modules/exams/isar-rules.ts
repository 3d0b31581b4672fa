import { isIsarMember } from '@xingtu/contracts/roles';
import { certificationMembers } from '../../db/schema/users.ts';

export { ECARD_KINDS, ecardGrantText } from '@xingtu/contracts/exams';

/** SPEC §6 on a stored row: the same rule the menu applies to the user record. */
export function isIsarMemberRow(
  row: typeof certificationMembers.$inferSelect | undefined,
  now: Date,
): boolean {
  return isIsarMember(
    row ? { enable: row.enable === '1' ? '1' : '0', endTime: row.endTime?.toISOString() ?? null } : null,
    now,
  );
}
