import { eq } from 'drizzle-orm';
import { roomFilePath } from '@xingtu/contracts/consultation-room';
import type { AppDeps } from '../../../deps.ts';
import { consultationBookings } from '../../../db/schema/consultations.ts';
import { notFound } from '../../../errors.ts';
import type { RoomParty } from './room-access.ts';
import { roomFile, roomHistory } from './room-messages.ts';

// Operators (admin, support) read a room when a member or an astrologer complains: every message,
// and the files. Files are linked through the operators' own path.

async function bookingAsOperator(deps: AppDeps, publicId: string): Promise<RoomParty> {
  const [booking] = await deps.database.db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.publicId, publicId));
  if (!booking) throw notFound('咨询室不存在');
  // Read-only: the side is only used to shape the records.
  return { booking, side: 'astrologer', userId: 0, name: '' };
}

const adminFilePath = (bookingId: string, messageId: number) =>
  roomFilePath(bookingId, messageId).replace('/api/consultations/', '/api/admin/consultations/');

export async function adminRoomHistory(deps: AppDeps, publicId: string) {
  const party = await bookingAsOperator(deps, publicId);
  const messages = await roomHistory(deps, party, 0, Number.MAX_SAFE_INTEGER);
  return {
    bookingId: party.booking.publicId,
    state: party.booking.state,
    startsAt: party.booking.startsAt.toISOString(),
    endsAt: party.booking.endsAt.toISOString(),
    messages: messages.map((message) =>
      message.file
        ? { ...message, file: { ...message.file, url: adminFilePath(publicId, message.id) } }
        : message,
    ),
  };
}

export async function adminRoomFile(deps: AppDeps, publicId: string, messageId: number) {
  return roomFile(deps, await bookingAsOperator(deps, publicId), messageId);
}
