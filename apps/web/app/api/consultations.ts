import type {
  BookingDetail,
  BookingRecord,
  ConsultantDetail,
  ConsultantRecord,
  MemberTimeZone,
  ScheduleRecord,
  ServiceRecord,
  SlotRecord,
} from '@xingtu/contracts/consultations';
import { consultationsApi } from '@xingtu/contracts/consultations-api';
import type { PageData } from '@xingtu/contracts/envelope';
import { ApiError } from './api-error.ts';
import { client, page, records } from './lazy-client.ts';

// The consultation area (server: modules/consultations; endpoints: contracts/consultations-api.ts).
// Slots and bookings change while a page is open: they bypass the cache.

const api = consultationsApi;
const fresh = { cache: false } as const;
const mine = { cache: false, forceAuth: true } as const;
/** Refusals of a form are shown next to it, not as a toast. */
const quiet = { cache: false, forceAuth: true, silent: true } as const;

export interface ConsultantFilters {
  speciality?: string;
  kind?: string;
  maxPriceFen?: number;
  soon?: boolean;
  minRating?: number;
  sort?: 'default' | 'rating' | 'price' | 'soon';
}

export async function fetchConsultants(
  filters: ConsultantFilters,
  current = 1,
  size = 20,
): Promise<PageData<ConsultantRecord>> {
  const query = {
    current,
    size,
    ...(filters.speciality ? { speciality: filters.speciality } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.maxPriceFen !== undefined ? { maxPriceFen: filters.maxPriceFen } : {}),
    ...(filters.soon ? { soon: '1' } : {}),
    ...(filters.minRating ? { minRating: filters.minRating } : {}),
    ...(filters.sort && filters.sort !== 'default' ? { sort: filters.sort } : {}),
  };
  return page(await (await client()).call(api.listConsultants, { query: query as never }, fresh));
}

export async function fetchConsultant(id: string): Promise<ConsultantDetail> {
  return records(await (await client()).call(api.getConsultant, { params: { id } }, fresh));
}

/**
 * The consultant behind an astrologer's public id, or null when they take no bookings (404): not an
 * error on their public page, so nothing is shown; any other failure is thrown for the page to show.
 */
export async function fetchConsultantOrNone(id: string): Promise<ConsultantDetail | null> {
  try {
    return records(
      await (
        await client()
      ).call(api.getConsultant, { params: { id } }, { cache: false, silent: true, hideErrors: true }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function fetchSlots(id: string, serviceId: string, days = 14): Promise<SlotRecord[]> {
  return records(
    await (
      await client()
    ).call(api.consultantSlots, { params: { id }, query: { serviceId, days } as never }, fresh),
  );
}

export async function bookConsultation(input: {
  serviceId: string;
  startsAt: string;
  contactId: number;
  question: string;
}): Promise<{ booking: BookingRecord; orderNo: string }> {
  return records(await (await client()).call(api.book, { body: input as never }, quiet));
}

export async function fetchMyBookings(
  state?: string,
  current = 1,
  size = 20,
): Promise<PageData<BookingRecord>> {
  const query = { current, size, ...(state ? { state } : {}) };
  return page(await (await client()).call(api.myBookings, { query: query as never }, mine));
}

export async function fetchMyBooking(id: string): Promise<BookingDetail> {
  return records(await (await client()).call(api.myBooking, { params: { id } }, mine));
}

export async function cancelMyBooking(id: string): Promise<BookingDetail> {
  return records(await (await client()).call(api.cancelBooking, { params: { id } }, mine));
}

export async function rescheduleMyBooking(id: string, startsAt: string): Promise<BookingDetail> {
  return records(
    await (
      await client()
    ).call(api.rescheduleBooking, { params: { id }, body: { startsAt } as never }, quiet),
  );
}

export interface ServiceInput {
  kind: string;
  title: string;
  summary: string;
  durationMinutes: 30 | 60;
  priceFen: number;
  active: boolean;
}

export async function fetchMyServices(): Promise<ServiceRecord[]> {
  return records(await (await client()).call(api.myServices, {}, mine));
}

export async function createMyService(input: ServiceInput): Promise<ServiceRecord> {
  return records(await (await client()).call(api.createService, { body: input as never }, quiet));
}

export async function updateMyService(id: string, input: ServiceInput): Promise<ServiceRecord> {
  return records(
    await (await client()).call(api.updateService, { params: { id }, body: input as never }, quiet),
  );
}

export async function fetchMySchedule(): Promise<ScheduleRecord> {
  return records(await (await client()).call(api.mySchedule, {}, mine));
}

export async function saveMySchedule(schedule: ScheduleRecord): Promise<ScheduleRecord> {
  return records(await (await client()).call(api.saveSchedule, { body: schedule as never }, quiet));
}

export async function fetchAstrologerOrders(
  state?: string,
  current = 1,
  size = 20,
): Promise<PageData<BookingRecord>> {
  const query = { current, size, ...(state ? { state } : {}) };
  return page(await (await client()).call(api.astrologerOrders, { query: query as never }, mine));
}

export async function fetchAstrologerOrder(id: string): Promise<BookingDetail> {
  return records(await (await client()).call(api.astrologerOrder, { params: { id } }, mine));
}

export type AstrologerAction = 'completeOrder' | 'markNoShow' | 'astrologerCancel';

export async function actOnOrder(action: AstrologerAction, id: string): Promise<BookingDetail> {
  return records(await (await client()).call(api[action], { params: { id } }, mine));
}

export async function fetchMyTimeZone(): Promise<MemberTimeZone> {
  return records(
    await (await client()).call(api.myTimeZone, {}, { cache: false, silent: true, hideErrors: true }),
  );
}

export async function saveMyTimeZone(timeZone: string): Promise<MemberTimeZone> {
  return records(await (await client()).call(api.saveMyTimeZone, { body: { timeZone } as never }, quiet));
}
