import { eq } from 'drizzle-orm';
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
