import { and, eq, or } from 'drizzle-orm';
import { ROOM_RULES, roomWindow, type RoomInfo, type RoomSide } from '@xingtu/contracts/consultation-room';
import type { AppDeps } from '../../../deps.ts';
import { consultationBookings } from '../../../db/schema/consultations.ts';
import { users } from '../../../db/schema/users.ts';
import { notFound } from '../../../errors.ts';
import { consultantProfiles } from '../astrologer-port.ts';
import type { BookingRow } from '../booking-record.ts';

// Who may enter a booking's room: its member and its astrologer, nobody else (anyone else gets the
// same 404 as a booking that does not exist). The room is open for messages from
// ROOM_RULES.opensMinutesBefore minutes before the start until closesMinutesAfterEnd minutes after
// the end, while the booking is confirmed (paid, not completed, cancelled or marked absent). The
// history stays readable to both parties afterwards.

export interface RoomParty {
  booking: BookingRow;
  side: RoomSide;
  userId: number;
  /** The name this party's messages carry. */
  name: string;
}

/** The booking's states in which there was a session to hold (its history may be read). */
const HAD_SESSION = new Set(['confirmed', 'completed', 'no_show', 'cancelled']);

export async function findRoomParty(deps: AppDeps, userId: number, publicId: string): Promise<RoomParty> {
  const [booking] = await deps.database.db
    .select()
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.publicId, publicId),
        or(eq(consultationBookings.memberUserId, userId), eq(consultationBookings.astrologerUserId, userId)),
      ),
    );
  if (!booking || !HAD_SESSION.has(booking.state)) throw notFound('咨询室不存在');
  const side: RoomSide = booking.memberUserId === userId ? 'member' : 'astrologer';
  return { booking, side, userId, name: await partyName(deps, booking, side) };
}

async function partyName(deps: AppDeps, booking: BookingRow, side: RoomSide): Promise<string> {
  if (side === 'astrologer') {
    const profiles = await consultantProfiles(deps, [booking.astrologerUserId]);
    return profiles.get(booking.astrologerUserId)?.name ?? '咨询师';
  }
  const [row] = await deps.database.db
    .select({ userName: users.userName })
    .from(users)
    .where(eq(users.id, booking.memberUserId));
  return row?.userName ?? '来访者';
}

/** Why the room is closed now, or null when messages may be sent. */
export function closedReason(booking: BookingRow, nowMs: number): string | null {
  if (booking.state === 'completed') return '咨询已完成（咨询师已标记为完成），咨询室已关闭';
  if (booking.state === 'no_show') return '来访者未出席，咨询室已关闭';
  if (booking.state === 'cancelled')
    return booking.cancelReason
      ? `预约已取消（${booking.cancelReason}），咨询室已关闭`
      : '预约已取消，咨询室已关闭';
  if (booking.state === 'released') return '订单未在时限内支付，预约已释放';
  if (booking.state !== 'confirmed') return '预约尚未确认';
  const window = roomWindow(booking.startsAt.getTime(), booking.endsAt.getTime());
  if (nowMs < window.opensAt) return `咨询室将在开始前${ROOM_RULES.opensMinutesBefore}分钟开放，请到时再来`;
  if (nowMs > window.closesAt) return '咨询时间已过，咨询室已关闭';
  return null;
}

export function roomInfo(party: RoomParty, nowMs: number): RoomInfo {
  const { booking } = party;
  const window = roomWindow(booking.startsAt.getTime(), booking.endsAt.getTime());
  const reason = closedReason(booking, nowMs);
  return {
    bookingId: booking.publicId,
    side: party.side,
    open: reason === null,
    opensAt: new Date(window.opensAt).toISOString(),
    closesAt: new Date(window.closesAt).toISOString(),
    closedReason: reason,
  };
}

/** Reads the booking again (its state may have moved since the party entered). */
export async function refreshBooking(deps: AppDeps, party: RoomParty): Promise<RoomParty> {
  const [booking] = await deps.database.db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.id, party.booking.id));
  if (!booking) throw notFound('咨询室不存在');
  return { ...party, booking };
}
