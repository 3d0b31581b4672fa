import type { PlanetKey, SignKey } from '@xingtu/readings/keys';

// The shape of the learning area's demo content (courses, lessons, the exam bank). Data only: the learning
// area's schema and seed code read these and decide how they are stored.

export type CourseLevel = '入门' | '进阶' | '专业';
export type LessonKind = 'video' | 'text' | 'audio';

export interface Teacher {
  name: string;
  /** A short title shown beside the name, e.g. 星图资深讲师. */
  title: string;
  /** 120–200 字. */
  bio: string;
}

export interface Homework {
  /** 80–200 字: what the student does and hands in. */
  prompt: string;
}

export interface Lesson {
  /** Unique across every course. */
  slug: string;
  title: string;
  kind: LessonKind;
  minutes: number;
  freePreview: boolean;
  /** Simple HTML, only <h3>, <p>, <ul>, <li>, <strong> without attributes; 600–1500 字 of text. */
  body: string;
  homework?: Homework;
}

export interface Chapter {
  title: string;
  lessons: Lesson[];
}

export interface Course {
  /** Matches the `targetId` of the course's product in the demo shop where one exists. */
  slug: string;
  title: string;
  subtitle: string;
  level: CourseLevel;
  teacher: Teacher;
  /** 60–120 字. */
  summary: string;
  /** 300–600 字: what you will learn and for whom. */
  description: string;
  /** 4–6 items. */
  outcomes: string[];
  priceFen: number;
  listPriceFen: number;
  /** null when the course has no seat limit. */
  seats: number | null;
  chapters: Chapter[];
}

export type QuestionKind = 'single' | 'multiple' | 'chart';

/** The placements a chart question shows on its wheel: a sign for each planet named, and optionally the ascendant and midheaven. */
export type ExamChart = Partial<Record<PlanetKey | 'asc' | 'mc', SignKey>>;

export interface ExamQuestion {
  kind: QuestionKind;
  /** 15–120 字. */
  stem: string;
  /** Exactly four, each ≤ 40 字. */
  options: [string, string, string, string];
  /** Indexes into options: one for single and chart questions, two or more for multiple. */
  answer: number[];
  /** 40–160 字, shown after grading. */
  explanation: string;
  points: number;
  /** Only on chart questions. */
  chart?: ExamChart;
}

export interface Exam {
  /** The course this exam certifies. */
  courseSlug: string;
  title: string;
  minutes: number;
  /** Out of 100 (questionCount × each question's points). */
  passMark: number;
  /** How many questions each attempt draws from the bank. */
  questionCount: number;
  bank: ExamQuestion[];
}
