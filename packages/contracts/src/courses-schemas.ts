import { z } from 'zod';
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  ENROLMENT_STATUSES,
  HOMEWORK_RULES,
  HOMEWORK_STATUSES,
  LESSON_KINDS,
  MEDIA_FORMATS,
  MEDIA_SLOTS,
  SALE_STATES,
} from './courses.ts';
import { ASTROLOGY_LEVELS, ENGLISH_LEVELS, REFERRAL_SOURCES } from './enums.ts';
import { pageQuerySchema } from './envelope.ts';
import { beijingToday } from './beijing-time.ts';
import { birthDateSchema, intParam, numeric } from './field-schemas.ts';

// The course area's request and record schemas (server validation, web types).

const slug = (message: string) => z.string().regex(/^[a-z0-9-]{2,60}$/, { message });
export const courseParamsSchema = z.object({ id: slug('课程不存在') });
export const lessonParamsSchema = z.object({ lessonId: slug('课时不存在') });
export const homeworkParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9]{12}$/, { message: '作业不存在' }),
});
export const mediaParamsSchema = z.object({ '*': z.string().min(1).max(300) });
export const mediaQuerySchema = z.object({
  exp: intParam(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, '链接无效'),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: '链接无效' }),
});

export const courseListQuerySchema = pageQuerySchema.extend({
  category: z.enum(COURSE_CATEGORIES, { message: '没有这个分类' }).optional(),
  level: z.enum(COURSE_LEVELS, { message: '没有这个级别' }).optional(),
  teacher: z.string().trim().max(20).optional(),
});

const valuesOf = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]];

export const enrolBodySchema = z.object({
  knowledge_level: z.enum(valuesOf(ASTROLOGY_LEVELS), { message: '请选择你的占星基础' }),
  english_level: z.enum(valuesOf(ENGLISH_LEVELS), { message: '请选择你的英语水平' }),
  heard_from: z.enum(valuesOf(REFERRAL_SOURCES), { message: '请选择你是从哪里了解到我们的' }),
  /** A real day within the chart engine's years, not after today (Beijing time). */
  birthday: birthDateSchema('请填写正确的出生日期')
    .refine((date) => date <= beijingToday(), { message: '出生日期不能晚于今天' })
    .optional(),
  birth_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: '请填写正确的出生时间' })
    .optional(),
  birth_place: z.string().trim().max(60, { message: '出生地点最多 60 个字' }).optional(),
  note: z.string().trim().max(200, { message: '备注最多 200 个字' }).optional(),
});
export type EnrolBody = z.output<typeof enrolBodySchema>;

export const progressBodySchema = z.object({
  position_seconds: numeric(
    z
      .number({ message: '播放位置不正确' })
      .int({ message: '播放位置不正确' })
      .min(0, { message: '播放位置不正确' })
      .max(24 * 3600, { message: '播放位置不正确' }),
  ),
  finished: z.boolean().optional(),
  note: z.string().max(2000, { message: '笔记最多 2000 个字' }).optional(),
});

export const homeworkBodySchema = z.object({
  content: z
    .string({ message: '请填写作业内容' })
    .trim()
    .min(HOMEWORK_RULES.minChars, { message: `作业内容至少 ${HOMEWORK_RULES.minChars} 个字` })
    .max(HOMEWORK_RULES.maxChars, { message: `作业内容最多 ${HOMEWORK_RULES.maxChars} 个字` }),
  images: z
    .array(z.string().regex(/^[a-f0-9-]{36}\.(png|jpg|webp|gif)$/, { message: '图片无效，请重新上传' }))
    .max(HOMEWORK_RULES.maxImages, { message: `最多附 ${HOMEWORK_RULES.maxImages} 张图片` })
    .default([]),
});

export const gradeBodySchema = z.object({
  passed: z.boolean({ message: '请选择是否通过' }),
  score: numeric(
    z
      .number({ message: '请填写 0 到 100 的整数分数' })
      .int({ message: '请填写 0 到 100 的整数分数' })
      .min(0, { message: '分数在 0 到 100 之间' })
      .max(100, { message: '分数在 0 到 100 之间' }),
  ),
  comment: z
    .string({ message: '请填写批改意见' })
    .trim()
    .min(2, { message: '请填写批改意见' })
    .max(HOMEWORK_RULES.commentMaxChars, { message: `批改意见最多 ${HOMEWORK_RULES.commentMaxChars} 个字` }),
});

export const homeworkQuerySchema = pageQuerySchema.extend({
  status: z.enum(HOMEWORK_STATUSES, { message: '没有这个状态' }).optional(),
});

// ---- records ----

export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.string(),
  level: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  teacherName: z.string(),
  teacherTitle: z.string(),
  priceFen: z.number().int(),
  listPriceFen: z.number().int(),
  lessonCount: z.number().int(),
  totalMinutes: z.number().int(),
  seats: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  saleEnd: z.string().nullable(),
  saleState: z.enum(SALE_STATES),
});

export const outlineLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  minutes: z.number().int(),
  freePreview: z.boolean(),
  hasHomework: z.boolean(),
});

export const courseDetailSchema = courseSummarySchema.extend({
  description: z.string(),
  outcomes: z.array(z.string()),
  teacherBio: z.string(),
  teacherAvatarUrl: z.string(),
  usesChart: z.boolean(),
  saleStart: z.string().nullable(),
  chapters: z.array(z.object({ title: z.string(), lessons: z.array(outlineLessonSchema) })),
  /** The viewer's place on the course (null when signed out or never enrolled). */
  enrolment: z.object({ status: z.enum(ENROLMENT_STATUSES), orderNo: z.string().nullable() }).nullable(),
});

export const courseLessonSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  chapterTitle: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  minutes: z.number().int(),
  freePreview: z.boolean(),
  body: z.string(),
  /** A signed playlist address that stops working at expiresAt. */
  media: z
    .object({
      url: z.string(),
      expiresAt: z.string(),
      seconds: z.number().int().nullable(),
      format: z.enum(MEDIA_FORMATS),
    })
    .nullable(),
  /** The lesson's files: download links for members holding the course only (empty for others). */
  attachments: z.array(
    z.object({ name: z.string(), url: z.string(), bytes: z.number().int(), contentType: z.string() }),
  ),
  homeworkPrompt: z.string().nullable(),
  /** Null for a visitor watching a free preview without the course. */
  progress: z
    .object({ positionSeconds: z.number().int(), completed: z.boolean(), note: z.string() })
    .nullable(),
  enrolled: z.boolean(),
  prevLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
});

export const courseHomeworkSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  prompt: z.string(),
  content: z.string(),
  /** Signed, expiring addresses of the attached images. */
  images: z.array(z.string()),
  status: z.enum(HOMEWORK_STATUSES),
  passed: z.boolean().nullable(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  gradedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Shown to the teacher and operators only. */
  studentName: z.string().nullable(),
  /** A grade the member has not opened yet (always false for teachers and operators). */
  unread: z.boolean(),
});

export const courseLearningSchema = z.object({
  id: z.string(),
  title: z.string(),
  teacherName: z.string(),
  coverUrl: z.string(),
  chapters: z.array(
    z.object({
      title: z.string(),
      lessons: z.array(
        outlineLessonSchema.extend({
          required: z.boolean(),
          completed: z.boolean(),
          positionSeconds: z.number().int(),
          homework: z.enum(['none', 'todo', 'submitted', 'passed', 'returned']),
        }),
      ),
    }),
  ),
  lastLessonId: z.string().nullable(),
  /** 0–100: required lessons learnt and homework passed, out of all that completion needs. */
  percent: z.number().int(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});

export const myCourseSchema = courseSummarySchema
  .pick({
    id: true,
    title: true,
    coverUrl: true,
    teacherName: true,
    level: true,
    lessonCount: true,
  })
  .extend({
    status: z.enum(ENROLMENT_STATUSES),
    orderNo: z.string().nullable(),
    percent: z.number().int(),
    completed: z.boolean(),
    lastLessonId: z.string().nullable(),
    lastLessonTitle: z.string().nullable(),
    enrolledAt: z.string(),
    /** Homework of this course graded since the member last looked (the unread mark). */
    unreadGrades: z.number().int(),
  });

export const enrolResultSchema = z.object({ orderNo: z.string(), status: z.enum(ENROLMENT_STATUSES) });
export const homeworkImageSchema = z.object({ id: z.string(), url: z.string() });
export const adminCourseSchema = courseSummarySchema.extend({
  seatsTaken: z.number().int(),
  activeCount: z.number().int(),
  pendingCount: z.number().int(),
  waitingHomework: z.number().int(),
});

// ---- console editing (issue 21: courses, lessons and media) ----

const text = (label: string, max: number, min = 1) =>
  z
    .string({ message: `请填写${label}` })
    .trim()
    .min(min, { message: min > 1 ? `${label}至少 ${min} 个字` : `请填写${label}` })
    .max(max, { message: `${label}最多 ${max} 个字` });
const fen = (label: string) =>
  numeric(
    z
      .number({ message: `${label}须为整数（分）` })
      .int({ message: `${label}须为整数（分）` })
      .min(0, { message: `${label}不能为负数` })
      .max(100_000_00, { message: `${label}不能超过 10 万元` }),
  );
const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label}格式有误` })
    .nullable()
    .default(null);

const courseFields = z.object({
  title: text('课程名称', 60, 2),
  subtitle: z.string().trim().max(80, { message: '副标题最多 80 个字' }).default(''),
  category: z.enum(COURSE_CATEGORIES, { message: '请选择课程分类' }),
  level: z.enum(COURSE_LEVELS, { message: '请选择课程级别' }),
  summary: text('课程简介', 300, 10),
  description: z.string().trim().max(3000, { message: '课程介绍最多 3000 个字' }).default(''),
  teacher_name: text('讲师姓名', 20),
  teacher_title: z.string().trim().max(30, { message: '讲师头衔最多 30 个字' }).default(''),
  teacher_bio: z.string().trim().max(600, { message: '讲师介绍最多 600 个字' }).default(''),
  price_fen: fen('价格'),
  list_price_fen: fen('划线价'),
  seats: numeric(
    z
      .number({ message: '名额须为整数' })
      .int({ message: '名额须为整数' })
      .min(1, { message: '名额至少为 1' })
      .max(100_000, { message: '名额不能超过 100000' }),
  )
    .nullable()
    .default(null),
  sale_start: instant('开售时间'),
  sale_end: instant('停售时间'),
  status: z.enum(['on', 'off'], { message: '请选择上架或下架' }).default('on'),
  /** On an edit: the updatedAt the form read; a newer one means someone else saved first. */
  updated_at: z.string().optional(),
});

const consistent = <T extends z.ZodType<z.output<typeof courseFields>>>(schema: T) =>
  schema
    .refine((body) => body.list_price_fen >= body.price_fen, {
      message: '划线价不能低于价格',
      path: ['list_price_fen'],
    })
    .refine(
      (body) => !body.sale_start || !body.sale_end || Date.parse(body.sale_start) < Date.parse(body.sale_end),
      { message: '停售时间须晚于开售时间', path: ['sale_end'] },
    );

export const courseEditBodySchema = consistent(courseFields);
export type CourseEditBody = z.input<typeof courseEditBodySchema>;
export const courseCreateBodySchema = consistent(
  courseFields.extend({ slug: slug('课程编号只能用 2–60 位小写字母、数字和连字符') }),
);

export const chapterBodySchema = z.object({
  title: text('章节名称', 40),
  position: numeric(
    z
      .number({ message: '排序须为整数' })
      .int({ message: '排序须为整数' })
      .min(1, { message: '排序从 1 开始' })
      .max(200),
  ).optional(),
});
export const chapterParamsSchema = courseParamsSchema.extend({
  chapterId: intParam(1, Number.MAX_SAFE_INTEGER, '章节不存在'),
});

export const lessonEditBodySchema = z.object({
  chapter_id: numeric(
    z.number({ message: '请选择章节' }).int({ message: '请选择章节' }).positive({ message: '请选择章节' }),
  ),
  title: text('课时名称', 60),
  kind: z.enum(LESSON_KINDS, { message: '请选择课时类型' }),
  minutes: numeric(
    z
      .number({ message: '时长须为整数分钟' })
      .int({ message: '时长须为整数分钟' })
      .min(1, { message: '时长至少 1 分钟' })
      .max(600, { message: '时长不能超过 600 分钟' }),
  ),
  position: numeric(
    z
      .number({ message: '排序须为整数' })
      .int({ message: '排序须为整数' })
      .min(1, { message: '排序从 1 开始' })
      .max(2000),
  ).optional(),
  free_preview: z.boolean().default(false),
  required: z.boolean().default(true),
  body: z.string().max(20_000, { message: '课时讲义最多 20000 个字' }).default(''),
  homework_prompt: z
    .string()
    .trim()
    .max(500, { message: '作业要求最多 500 个字' })
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
});
export type LessonEditBody = z.input<typeof lessonEditBodySchema>;
export const lessonCreateBodySchema = lessonEditBodySchema.extend({
  slug: slug('课时编号只能用 2–60 位小写字母、数字和连字符'),
});

export const mediaUploadQuerySchema = z.object({
  slot: z.enum(MEDIA_SLOTS, { message: '请选择上传视频、音频还是附件' }),
});
export const attachmentParamsSchema = lessonParamsSchema.extend({
  index: intParam(0, 20, '附件不存在'),
});
export const attachmentQuerySchema = z.object({
  t: z.string().regex(/^[A-Za-z0-9_.-]{20,300}$/, { message: '下载链接无效' }),
});

export const adminLessonSchema = z.object({
  id: z.string(),
  chapterId: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  minutes: z.number().int(),
  freePreview: z.boolean(),
  required: z.boolean(),
  body: z.string(),
  homeworkPrompt: z.string().nullable(),
  media: z.object({ format: z.enum(MEDIA_FORMATS), seconds: z.number().int().nullable() }).nullable(),
  attachments: z.array(z.object({ name: z.string(), bytes: z.number().int(), contentType: z.string() })),
});

export const adminCourseEditSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  summary: z.string(),
  description: z.string(),
  teacherName: z.string(),
  teacherTitle: z.string(),
  teacherBio: z.string(),
  priceFen: z.number().int(),
  listPriceFen: z.number().int(),
  seats: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  saleStart: z.string().nullable(),
  saleEnd: z.string().nullable(),
  status: z.enum(['on', 'off']),
  updatedAt: z.string(),
  chapters: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      title: z.string(),
      lessons: z.array(adminLessonSchema),
    }),
  ),
});
