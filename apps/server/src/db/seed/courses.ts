import { and, eq } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { CourseCategory } from '@xingtu/contracts/courses';
import type { Db } from '../client.ts';
import { courseChapters, courseLessons, courses } from '../schema/courses.ts';
import { upsertAreaProduct } from '../../modules/commerce/index.ts';
import {
  avatarSvg,
  coverSvg,
  DEMO_AUDIO_KEY,
  DEMO_AUDIO_SECONDS,
  DEMO_MEDIA_KEY,
  DEMO_MEDIA_SECONDS,
  buildDemoHandout,
  demoHandoutAttachment,
} from '../../modules/courses/index.ts';
import { DEMO_COURSES } from './learning/courses.ts';

// The demo courses (content in seed/learning/courses/): each a private course product of type 02
// (bought through /course/input), its chapters and lessons. Video lessons play the short demo clip the
// course area writes into storage on start (modules/courses/demo-video.ts). Idempotent by slug:
// an existing course keeps its seats and sale window.

const CATEGORY: Record<string, CourseCategory> = {
  'natal-basics': '本命盘',
  'transit-forecast': '行运与推运',
  'synastry-relationships': '合盘与关系',
};

/** The lesson that carries the demo handout (a PDF worksheet) as its attachment. */
const HANDOUT_LESSON = 'natal-basics-practice';

const mediaOf = (kind: string) =>
  kind === 'video'
    ? { mediaKey: DEMO_MEDIA_KEY, mediaSeconds: DEMO_MEDIA_SECONDS }
    : kind === 'audio'
      ? { mediaKey: DEMO_AUDIO_KEY, mediaSeconds: DEMO_AUDIO_SECONDS }
      : { mediaKey: null, mediaSeconds: null };

/**
 * Lessons seeded before audio and attachments existed get them now: an audio lesson without media
 * plays the demo chime, the practice lesson carries the handout.
 */
async function backfillLessons(db: Db, handoutBytes: number): Promise<void> {
  const rows = await db.select().from(courseLessons);
  for (const lesson of rows) {
    if (lesson.kind === 'audio' && lesson.mediaKey === null)
      await db.update(courseLessons).set(mediaOf('audio')).where(eq(courseLessons.id, lesson.id));
    if (lesson.slug === HANDOUT_LESSON && lesson.attachments.length === 0)
      await db
        .update(courseLessons)
        .set({ attachments: [demoHandoutAttachment(handoutBytes)] })
        .where(eq(courseLessons.id, lesson.id));
  }
}

export async function seedDemoCourses(db: Db, teacherUserId: number): Promise<void> {
  const now = new Date();
  const handoutBytes = (await buildDemoHandout()).length;
  for (const [index, course] of DEMO_COURSES.entries()) {
    const productId = await upsertAreaProduct(
      db,
      {
        slug: `course-${course.slug}`,
        type: PRODUCT_TYPE.COURSE,
        title: course.title,
        summary: course.summary,
        priceFen: course.priceFen,
        targetKind: 'course',
        targetId: course.slug,
        onSale: true,
      },
      now,
    );
    const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, course.slug));
    if (existing) {
      await db.update(courses).set({ productId }).where(eq(courses.id, existing.id));
      continue;
    }
    const [row] = await db
      .insert(courses)
      .values({
        slug: course.slug,
        title: course.title,
        subtitle: course.subtitle,
        category: CATEGORY[course.slug] ?? '占星技法',
        level: course.level,
        summary: course.summary,
        description: course.description,
        outcomes: course.outcomes,
        coverSvg: coverSvg(course),
        teacherName: course.teacher.name,
        teacherTitle: course.teacher.title,
        teacherBio: course.teacher.bio,
        teacherAvatarSvg: avatarSvg(course.teacher.name, course.slug),
        teacherUserId,
        usesChart: course.slug === 'natal-basics',
        priceFen: course.priceFen,
        listPriceFen: course.listPriceFen,
        seats: course.seats,
        productId,
        sort: index * 10,
      })
      .returning({ id: courses.id });
    let position = 0;
    for (const [chapterIndex, chapter] of course.chapters.entries()) {
      const [chapterRow] = await db
        .insert(courseChapters)
        .values({ courseId: row!.id, position: chapterIndex + 1, title: chapter.title })
        .returning({ id: courseChapters.id });
      for (const lesson of chapter.lessons) {
        position += 1;
        const [already] = await db
          .select({ id: courseLessons.id })
          .from(courseLessons)
          .where(and(eq(courseLessons.slug, lesson.slug)));
        if (already) continue;
        await db.insert(courseLessons).values({
          slug: lesson.slug,
          courseId: row!.id,
          chapterId: chapterRow!.id,
          position,
          title: lesson.title,
          kind: lesson.kind,
          minutes: lesson.minutes,
          freePreview: lesson.freePreview,
          body: lesson.body,
          ...mediaOf(lesson.kind),
          homeworkPrompt: lesson.homework?.prompt ?? null,
          attachments: lesson.slug === HANDOUT_LESSON ? [demoHandoutAttachment(handoutBytes)] : [],
        });
      }
    }
  }
  await backfillLessons(db, handoutBytes);
}
