import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { beijingDayRange } from '@xingtu/contracts/beijing-time';
import type { adminBookingQuerySchema } from '@xingtu/contracts/consultations-schemas';
import type { AdminBookingDetail, AdminBookingRecord } from '@xingtu/contracts/consultations';
import type { PageData } from '@xingtu/contracts/envelope';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { consultationBookings, consultationRoomMessages } from '../../db/schema/consultations.ts';
import { notFound } from '../../errors.ts';
import { orderForOperator } from '../commerce/index.ts';
import { clientOf, selectJoined, toRecords, type Joined } from './booking-record.ts';

// The console's 咨询预约 section (admin, support): every booking, paged and filtered on the server,
// and one booking with its order's moves. The room's messages are read through adminRoomHistory
// (room/room-admin.ts), which the audit trail records; changing a booking's money goes through the
// orders section's refund, which ends the booking and closes its room (room/room-close.ts).

type Query = z.output<typeof adminBookingQuerySchema>;

function filters(query: Query): SQL | undefined {
  const day = query.date ? beijingDayRange(query.date) : null;
  return and(
    query.state ? eq(consultationBookings.state, query.state) : undefined,
    query.astrologer ? eq(consultationBookings.astrologerUserId, Number(query.astrologer)) : undefined,
    query.member ? eq(consultationBookings.memberUserId, Number(query.member)) : undefined,
    query.order_no ? eq(consultationBookings.orderNo, query.order_no) : undefined,
    day ? gte(consultationBookings.startsAt, day.from) : undefined,
    day ? lt(consultationBookings.startsAt, day.to) : undefined,
  );
}

async function operatorRecords(deps: AppDeps, rows: Joined[]): Promise<AdminBookingRecord[]> {
  const records = await toRecords(deps, rows);
  return records.map((record, index) => ({
    ...record,
    memberUserId: String(rows[index]!.booking.memberUserId),
    astrologerUserId: String(rows[index]!.booking.astrologerUserId),
  }));
}

export async function listBookingsForOperator(
  deps: AppDeps,
  query: Query,
): Promise<PageData<AdminBookingRecord>> {
  const where = filters(query);
  // A day's list reads in session order; otherwise the newest sessions first.
  const order = query.date
    ? [asc(consultationBookings.startsAt), asc(consultationBookings.id)]
    : [desc(consultationBookings.startsAt), desc(consultationBookings.id)];
  const [rows, [total]] = await Promise.all([
    selectJoined(deps)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    deps.database.db.select({ value: count() }).from(consultationBookings).where(where),
  ]);
  return {
    records: await operatorRecords(deps, rows),
    total: total?.value ?? 0,
    size: query.size,
    current: query.current,
  };
}

export async function bookingForOperator(deps: AppDeps, publicId: string): Promise<AdminBookingDetail> {
  const [row] = await selectJoined(deps).where(eq(consultationBookings.publicId, publicId));
  if (!row) throw notFound('预约不存在');
  const [record] = await operatorRecords(deps, [row]);
  const { booking } = row;
  const [[messages], order] = await Promise.all([
    deps.database.db
      .select({ value: count() })
      .from(consultationRoomMessages)
      .where(eq(consultationRoomMessages.bookingId, booking.id)),
    booking.orderNo ? orderForOperator(deps, booking.orderNo) : null,
  ]);
  return {
    ...record!,
    question: booking.question,
    client: clientOf(booking.client),
    cancelReason: booking.cancelReason,
    updatedAt: booking.updatedAt.toISOString(),
    roomMessages: messages?.value ?? 0,
    events: order?.record.events ?? [],
  };
}
