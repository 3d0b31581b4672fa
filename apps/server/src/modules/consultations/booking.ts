import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { CONSULTATION_RULES, cancellationFeeFen, mayReschedule } from '@xingtu/contracts/consultations';
import type { bookingInputSchema } from '@xingtu/contracts/consultations-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { consultationBookings } from '../../db/schema/consultations.ts';
import { AppError, validationError } from '../../errors.ts';
import {
  cancelUnpaidOrder,
  placeOrder,
  refund,
  updateOrderRemark,
  type PaidItem,
} from '../commerce/index.ts';
import { birthOfProfile, getOwnContact } from '../contacts/index.ts';
import { assertClean } from '../sys/index.ts';
import { earningKindOf, reverseConsultationEarning } from './astrologer-port.ts';
import { bookableRange, onSchedule, releaseLapsedHolds, slotsFor } from './availability.ts';
import {
  birthTimeNoteOf,
  bookingDetail,
  findBooking,
  type BookingDetail,
  type ClientSnapshot,
} from './booking-record.ts';
import { newPublicId } from './public-id.ts';
import { closeRoom } from './room/room-close.ts';
import { ensureSchedule } from './schedule.ts';
import { findActiveService } from './services.ts';

// A member books a slot: the slot is held (state held) and an order placed; paying confirms it
// (onPaid), an order that ends unpaid frees it (onClosed), a refund cancels it (onRefunded).
// No double booking: the exclusion constraint of migration 0007 refuses an overlapping live booking
// whatever happens here; the checks before it only give a clearer answer sooner.

type BookingInput = z.output<typeof bookingInputSchema>;
const MINUTE_MS = 60_000;

const slotTaken = () => new AppError('SLOT_TAKEN');

/** The database refused an overlapping live booking (exclusion_violation). */
function isOverlap(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1)
    if ((e as { code?: string }).code === '23P01') return true;
  return false;
}

/** What the order says about the session it pays for (its time, in Beijing time). */
const bookingRemark = (startMs: number): string =>
  `预约时间（北京时间）：${formatBeijing(new Date(startMs), 'datetime').slice(0, 16)}`;

async function withOverlapAsTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isOverlap(error)) throw slotTaken();
    throw error;
  }
}

function snapshotOf(contact: Awaited<ReturnType<typeof getOwnContact>>): ClientSnapshot {
  const birth = birthOfProfile(contact);
  return {
    name: contact.name,
    gender: contact.gender,
    birthday: contact.birthday,
    birthTime: birth.time ?? null,
    birthTimeNote: birthTimeNoteOf(birth),
    birthLocation: contact.birthLocation,
    birthLatitude: contact.birthLatitude,
    birthLongitude: contact.birthLongitude,
    birthTimeZone: contact.birthTimeZone,
  };
}

/** The start must be a slot of the schedule (422), and still free (003320). */
async function assertBookable(
  deps: AppDeps,
  schedule: Awaited<ReturnType<typeof ensureSchedule>>,
  durationMinutes: number,
  startMs: number,
  exceptBookingId?: number,
): Promise<void> {
  const now = deps.now();
  if (!onSchedule(schedule, durationMinutes, startMs, now))
    throw validationError('starts_at', '所选时段不在咨询师的可预约时间内，请重新选择');
  const range = bookableRange(now);
  const free = await slotsFor(
    deps,
    schedule,
    durationMinutes,
    { fromMs: startMs, toMs: Math.min(startMs + 1, range.toMs) },
    exceptBookingId,
  );
  if (!free.some((slot) => slot.startMs === startMs)) throw slotTaken();
}

/**
 * A hold costs nothing until it lapses, so one member could fill a calendar with them: a member holds
 * at most maxUnpaidHoldsPerConsultant unpaid slots of one consultant and maxUnpaidHolds in all (003323).
 * Holds that lapsed, were paid or were given up do not count. Runs in the booking's transaction after
 * its insert (so the new hold is among those counted, and the many who lose a slot to someone else never
 * get this far), under a per-member advisory lock: concurrent bookings of one member are counted one
 * after the other, each seeing the others' committed holds.
 */
async function assertMayHold(tx: Tx, memberUserId: number, astrologerUserId: number, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consult-holds'), ${memberUserId}::int)`);
  const holds = await tx
    .select({ astrologerUserId: consultationBookings.astrologerUserId })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.memberUserId, memberUserId),
        eq(consultationBookings.state, 'held'),
        gt(consultationBookings.holdUntil, now),
      ),
    );
  const withThisConsultant = holds.filter((hold) => hold.astrologerUserId === astrologerUserId).length;
  if (withThisConsultant > CONSULTATION_RULES.maxUnpaidHoldsPerConsultant)
    throw new AppError('BOOKING_UNPAID_LIMIT', {
      message: '你已为这位咨询师保留了一个未支付的时段，请先完成支付或取消后再预约',
    });
  if (holds.length > CONSULTATION_RULES.maxUnpaidHolds) throw new AppError('BOOKING_UNPAID_LIMIT');
}

export async function book(
  deps: AppDeps,
  memberUserId: number,
  input: BookingInput,
  timeoutMinutes: number,
): Promise<{ detail: BookingDetail; orderNo: string }> {
  const service = await findActiveService(deps, input.service_id);
  if (service.astrologerUserId === memberUserId)
    throw validationError('service_id', '不能预约自己的咨询服务');
  const contact = await getOwnContact(deps, memberUserId, input.contact_id);
  await assertClean(deps, [input.question]);
  const schedule = await ensureSchedule(deps.database.db, service.astrologerUserId);
  const startMs = new Date(input.starts_at).getTime();
  await assertBookable(deps, schedule, service.durationMinutes, startMs);

  const now = deps.now();
  const endMs = startMs + service.durationMinutes * MINUTE_MS;
  const booking = await withOverlapAsTaken(() =>
    deps.database.db.transaction(async (tx) => {
      await releaseLapsedHolds(tx, service.astrologerUserId, now);
      const [row] = await tx
        .insert(consultationBookings)
        .values({
          publicId: newPublicId(),
          serviceId: service.id,
          astrologerUserId: service.astrologerUserId,
          memberUserId,
          state: 'held',
          startsAt: new Date(startMs),
          endsAt: new Date(endMs),
          blockedUntil: new Date(endMs + schedule.bufferMinutes * MINUTE_MS),
          holdUntil: new Date(now.getTime() + timeoutMinutes * MINUTE_MS),
          client: snapshotOf(contact),
          question: input.question,
          priceFen: service.priceFen,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await assertMayHold(tx, memberUserId, service.astrologerUserId, now);
      return row!;
    }),
  );

  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await placeOrder(
      deps,
      memberUserId,
      {
        product_id: service.productId,
        quantity: 1,
        remark: bookingRemark(startMs),
      },
      { timeoutMinutes, privateProduct: true },
    );
  } catch (error) {
    // No order, no hold: the slot goes back at once.
    await deps.database.db
      .update(consultationBookings)
      .set({ state: 'released', updatedAt: deps.now() })
      .where(eq(consultationBookings.id, booking.id));
    throw error;
  }
  await deps.database.db
    .update(consultationBookings)
    .set({ orderId: order.id, orderNo: order.orderNo, holdUntil: new Date(order.expiresAt) })
    .where(eq(consultationBookings.id, booking.id));
  return {
    detail: await bookingDetail(deps, 'member', memberUserId, booking.publicId),
    orderNo: order.orderNo,
  };
}

// ---- commerce's handlers (inside the paying / refunding / closing transaction) ----

/** Paid: the held slot is confirmed. A slot released meanwhile is taken again only if still free. */
export async function confirmPaid(item: PaidItem, tx: Tx, now: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.orderId, item.orderId))
    .for('update');
  if (!row) throw new AppError('OPERATION_FAILED', { message: '未找到这个订单的预约，请联系客服' });
  if (row.state === 'confirmed') return;
  if (row.state !== 'held' && row.state !== 'released')
    throw new AppError('BOOKING_STATE', { message: '这个预约已取消，不能再支付' });
  await withOverlapAsTaken(() =>
    tx
      .update(consultationBookings)
      .set({ state: 'confirmed', updatedAt: now })
      .where(eq(consultationBookings.id, row.id)),
  );
}

/** The order ended unpaid (cancelled, timed out, voided, failed): its slot is free again. */
export async function releaseForOrder(orderId: number, tx: Tx, now: Date): Promise<void> {
  await tx
    .update(consultationBookings)
    .set({ state: 'released', updatedAt: now })
    .where(and(eq(consultationBookings.orderId, orderId), eq(consultationBookings.state, 'held')));
}

/** Refunded (by the member's cancellation, the astrologer's, or an operator): the booking ends. */
export async function cancelForRefund(deps: AppDeps, item: PaidItem, tx: Tx, now: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.orderId, item.orderId))
    .for('update');
  if (!row) return;
  // A partial refund (an operator's goodwill gesture) takes back only its share of the earning.
  const refundedGrossFen = item.refundedFen ?? item.amountFen;
  if ((row.state === 'completed' || row.state === 'no_show') && refundedGrossFen > 0)
    await reverseConsultationEarning(
      deps,
      {
        astrologerUserId: row.astrologerUserId,
        orderNo: item.orderNo,
        kind: await earningKindOf(tx, row.serviceId),
        refundedGrossFen,
        // Each refund reverses its own share, once (a second partial refund reverses its part too).
        ...(item.refundId === undefined ? {} : { reference: `refund:${item.refundId}` }),
      },
      tx,
    );
  await tx
    .update(consultationBookings)
    .set({ state: 'cancelled', cancelReason: row.cancelReason ?? '订单已退款', updatedAt: now })
    .where(
      and(eq(consultationBookings.id, row.id), inArray(consultationBookings.state, ['held', 'confirmed'])),
    );
}

// ---- the member changes their mind ----

/**
 * Unpaid: the order is cancelled and the slot freed. Paid: free until 24 h before the start, then
 * the fee of CONSULTATION_RULES; the rest goes back to the wallet. Not once the session has started.
 */
export async function cancelByMember(
  deps: AppDeps,
  memberUserId: number,
  publicId: string,
): Promise<BookingDetail> {
  const row = await findBooking(deps, 'member', memberUserId, publicId);
  if (row.state === 'held' && row.orderNo) {
    await cancelUnpaidOrder(deps, memberUserId, row.orderNo);
    return bookingDetail(deps, 'member', memberUserId, publicId);
  }
  if (row.state !== 'confirmed' || !row.orderId) throw new AppError('BOOKING_STATE');
  const feeFen = cancellationFeeFen(row.priceFen, row.startsAt.getTime(), deps.now().getTime());
  if (feeFen === null) throw new AppError('BOOKING_STATE', { message: '咨询已经开始，不能取消' });
  const reason =
    feeFen === 0 ? '来访者提前取消（免费）' : `来访者开始前24小时内取消，扣除${(feeFen / 100).toFixed(2)}元`;
  await deps.database.db
    .update(consultationBookings)
    .set({ feeFen, cancelReason: reason })
    .where(eq(consultationBookings.id, row.id));
  await refund(
    deps,
    row.orderId,
    { amount_fen: row.priceFen - feeFen, destination: 'wallet', reason },
    { type: 'system', id: `consultation-cancel:${memberUserId}` },
  );
  await closeRoom(deps, { id: row.id });
  return bookingDetail(deps, 'member', memberUserId, publicId);
}

/** Free until 24 h before the start, to another free slot of the same service. */
export async function reschedule(
  deps: AppDeps,
  memberUserId: number,
  publicId: string,
  startsAt: string,
): Promise<BookingDetail> {
  const row = await findBooking(deps, 'member', memberUserId, publicId);
  if (row.state !== 'confirmed' && row.state !== 'held') throw new AppError('BOOKING_STATE');
  if (!mayReschedule(row.startsAt.getTime(), deps.now().getTime()))
    throw new AppError('BOOKING_CHANGE_CLOSED');
  const durationMs = row.endsAt.getTime() - row.startsAt.getTime();
  const bufferMs = row.blockedUntil.getTime() - row.endsAt.getTime();
  const schedule = await ensureSchedule(deps.database.db, row.astrologerUserId);
  const startMs = new Date(startsAt).getTime();
  await assertBookable(deps, schedule, durationMs / MINUTE_MS, startMs, row.id);
  await withOverlapAsTaken(() =>
    deps.database.db.transaction(async (tx) => {
      const moved = await tx
        .update(consultationBookings)
        .set({
          startsAt: new Date(startMs),
          endsAt: new Date(startMs + durationMs),
          blockedUntil: new Date(startMs + durationMs + bufferMs),
          updatedAt: deps.now(),
        })
        .where(and(eq(consultationBookings.id, row.id), eq(consultationBookings.state, row.state)))
        .returning({ orderId: consultationBookings.orderId });
      // The order the member paid names the session's time: it follows the move.
      const orderId = moved[0]?.orderId;
      if (orderId) await updateOrderRemark(tx, orderId, bookingRemark(startMs));
    }),
  );
  return bookingDetail(deps, 'member', memberUserId, publicId);
}
