import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The balance is a cache of the ledger sum, kept in step inside one transaction per change. */
export const wallets = pgTable(
  'wallets',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonneg', sql`${t.balanceFen} >= 0`)],
);

/** Immutable: one row per balance change, with its cause and what it refers to. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deltaFen: bigint('delta_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    /** topup | payment | refund | returned | adjust */
    cause: text('cause').notNull(),
    orderId: integer('order_id'),
    paymentId: integer('payment_id'),
    refundId: integer('refund_id'),
    /** One entry per cause (a top-up credited once, a capture returned once). */
    idempotencyKey: text('idempotency_key'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('wallet_ledger_idempotency_uq').on(t.idempotencyKey),
    check('wallet_ledger_after_nonneg', sql`${t.balanceAfterFen} >= 0`),
  ],
);
