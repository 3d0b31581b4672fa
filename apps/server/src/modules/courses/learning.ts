import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  LESSON_COMPLETE_RATIO,
  type CourseLearning,
  type CourseLesson,
  type LessonKind,
  type MyCourse,
} from '@xingtu/contracts/courses';
import type { PageData } from '@xingtu/contracts/envelope';
import type { Db } from '../../db/client.ts';
import {
  courseChapters,
  courseEnrolments,
  courseHomework,
  courseLessons,
  courseProgress,
  courses,
} from '../../db/schema/courses.ts';
import { notFound } from '../../errors.ts';
import { hasEntitlement } from '../commerce/index.ts';
import { coverUrlOf, outlineOf, type CourseRow } from './catalogue.ts';
import { courseRef } from './enrolment.ts';
import { attachmentUrl } from './attachments.ts';
import { mediaExpiry, mediaFormatOf, signedMediaUrl, type CourseCtx } from './media.ts';

// The player's side: what a member who holds the course sees (outline with progress, a lesson with
// its signed media address, notes), and the completion rule — a course is complete when every
// required lesson is learnt and every lesson's homework has passed.

type HomeworkState = 'none' | 'todo' | 'submitted' | 'passed' | 'returned';
type LessonRow = typeof courseLessons.$inferSelect;

const LESSON_NOT_FOUND = '课时不存在，或报名后才能学习';

/** 404 unless the member holds the course (a refunded or never-bought course looks like no course). */
export async function requireCourse(ctx: CourseCtx, userId: number, slug: string): Promise<CourseRow> {
  // A course taken off sale stays open to the members who hold it.
  const [course] = await ctx.deps.database.db.select().from(courses).where(eq(courses.slug, slug));
  if (!course || !(await hasEntitlement(ctx.deps, userId, courseRef(course.slug))))
    throw notFound('课程不存在，或报名后才能学习');
  return course;
}

async function homeworkStates(db: Db, userId: number, courseId: number): Promise<Map<number, HomeworkState>> {
  const rows = await db
    .select({
      lessonId: courseHomework.lessonId,
      status: courseHomework.status,
      passed: courseHomework.passed,
    })
    .from(courseHomework)
    .where(and(eq(courseHomework.userId, userId), eq(courseHomework.courseId, courseId)))
    .orderBy(asc(courseHomework.id));
  const states = new Map<number, HomeworkState>();
  for (const row of rows) {
    if (states.get(row.lessonId) === 'passed') continue;
    states.set(row.lessonId, row.status === 'submitted' ? 'submitted' : row.passed ? 'passed' : 'returned');
  }
  return states;
}

/** Progress of one member on one course, and the completion rule. */
export async function learningOf(db: Db, userId: number, course: CourseRow): Promise<CourseLearning> {
  const [outline, progress, homework, [enrolment]] = await Promise.all([
    outlineOf(db, course.id),
    db
      .select()
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, course.id))),
    homeworkStates(db, userId, course.id),
    db
      .select()
      .from(courseEnrolments)
      .where(
        and(
          eq(courseEnrolments.userId, userId),
          eq(courseEnrolments.courseId, course.id),
          eq(courseEnrolments.status, 'active'),
        ),
      ),
  ]);
  const byLesson = new Map(progress.map((row) => [row.lessonId, row]));
  let units = 0;
  let done = 0;
  const chapters = outline.map(({ chapter, lessons }) => ({
    title: chapter.title,
    lessons: lessons.map((lesson) => {
      const mine = byLesson.get(lesson.id);
      const completed = mine?.completed ?? false;
      const hw: HomeworkState = lesson.homeworkPrompt === null ? 'none' : (homework.get(lesson.id) ?? 'todo');
      if (lesson.required) {
        units += 1;
        if (completed) done += 1;
      }
      if (hw !== 'none') {
        units += 1;
        if (hw === 'passed') done += 1;
      }
      return {
        id: lesson.slug,
        title: lesson.title,
        kind: lesson.kind as LessonKind,
        minutes: lesson.minutes,
        freePreview: lesson.freePreview,
        hasHomework: lesson.homeworkPrompt !== null,
        required: lesson.required,
        completed,
        positionSeconds: mine?.positionSeconds ?? 0,
        homework: hw,
      };
    }),
  }));
  const all = outline.flatMap((part) => part.lessons);
  const last = all.find((lesson) => lesson.id === enrolment?.lastLessonId);
  const completed = units > 0 && done === units;
  return {
    id: course.slug,
    title: course.title,
    teacherName: course.teacherName,
    coverUrl: coverUrlOf(course.slug),
    chapters,
    lastLessonId: last?.slug ?? null,
    percent: units === 0 ? 0 : Math.floor((done * 100) / units),
    completed,
    completedAt: enrolment?.completedAt?.toISOString() ?? null,
  };
}

/** Re-reads the rule and stamps the enrolment the first time the course is complete. */
export async function refreshCompletion(
  ctx: CourseCtx,
  userId: number,
  course: CourseRow,
): Promise<CourseLearning> {
  const db = ctx.deps.database.db;
  const learning = await learningOf(db, userId, course);
  if (learning.completed && !learning.completedAt) {
    const now = ctx.deps.now();
    await db
      .update(courseEnrolments)
      .set({ completedAt: now, updatedAt: now })
      .where(
        and(
          eq(courseEnrolments.userId, userId),
          eq(courseEnrolments.courseId, course.id),
          eq(courseEnrolments.status, 'active'),
          isNull(courseEnrolments.completedAt),
        ),
      );
    learning.completedAt = now.toISOString();
  }
  return learning;
}

export async function learningView(ctx: CourseCtx, userId: number, slug: string): Promise<CourseLearning> {
  const course = await requireCourse(ctx, userId, slug);
  return learningOf(ctx.deps.database.db, userId, course);
}

export async function lessonBySlug(db: Db, slug: string): Promise<{ lesson: LessonRow; course: CourseRow }> {
  const [row] = await db
    .select({ lesson: courseLessons, course: courses })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(eq(courseLessons.slug, slug));
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return row;
}

/**
 * A lesson with its content and a signed media address: a free preview for anyone, the rest only to a
 * member holding the course (others: 404, no address).
 */
export async function lessonContent(
  ctx: CourseCtx,
  viewerId: number | null,
  slug: string,
): Promise<CourseLesson> {
  const db = ctx.deps.database.db;
  const { lesson, course } = await lessonBySlug(db, slug);
  const enrolled = viewerId !== null && (await hasEntitlement(ctx.deps, viewerId, courseRef(course.slug)));
  // Free previews are for courses on sale; members who hold a course keep it when it goes off sale.
  if (!enrolled && (!lesson.freePreview || course.status !== 'on')) throw notFound(LESSON_NOT_FOUND);
  const [chapter] = await db.select().from(courseChapters).where(eq(courseChapters.id, lesson.chapterId));
  const order = (await outlineOf(db, course.id)).flatMap((part) => part.lessons);
  const index = order.findIndex((item) => item.id === lesson.id);
  const [progress] =
    enrolled && viewerId !== null
      ? await db
          .select()
          .from(courseProgress)
          .where(and(eq(courseProgress.userId, viewerId), eq(courseProgress.lessonId, lesson.id)))
      : [];
  const exp = mediaExpiry(ctx);
  return {
    id: lesson.slug,
    courseId: course.slug,
    courseTitle: course.title,
    chapterTitle: chapter?.title ?? '',
    title: lesson.title,
    kind: lesson.kind as LessonKind,
    minutes: lesson.minutes,
    freePreview: lesson.freePreview,
    body: lesson.body,
    media: lesson.mediaKey
      ? {
          url: signedMediaUrl(ctx, lesson.mediaKey, exp),
          expiresAt: new Date(exp * 1000).toISOString(),
          seconds: lesson.mediaSeconds,
          format: mediaFormatOf(lesson.mediaKey),
        }
      : null,
    attachments:
      enrolled && viewerId !== null
        ? lesson.attachments.map((file, at) => ({
            name: file.name,
            url: attachmentUrl(ctx, lesson.slug, at, file, viewerId),
            bytes: file.bytes,
            contentType: file.contentType,
          }))
        : [],
    homeworkPrompt: lesson.homeworkPrompt,
    progress: enrolled
      ? {
          positionSeconds: progress?.positionSeconds ?? 0,
          completed: progress?.completed ?? false,
          note: progress?.note ?? '',
        }
      : null,
    enrolled,
    prevLessonId: index > 0 ? order[index - 1]!.slug : null,
    nextLessonId: index >= 0 && index < order.length - 1 ? order[index + 1]!.slug : null,
  };
}

/**
 * Saves where the member is; a lesson is learnt when finished (a text lesson's 学完了, a video's end)
 * or once LESSON_COMPLETE_RATIO of its media has been watched. Learnt stays learnt.
 */
export async function saveProgress(
  ctx: CourseCtx,
  userId: number,
  slug: string,
  input: { position_seconds: number; finished?: boolean; note?: string },
): Promise<CourseLearning> {
  const db = ctx.deps.database.db;
  const { lesson, course } = await lessonBySlug(db, slug);
  if (!(await hasEntitlement(ctx.deps, userId, courseRef(course.slug)))) throw notFound(LESSON_NOT_FOUND);
  const position = lesson.mediaSeconds
    ? Math.min(input.position_seconds, lesson.mediaSeconds)
    : input.position_seconds;
  const watched = lesson.mediaSeconds !== null && position >= lesson.mediaSeconds * LESSON_COMPLETE_RATIO;
  const completed = input.finished === true || watched;
  const now = ctx.deps.now();
  const [existing] = await db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.lessonId, lesson.id)));
  const values = {
    positionSeconds: position,
    completed: (existing?.completed ?? false) || completed,
    note: input.note ?? existing?.note ?? '',
    updatedAt: now,
  };
  await db
    .insert(courseProgress)
    .values({ userId, lessonId: lesson.id, courseId: course.id, ...values })
    .onConflictDoUpdate({ target: [courseProgress.userId, courseProgress.lessonId], set: values });
  await db
    .update(courseEnrolments)
    .set({ lastLessonId: lesson.id, updatedAt: now })
    .where(
      and(
        eq(courseEnrolments.userId, userId),
        eq(courseEnrolments.courseId, course.id),
        eq(courseEnrolments.status, 'active'),
      ),
    );
  return refreshCompletion(ctx, userId, course);
}

/** 我的课程: paid and waiting-for-payment places, newest first, with progress. */
export async function myCourses(
  ctx: CourseCtx,
  userId: number,
  page: { current: number; size: number },
): Promise<PageData<MyCourse>> {
  const db = ctx.deps.database.db;
  const rows = await db
    .select({ enrolment: courseEnrolments, course: courses })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(and(eq(courseEnrolments.userId, userId), inArray(courseEnrolments.status, ['pending', 'active'])))
    .orderBy(desc(courseEnrolments.id));
  const slice = rows.slice((page.current - 1) * page.size, page.current * page.size);
  const unread = await db
    .select({ courseId: courseHomework.courseId, n: count() })
    .from(courseHomework)
    .where(
      and(
        eq(courseHomework.userId, userId),
        eq(courseHomework.status, 'graded'),
        isNull(courseHomework.seenAt),
      ),
    )
    .groupBy(courseHomework.courseId);
  const unreadOf = new Map(unread.map((row) => [row.courseId, Number(row.n)]));
  const records: MyCourse[] = [];
  for (const { enrolment, course } of slice) {
    const learning = await learningOf(db, userId, course);
    const lessons = learning.chapters.flatMap((chapter) => chapter.lessons);
    const last = lessons.find((lesson) => lesson.id === learning.lastLessonId);
    records.push({
      id: course.slug,
      title: course.title,
      coverUrl: coverUrlOf(course.slug),
      teacherName: course.teacherName,
      level: course.level,
      lessonCount: lessons.length,
      status: enrolment.status as 'active',
      orderNo: enrolment.orderNo,
      percent: enrolment.status === 'active' ? learning.percent : 0,
      completed: enrolment.status === 'active' && learning.completed,
      lastLessonId: last?.id ?? null,
      lastLessonTitle: last?.title ?? null,
      enrolledAt: enrolment.createdAt.toISOString(),
      unreadGrades: unreadOf.get(course.id) ?? 0,
    });
  }
  return { records, total: rows.length, size: page.size, current: page.current };
}
