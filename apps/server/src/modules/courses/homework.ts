import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import { HOMEWORK_RULES, type CourseHomework, type HomeworkStatus } from '@xingtu/contracts/courses';
import type { PageData } from '@xingtu/contracts/envelope';
import { courseHomework, courseLessons, courses } from '../../db/schema/courses.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, forbidden, notFound, validationError } from '../../errors.ts';
import { hasEntitlement } from '../commerce/index.ts';
import { acceptImage } from '../../uploads/image-check.ts';
import { assertClean } from '../sys/index.ts';
import { courseRef } from './enrolment.ts';
import { refreshCompletion } from './learning.ts';
import { mediaExpiry, signedMediaUrl, type CourseCtx } from './media.ts';
import { newPublicId } from './public-id.ts';

// Homework: a member who holds the course hands in text and images for a lesson with a prompt; the
// course's teacher (its astrologer) or an operator grades it with a comment. Images are judged by
// their bytes (PNG, JPG, WEBP, GIF), kept under private/ and shown only through signed addresses.

const imageKey = (userId: number, id: string) => `private/course-homework/${userId}/${id}`;

/** Whether the member holds (is enrolled in, by commerce's entitlement) a course with a homework lesson. */
async function holdsCourseWithHomework(ctx: CourseCtx, userId: number): Promise<boolean> {
  const withHomework = await ctx.deps.database.db
    .selectDistinct({ slug: courses.slug })
    .from(courses)
    .innerJoin(courseLessons, eq(courseLessons.courseId, courses.id))
    .where(isNotNull(courseLessons.homeworkPrompt));
  for (const { slug } of withHomework)
    if (await hasEntitlement(ctx.deps, userId, courseRef(slug))) return true;
  return false;
}

/**
 * An image for a hand-in, kept until the hand-in names it. Only a member enrolled in a course with
 * homework may upload, at most HOMEWORK_RULES.imagesPerDay a (Beijing) day: the files are ours to keep.
 */
export async function uploadHomeworkImage(
  ctx: CourseCtx,
  userId: number,
  body: Buffer,
): Promise<{ id: string; url: string }> {
  if (!(await holdsCourseWithHomework(ctx, userId))) throw forbidden('报名有作业的课程后才能上传作业图片');
  if (body.length === 0) throw validationError('file', '请选择图片');
  if (body.length > HOMEWORK_RULES.imageMaxBytes) throw validationError('file', '图片不能超过5MB');
  const image = acceptImage(body, '只能上传 PNG、JPG、WEBP、GIF 图片');
  const uploads = await ctx.deps.kv.increment(
    `homework-images:${userId}:${beijingToday(ctx.deps.now())}`,
    86_400_000,
  );
  if (uploads > HOMEWORK_RULES.imagesPerDay)
    throw new AppError('TOO_MANY_REQUESTS', {
      httpStatus: 429,
      message: `今天上传的作业图片已达 ${HOMEWORK_RULES.imagesPerDay} 张，请明天再试`,
    });
  const id = `${randomUUID()}.${image.ext}`;
  const key = imageKey(userId, id);
  await ctx.deps.storage.put(key, body, image.type);
  return { id, url: signedMediaUrl(ctx, key, mediaExpiry(ctx)) };
}

type Row = {
  homework: typeof courseHomework.$inferSelect;
  lesson: typeof courseLessons.$inferSelect;
  course: typeof courses.$inferSelect;
  studentName: string | null;
};

function recordOf(ctx: CourseCtx, row: Row, forStaff: boolean): CourseHomework {
  const exp = mediaExpiry(ctx);
  const { homework } = row;
  return {
    id: homework.publicId,
    courseId: row.course.slug,
    courseTitle: row.course.title,
    lessonId: row.lesson.slug,
    lessonTitle: row.lesson.title,
    prompt: row.lesson.homeworkPrompt ?? '',
    content: homework.content,
    images: homework.images.map((image) => signedMediaUrl(ctx, image.key, exp)),
    status: homework.status as HomeworkStatus,
    passed: homework.passed,
    score: homework.score,
    comment: homework.comment,
    gradedAt: homework.gradedAt?.toISOString() ?? null,
    createdAt: homework.createdAt.toISOString(),
    studentName: forStaff ? (row.studentName ?? '学员') : null,
    unread: !forStaff && homework.status === 'graded' && homework.seenAt === null,
  };
}

function selectRows(ctx: CourseCtx) {
  return ctx.deps.database.db
    .select({ homework: courseHomework, lesson: courseLessons, course: courses, studentName: users.name })
    .from(courseHomework)
    .innerJoin(courseLessons, eq(courseLessons.id, courseHomework.lessonId))
    .innerJoin(courses, eq(courses.id, courseHomework.courseId))
    .innerJoin(users, eq(users.id, courseHomework.userId));
}

export async function submitHomework(
  ctx: CourseCtx,
  userId: number,
  lessonSlug: string,
  input: { content: string; images: string[] },
): Promise<CourseHomework> {
  const db = ctx.deps.database.db;
  const [found] = await db
    .select({ lesson: courseLessons, course: courses })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(eq(courseLessons.slug, lessonSlug));
  if (!found || !(await hasEntitlement(ctx.deps, userId, courseRef(found.course.slug))))
    throw notFound('课时不存在，或报名后才能提交作业');
  if (found.lesson.homeworkPrompt === null) throw notFound('这节课没有作业');
  const earlier = await db
    .select({ status: courseHomework.status, passed: courseHomework.passed })
    .from(courseHomework)
    .where(and(eq(courseHomework.userId, userId), eq(courseHomework.lessonId, found.lesson.id)));
  if (earlier.some((row) => row.passed === true)) throw new AppError('HOMEWORK_PASSED');
  if (earlier.some((row) => row.status === 'submitted'))
    throw new AppError('HOMEWORK_STATE', { message: '上一份作业还在等待批改，批改后才能再次提交' });
  await assertClean(ctx.deps, [input.content]);
  const images: { key: string; contentType: string }[] = [];
  for (const id of new Set(input.images)) {
    const key = imageKey(userId, id);
    const file = await ctx.deps.storage.get(key);
    if (!file) throw validationError('images', '图片已失效，请重新上传');
    images.push({ key, contentType: file.contentType });
  }
  const [row] = await db
    .insert(courseHomework)
    .values({
      publicId: newPublicId(),
      userId,
      courseId: found.course.id,
      lessonId: found.lesson.id,
      content: input.content,
      images,
      createdAt: ctx.deps.now(),
    })
    .returning();
  const [full] = await selectRows(ctx).where(eq(courseHomework.id, row!.id));
  return recordOf(ctx, full!, false);
}

async function pageOf(
  ctx: CourseCtx,
  where: SQL | undefined,
  page: { current: number; size: number },
  forStaff: boolean,
): Promise<PageData<CourseHomework>> {
  const [rows, [total]] = await Promise.all([
    selectRows(ctx)
      .where(where)
      .orderBy(desc(courseHomework.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    ctx.deps.database.db.select({ n: count() }).from(courseHomework).where(where),
  ]);
  return {
    records: rows.map((row) => recordOf(ctx, row, forStaff)),
    total: Number(total?.n ?? 0),
    size: page.size,
    current: page.current,
  };
}

type HomeworkQuery = { current: number; size: number; status?: HomeworkStatus };

export function myHomework(ctx: CourseCtx, userId: number, query: HomeworkQuery) {
  return pageOf(
    ctx,
    and(
      eq(courseHomework.userId, userId),
      query.status ? eq(courseHomework.status, query.status) : undefined,
    ),
    query,
    false,
  );
}

export async function teachingHomework(ctx: CourseCtx, teacherId: number, query: HomeworkQuery) {
  const taught = await ctx.deps.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.teacherUserId, teacherId));
  if (taught.length === 0) throw new AppError('HOMEWORK_NOT_TEACHER', { httpStatus: 403 });
  return pageOf(
    ctx,
    and(
      inArray(
        courseHomework.courseId,
        taught.map((row) => row.id),
      ),
      query.status ? eq(courseHomework.status, query.status) : undefined,
    ),
    query,
    true,
  );
}

export function allHomework(ctx: CourseCtx, query: HomeworkQuery) {
  return pageOf(ctx, query.status ? eq(courseHomework.status, query.status) : undefined, query, true);
}

/**
 * Grades a hand-in waiting for it: as the course's teacher (`teacherId`), or as an operator (null).
 * Someone else's course → 404 for a teacher. A passed hand-in may complete the course.
 */
export async function gradeHomework(
  ctx: CourseCtx,
  graderId: number,
  asTeacher: boolean,
  publicId: string,
  input: { passed: boolean; score: number; comment: string },
): Promise<CourseHomework> {
  const db = ctx.deps.database.db;
  const [row] = await selectRows(ctx).where(eq(courseHomework.publicId, publicId));
  if (!row) throw notFound('作业不存在');
  if (asTeacher && row.course.teacherUserId !== graderId) throw notFound('作业不存在');
  if (row.homework.status !== 'submitted')
    throw new AppError('HOMEWORK_STATE', { message: '这份作业已经批改过了' });
  const now = ctx.deps.now();
  const updated = await db
    .update(courseHomework)
    .set({
      status: 'graded',
      passed: input.passed,
      score: input.score,
      comment: input.comment,
      gradedBy: graderId,
      gradedAt: now,
    })
    .where(and(eq(courseHomework.id, row.homework.id), eq(courseHomework.status, 'submitted')))
    .returning();
  if (updated.length === 0) throw new AppError('HOMEWORK_STATE', { message: '这份作业已经批改过了' });
  if (input.passed) await refreshCompletion(ctx, row.homework.userId, row.course);
  return recordOf(ctx, { ...row, homework: updated[0]! }, true);
}

/** How many of a member's graded hand-ins they have not opened yet (the unread mark in the menu). */
export async function unreadGrades(ctx: CourseCtx, userId: number): Promise<number> {
  const [row] = await ctx.deps.database.db
    .select({ n: count() })
    .from(courseHomework)
    .where(
      and(
        eq(courseHomework.userId, userId),
        eq(courseHomework.status, 'graded'),
        isNull(courseHomework.seenAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The member has read their grades: every graded, unread hand-in of theirs is marked seen. */
export async function markGradesSeen(ctx: CourseCtx, userId: number): Promise<{ marked: number }> {
  const marked = await ctx.deps.database.db
    .update(courseHomework)
    .set({ seenAt: ctx.deps.now() })
    .where(
      and(
        eq(courseHomework.userId, userId),
        eq(courseHomework.status, 'graded'),
        isNull(courseHomework.seenAt),
      ),
    )
    .returning({ id: courseHomework.id });
  return { marked: marked.length };
}
