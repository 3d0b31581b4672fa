import type {
  CourseDetail,
  CourseHomework,
  CourseLearning,
  CourseLesson,
  HomeworkStatus,
  MyCourse,
} from '@xingtu/contracts/courses';
import { coursesApi } from '@xingtu/contracts/courses-api';
import type { DataOf } from '@xingtu/contracts/endpoint';
import type { CallInput } from './client.ts';
import type { PageData } from '@xingtu/contracts/envelope';
import { client, page, records } from './lazy-client.ts';

// Courses (server: modules/courses; endpoints: contracts/courses-api.ts). Everything here is personal
// and bypasses the cache; refusals of an action are shown beside it (silent).

const api = coursesApi;
const mine = { cache: false, forceAuth: true } as const;
const quiet = { cache: false, forceAuth: true, silent: true } as const;

/** A course's page data as the signed-in member sees it (their enrolment). */
export async function fetchCourse(id: string): Promise<CourseDetail> {
  return records(await (await client()).call(api.detail, { params: { id } }, { cache: false, silent: true }));
}

export async function enrolCourse(id: string, body: CallInput<typeof api.enrol>['body']) {
  return records(await (await client()).call(api.enrol, { params: { id }, body }, quiet));
}

export async function fetchMyCourses(current = 1, size = 50): Promise<PageData<MyCourse>> {
  return page(await (await client()).call(api.mine, { query: { current, size } }, mine));
}

export async function fetchLearning(id: string): Promise<CourseLearning> {
  return records(await (await client()).call(api.learning, { params: { id } }, quiet));
}

export async function fetchLesson(lessonId: string): Promise<CourseLesson> {
  return records(await (await client()).call(api.lesson, { params: { lessonId } }, quiet));
}

export async function saveLessonProgress(
  lessonId: string,
  body: { position_seconds: number; finished?: boolean; note?: string },
): Promise<CourseLearning> {
  const { position_seconds: positionSeconds, ...rest } = body;
  return records(
    await (
      await client()
    ).call(api.saveProgress, { params: { lessonId }, body: { positionSeconds, ...rest } }, quiet),
  );
}

/** Multipart (a file), so not through call(): the declaration gives the path and the answer's type. */
export async function uploadHomeworkImage(file: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return records(
    await (
      await client()
    ).post<DataOf<typeof api.uploadHomeworkImage>>(api.uploadHomeworkImage.path, form, quiet),
  );
}

export async function submitHomework(
  lessonId: string,
  content: string,
  images: string[],
): Promise<CourseHomework> {
  return records(
    await (
      await client()
    ).call(api.submitHomework, { params: { lessonId }, body: { content, images } }, quiet),
  );
}

export async function fetchMyHomework(status?: HomeworkStatus): Promise<PageData<CourseHomework>> {
  return page(await (await client()).call(api.myHomework, { query: { current: 1, size: 50, status } }, mine));
}

/**
 * The hand-ins waiting for the signed-in teacher. Only a course's teacher has any: everyone else is
 * answered 403 (003403), which is no error for them, so nothing is shown (the page lists none).
 */
export async function fetchTeachingHomework(status?: HomeworkStatus): Promise<PageData<CourseHomework>> {
  return page(
    await (
      await client()
    ).call(api.teachingHomework, { query: { current: 1, size: 50, status } }, { ...quiet, hideErrors: true }),
  );
}

export async function gradeHomework(
  id: string,
  body: { passed: boolean; score: number; comment: string },
): Promise<CourseHomework> {
  return records(await (await client()).call(api.teacherGrade, { params: { id }, body }, quiet));
}

/** Marks the member's graded homework as seen (the 新批改 marks go on the next visit). */
export async function markHomeworkSeen(): Promise<{ marked: number }> {
  return records(await (await client()).call(api.seenHomework, {}, quiet));
}
