import { and, eq } from 'drizzle-orm';
import { CONSULTATION_RULES } from '@xingtu/contracts/consultations';
import type { AppDeps } from '../../deps.ts';
import { consultationBookings } from '../../db/schema/consultations.ts';
import { AppError } from '../../errors.ts';
import { refund } from '../commerce/index.ts';
import { creditConsultationEarning, earningKindOf } from './astrologer-port.ts';
import { bookingDetail, findBooking, type BookingDetail, type BookingRow } from './booking-record.ts';
import { closeRoom } from './room/room-close.ts';

// What the astrologer does with a confirmed booking: complete it, record that the member did not
// come (no refund: the slot was kept for them), or cancel it (the member gets everything back).

const MINUTE_MS = 60_000;

async function settle(deps: AppDeps, row: BookingRow, state: 'completed' | 'no_show'): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(consultationBookings)
      .set({ state, updatedAt: deps.now() })
      .where(and(eq(consultationBookings.id, row.id), eq(consultationBookings.state, 'confirmed')))
      .returning({ id: consultationBookings.id });
    if (!moved) throw new AppError('BOOKING_STATE');
    await creditConsultationEarning(
      deps,
      {
        astrologerUserId: row.astrologerUserId,
        orderNo: row.orderNo!,
        grossFen: row.priceFen,
        kind: await earningKindOf(tx, row.serviceId),
        note: state === 'completed' ? '咨询完成' : '来访者未出席',
      },
      tx,
    );
  });
  await closeRoom(deps, { id: row.id });
}

export async function completeOrder(
  deps: AppDeps,
  astrologerUserId: number,
  publicId: string,
): Promise<BookingDetail> {
  const row = await findBooking(deps, 'astrologer', astrologerUserId, publicId);
  if (row.state !== 'confirmed') throw new AppError('BOOKING_STATE');
  if (deps.now().getTime() < row.startsAt.getTime())
    throw new AppError('BOOKING_STATE', { message: '咨询开始后才能标记完成' });
  await settle(deps, row, 'completed');
  return bookingDetail(deps, 'astrologer', astrologerUserId, publicId);
}

export async function markNoShow(
  deps: AppDeps,
  astrologerUserId: number,
  publicId: string,
): Promise<BookingDetail> {
  const row = await findBooking(deps, 'astrologer', astrologerUserId, publicId);
  if (row.state !== 'confirmed') throw new AppError('BOOKING_STATE');
  if (deps.now().getTime() < row.startsAt.getTime() + CONSULTATION_RULES.noShowAfterMinutes * MINUTE_MS)
    throw new AppError('BOOKING_STATE', {
      message: `咨询开始${CONSULTATION_RULES.noShowAfterMinutes}分钟后仍未出席，才能标记为未出席`,
    });
  await settle(deps, row, 'no_show');
  return bookingDetail(deps, 'astrologer', astrologerUserId, publicId);
}

/** The astrologer cannot keep the appointment: a full refund to the member's wallet. */
export async function cancelByAstrologer(
  deps: AppDeps,
  astrologerUserId: number,
  publicId: string,
): Promise<BookingDetail> {
  const row = await findBooking(deps, 'astrologer', astrologerUserId, publicId);
  if (row.state !== 'confirmed' || !row.orderId) throw new AppError('BOOKING_STATE');
  await deps.database.db
    .update(consultationBookings)
    .set({ cancelReason: '咨询师取消，已全额退款' })
    .where(eq(consultationBookings.id, row.id));
  await refund(
    deps,
    row.orderId,
    { destination: 'wallet', reason: '咨询师取消预约，全额退款' },
    { type: 'system', id: `consultation-astrologer-cancel:${astrologerUserId}` },
  );
  await closeRoom(deps, { id: row.id });
  return bookingDetail(deps, 'astrologer', astrologerUserId, publicId);
}
