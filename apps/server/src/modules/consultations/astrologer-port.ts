import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { consultationServices } from '../../db/schema/consultations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import {
  astrologerIdOfUser,
  astrologerUserIdOf,
  creditEarning,
  publicAstrologer,
  reverseEarning,
} from '../astrologers/index.ts';

// The one place consultations meet the astrologers area: the astrologer's public id (the one id a
// consultant has on the wire and in links), the public profile (name, photo, introduction,
// specialities) and the earnings ledger. A consultant whose profile is not public is shown by the
// name on their user record; one without any profile has no public id (not listed, not linked).

export interface ConsultantProfile {
  /** The astrologers area's public id; null while the consultant has never had a public profile. */
  astrologerId: string | null;
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
  for (const row of rows) {
    const astrologerId = await astrologerIdOfUser(deps, row.id);
    const profile = astrologerId ? await publicAstrologer(deps, astrologerId).catch(unlessMissing) : null;
    if (profile) {
      profiles.set(row.id, {
        astrologerId: profile.astrologerId,
        name: profile.displayName,
        avatar: profile.photoUrl,
        introduction: profile.introduction,
        specialities: profile.specialities,
      });
      continue;
    }
    profiles.set(row.id, {
      astrologerId,
      name: row.name ?? row.userName,
      avatar: row.smallImage,
      introduction: '',
      specialities: [],
    });
  }
  return profiles;
}

/** The user behind an astrologer's public id, or null when no approved astrologer has it. */
export async function consultantUserIdOf(deps: AppDeps, astrologerId: string): Promise<number | null> {
  return astrologerUserIdOf(deps, astrologerId).catch(unlessMissing);
}

/** A profile that is not public (withdrawn approval) reads as absent; any other failure is raised. */
function unlessMissing(error: unknown): null {
  if (error instanceof AppError && error.httpStatus === 404) return null;
  throw error;
}

export type ConsultationEarningKind = 'consultation' | 'chart_review';

/** The ledger's kind for a booked service: a written chart review, or a consultation. */
export async function earningKindOf(tx: Tx, serviceId: number): Promise<ConsultationEarningKind> {
  const [service] = await tx
    .select({ kind: consultationServices.kind })
    .from(consultationServices)
    .where(eq(consultationServices.id, serviceId));
  return service?.kind === 'chart_review' ? 'chart_review' : 'consultation';
}

export interface EarningInput {
  astrologerUserId: number;
  orderNo: string;
  grossFen: number;
  kind: ConsultationEarningKind;
  note?: string;
}

/**
 * A session was held (completed, or the member did not come): the astrologer earns its price less
 * the platform's commission, in the astrologers' ledger (idempotent per order and kind).
 */
export async function creditConsultationEarning(deps: AppDeps, input: EarningInput, tx?: Tx): Promise<void> {
  await creditEarning(deps, input, tx);
}

/** A refund after a credited session takes the earning back. */
export async function reverseConsultationEarning(
  deps: AppDeps,
  input: Omit<EarningInput, 'grossFen'> & { refundedGrossFen?: number; reference?: string },
  tx?: Tx,
): Promise<void> {
  await reverseEarning(deps, input, tx);
}
