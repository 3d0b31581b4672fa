import { asc, count, sql } from 'drizzle-orm';
import type { AdminCourse } from '@xingtu/contracts/courses';
import type { PageData } from '@xingtu/contracts/envelope';
import { courseEnrolments, courseHomework, courseLessons, courses } from '../../db/schema/courses.ts';
import type { AppDeps } from '../../deps.ts';
import { coverUrlOf, saleStateOf } from './catalogue.ts';

// The console's course list: seats held and paid, homework waiting for a grade.

export async function adminCourses(
  deps: AppDeps,
  page: { current: number; size: number },
): Promise<PageData<AdminCourse>> {
  const db = deps.database.db;
  const rows = await db
    .select({
      course: courses,
      lessons: sql<number>`(select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})::int`,
      minutes: sql<number>`(select coalesce(sum(${courseLessons.minutes}), 0) from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})::int`,
      active: sql<number>`(select count(*) from ${courseEnrolments} where ${courseEnrolments.courseId} = ${courses.id} and ${courseEnrolments.status} = 'active')::int`,
      pending: sql<number>`(select count(*) from ${courseEnrolments} where ${courseEnrolments.courseId} = ${courses.id} and ${courseEnrolments.status} = 'pending')::int`,
      waiting: sql<number>`(select count(*) from ${courseHomework} where ${courseHomework.courseId} = ${courses.id} and ${courseHomework.status} = 'submitted')::int`,
    })
    .from(courses)
    .orderBy(asc(courses.sort), asc(courses.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(courses);
  const now = deps.now();
  return {
    records: rows.map(({ course, lessons, minutes, active, pending, waiting }) => ({
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
      lessonCount: lessons,
      totalMinutes: minutes,
      seats: course.seats,
      seatsLeft: course.seats === null ? null : Math.max(0, course.seats - course.seatsTaken),
      saleEnd: course.saleEnd?.toISOString() ?? null,
      saleState: saleStateOf(course, now),
      seatsTaken: course.seatsTaken,
      activeCount: active,
      pendingCount: pending,
      waitingHomework: waiting,
    })),
    total: Number(total?.n ?? 0),
    size: page.size,
    current: page.current,
  };
}
