import { page, raw, records } from './answer-schemas.ts';
import {
  adminCourseSchema,
  courseDetailSchema,
  courseHomeworkSchema,
  courseLearningSchema,
  courseLessonSchema,
  courseListQuerySchema,
  courseParamsSchema,
  courseSummarySchema,
  enrolBodySchema,
  enrolResultSchema,
  gradeBodySchema,
  homeworkBodySchema,
  homeworkImageSchema,
  homeworkParamsSchema,
  homeworkQuerySchema,
  lessonParamsSchema,
  mediaParamsSchema,
  mediaQuerySchema,
  myCourseSchema,
  progressBodySchema,
} from './courses-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';

// The schemas of every course endpoint (declared in courses-api.ts).

export const coursesApiSchemas = {
  list: { query: courseListQuerySchema, answer: page(courseSummarySchema) },
  detail: { params: courseParamsSchema, answer: records(courseDetailSchema) },
  cover: { params: courseParamsSchema, answer: raw('image/svg+xml') },
  teacherAvatar: { params: courseParamsSchema, answer: raw('image/svg+xml') },
  enrol: { params: courseParamsSchema, body: enrolBodySchema, answer: records(enrolResultSchema) },
  mine: { query: pageQuerySchema, answer: page(myCourseSchema) },
  learning: { params: courseParamsSchema, answer: records(courseLearningSchema) },
  lesson: { params: lessonParamsSchema, answer: records(courseLessonSchema) },
  saveProgress: {
    params: lessonParamsSchema,
    body: progressBodySchema,
    answer: records(courseLearningSchema),
  },
  media: { params: mediaParamsSchema, query: mediaQuerySchema, answer: raw('application/octet-stream') },
  uploadHomeworkImage: { answer: records(homeworkImageSchema) },
  submitHomework: {
    params: lessonParamsSchema,
    body: homeworkBodySchema,
    answer: records(courseHomeworkSchema),
  },
  myHomework: { query: homeworkQuerySchema, answer: page(courseHomeworkSchema) },
  teachingHomework: { query: homeworkQuerySchema, answer: page(courseHomeworkSchema) },
  teacherGrade: {
    params: homeworkParamsSchema,
    body: gradeBodySchema,
    answer: records(courseHomeworkSchema),
  },
  adminCourses: { query: pageQuerySchema, answer: page(adminCourseSchema) },
  adminHomework: { query: homeworkQuerySchema, answer: page(courseHomeworkSchema) },
  adminGrade: { params: homeworkParamsSchema, body: gradeBodySchema, answer: records(courseHomeworkSchema) },
} as const satisfies Record<string, EndpointSchemas>;
