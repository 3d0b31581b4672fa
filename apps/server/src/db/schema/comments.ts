import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { consultationBookings } from './consultations.ts';
import { users } from './users.ts';

/**
 * A comment on a target (target_type + target_ref, the target's internal id: for `astrologer` the
 * astrologer's user id). A review is the comment of a completed booking (booking_id, rating 1–5):
 * the unique index on booking_id makes a second review of one booking impossible. A reply has a
 * parent (one level only: a trigger at the end of migration 0012 refuses a reply to a reply) and
 * the parent's target. status: visible, or hidden by an operator (who, when, why kept here).
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    targetType: text('target_type').notNull(),
    targetRef: bigint('target_ref', { mode: 'number' }).notNull(),
    bookingId: integer('booking_id').references(() => consultationBookings.id),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorUserId: bigint('author_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating'),
    content: text('content').notNull(),
    status: text('status').notNull().default('visible'),
    reportCount: integer('report_count').notNull().default(0),
    hiddenReason: text('hidden_reason'),
    hiddenBy: bigint('hidden_by', { mode: 'number' }).references(() => users.id),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comments_public_uq').on(t.publicId),
    uniqueIndex('comments_booking_uq').on(t.bookingId),
    index('comments_target_idx').on(t.targetType, t.targetRef, t.status, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
    index('comments_reported_idx').on(t.status, t.reportCount),
    check('comments_status', sql`${t.status} in ('visible', 'hidden')`),
    check('comments_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'comments_review_shape',
      sql`(${t.bookingId} is null) = (${t.rating} is null) and (${t.parentId} is null or ${t.bookingId} is null)`,
    ),
  ],
);

/** One member's report of one comment (a second report by the same member is refused). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterUserId: bigint('reporter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comment_reports_once_uq').on(t.commentId, t.reporterUserId)],
);
