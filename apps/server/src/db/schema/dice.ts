import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * One roll of the three astrological dice and its AI reading: the faces the server drew (node:crypto),
 * the member's question and the answer as saved after moderation. A roll is saved only once it was
 * answered (status done, or stopped part-way by the member); public_id is the id on the wire.
 */
export const diceRolls = pgTable(
  'dice_rolls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    planet: text('planet').notNull(),
    sign: text('sign').notNull(),
    house: smallint('house').notNull(),
    answer: text('answer').notNull(),
    status: text('status').notNull(),
    engine: text('engine').notNull(),
    /** free or package: how the reading was paid for. */
    chargedFrom: text('charged_from').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dice_rolls_public_id_uq').on(t.publicId),
    index('dice_rolls_user_idx').on(t.userId, t.id),
    check('dice_rolls_house_ck', sql`${t.house} between 1 and 12`),
  ],
);

/**
 * A member's paid question to the dice astrologers about one roll (product type 21 through commerce).
 * unpaid → open (paid) → claimed (one astrologer, until claim_expires_at) → answered → accepted
 * (by the member, or automatically after DICE_AUTO_ACCEPT_HOURS: the astrologer's share is credited
 * then); refunded from open or claimed after the answer deadline, or by an operator; closed when the
 * order ended unpaid. An astrologer holds at most one claimed question (partial unique index); a roll
 * has at most one live question.
 */
export const diceQuestions = pgTable(
  'dice_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    rollId: integer('roll_id')
      .notNull()
      .references(() => diceRolls.id, { onDelete: 'cascade' }),
    memberUserId: bigint('member_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    astrologerUserId: bigint('astrologer_user_id', { mode: 'number' }).references(() => users.id),
    status: text('status').notNull(),
    priceFen: integer('price_fen').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    orderNo: text('order_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** member or auto. */
    acceptedBy: text('accepted_by'),
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dice_questions_public_id_uq').on(t.publicId),
    uniqueIndex('dice_questions_order_uq').on(t.orderId),
    uniqueIndex('dice_questions_live_roll_uq')
      .on(t.rollId)
      .where(sql`${t.status} not in ('closed', 'refunded')`),
    uniqueIndex('dice_questions_one_claim_uq')
      .on(t.astrologerUserId)
      .where(sql`${t.status} = 'claimed'`),
    index('dice_questions_status_idx').on(t.status, t.paidAt),
    index('dice_questions_member_idx').on(t.memberUserId, t.id),
    index('dice_questions_astrologer_idx').on(t.astrologerUserId, t.status),
    check(
      'dice_questions_status_ck',
      sql`${t.status} in ('unpaid', 'open', 'claimed', 'answered', 'accepted', 'refunded', 'closed')`,
    ),
    check('dice_questions_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'dice_questions_claim_ck',
      sql`${t.status} <> 'claimed' or (${t.astrologerUserId} is not null and ${t.claimExpiresAt} is not null)`,
    ),
  ],
);
