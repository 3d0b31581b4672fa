import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A free element-balance check of a child (/babyReport/element/result/{publicId}): the birth as
 * resolved and the result as shown, kept for the member who asked (no one else can open it).
 */
export const babyElementChecks = pgTable(
  'baby_element_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id pages and links use: random, so results cannot be walked. */
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The child's name or nickname as given (or the profile's name). */
    name: text('name').notNull(),
    /** The profile the birth came from, if any. */
    contactId: integer('contact_id'),
    /** The birth resolved in full (BirthBody: date, time, zone, coordinates, place). */
    birth: jsonb('birth').notNull(),
    /** The counted balance, readings and wheel (ElementCheckRecord without id, name, dates). */
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('baby_element_checks_public_id_uq').on(t.publicId),
    index('baby_element_checks_user_idx').on(t.userId, t.id),
  ],
);
