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
import { consultantProfiles } from './astrologer-port.ts';
import { bookableRange, slotsFor } from './availability.ts';
import { toServiceRecord, type ServiceRow } from './services.ts';
import type { ScheduleRow } from './schedule.ts';

// The public side: consultants with an approved capacity A, at least one active service and a
// schedule; their services and free slots.

type ConsultantRecord = z.output<typeof consultantRecordSchema>;
type ConsultantDetail = z.output<typeof consultantDetailSchema>;
type SlotRecord = z.output<typeof slotRecordSchema>;

const HOUR_MS = 3_600_000;

async function consultantRows(deps: AppDeps, publicId?: string) {
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
    .where(publicId ? eq(consultationSchedules.publicId, publicId) : undefined)
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
  profile: { name: string; avatar: string | null; introduction: string; specialities: string[] } | undefined,
): Promise<ConsultantRecord> {
  const shortest = Math.min(...entry.services.map((s) => s.durationMinutes));
  const [next] = await slotsFor(deps, entry.schedule, shortest, bookableRange(deps.now()));
  return {
    id: entry.schedule.publicId,
    name: profile?.name ?? '咨询师',
    avatar: profile?.avatar ?? null,
    introduction: profile?.introduction ?? '',
    specialities: profile?.specialities ?? [],
    timeZone: entry.schedule.timeZone,
    fromPriceFen: Math.min(...entry.services.map((s) => s.priceFen)),
    kinds: [...new Set(entry.services.map((s) => s.kind))],
    nextSlotAt: next ? new Date(next.startMs).toISOString() : null,
  };
}

export async function listConsultants(
  deps: AppDeps,
  query: {
    speciality?: string | undefined;
    kind?: string | undefined;
    max_price_fen?: number | undefined;
    soon?: '0' | '1' | undefined;
    current: number;
    size: number;
  },
): Promise<PageData<ConsultantRecord>> {
  const entries = await consultantRows(deps);
  const profiles = await consultantProfiles(
    deps,
    entries.map((e) => e.schedule.astrologerUserId),
  );
  const all = await Promise.all(
    entries.map((entry) => toConsultant(deps, entry, profiles.get(entry.schedule.astrologerUserId))),
  );
  const soonUntil = deps.now().getTime() + CONSULTATION_RULES.availableSoonHours * HOUR_MS;
  const matching = all.filter(
    (c) =>
      (!query.speciality || c.specialities.some((s) => s.includes(query.speciality!))) &&
      (!query.kind || c.kinds.includes(query.kind)) &&
      (query.max_price_fen === undefined || c.fromPriceFen <= query.max_price_fen) &&
      (query.soon !== '1' || (c.nextSlotAt !== null && new Date(c.nextSlotAt).getTime() <= soonUntil)),
  );
  const start = (query.current - 1) * query.size;
  return {
    records: matching.slice(start, start + query.size),
    total: matching.length,
    size: query.size,
    current: query.current,
  };
}

export async function getConsultant(deps: AppDeps, publicId: string): Promise<ConsultantDetail> {
  const [entry] = await consultantRows(deps, publicId);
  if (!entry) throw notFound('咨询师不存在或暂未开放预约');
  const profiles = await consultantProfiles(deps, [entry.schedule.astrologerUserId]);
  const record = await toConsultant(deps, entry, profiles.get(entry.schedule.astrologerUserId));
  return { ...record, services: entry.services.map(toServiceRecord) };
}

export async function consultantSlots(
  deps: AppDeps,
  publicId: string,
  query: { service_id: string; days: number },
): Promise<SlotRecord[]> {
  const [entry] = await consultantRows(deps, publicId);
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
