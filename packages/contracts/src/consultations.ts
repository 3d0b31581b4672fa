// Consultations (issue 16 §2): an astrologer's services, weekly schedule and the bookings members
// make. The rules below are the business constants both the server and the pages read. No zod here:
// pages import this file; request and answer schemas are in consultations-schemas.ts.
import type { z } from 'zod';
import type {
  adminBookingDetailSchema,
  adminBookingRecordSchema,
  bookingDetailSchema,
  bookingRecordSchema,
  consultantDetailSchema,
  consultantRecordSchema,
  scheduleRecordSchema,
  serviceRecordSchema,
  slotRecordSchema,
  timeZoneRecordSchema,
} from './consultations-schemas.ts';

export type ConsultantRecord = z.output<typeof consultantRecordSchema>;
export type ConsultantDetail = z.output<typeof consultantDetailSchema>;
export type ServiceRecord = z.output<typeof serviceRecordSchema>;
export type ScheduleRecord = z.output<typeof scheduleRecordSchema>;
export type SlotRecord = z.output<typeof slotRecordSchema>;
export type BookingRecord = z.output<typeof bookingRecordSchema>;
export type BookingDetail = z.output<typeof bookingDetailSchema>;
export type MemberTimeZone = z.output<typeof timeZoneRecordSchema>;
export type AdminBookingRecord = z.output<typeof adminBookingRecordSchema>;
export type AdminBookingDetail = z.output<typeof adminBookingDetailSchema>;

export const CONSULTATION_KINDS = [
  { value: 'voice', label: '语音咨询' },
  { value: 'text', label: '文字咨询' },
  { value: 'chart_review', label: '书面解盘' },
] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number]['value'];
export const consultationKindLabel = (kind: string): string =>
  CONSULTATION_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** Session lengths an astrologer may offer, minutes. */
export const CONSULTATION_DURATIONS_MIN = [30, 60] as const;

export const CONSULTATION_RULES = {
  /** Cancelling or rescheduling is free until this many hours before the start. */
  freeChangeHours: 24,
  /** Within freeChangeHours a member's cancellation keeps this share of the price as a fee. */
  lateCancelFeePercent: 30,
  /** Bookable slots start at least this long from now (the astrologer needs time to prepare). */
  minLeadHours: 2,
  /** Slots are offered this many days ahead. */
  horizonDays: 30,
  /** Slots start on this grid (minutes past the hour, in the astrologer's zone). */
  slotStepMinutes: 30,
  /** The astrologer may mark a member absent this many minutes after the start; no refund then. */
  noShowAfterMinutes: 15,
  /** "Available soon" on the consultant list: a free slot within this many hours. */
  availableSoonHours: 72,
  /** Buffer after each session an astrologer may choose, minutes. */
  maxBufferMinutes: 120,
  /** Service price bounds, fen. */
  minPriceFen: 100,
  maxPriceFen: 10_000_000,
  /** A member may hold (booked, not yet paid) at most this many slots of one consultant at a time. */
  maxUnpaidHoldsPerConsultant: 1,
  /** … and at most this many slots in all: holds cost nothing, so they must not fill calendars. */
  maxUnpaidHolds: 3,
} as const;

/**
 * The fee a member's cancellation costs (integer fen): nothing up to freeChangeHours before the
 * start, lateCancelFeePercent of the price after that (rounded down, in the member's favour).
 * Null when the session has started (it can no longer be cancelled by the member).
 */
export function cancellationFeeFen(priceFen: number, startsAtMs: number, nowMs: number): number | null {
  if (nowMs >= startsAtMs) return null;
  if (startsAtMs - nowMs >= CONSULTATION_RULES.freeChangeHours * 3_600_000) return 0;
  return Math.floor((priceFen * CONSULTATION_RULES.lateCancelFeePercent) / 100);
}

/** Rescheduling is free and allowed only until freeChangeHours before the start. */
export const mayReschedule = (startsAtMs: number, nowMs: number): boolean =>
  startsAtMs - nowMs >= CONSULTATION_RULES.freeChangeHours * 3_600_000;

/** One weekly availability window in the astrologer's zone; weekday 1 = Monday … 7 = Sunday. */
export interface WeeklyWindow {
  weekday: number;
  /** HH:mm */
  start: string;
  /** HH:mm, after start (24:00 allowed for the end of the day). */
  end: string;
}

/** One date's exception: no windows = a day off; otherwise these windows replace the weekly ones. */
export interface ScheduleException {
  /** YYYY-MM-DD in the astrologer's zone. */
  date: string;
  windows: { start: string; end: string }[];
  note?: string;
}

export const BOOKING_STATES = {
  held: '待支付',
  confirmed: '已预约',
  released: '已关闭',
  cancelled: '已取消',
  completed: '已完成',
  no_show: '未出席',
} as const;
export type BookingState = keyof typeof BOOKING_STATES;

export const WEEKDAY_LABELS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
