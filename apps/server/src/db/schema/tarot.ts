import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TarotDrawnCard } from '@xingtu/contracts/tarot';
import { users } from './users.ts';

/**
 * One tarot reading: the question, the spread, the cards the server drew (position, card, upright or
 * reversed) and the answer. Written once the answer has come and passed moderation, with the use log
 * of the credit it spent. status: done, or stopped (the member stopped it part-way).
 */
export const tarotReadings = pgTable(
  'tarot_readings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    spreadId: text('spread_id').notNull(),
    cards: jsonb('cards').$type<TarotDrawnCard[]>().notNull(),
    answer: text('answer').notNull(),
    /** builtin (the reading engine) or model (the configured chat model). */
    engine: text('engine').notNull(),
    status: text('status').notNull().default('done'),
    /** free (the daily allowance) or package (a bought or unlocked package). */
    chargedFrom: text('charged_from').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tarot_readings_public_id_uq').on(t.publicId),
    index('tarot_readings_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A reading its member shared: the code in the link, and the friends' help it has gathered. One share
 * per reading; `unlockedAt` is set once, by the help that reached `assistsNeeded`.
 */
export const tarotShares = pgTable(
  'tarot_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    readingId: integer('reading_id')
      .notNull()
      .references(() => tarotReadings.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistsNeeded: smallint('assists_needed').notNull(),
    assistCount: integer('assist_count').notNull().default(0),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tarot_shares_code_uq').on(t.code),
    uniqueIndex('tarot_shares_reading_uq').on(t.readingId),
    index('tarot_shares_user_idx').on(t.userId, t.id),
  ],
);

/** A friend's help on a share: one per account and share (the unique index says so, races included). */
export const tarotAssists = pgTable(
  'tarot_assists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareId: integer('share_id')
      .notNull()
      .references(() => tarotShares.id, { onDelete: 'cascade' }),
    helperUserId: bigint('helper_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Beijing date 'YYYY-MM-DD' of the help. */
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tarot_assists_share_helper_uq').on(t.shareId, t.helperUserId),
    index('tarot_assists_helper_day_idx').on(t.helperUserId, t.day),
    index('tarot_assists_day_idx').on(t.day),
  ],
);

/** How many shares one member helped on one Beijing day; grows only below the daily limit. */
export const tarotAssistDaily = pgTable(
  'tarot_assist_daily',
  {
    helperUserId: bigint('helper_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [uniqueIndex('tarot_assist_daily_helper_day_uq').on(t.helperUserId, t.day)],
);
