import { eq } from 'drizzle-orm';
import { hasEntitlement } from '../commerce/index.ts';
import type { AppDeps } from '../../deps.ts';
import { courses } from '../../db/schema/courses.ts';
import { learningOf } from './learning.ts';

/** For other areas (an exam that needs the course first): the member has completed the course `slug`. */
export async function isCourseCompleted(deps: AppDeps, userId: number, slug: string): Promise<boolean> {
  const db = deps.database.db;
  const [course] = await db.select().from(courses).where(eq(courses.slug, slug));
  if (!course) return false;
  return (await learningOf(db, userId, course)).completed;
}

/** The internal id of a course by its slug (null when none): comments keep it as their target. */
export async function courseIdOf(deps: AppDeps, slug: string): Promise<number | null> {
  const [row] = await deps.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  return row?.id ?? null;
}

export async function courseSlugOf(deps: AppDeps, id: number): Promise<string | null> {
  const [row] = await deps.database.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, id));
  return row?.slug ?? null;
}

/** The member holds the course (paid and not refunded). */
export async function hasJoinedCourse(deps: AppDeps, userId: number, id: number): Promise<boolean> {
  const slug = await courseSlugOf(deps, id);
  return slug !== null && hasEntitlement(deps, userId, { kind: 'course', id: slug });
}
