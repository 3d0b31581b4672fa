import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems } from './orders.ts';
import { users } from './users.ts';

/**
 * An AI chat package a member bought (product type 70): one row per unit of a paid order line, so a
 * repeated paid event writes nothing. `used` only grows through a conditional update (used < credits),
 * so two requests can never spend the same credit. status: active, or refunded.
 */
export const aiPackages = pgTable(
  'ai_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    orderNo: text('order_no'),
    unit: smallint('unit').notNull().default(1),
    title: text('title').notNull(),
    credits: integer('credits').notNull(),
    used: integer('used').notNull().default(0),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_packages_order_item_unit_uq').on(t.orderItemId, t.unit),
    index('ai_packages_user_idx').on(t.userId, t.id),
  ],
);

/** The free questions a member asked on one Beijing day (the daily allowance), one row per day. */
export const aiDailyUsage = pgTable(
  'ai_daily_usage',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Beijing date 'YYYY-MM-DD'. */
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_daily_usage_user_day_uq').on(t.userId, t.day)],
);

/** A conversation: its mode (chart, career, kimi), the profile it reads, and a random public id. */
export const aiSessions = pgTable(
  'ai_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    contactId: integer('contact_id'),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_sessions_public_id_uq').on(t.publicId),
    index('ai_sessions_user_idx').on(t.userId, t.mode, t.updatedAt),
  ],
);

/**
 * One turn of a conversation: the member's question or the answer. An answer is saved only once it has
 * passed moderation; status done, or stopped (the member stopped it part-way: still one used credit).
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => aiSessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** builtin (the reading engine) or model (the configured chat model); null for the member's turns. */
    engine: text('engine'),
    status: text('status').notNull().default('done'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_messages_session_idx').on(t.sessionId, t.id)],
);

/** Every answered question and what paid for it (free allowance or a package), for the use log. */
export const aiUsageLogs = pgTable(
  'ai_usage_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    packageId: integer('package_id').references(() => aiPackages.id),
    sessionId: integer('session_id').references(() => aiSessions.id, { onDelete: 'set null' }),
    mode: text('mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_logs_user_idx').on(t.userId, t.id)],
);
