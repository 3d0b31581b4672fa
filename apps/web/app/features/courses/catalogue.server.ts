import { data, type AppLoadContext } from 'react-router';
import type { CourseDetail, CourseSummary } from '@xingtu/contracts/courses';
import type { PageData, RecordsData } from '@xingtu/contracts/envelope';
import { serverApi } from '../../api/server-api.server.ts';

// Loaders of the public course pages (rendered on the server; the visitor's token travels along so a
// course page knows whether they already joined).

export async function loadCourseList(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const query = new URLSearchParams({ current: '1', size: '50' });
  for (const key of ['category', 'level'] as const) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const answer = await serverApi<PageData<CourseSummary>>(context, request, `/api/courses?${query}`);
  return {
    courses: answer?.success && answer.data ? answer.data.records : null,
    category: url.searchParams.get('category'),
    level: url.searchParams.get('level'),
  };
}

export async function loadCourse(context: AppLoadContext, request: Request, id: string | undefined) {
  if (!id || !/^[a-z0-9-]{2,60}$/.test(id)) return data({ course: null, missing: true }, { status: 404 });
  const answer = await serverApi<RecordsData<CourseDetail>>(context, request, `/api/courses/${id}`);
  if (answer && !answer.success && answer.resultCode === '000404')
    return data({ course: null, missing: true }, { status: 404 });
  return { course: answer?.success && answer.data ? answer.data.records : null, missing: false };
}
