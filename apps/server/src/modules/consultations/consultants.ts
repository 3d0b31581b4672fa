import { and, asc, eq } from 'drizzle-orm';
import { CONSULTATION_RULES } from '@xingtu/contracts/consultations';
import type {
  consultantDetailSchema,
  consultantRecordSchema,
  slotRecordSchema,
} from '@xingtu/contracts/consultations-schemas';
import { APPROVAL_STATUS, CAPACITY_TYPE } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { consultationSchedules, consultationServices } from '../../db/schema/consultations.ts';
import { astrologerCapacities } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import { astrologerRatings, NO_RATING, type Rating } from '../comments/index.ts';
import { consultantProfiles, consultantUserIdOf, type ConsultantProfile } from './astrologer-port.ts';
import { bookableRange, slotsFor } from './availability.ts';
import { toServiceRecord, type ServiceRow } from './services.ts';
import type { ScheduleRow } from './schedule.ts';

// The public side: consultants with an approved capacity A, a public astrologer profile, at least one
// active service and a schedule; their services and free slots. A consultant is addressed by the
// astrologers area's public id (astrologer-port.ts), the same id as their astrologer page.

type ConsultantRecord = z.output<typeof consultantRecordSchema>;
type ConsultantDetail = z.output<typeof consultantDetailSchema>;
type SlotRecord = z.output<typeof slotRecordSchema>;

const HOUR_MS = 3_600_000;

async function consultantRows(deps: AppDeps, astrologerUserId?: number) {
  const rows = await deps.database.db
    .select({ schedule: consultationSchedules, service: consultationServices })
    .from(consultationSchedules)
    .innerJoin(
      astrologerCapacities,
      and(
        eq(astrologerCapacities.userId, consultationSchedules.astrologerUserId),
        eq(astrologerCapacities.type, CAPACITY_TYPE.CONSULTANT),
        eq(astrologerCapacities.applove, APPROVAL_STATUS.APPROVED),
      ),
    )
    .innerJoin(
      consultationServices,
      and(
        eq(consultationServices.astrologerUserId, consultationSchedules.astrologerUserId),
        eq(consultationServices.active, true),
      ),
    )
    .where(
      astrologerUserId === undefined
        ? undefined
        : eq(consultationSchedules.astrologerUserId, astrologerUserId),
    )
    .orderBy(asc(consultationSchedules.astrologerUserId), asc(consultationServices.priceFen));
  const grouped = new Map<number, { schedule: ScheduleRow; services: ServiceRow[] }>();
  for (const row of rows) {
    const entry = grouped.get(row.schedule.astrologerUserId) ?? { schedule: row.schedule, services: [] };
    entry.services.push(row.service);
    grouped.set(row.schedule.astrologerUserId, entry);
  }
  return [...grouped.values()];
}

async function toConsultant(
  deps: AppDeps,
  entry: { schedule: ScheduleRow; services: ServiceRow[] },
  profile: ConsultantProfile & { astrologerId: string },
  rating: Rating,
): Promise<ConsultantRecord> {
  const shortest = Math.min(...entry.services.map((s) => s.durationMinutes));
  const [next] = await slotsFor(deps, entry.schedule, shortest, bookableRange(deps.now()));
  return {
    id: profile.astrologerId,
    name: profile.name,
    avatar: profile.avatar,
    introduction: profile.introduction,
    specialities: profile.specialities,
    timeZone: entry.schedule.timeZone,
    fromPriceFen: Math.min(...entry.services.map((s) => s.priceFen)),
    kinds: [...new Set(entry.services.map((s) => s.kind))],
    nextSlotAt: next ? new Date(next.startMs).toISOString() : null,
    ratingAverage: rating.average,
    ratingCount: rating.count,
  };
}

export async function listConsultants(
  deps: AppDeps,
  query: {
    speciality?: string | undefined;
    kind?: string | undefined;
    max_price_fen?: number | undefined;
    soon?: '0' | '1' | undefined;
    min_rating?: number | undefined;
    sort?: 'default' | 'rating' | 'price' | 'soon' | undefined;
    current: number;
    size: number;
  },
): Promise<PageData<ConsultantRecord>> {
  const entries = await consultantRows(deps);
  const userIds = entries.map((e) => e.schedule.astrologerUserId);
  const [profiles, ratings] = await Promise.all([
    consultantProfiles(deps, userIds),
    astrologerRatings(deps, userIds),
  ]);
  const all = await Promise.all(
    entries.flatMap((entry) => {
      const profile = profiles.get(entry.schedule.astrologerUserId);
      return profile?.astrologerId
        ? [
            toConsultant(
              deps,
              entry,
              { ...profile, astrologerId: profile.astrologerId },
              ratings.get(entry.schedule.astrologerUserId) ?? NO_RATING,
            ),
          ]
        : [];
    }),
  );
  const soonUntil = deps.now().getTime() + CONSULTATION_RULES.availableSoonHours * HOUR_MS;
  const matching = all.filter(
    (c) =>
      (!query.speciality || c.specialities.some((s) => s.includes(query.speciality!))) &&
      (!query.kind || c.kinds.includes(query.kind)) &&
      (query.max_price_fen === undefined || c.fromPriceFen <= query.max_price_fen) &&
      (query.soon !== '1' || (c.nextSlotAt !== null && new Date(c.nextSlotAt).getTime() <= soonUntil)) &&
      (query.min_rating === undefined || (c.ratingAverage ?? 0) >= query.min_rating),
  );
  sortConsultants(matching, query.sort ?? 'default');
  const start = (query.current - 1) * query.size;
  return {
    records: matching.slice(start, start + query.size),
    total: matching.length,
    size: query.size,
    current: query.current,
  };
}

const nextSlotMs = (c: ConsultantRecord) =>
  c.nextSlotAt === null ? Number.POSITIVE_INFINITY : new Date(c.nextSlotAt).getTime();

/** rating: best average first, more reviews breaking a tie, unrated last; price; earliest slot. */
function sortConsultants(list: ConsultantRecord[], sort: 'default' | 'rating' | 'price' | 'soon'): void {
  if (sort === 'rating')
    list.sort((a, b) => (b.ratingAverage ?? 0) - (a.ratingAverage ?? 0) || b.ratingCount - a.ratingCount);
  else if (sort === 'price') list.sort((a, b) => a.fromPriceFen - b.fromPriceFen);
  else if (sort === 'soon') list.sort((a, b) => nextSlotMs(a) - nextSlotMs(b));
}

/** The consultant behind an astrologer's public id, or null when they take no bookings. */
async function consultantEntry(deps: AppDeps, astrologerId: string) {
  const userId = await consultantUserIdOf(deps, astrologerId);
  if (userId === null) return null;
  const [entry] = await consultantRows(deps, userId);
  return entry ?? null;
}

export async function getConsultant(deps: AppDeps, astrologerId: string): Promise<ConsultantDetail> {
  const entry = await consultantEntry(deps, astrologerId);
  const profile =
    entry &&
    (await consultantProfiles(deps, [entry.schedule.astrologerUserId])).get(entry.schedule.astrologerUserId);
  if (!entry || !profile) throw notFound('咨询师不存在或暂未开放预约');
  const ratings = await astrologerRatings(deps, [entry.schedule.astrologerUserId]);
  const record = await toConsultant(
    deps,
    entry,
    { ...profile, astrologerId },
    ratings.get(entry.schedule.astrologerUserId) ?? NO_RATING,
  );
  return { ...record, services: entry.services.map(toServiceRecord) };
}

export async function consultantSlots(
  deps: AppDeps,
  astrologerId: string,
  query: { service_id: string; days: number },
): Promise<SlotRecord[]> {
  const entry = await consultantEntry(deps, astrologerId);
  const service = entry?.services.find((s) => s.publicId === query.service_id);
  if (!entry || !service) throw notFound('服务不存在或已下架');
  const slots = await slotsFor(
    deps,
    entry.schedule,
    service.durationMinutes,
    bookableRange(deps.now(), query.days),
  );
  return slots.map((slot) => ({
    startsAt: new Date(slot.startMs).toISOString(),
    endsAt: new Date(slot.endMs).toISOString(),
  }));
}
