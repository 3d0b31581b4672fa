import { and, like, notInArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { searchDocuments } from '../../db/schema/search.ts';
import { listCourses } from '../courses/index.ts';
import { writeDocuments, type SearchDocument } from './documents.ts';

// The course catalogue in the index. Courses are sold through their enrolment form (their products are
// hidden from the shop), so search reads them from the course area and opens the course's own page.
// Read at start-up and on a rebuild, like products.

/** Course documents are named course:<slug>, apart from products, content and astrologers. */
const COURSE_REF = 'course:';

export async function reindexCourses(deps: AppDeps): Promise<{ indexed: number; removed: number }> {
  const documents: SearchDocument[] = [];
  for (let current = 1; ; current += 1) {
    const page = await listCourses(deps, { current, size: 50 });
    for (const course of page.records)
      documents.push({
        kind: 'course',
        refId: `${COURSE_REF}${course.id}`,
        title: course.title,
        summary: course.subtitle,
        bodyText: [course.subtitle, course.summary, `主讲：${course.teacherName}`].join('\n'),
        url: `/course/detail/${course.id}`,
        visible: true,
        publishedAt: deps.now(),
      });
    if (page.records.length === 0 || documents.length >= page.total) break;
  }
  await writeDocuments(deps.database.db, documents);
  const kept = documents.map((doc) => doc.refId);
  const removed = await deps.database.db
    .delete(searchDocuments)
    .where(
      and(
        like(searchDocuments.refId, `${COURSE_REF}%`),
        kept.length > 0 ? notInArray(searchDocuments.refId, kept) : undefined,
      ),
    )
    .returning({ id: searchDocuments.id });
  return { indexed: documents.length, removed: removed.length };
}
