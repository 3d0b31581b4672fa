import { eq } from 'drizzle-orm';
import type { scheduleInputSchema, scheduleRecordSchema } from '@xingtu/contracts/consultations-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { consultationSchedules } from '../../db/schema/consultations.ts';
import { validationError } from '../../errors.ts';
import { minutesOf } from './slots.ts';

// A consultant's weekly availability, exceptions and buffer, in their own IANA zone.

type ScheduleInput = z.output<typeof scheduleInputSchema>;
export type ScheduleRecord = z.output<typeof scheduleRecordSchema>;
export type ScheduleRow = typeof consultationSchedules.$inferSelect;

const EMPTY: Omit<ScheduleRecord, 'timeZone'> = { bufferMinutes: 15, weekly: [], exceptions: [] };

export const toScheduleRecord = (row: ScheduleRow): ScheduleRecord => ({
  timeZone: row.timeZone,
  bufferMinutes: row.bufferMinutes,
  weekly: row.weekly,
  exceptions: row.exceptions,
});

/** The row, created empty (Beijing time, no windows) the first time it is needed. */
export async function ensureSchedule(db: Db | Tx, astrologerUserId: number): Promise<ScheduleRow> {
  const [existing] = await db
    .select()
    .from(consultationSchedules)
    .where(eq(consultationSchedules.astrologerUserId, astrologerUserId));
  if (existing) return existing;
  await db.insert(consultationSchedules).values({ astrologerUserId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(consultationSchedules)
    .where(eq(consultationSchedules.astrologerUserId, astrologerUserId));
  return row!;
}

export async function getOwnSchedule(deps: AppDeps, astrologerUserId: number): Promise<ScheduleRecord> {
  const row = await ensureSchedule(deps.database.db, astrologerUserId);
  return row.weekly.length === 0 && row.exceptions.length === 0
    ? { ...EMPTY, timeZone: row.timeZone, bufferMinutes: row.bufferMinutes }
    : toScheduleRecord(row);
}

/** Overlapping windows on one weekday would offer the same hours twice: refused with the day named. */
function assertNoOverlap(weekly: ScheduleInput['weekly']): void {
  for (let day = 1; day <= 7; day += 1) {
    const windows = weekly
      .filter((w) => w.weekday === day)
      .map((w) => [minutesOf(w.start), minutesOf(w.end)] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < windows.length; i += 1)
      if (windows[i]![0] < windows[i - 1]![1])
        throw validationError('weekly', `星期${'一二三四五六日'[day - 1]}的时段有重叠，请调整`);
  }
}

export async function saveSchedule(
  deps: AppDeps,
  astrologerUserId: number,
  input: ScheduleInput,
): Promise<ScheduleRecord> {
  assertNoOverlap(input.weekly);
  const dates = input.exceptions.map((e) => e.date);
  if (new Set(dates).size !== dates.length) throw validationError('exceptions', '同一天只能设置一条例外');
  await ensureSchedule(deps.database.db, astrologerUserId);
  const [row] = await deps.database.db
    .update(consultationSchedules)
    .set({
      timeZone: input.time_zone,
      bufferMinutes: input.buffer_minutes,
      weekly: input.weekly,
      exceptions: input.exceptions.map((e) => (e.note ? e : { date: e.date, windows: e.windows })),
      updatedAt: deps.now(),
    })
    .where(eq(consultationSchedules.astrologerUserId, astrologerUserId))
    .returning();
  return toScheduleRecord(row!);
}
