import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

// The one place consultations meet the astrologers area (profiles, earnings ledger). That area is
// built on another branch; until it is merged this file reads the basic profile from the user record
// and leaves the earnings ledger alone. Wiring at merge (NOTES-booking.md): profiles from
// astrologers/index.ts publicAstrologer/astrologerIdOfUser, and the two earning calls forwarded to
// its creditEarning / reverseEarning, whose input these mirror.

export interface ConsultantProfile {
  name: string;
  avatar: string | null;
  introduction: string;
  specialities: string[];
}

/** Display profiles of consultants by user id (missing users are absent from the map). */
export async function consultantProfiles(
  deps: AppDeps,
  userIds: number[],
): Promise<Map<number, ConsultantProfile>> {
  const profiles = new Map<number, ConsultantProfile>();
  if (userIds.length === 0) return profiles;
  const rows = await deps.database.db
    .select({ id: users.id, userName: users.userName, name: users.name, smallImage: users.smallImage })
    .from(users)
    .where(inArray(users.id, userIds));
  for (const row of rows)
    profiles.set(row.id, {
      name: row.name ?? row.userName,
      avatar: row.smallImage,
      introduction: '',
      specialities: [],
    });
  return profiles;
}

export type ConsultationEarningKind = 'consultation' | 'chart_review';

export interface EarningInput {
  astrologerUserId: number;
  orderNo: string;
  grossFen: number;
  kind: ConsultationEarningKind;
  note?: string;
}

/**
 * A session was held (completed, or the member did not come): the astrologer earns its price less
 * the platform's commission. Forwarded to astrologers' creditEarning once that area is merged.
 */
export async function creditConsultationEarning(
  _deps: AppDeps,
  _input: EarningInput,
  _tx?: Tx,
): Promise<void> {}

/** A refund after a credited session takes the earning back (astrologers' reverseEarning). */
export async function reverseConsultationEarning(
  _deps: AppDeps,
  _input: Omit<EarningInput, 'grossFen'> & { refundedGrossFen?: number },
  _tx?: Tx,
): Promise<void> {}
