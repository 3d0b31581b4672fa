import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseDetail, CourseSummary, SaleState } from '@xingtu/contracts/courses';
import type { PageData } from '@xingtu/contracts/envelope';
import { courseChapters, courseEnrolments, courseLessons, courses } from '../../db/schema/courses.ts';
import { notFound } from '../../errors.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';

// The catalogue (/course) and a course's page (/course/detail/<slug>): outline, teacher, seats and
// whether the viewer may join now.

export type CourseRow = typeof courses.$inferSelect;

export const COURSE_NOT_FOUND = '课程不存在或已下架';

export function saleStateOf(course: CourseRow, now: Date): SaleState {
  if (course.saleStart && course.saleStart.getTime() > now.getTime()) return 'notStarted';
  if (course.saleEnd && course.saleEnd.getTime() <= now.getTime()) return 'ended';
  if (course.seats !== null && course.seatsTaken >= course.seats) return 'full';
  return 'open';
}

export async function courseBySlug(db: Db | Tx, slug: string): Promise<CourseRow> {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.status, 'on')));
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

/** A course on the catalogue as other areas show it (favourites): 404 when it is gone or off. */
export async function courseCard(
  deps: AppDeps,
  slug: string,
): Promise<{ title: string; coverUrl: string; priceFen: number; url: string }> {
  const course = await courseBySlug(deps.database.db, slug);
  return {
    title: course.title,
    coverUrl: coverUrlOf(course.slug),
    priceFen: course.priceFen,
    url: `/course/detail/${course.slug}`,
  };
}

async function lessonTotals(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { lessons: number; minutes: number }>();
  const rows = await db
    .select({
      courseId: courseLessons.courseId,
      lessons: count(),
      minutes: sql<number>`coalesce(sum(${courseLessons.minutes}), 0)::int`,
    })
    .from(courseLessons)
    .where(inArray(courseLessons.courseId, courseIds))
    .groupBy(courseLessons.courseId);
  return new Map(rows.map((row) => [row.courseId, { lessons: Number(row.lessons), minutes: row.minutes }]));
}

export const coverUrlOf = (slug: string) => `/api/courses/${slug}/cover.svg`;

function summaryOf(course: CourseRow, totals: { lessons: number; minutes: number } | undefined, now: Date) {
  return {
    id: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    category: course.category,
    level: course.level,
    summary: course.summary,
    coverUrl: coverUrlOf(course.slug),
    teacherName: course.teacherName,
    teacherTitle: course.teacherTitle,
    priceFen: course.priceFen,
    listPriceFen: course.listPriceFen,
    lessonCount: totals?.lessons ?? 0,
    totalMinutes: totals?.minutes ?? 0,
    seats: course.seats,
    seatsLeft: course.seats === null ? null : Math.max(0, course.seats - course.seatsTaken),
    saleEnd: course.saleEnd?.toISOString() ?? null,
    saleState: saleStateOf(course, now),
  } satisfies CourseSummary;
}

export async function listCourses(
  deps: AppDeps,
  query: { current: number; size: number; category?: string; level?: string; teacher?: string },
): Promise<PageData<CourseSummary>> {
  const db = deps.database.db;
  const filters: (SQL | undefined)[] = [eq(courses.status, 'on')];
  if (query.category) filters.push(eq(courses.category, query.category));
  if (query.level) filters.push(eq(courses.level, query.level));
  if (query.teacher) filters.push(ilike(courses.teacherName, `%${query.teacher.replace(/[%_\\]/g, '')}%`));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.sort), asc(courses.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  const totals = await lessonTotals(
    db,
    rows.map((row) => row.id),
  );
  const now = deps.now();
  return {
    records: rows.map((row) => summaryOf(row, totals.get(row.id), now)),
    total: Number(total?.n ?? 0),
    size: query.size,
    current: query.current,
  };
}

/** Chapters with their lessons, in order. */
export async function outlineOf(db: Db, courseId: number) {
  const [chapters, lessons] = await Promise.all([
    db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId))
      .orderBy(asc(courseChapters.position)),
    db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, courseId))
      .orderBy(asc(courseLessons.position)),
  ]);
  return chapters.map((chapter) => ({
    chapter,
    lessons: lessons.filter((lesson) => lesson.chapterId === chapter.id),
  }));
}

export async function courseDetail(
  deps: AppDeps,
  slug: string,
  viewerId: number | null,
): Promise<CourseDetail> {
  const db = deps.database.db;
  const course = await courseBySlug(db, slug);
  const outline = await outlineOf(db, course.id);
  const [enrolment] = viewerId
    ? await db
        .select({ status: courseEnrolments.status, orderNo: courseEnrolments.orderNo })
        .from(courseEnrolments)
        .where(
          and(
            eq(courseEnrolments.courseId, course.id),
            eq(courseEnrolments.userId, viewerId),
            inArray(courseEnrolments.status, ['pending', 'active']),
          ),
        )
    : [];
  const lessons = outline.flatMap((part) => part.lessons);
  return {
    ...summaryOf(
      course,
      { lessons: lessons.length, minutes: lessons.reduce((sum, lesson) => sum + lesson.minutes, 0) },
      deps.now(),
    ),
    description: course.description,
    outcomes: course.outcomes,
    teacherBio: course.teacherBio,
    teacherAvatarUrl: `/api/courses/${course.slug}/teacher.svg`,
    usesChart: course.usesChart,
    saleStart: course.saleStart?.toISOString() ?? null,
    chapters: outline.map(({ chapter, lessons: items }) => ({
      title: chapter.title,
      lessons: items.map((lesson) => ({
        id: lesson.slug,
        title: lesson.title,
        kind: lesson.kind as 'video',
        minutes: lesson.minutes,
        freePreview: lesson.freePreview,
        hasHomework: lesson.homeworkPrompt !== null,
      })),
    })),
    enrolment: enrolment
      ? { status: enrolment.status as 'pending' | 'active', orderNo: enrolment.orderNo }
      : null,
  };
}

export async function courseArt(deps: AppDeps, slug: string, which: 'cover' | 'teacher'): Promise<string> {
  const course = await courseBySlug(deps.database.db, slug);
  const svg = which === 'cover' ? course.coverSvg : course.teacherAvatarSvg;
  if (!svg) throw notFound('图片不存在');
  return svg;
}
