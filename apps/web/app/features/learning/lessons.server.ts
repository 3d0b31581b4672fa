import { dictEntry } from '@xingtu/readings/data/learning/dict';
import {
  LESSON_LEVEL_LABELS,
  LESSON_SERIES,
  lessonByCode,
  lessonSeries,
  type Lesson,
  type LessonSeries,
} from '@xingtu/readings/data/learning/lessons';

// The free study area's data, made on the server: lesson texts never enter the client bundle, and each page
// carries only what it shows.

export interface LessonCard {
  code: string;
  title: string;
  minutes: number;
  summary: string;
}

export interface SeriesCard {
  id: string;
  title: string;
  levelZh: string;
  summary: string;
  lessonCount: number;
  minutes: number;
  firstLesson: string;
}

const lessonCard = ({ code, title, minutes, summary }: Lesson): LessonCard => ({
  code,
  title,
  minutes,
  summary,
});
const seriesCard = (series: LessonSeries): SeriesCard => ({
  id: series.id,
  title: series.title,
  levelZh: LESSON_LEVEL_LABELS[series.level],
  summary: series.summary,
  lessonCount: series.lessons.length,
  minutes: series.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
  firstLesson: series.lessons[0]!.code,
});

export const loadCourseHome = () => ({ series: LESSON_SERIES.map(seriesCard) });

export function loadSeries(id: string) {
  const series = lessonSeries(id);
  if (!series) return null;
  return { series: seriesCard(series), lessons: series.lessons.map(lessonCard) };
}

export function loadLesson(code: string) {
  const found = lessonByCode(code);
  if (!found) return null;
  const { series, lesson } = found;
  const index = series.lessons.indexOf(lesson);
  const nextSeries = LESSON_SERIES[LESSON_SERIES.indexOf(series) + 1];
  return {
    series: { id: series.id, title: series.title, levelZh: LESSON_LEVEL_LABELS[series.level] },
    position: { number: index + 1, of: series.lessons.length },
    lesson: {
      code: lesson.code,
      title: lesson.title,
      minutes: lesson.minutes,
      summary: lesson.summary,
      sections: lesson.sections,
      takeaways: lesson.takeaways,
      practice: lesson.practice,
      terms: lesson.dictKeys.flatMap((key) => {
        const entry = dictEntry(key);
        return entry ? [{ key, term: entry.term }] : [];
      }),
    },
    previous: index > 0 ? lessonCard(series.lessons[index - 1]!) : null,
    next: series.lessons[index + 1] ? lessonCard(series.lessons[index + 1]!) : null,
    nextSeries: nextSeries ? seriesCard(nextSeries) : null,
  };
}
