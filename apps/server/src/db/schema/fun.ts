import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A result of a fun test kept for the member who took it (love, element, themed sign): the input as
 * resolved and the result as shown. Opened by its random public id, by its owner only.
 */
export const funResults = pgTable(
  'fun_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** love | element | themeSign */
    kind: text('kind').notNull(),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fun_results_public_id_uq').on(t.publicId),
    index('fun_results_user_idx').on(t.userId, t.kind, t.id),
  ],
);

/** One non-violent communication practice (observation, feeling, need, request) in a member's history. */
export const funNvcEntries = pgTable(
  'fun_nvc_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    observation: text('observation').notNull(),
    feeling: text('feeling').notNull(),
    need: text('need').notNull(),
    request: text('request').notNull(),
    /** The Moon and Mercury tips of the member's chart when the birth was given (NvcGuideRecord). */
    guide: jsonb('guide'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fun_nvc_entries_public_id_uq').on(t.publicId),
    index('fun_nvc_entries_user_idx').on(t.userId, t.id),
  ],
);

/** A birth-time rectification: the birth and events given, the ranked candidates computed. */
export const funBtfRuns = pgTable(
  'fun_btf_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fun_btf_runs_public_id_uq').on(t.publicId),
    index('fun_btf_runs_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A paid expert check of a rectification (product type 61, BTCA): delivered by commerce's onPaid as a
 * task for an astrologer or operator, once per order item; the member's latest run at payment is attached.
 */
export const funBtfChecks = pgTable(
  'fun_btf_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    orderItemId: bigint('order_item_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    runId: integer('run_id').references(() => funBtfRuns.id),
    /** open | answered | withdrawn (refunded) */
    status: text('status').notNull().default('open'),
    answer: text('answer'),
    answeredBy: bigint('answered_by', { mode: 'number' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fun_btf_checks_public_id_uq').on(t.publicId),
    uniqueIndex('fun_btf_checks_item_uq').on(t.orderItemId),
    index('fun_btf_checks_status_idx').on(t.status, t.id),
  ],
);
