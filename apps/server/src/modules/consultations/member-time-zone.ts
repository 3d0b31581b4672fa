import { eq } from 'drizzle-orm';
import type { MemberTimeZone } from '@xingtu/contracts/consultations';
import { DEFAULT_VIEW_TIME_ZONE, isTimeZoneChoice } from '@xingtu/contracts/time-zones';
import type { AppDeps } from '../../deps.ts';
import { memberTimeZones } from '../../db/schema/consultations.ts';

// The zone a member reads slots and bookings in: Beijing time until they choose another, then
// remembered for them (on every device). A stored zone that left the list reads as Beijing time.

export async function getMemberTimeZone(deps: AppDeps, userId: number): Promise<MemberTimeZone> {
  const [row] = await deps.database.db
    .select({ timeZone: memberTimeZones.timeZone })
    .from(memberTimeZones)
    .where(eq(memberTimeZones.userId, userId));
  return row && isTimeZoneChoice(row.timeZone)
    ? { timeZone: row.timeZone, chosen: true }
    : { timeZone: DEFAULT_VIEW_TIME_ZONE, chosen: false };
}

export async function saveMemberTimeZone(
  deps: AppDeps,
  userId: number,
  timeZone: string,
): Promise<MemberTimeZone> {
  const now = deps.now();
  await deps.database.db
    .insert(memberTimeZones)
    .values({ userId, timeZone, updatedAt: now })
    .onConflictDoUpdate({ target: memberTimeZones.userId, set: { timeZone, updatedAt: now } });
  return { timeZone, chosen: true };
}
