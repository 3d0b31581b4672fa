import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { BirthBody } from '@xingtu/contracts/charts-schemas';
import {
  BOOKING_STATES,
  cancellationFeeFen,
  mayReschedule,
  type BookingState,
} from '@xingtu/contracts/consultations';
import type { bookingDetailSchema, bookingRecordSchema } from '@xingtu/contracts/consultations-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import { shichenLabelZh, shichenOf } from '@xingtu/contracts/shichen';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { consultationBookings, consultationServices } from '../../db/schema/consultations.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import { consultantProfiles } from './astrologer-port.ts';

// Bookings as their two sides read them: the member (my bookings) and the astrologer (orders).
// Only public ids and the order number leave the server.

export type BookingRecord = z.output<typeof bookingRecordSchema>;
export type BookingDetail = z.output<typeof bookingDetailSchema>;
export type BookingRow = typeof consultationBookings.$inferSelect;

export interface ClientSnapshot {
  name: string;
  gender: string;
  birthday: string;
  birthTime: string | null;
  /** How the time was given, for the astrologer drawing the chart (a 时辰, 真太阳时, standard time). */
  birthTimeNote: string | null;
  birthLocation: string | null;
  birthLatitude: number | null;
  birthLongitude: number | null;
  birthTimeZone: string | null;
}

/** 「只知时辰：午时（11:00–13:00）；真太阳时」, or null for a clock time to the minute (or none). */
export function birthTimeNoteOf(birth: BirthBody): string | null {
  const shichen = birth.shichen ? shichenOf(birth.shichen) : null;
  const parts = [
    shichen ? `只知时辰：${shichenLabelZh(shichen)}` : null,
    birth.time_basis === 'solar' ? '真太阳时' : null,
    birth.standard_time ? '当时实行夏令时，所填为标准时间' : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join('；') : null;
}

/** The snapshot as stored; bookings made before the time note existed have none. */
export const clientOf = (stored: unknown): ClientSnapshot => {
  const client = stored as Omit<ClientSnapshot, 'birthTimeNote'> & { birthTimeNote?: string | null };
  return { ...client, birthTimeNote: client.birthTimeNote ?? null };
};

const joined = {
  booking: consultationBookings,
  serviceId: consultationServices.publicId,
  serviceTitle: consultationServices.title,
  kind: consultationServices.kind,
  durationMinutes: consultationServices.durationMinutes,
  memberName: users.userName,
};
export type Joined = {
  booking: BookingRow;
  serviceId: string;
  serviceTitle: string;
  kind: string;
  durationMinutes: number;
  memberName: string;
};

export function selectJoined(deps: AppDeps) {
  return deps.database.db
    .select(joined)
    .from(consultationBookings)
    .innerJoin(consultationServices, eq(consultationServices.id, consultationBookings.serviceId))
    .innerJoin(users, eq(users.id, consultationBookings.memberUserId));
}

export async function toRecords(deps: AppDeps, rows: Joined[]): Promise<BookingRecord[]> {
  const profiles = await consultantProfiles(deps, [...new Set(rows.map((r) => r.booking.astrologerUserId))]);
  return rows.map(({ booking, ...rest }) => ({
    id: booking.publicId,
    state: booking.state,
    stateLabel: BOOKING_STATES[booking.state as BookingState] ?? booking.state,
    serviceId: rest.serviceId,
    serviceTitle: rest.serviceTitle,
    kind: rest.kind,
    durationMinutes: rest.durationMinutes,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    priceFen: booking.priceFen,
    feeFen: booking.feeFen,
    orderNo: booking.orderNo,
    holdUntil: booking.state === 'held' ? booking.holdUntil.toISOString() : null,
    consultantId: profiles.get(booking.astrologerUserId)?.astrologerId ?? null,
    consultantName: profiles.get(booking.astrologerUserId)?.name ?? '咨询师',
    memberName: rest.memberName,
    createdAt: booking.createdAt.toISOString(),
  }));
}

/** Whose list: the member's bookings or the astrologer's orders. */
export type Side = 'member' | 'astrologer';
const ownerColumn = (side: Side) =>
  side === 'member' ? consultationBookings.memberUserId : consultationBookings.astrologerUserId;

export async function listBookings(
  deps: AppDeps,
  side: Side,
  userId: number,
  query: { state?: string | undefined; current: number; size: number },
): Promise<PageData<BookingRecord>> {
  const where: SQL | undefined = and(
    eq(ownerColumn(side), userId),
    query.state ? eq(consultationBookings.state, query.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectJoined(deps)
      .where(where)
      .orderBy(desc(consultationBookings.startsAt), desc(consultationBookings.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    deps.database.db.select({ value: count() }).from(consultationBookings).where(where),
  ]);
  return {
    records: await toRecords(deps, rows),
    total: total?.value ?? 0,
    size: query.size,
    current: query.current,
  };
}

/** One booking of this side's user; anyone else's answers 404, exactly like a missing one. */
export async function findBooking(
  deps: AppDeps,
  side: Side,
  userId: number,
  publicId: string,
): Promise<BookingRow> {
  const [row] = await deps.database.db
    .select()
    .from(consultationBookings)
    .where(and(eq(consultationBookings.publicId, publicId), eq(ownerColumn(side), userId)));
  if (!row) throw notFound('预约不存在');
  return row;
}

export async function bookingDetail(
  deps: AppDeps,
  side: Side,
  userId: number,
  publicId: string,
): Promise<BookingDetail> {
  const [row] = await selectJoined(deps).where(
    and(eq(consultationBookings.publicId, publicId), eq(ownerColumn(side), userId)),
  );
  if (!row) throw notFound('预约不存在');
  const [record] = await toRecords(deps, [row]);
  const { booking } = row;
  const now = deps.now().getTime();
  const confirmed = booking.state === 'confirmed';
  return {
    ...record!,
    question: booking.question,
    client: clientOf(booking.client),
    cancelReason: booking.cancelReason,
    cancelFeeFen: confirmed ? cancellationFeeFen(booking.priceFen, booking.startsAt.getTime(), now) : null,
    mayReschedule: (confirmed || booking.state === 'held') && mayReschedule(booking.startsAt.getTime(), now),
  };
}
