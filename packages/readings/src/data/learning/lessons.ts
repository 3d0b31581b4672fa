// 学习中心 · 免费学堂的全部系列，按学习顺序排列；并提供按系列编号与课节编号查找。
import { ASPECTS_SERIES } from './lessons-aspects.ts';
import { FIRST_CHART_SERIES } from './lessons-first-chart.ts';
import { MOVING_SKY_SERIES } from './lessons-moving-sky.ts';
import type { Lesson, LessonSeries } from './lesson-types.ts';

export { LESSON_LEVEL_LABELS } from './lesson-types.ts';
export type { Lesson, LessonLevel, LessonSection, LessonSeries } from './lesson-types.ts';

export const LESSON_SERIES: readonly LessonSeries[] = [FIRST_CHART_SERIES, ASPECTS_SERIES, MOVING_SKY_SERIES];

const SERIES_BY_ID = new Map(LESSON_SERIES.map((s) => [s.id, s]));
const LESSON_BY_CODE = new Map(
  LESSON_SERIES.flatMap((series) => series.lessons.map((lesson) => [lesson.code, { series, lesson }] as const)),
);

export const lessonSeries = (id: string): LessonSeries | undefined => SERIES_BY_ID.get(id);

/** The lesson with this code and the series it belongs to. */
export const lessonByCode = (code: string): { series: LessonSeries; lesson: Lesson } | undefined =>
  LESSON_BY_CODE.get(code);
