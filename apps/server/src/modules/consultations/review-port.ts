import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { consultationBookings, consultationServices } from '../../db/schema/consultations.ts';
import { notFound } from '../../errors.ts';

// What the comments area needs to know about a booking to accept its review: who booked it, with
// whom, and whether it is completed. A booking the user is not part of reads as missing (404).

export interface ReviewableBooking {
  id: number;
  memberUserId: number;
  astrologerUserId: number;
  state: string;
  serviceTitle: string;
}

const columns = {
  id: consultationBookings.id,
  memberUserId: consultationBookings.memberUserId,
  astrologerUserId: consultationBookings.astrologerUserId,
  state: consultationBookings.state,
  serviceTitle: consultationServices.title,
};

/** A booking the user took part in (as the member or the astrologer); anyone else's is 404. */
export async function bookingOfParticipant(
  deps: AppDeps,
  userId: number,
  bookingPublicId: string,
): Promise<ReviewableBooking> {
  const [row] = await deps.database.db
    .select(columns)
    .from(consultationBookings)
    .innerJoin(consultationServices, eq(consultationServices.id, consultationBookings.serviceId))
    .where(
      and(
        eq(consultationBookings.publicId, bookingPublicId),
        or(eq(consultationBookings.memberUserId, userId), eq(consultationBookings.astrologerUserId, userId)),
      ),
    );
  if (!row) throw notFound('预约不存在');
  return row;
}

/** The service title of each booking, for showing what a review was about. */
export async function bookedServiceTitles(deps: AppDeps, bookingIds: number[]): Promise<Map<number, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await deps.database.db
    .select({ id: consultationBookings.id, title: consultationServices.title })
    .from(consultationBookings)
    .innerJoin(consultationServices, eq(consultationServices.id, consultationBookings.serviceId))
    .where(inArray(consultationBookings.id, bookingIds));
  return new Map(rows.map((r) => [r.id, r.title]));
}
