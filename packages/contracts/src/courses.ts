import type { z } from 'zod';
import type {
  courseDetailSchema,
  courseHomeworkSchema,
  courseLearningSchema,
  courseLessonSchema,
  courseSummarySchema,
  myCourseSchema,
  adminCourseSchema,
  adminCourseEditSchema,
} from './courses-schemas.ts';

// Courses and homework (issue 18 §1): constants and record types shared by server and web. No zod
// values here (the browser imports this file): the schemas are in courses-schemas.ts.

export const COURSE_LEVELS = ['入门', '进阶', '专业'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_CATEGORIES = ['本命盘', '行运与推运', '合盘与关系', '占星技法'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const LESSON_KINDS = ['video', 'audio', 'text'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const LESSON_KIND_LABELS: Record<LessonKind, string> = { video: '视频', audio: '音频', text: '图文' };

/** pending: seat held for an unpaid order; active: paid; closed / refunded: the seat is free again. */
export const ENROLMENT_STATUSES = ['pending', 'active', 'closed', 'refunded'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Whether a course can be joined now: open, not yet (sale_start), ended (sale_end, 002205), full (013002206). */
export const SALE_STATES = ['open', 'notStarted', 'ended', 'full'] as const;
export type SaleState = (typeof SALE_STATES)[number];
export const SALE_STATE_LABELS: Record<SaleState, string> = {
  open: '报名中',
  notStarted: '即将开放报名',
  ended: '报名已结束',
  full: '名额已满',
};

export const HOMEWORK_STATUSES = ['submitted', 'graded'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

export const HOMEWORK_RULES = {
  minChars: 10,
  maxChars: 3000,
  maxImages: 6,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Homework images one member may upload in a (Beijing) day. */
  imagesPerDay: 50,
  commentMaxChars: 1000,
} as const;

/** Media links last this long; the player asks for a fresh one when it reloads a lesson. */
export const MEDIA_URL_TTL_SECONDS = 2 * 60 * 60;

/**
 * How a lesson's media plays: hls (a playlist through hls.js or the browser's own HLS), mp4 (progressive
 * MP4 in the native video element), audio (MP3, M4A or WAV in the native audio element).
 */
export const MEDIA_FORMATS = ['hls', 'mp4', 'audio'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/**
 * What the console accepts for a lesson, judged by the file's first bytes (never its name): a video is
 * MP4 or MPEG-TS (a TS file is served as a one-segment HLS playlist), audio MP3, M4A or WAV, an
 * attachment PDF or ZIP.
 */
export const MEDIA_SLOTS = ['video', 'audio', 'attachment'] as const;
export type MediaSlot = (typeof MEDIA_SLOTS)[number];
export const MEDIA_SLOT_RULES: Record<MediaSlot, { maxBytes: number; accept: string; label: string }> = {
  video: {
    maxBytes: 200 * 1024 * 1024,
    accept: '.mp4,.ts,video/mp4,video/mp2t',
    label: 'MP4 或 MPEG-TS 视频',
  },
  audio: { maxBytes: 50 * 1024 * 1024, accept: '.mp3,.m4a,.wav,audio/*', label: 'MP3、M4A 或 WAV 音频' },
  attachment: { maxBytes: 20 * 1024 * 1024, accept: '.pdf,.zip', label: 'PDF 或 ZIP 附件' },
};
export const LESSON_ATTACHMENTS_MAX = 5;

/** A video or audio lesson counts as learnt once this share of it has been watched. */
export const LESSON_COMPLETE_RATIO = 0.9;

export type CourseSummary = z.output<typeof courseSummarySchema>;
export type CourseDetail = z.output<typeof courseDetailSchema>;
export type CourseLesson = z.output<typeof courseLessonSchema>;
export type CourseLearning = z.output<typeof courseLearningSchema>;
export type MyCourse = z.output<typeof myCourseSchema>;
export type CourseHomework = z.output<typeof courseHomeworkSchema>;
export type AdminCourse = z.output<typeof adminCourseSchema>;
export type AdminCourseEdit = z.output<typeof adminCourseEditSchema>;
