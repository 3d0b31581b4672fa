import { z } from 'zod';
import { intParam, numeric } from './field-schemas.ts';
import './zod-locale.ts';
import {
  BOOKING_STATES,
  CONSULTATION_DURATIONS_MIN,
  CONSULTATION_KINDS,
  CONSULTATION_RULES,
} from './consultations.ts';
import { orderEventRecordSchema } from './commerce-records.ts';
import { pageQuerySchema } from './envelope.ts';
import { isTimeZoneChoice } from './time-zones.ts';

// Requests (snake_case, as the client sends them) and answers (camelCase records) of the
// consultation endpoints (consultations-api.ts).

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, '时间格式应为 HH:mm');
const kindValues = CONSULTATION_KINDS.map((k) => k.value) as [string, ...string[]];
const stateValues = Object.keys(BOOKING_STATES) as [string, ...string[]];

function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

const windowSchema = z
  .object({ start: clock, end: clock })
  .refine((w) => w.start < w.end, { message: '结束时间应晚于开始时间', path: ['end'] });

export const serviceInputSchema = z.object({
  kind: z.enum(kindValues, { error: '请选择服务类型' }),
  title: z.string().trim().min(2, '服务名称至少2个字').max(40, '服务名称不能超过40字'),
  summary: z.string().trim().max(300, '服务说明不能超过300字').default(''),
  duration_minutes: z.union(
    CONSULTATION_DURATIONS_MIN.map((m) => z.literal(m)) as [z.ZodLiteral<30>, z.ZodLiteral<60>],
    { error: '时长只能是30或60分钟' },
  ),
  price_fen: z
    .number({ error: '请填写价格' })
    .int('价格以分为单位，应为整数')
    .min(CONSULTATION_RULES.minPriceFen, '价格不能低于1元')
    .max(CONSULTATION_RULES.maxPriceFen, '价格过高'),
  active: z.boolean().default(true),
});

export const scheduleInputSchema = z.object({
  time_zone: z.string().trim().refine(isIanaZone, '请选择正确的时区，例如 Asia/Shanghai'),
  buffer_minutes: z
    .number()
    .int()
    .min(0, '间隔不能为负')
    .max(CONSULTATION_RULES.maxBufferMinutes, '间隔不能超过120分钟'),
  weekly: z
    .array(windowSchema.and(z.object({ weekday: z.number().int().min(1).max(7, '星期应为1到7') })))
    .max(50, '时段过多'),
  exceptions: z
    .array(
      z.object({
        date: z.iso.date({ error: '日期格式应为 YYYY-MM-DD' }),
        windows: z.array(windowSchema).max(10),
        note: z.string().trim().max(50).optional(),
      }),
    )
    .max(100, '例外日期过多'),
});

export const publicIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9]{12}$/, '编号不正确') });

export const consultantQuerySchema = pageQuerySchema.extend({
  speciality: z.string().trim().max(20).optional(),
  kind: z.enum(kindValues).optional(),
  max_price_fen: intParam(0, Number.MAX_SAFE_INTEGER).optional(),
  /** "1": only consultants with a free slot within CONSULTATION_RULES.availableSoonHours. */
  soon: z.enum(['0', '1']).optional(),
  /** Only consultants whose average rating is at least this (1–5). */
  min_rating: numeric(z.number().min(1).max(5)).optional(),
  /** rating: best rated first; price: cheapest first; soon: earliest free slot first. */
  sort: z.enum(['default', 'rating', 'price', 'soon']).default('default'),
});

export const slotQuerySchema = z.object({
  service_id: z.string().regex(/^[a-z0-9]{12}$/, '请选择服务'),
  days: intParam(1, CONSULTATION_RULES.horizonDays).default(14),
});

export const bookingInputSchema = z.object({
  service_id: z.string().regex(/^[a-z0-9]{12}$/, '请选择服务'),
  starts_at: z.iso.datetime({ offset: true, error: '请选择预约时段' }),
  contact_id: z.number({ error: '请选择咨询人档案' }).int().positive('请选择咨询人档案'),
  question: z.string().trim().min(5, '请用至少5个字描述你想咨询的问题').max(1000, '问题描述不能超过1000字'),
});

export const rescheduleInputSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: '请选择新的时段' }),
});

export const bookingListQuerySchema = pageQuerySchema.extend({
  state: z.enum(stateValues).optional(),
});

// ---- answers ----

const iso = z.string();

export const serviceRecordSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  summary: z.string(),
  durationMinutes: z.number().int(),
  priceFen: z.number().int(),
  active: z.boolean(),
  productId: z.number().int(),
});

export const scheduleRecordSchema = z.object({
  timeZone: z.string(),
  bufferMinutes: z.number().int(),
  weekly: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  exceptions: z.array(
    z.object({
      date: z.string(),
      windows: z.array(z.object({ start: z.string(), end: z.string() })),
      note: z.string().optional(),
    }),
  ),
});

export const consultantRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  introduction: z.string(),
  specialities: z.array(z.string()),
  timeZone: z.string(),
  /** The cheapest active service, fen. */
  fromPriceFen: z.number().int(),
  kinds: z.array(z.string()),
  /** The first free slot of the shortest service within the horizon; null when fully booked. */
  nextSlotAt: iso.nullable(),
  /** The average of the visible reviews' ratings (1–5, one decimal); null before the first review. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
});

export const consultantDetailSchema = consultantRecordSchema.extend({
  services: z.array(serviceRecordSchema),
});

export const slotRecordSchema = z.object({ startsAt: iso, endsAt: iso });

const clientSchema = z.object({
  name: z.string(),
  gender: z.string(),
  birthday: z.string(),
  birthTime: z.string().nullable(),
  /** How the time was given (a 时辰 only, 真太阳时, already standard time); null for a plain clock time. */
  birthTimeNote: z.string().nullable(),
  birthLocation: z.string().nullable(),
  birthLatitude: z.number().nullable(),
  birthLongitude: z.number().nullable(),
  birthTimeZone: z.string().nullable(),
});

export const bookingRecordSchema = z.object({
  id: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  serviceId: z.string(),
  serviceTitle: z.string(),
  kind: z.string(),
  durationMinutes: z.number().int(),
  startsAt: iso,
  endsAt: iso,
  priceFen: z.number().int(),
  feeFen: z.number().int(),
  orderNo: z.string().nullable(),
  /** Pay before this while the booking waits for payment. */
  holdUntil: iso.nullable(),
  consultantId: z.string().nullable(),
  consultantName: z.string(),
  memberName: z.string(),
  createdAt: iso,
});

export const bookingDetailSchema = bookingRecordSchema.extend({
  question: z.string(),
  client: clientSchema,
  cancelReason: z.string().nullable(),
  /** What cancelling now would cost the member (fen); null when the member can no longer cancel. */
  cancelFeeFen: z.number().int().nullable(),
  mayReschedule: z.boolean(),
});

export const timeZoneInputSchema = z.object({
  time_zone: z.string().trim().refine(isTimeZoneChoice, '请从列表中选择时区'),
});

export const timeZoneRecordSchema = z.object({
  /** The zone the member reads consultation times in; Asia/Shanghai until they choose one. */
  timeZone: z.string(),
  chosen: z.boolean(),
});

export const placedBookingSchema = z.object({ booking: bookingRecordSchema, orderNo: z.string() });

// ---- operators (the console's 咨询预约 section) ----

const userIdFilter = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, message)
    .optional();

/** A real calendar day, YYYY-MM-DD (read as a Beijing day). */
const beijingDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, '没有这一天，请检查日期');

export const adminBookingQuerySchema = pageQuerySchema.extend({
  state: z.enum(stateValues).optional(),
  /** The astrologer's user id. */
  astrologer: userIdFilter('占星师请填写用户ID（数字）'),
  /** The member's user id. */
  member: userIdFilter('会员请填写用户ID（数字）'),
  /** Bookings whose session starts on this Beijing day. */
  date: beijingDay.optional(),
  /** An order number. */
  order_no: z.string().trim().max(40, '订单号不能超过40个字符').optional(),
});

export const adminBookingRecordSchema = bookingRecordSchema.extend({
  memberUserId: z.string(),
  astrologerUserId: z.string(),
});

export const adminBookingDetailSchema = adminBookingRecordSchema.extend({
  question: z.string(),
  client: clientSchema,
  cancelReason: z.string().nullable(),
  updatedAt: iso,
  /** How many messages the room holds (read them through adminRoomHistory, audited). */
  roomMessages: z.number().int(),
  /** The order's moves (placed, paid, refunded …), oldest first; empty before an order exists. */
  events: z.array(orderEventRecordSchema),
});
