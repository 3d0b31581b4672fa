import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.ts';
import { consultationBookings } from '../../../db/schema/consultations.ts';
import { closedReason } from './room-access.ts';
import { publishRoomEvent } from './room-events.ts';

// Every way a booking ends (completed, member absent, cancelled by either side or by an operator,
// refunded from the console, an order that ends unpaid) closes its room here, and only here: once
// the change is committed, the booking is read again and a "closed" event with the reason the room
// itself gives goes to every instance (deps.pubsub), which closes the room's open sockets. Calling
// it twice, or for a booking still open, is harmless.

const ENDED = new Set(['completed', 'no_show', 'cancelled', 'released']);

type BookingKey = { id: number } | { orderId: number };

export async function closeRoom(deps: AppDeps, key: BookingKey): Promise<boolean> {
  const [booking] = await deps.database.db
    .select()
    .from(consultationBookings)
    .where('id' in key ? eq(consultationBookings.id, key.id) : eq(consultationBookings.orderId, key.orderId));
  if (!booking || !ENDED.has(booking.state)) return false;
  await publishRoomEvent(deps, booking.publicId, {
    kind: 'closed',
    reason: closedReason(booking, deps.now().getTime()) ?? '咨询室已关闭',
  });
  return true;
}
