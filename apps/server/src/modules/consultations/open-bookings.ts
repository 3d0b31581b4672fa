import { and, eq, gt, or } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { consultationBookings } from '../../db/schema/consultations.ts';

// What the users area asks before an account is cancelled: does the user still take part in a
// consultation that is not over (a slot held for payment, or a confirmed session)?

/** True while the user has a live hold or a confirmed booking, as the member or as the astrologer. */
export async function hasOpenBookings(deps: AppDeps, userId: number): Promise<boolean> {
  const [open] = await deps.database.db
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(
      and(
        or(eq(consultationBookings.memberUserId, userId), eq(consultationBookings.astrologerUserId, userId)),
        or(
          eq(consultationBookings.state, 'confirmed'),
          and(eq(consultationBookings.state, 'held'), gt(consultationBookings.holdUntil, deps.now())),
        ),
      ),
    )
    .limit(1);
  return open !== undefined;
}
