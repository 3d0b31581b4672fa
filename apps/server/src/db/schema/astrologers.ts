import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The astrologer area: applications (material private to operators), public profiles, and the
// earnings ledger with withdrawals. Approval itself lives in users.astrologer_capacities.

/**
 * One application for one or more capacities. status 01 waiting → 02 approved / 99 rejected
 * (SPEC §4). One waiting application per member at a time (partial unique index).
 */
export const astrologerApplications = pgTable(
  'astrologer_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Opaque number shown on the wire. */
    applicationNo: text('application_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    capacities: text('capacities').array().notNull(),
    status: text('status').notNull().default('01'),
    reason: text('reason'),
    realName: text('real_name').notNull(),
    experience: text('experience').notNull(),
    specialities: text('specialities').array().notNull(),
    /** Storage key of the applicant's photo (becomes the profile photo on approval). */
    photoKey: text('photo_key'),
    /** [{ key, contentType }] — private storage keys, only operators read them. */
    certificates: jsonb('certificates').$type<{ key: string; contentType: string }[]>().notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('astrologer_applications_no_uq').on(t.applicationNo),
    uniqueIndex('astrologer_applications_one_waiting_uq')
      .on(t.userId)
      .where(sql`${t.status} = '01'`),
    index('astrologer_applications_status_idx').on(t.status, t.id),
  ],
);

/** The public face of an approved astrologer; created on first approval, edited by its owner. */
export const astrologerProfiles = pgTable(
  'astrologer_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    /** Opaque public id used in links (12 characters). */
    publicId: text('public_id').notNull(),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url'),
    introduction: text('introduction').notNull().default(''),
    specialities: text('specialities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('astrologer_profiles_public_id_uq').on(t.publicId)],
);

/** The balance is a cache of the ledger sum, kept in step inside one transaction per change; its row is the lock. */
export const astrologerEarningAccounts = pgTable('astrologer_earning_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Immutable (a trigger refuses UPDATE and DELETE): one row per change of an astrologer's earnings.
 * cause: income | reversal | withdrawal | withdrawal_returned. available_at: when the line counts as
 * withdrawable (income after the settlement period; a reversal shares its income's date).
 */
export const astrologerEarnings = pgTable(
  'astrologer_earnings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryNo: text('entry_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    cause: text('cause').notNull(),
    kind: text('kind'),
    orderNo: text('order_no'),
    withdrawalId: integer('withdrawal_id'),
    grossFen: bigint('gross_fen', { mode: 'number' }).notNull().default(0),
    commissionFen: bigint('commission_fen', { mode: 'number' }).notNull().default(0),
    deltaFen: bigint('delta_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    /** One entry per cause: a retried credit or reversal changes nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    note: text('note'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('astrologer_earnings_entry_no_uq').on(t.entryNo),
    uniqueIndex('astrologer_earnings_idempotency_uq').on(t.idempotencyKey),
    index('astrologer_earnings_user_idx').on(t.userId, t.id),
    index('astrologer_earnings_order_idx').on(t.orderNo),
    check('astrologer_earnings_delta_nonzero', sql`${t.deltaFen} <> 0`),
  ],
);

/** A request to pay out earnings; the amount leaves the ledger when asked and returns if refused. */
export const astrologerWithdrawals = pgTable(
  'astrologer_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    withdrawalNo: text('withdrawal_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    /** waiting | paid | rejected */
    status: text('status').notNull().default('waiting'),
    reason: text('reason'),
    handledBy: bigint('handled_by', { mode: 'number' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('astrologer_withdrawals_no_uq').on(t.withdrawalNo),
    index('astrologer_withdrawals_user_idx').on(t.userId, t.id),
    index('astrologer_withdrawals_status_idx').on(t.status, t.id),
    check('astrologer_withdrawals_amount_pos', sql`${t.amountFen} > 0`),
  ],
);
