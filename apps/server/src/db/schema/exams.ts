import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ExamChartSource } from '@xingtu/contracts/exams';
import { users } from './users.ts';

/**
 * An exam: a question bank, how many questions an attempt draws from it, the time allowed and the
 * pass mark (percent). `requiredProductId` names a product (a course, an ISAR certification sign-up)
 * the member must own to sit it; null = open to every signed-in member.
 */
export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** What the certificate says was achieved, e.g. 「现代占星基础」结业考试. */
    certificateTitle: text('certificate_title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    passScore: smallint('pass_score').notNull(),
    /** Questions per attempt, drawn at random from the bank; null = the whole bank. */
    drawCount: integer('draw_count'),
    requiredProductId: integer('required_product_id'),
    /** on | off */
    status: text('status').notNull().default('on'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exams_slug_uq').on(t.slug),
    check('exams_pass_score_range', sql`${t.passScore} between 1 and 100`),
    check('exams_duration_pos', sql`${t.durationMinutes} > 0`),
  ],
);

/**
 * One question of an exam's bank. kind: single (one right option), multiple (every right option and
 * no other), chart (one right option about the chart drawn with the question). `answer` holds the
 * indexes of the right options and never leaves the server before the attempt is graded.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** Stable key for the idempotent seed. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    answer: jsonb('answer').$type<number[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
    chart: jsonb('chart').$type<ExamChartSource>(),
  },
  (t) => [
    uniqueIndex('exam_questions_key_uq').on(t.examId, t.key),
    check('exam_questions_kind', sql`${t.kind} in ('single', 'multiple', 'chart')`),
  ],
);

/**
 * A member's sitting of an exam. The server draws the questions in a random order at the start and
 * fixes the deadline; answers are saved one by one until the deadline (later ones are refused), and
 * the attempt is graded on submission or, once the deadline has passed, on the next read.
 * status: open | graded. One open attempt per member (partial unique index).
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    answers: jsonb('answers')
      .$type<Record<string, number[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    /** submitted (the member handed in) or timeout (graded after the deadline). */
    endedBy: text('ended_by'),
    correctCount: integer('correct_count'),
    score: smallint('score'),
    passed: boolean('passed'),
  },
  (t) => [
    uniqueIndex('exam_attempts_public_id_uq').on(t.publicId),
    uniqueIndex('exam_attempts_one_open_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('exam_attempts_user_idx').on(t.userId, t.startedAt),
  ],
);

/**
 * A certificate, issued when an attempt passes (one per member and exam). `number` is random and
 * unguessable: it is the public name printed on the PDF and in the verification QR code.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    title: text('title').notNull(),
    score: smallint('score').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('certificates_number_uq').on(t.number),
    uniqueIndex('certificates_user_exam_uq').on(t.userId, t.examId),
    index('certificates_attempt_idx').on(t.attemptId),
  ],
);

/**
 * E-card codes (product type 40): each paid card yields one code; redeeming it (once, by one member)
 * grants what the card's kind says. `kind` is a key of ECARD_KINDS (contracts/exams.ts).
 */
export const ecardCodes = pgTable(
  'ecard_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').notNull(),
    orderNo: text('order_no').notNull(),
    seq: integer('seq').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    redeemedBy: bigint('redeemed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** Set when the order was refunded before the code was used. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ecard_codes_code_uq').on(t.code),
    uniqueIndex('ecard_codes_item_seq_uq').on(t.orderItemId, t.seq),
    index('ecard_codes_buyer_idx').on(t.buyerId),
    index('ecard_codes_redeemed_idx').on(t.redeemedBy),
  ],
);

/** ISAR membership / certification applications (/isar/input). status: submitted | accepted | declined. */
export const isarApplications = pgTable(
  'isar_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** membership | certification */
    track: text('track').notNull(),
    realName: text('real_name').notNull(),
    englishName: text('english_name').notNull(),
    email: text('email').notNull(),
    level: text('level').notNull(),
    experience: text('experience').notNull().default(''),
    status: text('status').notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The operator's reason (always given on a decline), who reviewed it and when. */
    reviewReason: text('review_reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('isar_applications_one_pending_uq')
      .on(t.userId, t.track)
      .where(sql`${t.status} = 'submitted'`),
  ],
);
