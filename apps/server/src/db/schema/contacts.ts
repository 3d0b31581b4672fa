import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Contact profiles: people whose birth data a member keeps (self, partner, child …). */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    relation: text('relation').notNull(),
    calendar: text('calendar').notNull().default('solar'),
    /** Always the Gregorian date, converted from the lunar date when one was given. */
    birthday: text('birthday').notNull(),
    /** The lunar date as entered (e.g. 一九九〇年五月二十), kept for display. */
    lunarDate: text('lunar_date'),
    timeUnknown: boolean('time_unknown').notNull().default(false),
    birthHour: smallint('birth_hour'),
    birthMin: smallint('birth_min'),
    /** Only the 时辰 is known (time_unknown is then true): one of SHICHEN_IDS, the chart drawn at its middle. */
    birthShichen: text('birth_shichen'),
    /** What the time (or 时辰) was read from: 'clock' (the clocks of the place) or 'solar' (真太阳时). */
    timeBasis: text('time_basis').notNull().default('clock'),
    /** The clock time was already standard time although summer time was in force (China 1986–1991). */
    standardTime: boolean('standard_time').notNull().default(false),
    birthLocation: text('birth_location'),
    birthLatitude: doublePrecision('birth_latitude'),
    birthLongitude: doublePrecision('birth_longitude'),
    birthTimeZone: text('birth_time_zone'),
    reliability: text('reliability').notNull().default('C'),
    visibility: smallint('visibility').notNull().default(1),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_user_idx').on(t.userId, t.id)],
);
