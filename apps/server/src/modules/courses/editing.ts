import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminCourseEdit } from '@xingtu/contracts/courses';
import type { CourseEditBody, LessonEditBody } from '@xingtu/contracts/courses-schemas';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { z } from 'zod';
import type {
  courseCreateBodySchema,
  courseEditBodySchema,
  lessonEditBodySchema,
} from '@xingtu/contracts/courses-schemas';
import type { Db, Tx } from '../../db/client.ts';
import { courseChapters, courseLessons, courses } from '../../db/schema/courses.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { upsertAreaProduct } from '../commerce/index.ts';
import { avatarSvg, coverSvg } from './art.ts';
import { mediaFormatOf } from './media.ts';

// The console's course editor (issue 21, editors and admins): a course's facts (title, category,
// level, teacher, price, seats, sale window, on/off), its chapters and its lessons (order, kind, free
// preview, required, handout text, homework). The course's private type 02 product follows its title,
// price and on/off. Saving a course sends back the updatedAt the form read: a newer one means another
// operator saved first (003510). Media uploads are in uploads.ts.

type CourseBody = z.output<typeof courseEditBodySchema>;
type CreateBody = z.output<typeof courseCreateBodySchema>;
type LessonBody = z.output<typeof lessonEditBodySchema>;
export type { CourseEditBody, LessonEditBody };

const COURSE_GONE = '课程不存在';
const LESSON_GONE = '课时不存在';

async function courseRow(db: Db | Tx, slug: string) {
  const [course] = await db.select().from(courses).where(eq(courses.slug, slug));
  if (!course) throw notFound(COURSE_GONE);
  return course;
}

/** The editor's view of a course: every field, chapters in order with their lessons. */
export async function adminCourseEdit(deps: AppDeps, slug: string): Promise<AdminCourseEdit> {
  const db = deps.database.db;
  const course = await courseRow(db, slug);
  const [chapters, lessons] = await Promise.all([
    db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, course.id))
      .orderBy(asc(courseChapters.position)),
    db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, course.id))
      .orderBy(asc(courseLessons.position)),
  ]);
  return {
    id: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    category: course.category as AdminCourseEdit['category'],
    level: course.level as AdminCourseEdit['level'],
    summary: course.summary,
    description: course.description,
    teacherName: course.teacherName,
    teacherTitle: course.teacherTitle,
    teacherBio: course.teacherBio,
    priceFen: course.priceFen,
    listPriceFen: course.listPriceFen,
    seats: course.seats,
    seatsTaken: course.seatsTaken,
    saleStart: course.saleStart?.toISOString() ?? null,
    saleEnd: course.saleEnd?.toISOString() ?? null,
    status: course.status === 'off' ? 'off' : 'on',
    updatedAt: course.updatedAt.toISOString(),
    chapters: chapters.map((chapter) => ({
      id: chapter.id,
      position: chapter.position,
      title: chapter.title,
      lessons: lessons
        .filter((lesson) => lesson.chapterId === chapter.id)
        .map((lesson) => ({
          id: lesson.slug,
          chapterId: lesson.chapterId,
          position: lesson.position,
          title: lesson.title,
          kind: lesson.kind as 'video' | 'audio' | 'text',
          minutes: lesson.minutes,
          freePreview: lesson.freePreview,
          required: lesson.required,
          body: lesson.body,
          homeworkPrompt: lesson.homeworkPrompt,
          media: lesson.mediaKey
            ? { format: mediaFormatOf(lesson.mediaKey), seconds: lesson.mediaSeconds }
            : null,
          attachments: lesson.attachments.map(({ name, bytes, contentType }) => ({
            name,
            bytes,
            contentType,
          })),
        })),
    })),
  };
}

function courseValues(body: CourseBody) {
  return {
    title: body.title,
    subtitle: body.subtitle,
    category: body.category,
    level: body.level,
    summary: body.summary,
    description: body.description,
    teacherName: body.teacher_name,
    teacherTitle: body.teacher_title,
    teacherBio: body.teacher_bio,
    priceFen: body.price_fen,
    listPriceFen: body.list_price_fen,
    seats: body.seats,
    saleStart: body.sale_start ? new Date(body.sale_start) : null,
    saleEnd: body.sale_end ? new Date(body.sale_end) : null,
    status: body.status,
  };
}

const productOf = (slug: string, body: CourseBody) => ({
  slug: `course-${slug}`,
  type: PRODUCT_TYPE.COURSE,
  title: body.title,
  summary: body.summary,
  priceFen: body.price_fen,
  targetKind: 'course',
  targetId: slug,
  onSale: body.status === 'on',
});

export async function createCourse(deps: AppDeps, body: CreateBody): Promise<AdminCourseEdit> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, body.slug));
    if (taken)
      throw new AppError('COURSE_SLUG_TAKEN', { fields: [{ field: 'slug', message: '课程编号已被使用' }] });
    const productId = await upsertAreaProduct(tx, productOf(body.slug, body), now);
    const [{ sort } = { sort: 0 }] = await tx
      .select({ sort: sql<number>`coalesce(max(${courses.sort}), 0)::int + 10` })
      .from(courses);
    await tx.insert(courses).values({
      slug: body.slug,
      ...courseValues(body),
      coverSvg: coverSvg({ slug: body.slug, title: body.title, level: body.level }),
      teacherAvatarSvg: avatarSvg(body.teacher_name, body.slug),
      productId,
      sort,
      createdAt: now,
      updatedAt: now,
    });
  });
  return adminCourseEdit(deps, body.slug);
}

export async function updateCourse(deps: AppDeps, slug: string, body: CourseBody): Promise<AdminCourseEdit> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const [course] = await tx.select().from(courses).where(eq(courses.slug, slug)).for('update');
    if (!course) throw notFound(COURSE_GONE);
    if (body.updated_at !== undefined && Date.parse(body.updated_at) !== course.updatedAt.getTime())
      throw new AppError('COURSE_EDIT_CONFLICT');
    if (body.seats !== null && body.seats < course.seatsTaken)
      throw validationError('seats', `名额不能少于已占用的 ${course.seatsTaken} 个`);
    await tx
      .update(courses)
      .set({
        ...courseValues(body),
        coverSvg: coverSvg({ slug, title: body.title, level: body.level }),
        teacherAvatarSvg: avatarSvg(body.teacher_name, slug),
        updatedAt: now,
      })
      .where(eq(courses.id, course.id));
    await upsertAreaProduct(tx, productOf(slug, body), now);
  });
  return adminCourseEdit(deps, slug);
}

/** Writes chapter positions 1…n in the given order (through negatives: positions are unique). */
async function renumberChapters(tx: Tx, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await tx
      .update(courseChapters)
      .set({ position: -(index + 1) })
      .where(eq(courseChapters.id, id));
  for (const [index, id] of ids.entries())
    await tx
      .update(courseChapters)
      .set({ position: index + 1 })
      .where(eq(courseChapters.id, id));
}

/** Lesson positions run through the whole course in outline order (chapter, then place in it). */
async function renumberLessons(tx: Tx, courseId: number, order: Map<number, string[]>): Promise<void> {
  const chapters = await tx
    .select({ id: courseChapters.id })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId))
    .orderBy(asc(courseChapters.position));
  let position = 0;
  for (const chapter of chapters)
    for (const slug of order.get(chapter.id) ?? []) {
      position += 1;
      await tx.update(courseLessons).set({ position }).where(eq(courseLessons.slug, slug));
    }
}

async function lessonOrder(tx: Tx, courseId: number): Promise<Map<number, string[]>> {
  const rows = await tx
    .select({ slug: courseLessons.slug, chapterId: courseLessons.chapterId })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position), asc(courseLessons.id));
  const order = new Map<number, string[]>();
  for (const row of rows) order.set(row.chapterId, [...(order.get(row.chapterId) ?? []), row.slug]);
  return order;
}

const place = <T>(list: T[], item: T, position: number | undefined): T[] => {
  const rest = list.filter((entry) => entry !== item);
  const at = position === undefined ? rest.length : Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, at), item, ...rest.slice(at)];
};

export async function saveChapter(
  deps: AppDeps,
  slug: string,
  chapterId: number | null,
  body: { title: string; position?: number | undefined },
): Promise<AdminCourseEdit> {
  await deps.database.db.transaction(async (tx) => {
    const course = await courseRow(tx, slug);
    const chapters = await tx
      .select({ id: courseChapters.id })
      .from(courseChapters)
      .where(eq(courseChapters.courseId, course.id))
      .orderBy(asc(courseChapters.position));
    const ids = chapters.map((chapter) => chapter.id);
    let id = chapterId;
    if (id === null) {
      const [row] = await tx
        .insert(courseChapters)
        .values({ courseId: course.id, position: 1000 + ids.length, title: body.title })
        .returning({ id: courseChapters.id });
      id = row!.id;
    } else {
      if (!ids.includes(id)) throw notFound('章节不存在');
      await tx.update(courseChapters).set({ title: body.title }).where(eq(courseChapters.id, id));
    }
    await renumberChapters(
      tx,
      place(ids, id, body.position ?? (chapterId === null ? undefined : ids.indexOf(id) + 1)),
    );
    await renumberLessons(tx, course.id, await lessonOrder(tx, course.id));
  });
  return adminCourseEdit(deps, slug);
}

function lessonValues(body: LessonBody, mediaKey: string | null) {
  // Media that no longer fits the kind (a video left on a lesson turned into audio or text) is dropped.
  const fits =
    mediaKey !== null &&
    ((body.kind === 'video' && mediaFormatOf(mediaKey) !== 'audio') ||
      (body.kind === 'audio' && mediaFormatOf(mediaKey) === 'audio'));
  return {
    chapterId: body.chapter_id,
    title: body.title,
    kind: body.kind,
    minutes: body.minutes,
    freePreview: body.free_preview,
    required: body.required,
    body: body.body,
    homeworkPrompt: body.homework_prompt,
    ...(fits ? {} : { mediaKey: null, mediaSeconds: null }),
  };
}

export async function saveLesson(
  deps: AppDeps,
  target: { courseSlug: string; create: string } | { lessonSlug: string },
  body: LessonBody,
): Promise<AdminCourseEdit> {
  const slug = await deps.database.db.transaction(async (tx) => {
    let course;
    let lessonSlug: string;
    if ('create' in target) {
      course = await courseRow(tx, target.courseSlug);
      const [taken] = await tx
        .select({ id: courseLessons.id })
        .from(courseLessons)
        .where(eq(courseLessons.slug, target.create));
      if (taken)
        throw new AppError('COURSE_SLUG_TAKEN', {
          message: '课时编号已被使用，请换一个',
          fields: [{ field: 'slug', message: '课时编号已被使用' }],
        });
      lessonSlug = target.create;
    } else {
      const [found] = await tx
        .select({ lesson: courseLessons, course: courses })
        .from(courseLessons)
        .innerJoin(courses, eq(courses.id, courseLessons.courseId))
        .where(eq(courseLessons.slug, target.lessonSlug));
      if (!found) throw notFound(LESSON_GONE);
      course = found.course;
      lessonSlug = target.lessonSlug;
    }
    const [chapter] = await tx
      .select({ id: courseChapters.id })
      .from(courseChapters)
      .where(and(eq(courseChapters.id, body.chapter_id), eq(courseChapters.courseId, course.id)));
    if (!chapter) throw validationError('chapter_id', '请选择这门课程的章节');
    const order = await lessonOrder(tx, course.id);
    if ('create' in target) {
      await tx.insert(courseLessons).values({
        slug: lessonSlug,
        courseId: course.id,
        position: 30_000,
        ...lessonValues(body, null),
      });
    } else {
      const [lesson] = await tx.select().from(courseLessons).where(eq(courseLessons.slug, lessonSlug));
      await tx
        .update(courseLessons)
        .set(lessonValues(body, lesson!.mediaKey))
        .where(eq(courseLessons.id, lesson!.id));
      // Without a position the lesson keeps its place (or goes last in the chapter it moves to).
      const before = (order.get(lesson!.chapterId) ?? []).indexOf(lessonSlug);
      if (body.position === undefined && lesson!.chapterId === body.chapter_id) body.position = before + 1;
      for (const [id, list] of order)
        order.set(
          id,
          list.filter((entry) => entry !== lessonSlug),
        );
    }
    const list = order.get(body.chapter_id) ?? [];
    order.set(body.chapter_id, place(list, lessonSlug, body.position));
    await renumberLessons(tx, course.id, order);
    return course.slug;
  });
  return adminCourseEdit(deps, slug);
}
