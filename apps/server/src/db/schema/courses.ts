import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A course (product type 02, sold through commerce as a private area product: product_id). slug is the
 * id on the wire (/course/detail/<slug>). seats null = no seat limit; seats_taken counts pending and
 * active enrolments and is only moved by guarded UPDATEs (never above seats). sale_end: after it the
 * enrolment is refused with 002205. teacher_user_id: the astrologer who grades its homework (optional;
 * operators can always grade).
 */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    category: text('category').notNull(),
    level: text('level').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    coverSvg: text('cover_svg').notNull().default(''),
    teacherName: text('teacher_name').notNull(),
    teacherTitle: text('teacher_title').notNull().default(''),
    teacherBio: text('teacher_bio').notNull().default(''),
    teacherAvatarSvg: text('teacher_avatar_svg').notNull().default(''),
    teacherUserId: bigint('teacher_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Whether the enrolment form asks for the student's birth data (the course reads their chart). */
    usesChart: boolean('uses_chart').notNull().default(false),
    priceFen: integer('price_fen').notNull(),
    listPriceFen: integer('list_price_fen').notNull(),
    seats: integer('seats'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    saleStart: timestamp('sale_start', { withTimezone: true }),
    saleEnd: timestamp('sale_end', { withTimezone: true }),
    productId: integer('product_id'),
    /** on | off */
    status: text('status').notNull().default('on'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved by every console edit: the edit form sends back the value it read (optimistic locking). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_slug_uq').on(t.slug),
    check(
      'courses_seats_ck',
      sql`${t.seats} is null or (${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats})`,
    ),
  ],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('course_chapters_pos_uq').on(t.courseId, t.position)],
);

/** A file handed out with a lesson (PDF or ZIP under private/courses/…), downloadable by its holders. */
export interface LessonAttachment {
  key: string;
  name: string;
  contentType: string;
  bytes: number;
}

/**
 * A lesson: kind video | audio | text. media_key names the media in storage (private/courses/…): an HLS
 * playlist (.m3u8), a progressive MP4, or an audio file (.mp3, .m4a, .wav);
 * required lessons count towards completion; homework_prompt set = the lesson has homework (required
 * for completion too).
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    minutes: smallint('minutes').notNull(),
    freePreview: boolean('free_preview').notNull().default(false),
    required: boolean('required').notNull().default(true),
    body: text('body').notNull().default(''),
    mediaKey: text('media_key'),
    /** Seconds of the media; watching 90 % of it completes the lesson. */
    mediaSeconds: integer('media_seconds'),
    homeworkPrompt: text('homework_prompt'),
    attachments: jsonb('attachments').$type<LessonAttachment[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('course_lessons_slug_uq').on(t.slug),
    index('course_lessons_course_idx').on(t.courseId, t.chapterId, t.position),
  ],
);

/**
 * A member's place on a course: pending (seat held for an unpaid order), active (paid), closed (the
 * order ended unpaid: seat freed), refunded (seat freed). One live (pending or active) enrolment per
 * member and course.
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    orderNo: text('order_no'),
    orderId: integer('order_id'),
    /** The enrolment form: levels, how they heard of us, optional birth data. */
    form: jsonb('form').$type<Record<string, string>>().notNull().default({}),
    lastLessonId: integer('last_lesson_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_enrolments_live_uq')
      .on(t.courseId, t.userId)
      .where(sql`${t.status} in ('pending', 'active')`),
    index('course_enrolments_user_idx').on(t.userId, t.status),
    index('course_enrolments_order_idx').on(t.orderId),
  ],
);

/** Where a member is in a lesson (seconds), whether it is complete, and their notes on it. */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('course_progress_course_idx').on(t.userId, t.courseId),
  ],
);

/**
 * A homework hand-in for one lesson: text and image keys (private/course-homework/…). submitted →
 * graded (passed true/false, score, comment) by the course's teacher or an operator; a member may
 * hand in again while it is not passed (the newest hand-in counts).
 */
export const courseHomework = pgTable(
  'course_homework',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    images: jsonb('images').$type<{ key: string; contentType: string }[]>().notNull().default([]),
    status: text('status').notNull().default('submitted'),
    passed: boolean('passed'),
    score: smallint('score'),
    comment: text('comment'),
    gradedBy: bigint('graded_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    /** When the member first saw the grade (null while a graded hand-in is unread). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_homework_public_id_uq').on(t.publicId),
    index('course_homework_user_idx').on(t.userId, t.lessonId),
    index('course_homework_status_idx').on(t.status, t.courseId),
    check('course_homework_score_ck', sql`${t.score} is null or ${t.score} between 0 and 100`),
  ],
);
