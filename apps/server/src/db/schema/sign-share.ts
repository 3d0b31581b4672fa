import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's sign-share card: one per member, its code stable across edits. It holds the signs the member
 * chose to show and nothing of the birth they came from (no date, time or place), so no code can reveal
 * more than the card shows.
 */
export const signShares = pgTable(
  'sign_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    sunSign: text('sun_sign').notNull(),
    /** null when the member chose not to show it, or the chart cannot know it (no birth time). */
    moonSign: text('moon_sign'),
    ascendantSign: text('ascendant_sign'),
    showMoon: boolean('show_moon').notNull(),
    showAscendant: boolean('show_ascendant').notNull(),
    compareCount: integer('compare_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_shares_code_uq').on(t.code), uniqueIndex('sign_shares_user_uq').on(t.userId)],
);

/**
 * A new account that came through a share. One per invitee (unique). A reward is earned at most once per
 * device and once per mobile number or e-mail (`account_key`, its SHA-256): partial unique indexes over the
 * rewarded rows, so two accounts racing from one phone still earn once. A row that earned nothing says why.
 */
export const signInvitations = pgTable(
  'sign_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareId: integer('share_id')
      .notNull()
      .references(() => signShares.id, { onDelete: 'cascade' }),
    inviterUserId: bigint('inviter_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: bigint('invitee_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    rewarded: boolean('rewarded').notNull(),
    credits: smallint('credits').notNull().default(0),
    /** device | number | ip when not rewarded. */
    noRewardReason: text('no_reward_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_invitations_invitee_uq').on(t.inviteeUserId),
    uniqueIndex('sign_invitations_device_rewarded_uq')
      .on(t.deviceId)
      .where(sql`${t.rewarded} and ${t.deviceId} is not null`),
    uniqueIndex('sign_invitations_account_rewarded_uq')
      .on(t.accountKey)
      .where(sql`${t.rewarded}`),
    index('sign_invitations_inviter_idx').on(t.inviterUserId, t.id),
    index('sign_invitations_ip_idx').on(t.ip, t.createdAt),
  ],
);
