import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ScheduleException, WeeklyWindow } from '@xingtu/contracts/consultations';
import { products } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A consultant's booking settings: the weekly availability and its exceptions, written in the
 * astrologer's own IANA zone (a window "Mon 09:00–12:00 Europe/London" follows that zone's DST),
 * and the buffer kept free after every session. One row per astrologer with capacity A.
 */
export const consultationSchedules = pgTable(
  'consultation_schedules',
  {
    astrologerUserId: bigint('astrologer_user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    bufferMinutes: smallint('buffer_minutes').notNull().default(15),
    weekly: jsonb('weekly').$type<WeeklyWindow[]>().notNull().default([]),
    exceptions: jsonb('exceptions').$type<ScheduleException[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('consultation_schedules_buffer_range', sql`${t.bufferMinutes} between 0 and 120`)],
);

/**
 * What a consultant offers: each service is sold as one product of type 04 (commerce's catalogue
 * owns the price shown at checkout; price_fen here mirrors it for listing).
 */
export const consultationServices = pgTable(
  'consultation_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    astrologerUserId: bigint('astrologer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** voice | text | chart_review (CONSULTATION_KINDS). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    durationMinutes: smallint('duration_minutes').notNull(),
    priceFen: integer('price_fen').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultation_services_public_uq').on(t.publicId),
    uniqueIndex('consultation_services_product_uq').on(t.productId),
    index('consultation_services_astrologer_idx').on(t.astrologerUserId, t.active),
    check('consultation_services_duration', sql`${t.durationMinutes} in (30, 60)`),
    check('consultation_services_price', sql`${t.priceFen} > 0`),
  ],
);

/**
 * One booked slot. The slot is blocked from starts_at to blocked_until (the end plus the buffer)
 * while the booking is held (order unpaid) or confirmed (paid): an exclusion constraint on that
 * range (hand-written at the end of migration 0007) makes a double booking impossible, whatever
 * the application does. state: held → confirmed → completed | no_show; held → released (order
 * closed unpaid); confirmed → cancelled (refund).
 */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => consultationServices.id),
    astrologerUserId: bigint('astrologer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    memberUserId: bigint('member_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    orderNo: text('order_no'),
    state: text('state').notNull().default('held'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** A held slot is free again after this (the order's payment deadline). */
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    /** The client's birth data copied from their contact profile when booking. */
    client: jsonb('client').notNull(),
    question: text('question').notNull(),
    priceFen: integer('price_fen').notNull(),
    /** Kept by the platform when a late cancellation refunds less than the price. */
    feeFen: integer('fee_fen').notNull().default(0),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultation_bookings_public_uq').on(t.publicId),
    uniqueIndex('consultation_bookings_order_uq').on(t.orderId),
    index('consultation_bookings_member_idx').on(t.memberUserId, t.startsAt),
    index('consultation_bookings_astrologer_idx').on(t.astrologerUserId, t.startsAt),
    check(
      'consultation_bookings_range',
      sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`,
    ),
    check(
      'consultation_bookings_state',
      sql`${t.state} in ('held', 'confirmed', 'released', 'cancelled', 'completed', 'no_show')`,
    ),
  ],
);

/**
 * What was said in a booking's consultation room: a text, or a shared file (the file in private
 * storage, read back only through the room's own endpoint by the two parties). The id only grows:
 * a client that reconnects asks for every message after the last id it has.
 */
export const consultationRoomMessages = pgTable(
  'consultation_room_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => consultationBookings.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** member | astrologer */
    senderSide: text('sender_side').notNull(),
    /** The sender's name as shown when sent. */
    senderName: text('sender_name').notNull(),
    body: text('body').notNull().default(''),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consultation_room_messages_booking_idx').on(t.bookingId, t.id),
    check('consultation_room_messages_side', sql`${t.senderSide} in ('member', 'astrologer')`),
    check(
      'consultation_room_messages_content',
      sql`(${t.fileKey} is null and length(${t.body}) between 1 and 2000) or (${t.fileKey} is not null and ${t.fileName} is not null and ${t.fileType} is not null and ${t.fileSize} > 0)`,
    ),
  ],
);
/** The zone a member reads consultation times in (Beijing time until they choose one). */
export const memberTimeZones = pgTable('member_time_zones', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
