import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10000001 }),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash'),
    userName: text('user_name').notNull(),
    smallImage: text('small_image'),
    name: text('name'),
    gender: text('gender'),
    birthday: text('birthday'),
    birthHour: smallint('birth_hour'),
    birthMin: smallint('birth_min'),
    birthLocation: text('birth_location'),
    birthLatitude: doublePrecision('birth_latitude'),
    birthLongitude: doublePrecision('birth_longitude'),
    birthTimeZone: text('birth_time_zone'),
    student: boolean('student').notNull().default(false),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** active | cancelled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_mobile_uq').on(t.mobile), uniqueIndex('users_email_uq').on(t.email)],
);

export const certificationMembers = pgTable('certification_members', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enable: text('enable').notNull().default('1'),
  endTime: timestamp('end_time', { withTimezone: true }),
});

export const astrologerCapacities = pgTable(
  'astrologer_capacities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    applove: text('applove').notNull().default('01'),
    /** Private application material (astrologersCapital): never leaves the server in user records. */
    capital: jsonb('capital'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('astrologer_capacities_user_type_uq').on(t.userId, t.type),
    index('astrologer_capacities_user_idx').on(t.userId),
  ],
);
