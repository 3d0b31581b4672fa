import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { CONSULTATION_RULES } from '@xingtu/contracts/consultations';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { consultationBookings } from '../../db/schema/consultations.ts';
import type { ScheduleRow } from './schedule.ts';
import { freeSlots, type BusyRange, type Slot } from './slots.ts';

// Free slots from the schedule and the live bookings: the same ranges the exclusion constraint
// guards (held while unpaid and not past its deadline, or confirmed).

const HOUR_MS = 3_600_000;

/** A held booking past its payment deadline is free again, even before the order sweep closes it. */
export const liveBooking = (now: Date) =>
  or(
    eq(consultationBookings.state, 'confirmed'),
    and(eq(consultationBookings.state, 'held'), gt(consultationBookings.holdUntil, now)),
  );

export async function busyRanges(
  db: Db | Tx,
  astrologerUserId: number,
  fromMs: number,
  toMs: number,
  now: Date,
  exceptBookingId?: number,
): Promise<BusyRange[]> {
  const rows = await db
    .select({ startsAt: consultationBookings.startsAt, blockedUntil: consultationBookings.blockedUntil })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.astrologerUserId, astrologerUserId),
        liveBooking(now),
        lt(consultationBookings.startsAt, new Date(toMs)),
        gt(consultationBookings.blockedUntil, new Date(fromMs)),
        exceptBookingId === undefined ? undefined : ne(consultationBookings.id, exceptBookingId),
      ),
    );
  return rows.map((row) => ({ startMs: row.startsAt.getTime(), blockedUntilMs: row.blockedUntil.getTime() }));
}

/** Frees, in the caller's transaction, the astrologer's held slots whose payment deadline passed. */
export async function releaseLapsedHolds(tx: Tx, astrologerUserId: number, now: Date): Promise<void> {
  await tx
    .update(consultationBookings)
    .set({ state: 'released', updatedAt: now })
    .where(
      and(
        eq(consultationBookings.astrologerUserId, astrologerUserId),
        eq(consultationBookings.state, 'held'),
        sql`${consultationBookings.holdUntil} <= ${now.toISOString()}::timestamptz`,
      ),
    );
}

/** The bookable window: from the lead time to the horizon. */
export function bookableRange(now: Date, days: number = CONSULTATION_RULES.horizonDays) {
  const fromMs = now.getTime() + CONSULTATION_RULES.minLeadHours * HOUR_MS;
  const horizonMs = now.getTime() + CONSULTATION_RULES.horizonDays * 24 * HOUR_MS;
  return { fromMs, toMs: Math.min(now.getTime() + days * 24 * HOUR_MS, horizonMs) };
}

export async function slotsFor(
  deps: AppDeps,
  schedule: ScheduleRow,
  durationMinutes: number,
  range: { fromMs: number; toMs: number },
  exceptBookingId?: number,
): Promise<Slot[]> {
  const now = deps.now();
  const busy = await busyRanges(
    deps.database.db,
    schedule.astrologerUserId,
    range.fromMs - 24 * HOUR_MS,
    range.toMs + 24 * HOUR_MS,
    now,
    exceptBookingId,
  );
  return freeSlots(
    {
      timeZone: schedule.timeZone,
      bufferMinutes: schedule.bufferMinutes,
      weekly: schedule.weekly,
      exceptions: schedule.exceptions,
    },
    { durationMinutes, stepMinutes: CONSULTATION_RULES.slotStepMinutes, busy, ...range },
  );
}

/** Whether a start is on the consultant's schedule at all (ignoring bookings). */
export function onSchedule(
  schedule: ScheduleRow,
  durationMinutes: number,
  startMs: number,
  now: Date,
): boolean {
  const { fromMs, toMs } = bookableRange(now);
  if (startMs < fromMs || startMs >= toMs) return false;
  return freeSlots(
    {
      timeZone: schedule.timeZone,
      bufferMinutes: schedule.bufferMinutes,
      weekly: schedule.weekly,
      exceptions: schedule.exceptions,
    },
    {
      durationMinutes,
      stepMinutes: CONSULTATION_RULES.slotStepMinutes,
      busy: [],
      fromMs: startMs,
      toMs: startMs + 1,
    },
  ).some((slot) => slot.startMs === startMs);
}
