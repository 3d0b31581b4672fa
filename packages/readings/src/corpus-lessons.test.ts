// The free study area's lessons (data/learning/lessons*.ts): ids and codes unique and addressable, every lesson
// complete (sections, three takeaways, a practice page, dictionary entries that exist), texts Chinese prose with
// Chinese punctuation within their bounds, and no sentence of 12+ 字 twice.
import { describe, expect, it } from 'vitest';
import { dictEntry } from './data/learning/dict.ts';
import { LESSON_LEVEL_LABELS, LESSON_SERIES, lessonByCode, lessonSeries } from './data/learning/lessons.ts';
import { charCount, collectTexts, expectNoRepeatedSentences } from './test/reading-text-checks.ts';

const lessons = LESSON_SERIES.flatMap((s) => s.lessons);
const HALF_WIDTH_PUNCTUATION = /[,.?!:;'"()]/;
const hanShare = (text: string): number => (text.match(/\p{Script=Han}/gu) ?? []).length / charCount(text);

describe('free study lessons', () => {
  it('has series with unique ids and lessons with unique codes, each found by its address', () => {
    expect(LESSON_SERIES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(LESSON_SERIES.map((s) => s.id)).size).toBe(LESSON_SERIES.length);
    expect(new Set(lessons.map((l) => l.code)).size).toBe(lessons.length);
    for (const series of LESSON_SERIES) {
      expect(series.id).toMatch(/^[a-z][A-Za-z]*$/);
      expect(lessonSeries(series.id)).toBe(series);
      expect(LESSON_LEVEL_LABELS[series.level]).toBeTruthy();
      expect(series.lessons.length).toBeGreaterThanOrEqual(3);
      for (const lesson of series.lessons) {
        expect(lesson.code).toMatch(/^[a-z]+-\d{2}$/);
        expect(lessonByCode(lesson.code)).toEqual({ series, lesson });
      }
    }
    expect(lessonByCode('nope-01')).toBeUndefined();
  });

  it('gives every lesson 2–4 sections, three takeaways, a site page to practise on and dictionary entries that exist', () => {
    for (const lesson of lessons) {
      expect(lesson.sections.length, lesson.code).toBeGreaterThanOrEqual(2);
      expect(lesson.sections.length, lesson.code).toBeLessThanOrEqual(4);
      expect(lesson.takeaways, lesson.code).toHaveLength(3);
      expect(lesson.practice.href, lesson.code).toMatch(/^\/[A-Za-z/]+$/);
      expect(lesson.minutes).toBeGreaterThanOrEqual(3);
      expect(lesson.dictKeys.length, lesson.code).toBeGreaterThanOrEqual(1);
      for (const key of lesson.dictKeys) expect(dictEntry(key), `${lesson.code} → ${key}`).toBeDefined();
    }
  });

  it('writes Chinese prose with Chinese punctuation, within bounds', () => {
    const bounds = (text: string, min: number, max: number, where: string) => {
      const n = charCount(text);
      expect(n, `${where} (${n} 字)`).toBeGreaterThanOrEqual(min);
      expect(n, `${where} (${n} 字)`).toBeLessThanOrEqual(max);
      expect(hanShare(text), where).toBeGreaterThan(0.6);
      expect(text, where).not.toMatch(HALF_WIDTH_PUNCTUATION);
      // The one Latin letter allowed is the T of T三角 (T-square), the Chinese term itself.
      expect(text.replaceAll('T三角', ''), where).not.toMatch(/[A-Za-z]/);
    };
    for (const series of LESSON_SERIES) bounds(series.summary, 40, 120, series.id);
    for (const lesson of lessons) {
      bounds(lesson.summary, 20, 60, `${lesson.code} summary`);
      lesson.sections.forEach((s, i) => bounds(s.body, 80, 260, `${lesson.code} section ${i}`));
      lesson.takeaways.forEach((t, i) => bounds(t, 10, 40, `${lesson.code} takeaway ${i}`));
    }
  });

  it('repeats no sentence of 12+ 字 across the lessons', () => {
    const prose = LESSON_SERIES.map((series) => ({
      summary: series.summary,
      lessons: series.lessons.map(({ summary, sections, takeaways, practice }) => ({
        summary,
        sections,
        takeaways,
        practice: practice.text,
      })),
    }));
    expectNoRepeatedSentences(collectTexts(prose));
  });
});
