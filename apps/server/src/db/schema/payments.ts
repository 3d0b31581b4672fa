import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 500001 }),
    /** Our trade number towards the gateway (out_trade_no). */
    paymentNo: text('payment_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** wallet | sandbox | alipay | wechat */
    channel: text('channel').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** pending | succeeded | failed | closed | returned (to the wallet) | refunded (the way it came) */
    status: text('status').notNull().default('pending'),
    /** The gateway's transaction id: unique, so one capture is applied once. */
    gatewayTxnId: text('gateway_txn_id'),
    payUrl: text('pay_url'),
    codeUrl: text('code_url'),
    failCode: text('fail_code'),
    failReason: text('fail_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_payment_no_uq').on(t.paymentNo),
    uniqueIndex('payments_gateway_txn_uq').on(t.channel, t.gatewayTxnId),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_pos', sql`${t.amountFen} > 0`),
  ],
);

/** Every notification a gateway sent, verified or not, kept in full. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    paymentNo: text('payment_no'),
    gatewayTxnId: text('gateway_txn_id'),
    headers: jsonb('headers').notNull(),
    body: text('body').notNull(),
    verified: boolean('verified').notNull(),
    /** processed | duplicate | returned | rejected:<reason> */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_payment_idx').on(t.paymentNo)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id').references(() => payments.id),
    amountFen: integer('amount_fen').notNull(),
    /** wallet | original */
    destination: text('destination').notNull(),
    /** succeeded | requested (queued for the gateway) | processing (the gateway accepted, money on its way) */
    status: text('status').notNull(),
    reason: text('reason'),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_pos', sql`${t.amountFen} > 0`)],
);
