/// <reference types="vite/client" />
// The learning area's demo content: the three courses and the beginner exam bank. Structure (counts, unique slugs, the
// free preview first, answers within the options), lengths, Chinese prose with Chinese punctuation, lesson HTML
// limited to the allowed tags, and no sentence of 12+ 字 repeated inside the content or shared with the readings corpus.
import { PLANET_KEYS, SIGN_KEYS } from '@xingtu/readings/keys';
import {
  charCount,
  collectTexts,
  expectNoRepeatedSentences,
} from '@xingtu/readings/test/reading-text-checks';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES } from './courses.ts';
import { NATAL_BASICS_EXAM } from './exam.ts';
import type { Course, Lesson } from './types.ts';

const READINGS_DATA = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../../packages/readings/src/data/**/*.ts',
    '!../../../../../../packages/readings/src/data/**/*.test.ts',
  ],
  { eager: true },
);

const ALLOWED_TAGS = new Set(['h3', 'p', 'ul', 'li', 'strong']);
/** Which tag each allowed tag may sit in (undefined: the top level of the body). */
const ALLOWED_PARENTS: Record<string, (string | undefined)[]> = {
  h3: [undefined],
  p: [undefined],
  ul: [undefined],
  li: ['ul'],
  strong: ['p', 'li', 'h3'],
};
const HALF_WIDTH_PUNCTUATION = /[,.?!:;'"()]/;
/** Fields that hold identifiers (slugs, kinds, chart sign keys), not words a reader sees. */
const IDENTIFIER_FIELDS = /(^|\.)(slug|kind|courseSlug)$|\.chart\./;

const plain = (html: string): string => html.replace(/<[^>]*>/g, '\n');
const hanShare = (text: string): number =>
  (text.match(/\p{Script=Han}/gu) ?? []).length / Math.max(1, charCount(text));
const lessonsOf = (course: Course): Lesson[] => course.chapters.flatMap((c) => c.lessons);
const allLessons = DEMO_COURSES.flatMap(lessonsOf);

const expectLength = (label: string, text: string, min: number, max: number): void => {
  const n = charCount(plain(text));
  expect(n, `${label}: ${n} 字`).toBeGreaterThanOrEqual(min);
  expect(n, `${label}: ${n} 字`).toBeLessThanOrEqual(max);
};

/** Problems with a lesson body: a tag outside the allowed set, an attribute, a tag in the wrong place, unclosed tags. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    const m = /^<(\/?)([a-z0-9]+)>$/.exec(tag);
    if (!m || !ALLOWED_TAGS.has(m[2]!)) {
      problems.push(`not allowed: ${tag}`);
      continue;
    }
    const [, closing, name] = m as unknown as [string, string, string];
    if (closing) {
      if (open.pop() !== name) problems.push(`misnested: ${tag}`);
    } else {
      if (!ALLOWED_PARENTS[name]!.includes(open.at(-1)))
        problems.push(`${tag} inside ${open.at(-1) ?? 'body'}`);
      open.push(name);
    }
  }
  if (open.length) problems.push(`unclosed: ${open.join(', ')}`);
  if (/[<>]/.test(html.replace(/<[^>]*>/g, ''))) problems.push('stray angle bracket');
  return problems;
}

describe('demo courses', () => {
  it('are the three courses of the brief, with their levels and chapter and lesson counts', () => {
    const shape = DEMO_COURSES.map((c) => ({
      title: c.title,
      level: c.level,
      lessonsPerChapter: c.chapters.map((ch) => ch.lessons.length),
    }));
    expect(shape.map((s) => [s.title, s.level])).toEqual([
      ['占星入门：读懂你的第一张星盘', '入门'],
      ['行运与推运实战', '进阶'],
      ['合盘与关系占星', '进阶'],
    ]);
    const [beginner, timing, relations] = shape;
    expect(beginner!.lessonsPerChapter).toHaveLength(3);
    for (const n of beginner!.lessonsPerChapter) expect([3, 4]).toContain(n);
    expect(timing!.lessonsPerChapter).toEqual([3, 3, 3]);
    expect(relations!.lessonsPerChapter).toEqual([3, 3]);
  });

  it('have unique slugs for courses and for lessons across every course', () => {
    const courseSlugs = DEMO_COURSES.map((c) => c.slug);
    const lessonSlugs = allLessons.map((l) => l.slug);
    expect(new Set(courseSlugs).size).toBe(courseSlugs.length);
    expect(new Set(lessonSlugs).size).toBe(lessonSlugs.length);
    for (const slug of [...courseSlugs, ...lessonSlugs]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('open with a free preview lesson, and only the first lesson is free', () => {
    for (const course of DEMO_COURSES) {
      const lessons = lessonsOf(course);
      expect(lessons[0]!.freePreview, course.slug).toBe(true);
      expect(
        lessons.filter((l) => l.freePreview),
        course.slug,
      ).toHaveLength(1);
    }
  });

  it('have sensible prices, seats, kinds and durations', () => {
    for (const course of DEMO_COURSES) {
      expect(Number.isInteger(course.priceFen) && course.priceFen > 0, course.slug).toBe(true);
      expect(course.listPriceFen, course.slug).toBeGreaterThanOrEqual(course.priceFen);
      if (course.seats !== null) expect(Number.isInteger(course.seats) && course.seats > 0).toBe(true);
    }
    for (const lesson of allLessons) {
      expect(['video', 'text', 'audio'], lesson.slug).toContain(lesson.kind);
      expect(
        Number.isInteger(lesson.minutes) && lesson.minutes >= 5 && lesson.minutes <= 60,
        lesson.slug,
      ).toBe(true);
    }
  });

  it('keep teacher bios, summaries, descriptions, outcomes and homework within their lengths', () => {
    for (const c of DEMO_COURSES) {
      expectLength(`${c.slug} title`, c.title, 4, 20);
      expectLength(`${c.slug} subtitle`, c.subtitle, 8, 40);
      expectLength(`${c.slug} teacher name`, c.teacher.name, 2, 4);
      expectLength(`${c.slug} teacher title`, c.teacher.title, 3, 12);
      expectLength(`${c.slug} bio`, c.teacher.bio, 120, 200);
      expectLength(`${c.slug} summary`, c.summary, 60, 120);
      expectLength(`${c.slug} description`, c.description, 300, 600);
      expect(c.outcomes.length, `${c.slug} outcomes`).toBeGreaterThanOrEqual(4);
      expect(c.outcomes.length, `${c.slug} outcomes`).toBeLessThanOrEqual(6);
      c.outcomes.forEach((o, i) => expectLength(`${c.slug} outcome ${i}`, o, 10, 40));
      for (const ch of c.chapters) expectLength(`${c.slug} chapter`, ch.title, 4, 20);
    }
    for (const l of allLessons) {
      expectLength(`${l.slug} title`, l.title, 4, 24);
      if (l.homework) expectLength(`${l.slug} homework`, l.homework.prompt, 80, 200);
    }
    const withHomework = DEMO_COURSES.filter((c) => lessonsOf(c).some((l) => l.homework));
    expect(withHomework).toHaveLength(DEMO_COURSES.length);
  });

  it('write each lesson body as 600–1500 字 of simple HTML (h3, p, ul, li, strong only)', () => {
    for (const lesson of allLessons) {
      expect(htmlProblems(lesson.body), lesson.slug).toEqual([]);
      expect(lesson.body, lesson.slug).toMatch(/^<h3>/);
      expectLength(`${lesson.slug} body`, lesson.body, 600, 1500);
    }
  });

  it('rejects a body with another tag, an attribute or a list item outside a list', () => {
    expect(htmlProblems('<h3>标题</h3><p>正文</p>')).toEqual([]);
    expect(htmlProblems('<div>正文</div>')).toHaveLength(2);
    expect(htmlProblems('<p class="x">正文</p>')).not.toEqual([]);
    expect(htmlProblems('<li>孤立的条目</li>')).toEqual(['<li> inside body']);
    expect(htmlProblems('<p><strong>未闭合</p>')).not.toEqual([]);
  });
});

describe('beginner exam', () => {
  const exam = NATAL_BASICS_EXAM;

  it('belongs to the beginner course and draws 20 of 40 questions worth 100 in all', () => {
    expect(exam.courseSlug).toBe(DEMO_COURSES[0]!.slug);
    expect(exam.bank).toHaveLength(40);
    expect(exam.questionCount).toBe(20);
    expect(exam.minutes).toBeGreaterThan(0);
    const points = new Set(exam.bank.map((q) => q.points));
    expect(points.size, 'every question is worth the same, so any draw totals the same').toBe(1);
    expect(exam.questionCount * [...points][0]!).toBe(100);
    expect(exam.passMark).toBeGreaterThan(0);
    expect(exam.passMark).toBeLessThanOrEqual(100);
  });

  it('mixes single, multiple and chart questions', () => {
    for (const kind of ['single', 'multiple', 'chart'] as const)
      expect(exam.bank.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(5);
  });

  it('gives every question four distinct options and answers within them', () => {
    exam.bank.forEach((q, i) => {
      const label = `question ${i}`;
      expect(q.options, label).toHaveLength(4);
      expect(new Set(q.options).size, label).toBe(4);
      expect(new Set(q.answer).size, label).toBe(q.answer.length);
      for (const a of q.answer)
        expect(Number.isInteger(a) && a >= 0 && a < q.options.length, label).toBe(true);
      if (q.kind === 'multiple') expect(q.answer.length, label).toBeGreaterThanOrEqual(2);
      else expect(q.answer, label).toHaveLength(1);
    });
  });

  it('does not put the right answer of single and chart questions always in the same place', () => {
    const positions = new Set(exam.bank.filter((q) => q.kind !== 'multiple').map((q) => q.answer[0]));
    expect(positions.size).toBe(4);
  });

  it('keeps stems, options and explanations within their lengths, with no stem twice', () => {
    exam.bank.forEach((q, i) => {
      expectLength(`question ${i} stem`, q.stem, 15, 120);
      q.options.forEach((o, j) => expectLength(`question ${i} option ${j}`, o, 1, 40));
      expectLength(`question ${i} explanation`, q.explanation, 40, 160);
    });
    expect(new Set(exam.bank.map((q) => q.stem)).size).toBe(exam.bank.length);
  });

  it('shows a chart on chart questions only, keyed by planet or angle with a sign each', () => {
    const keys: string[] = [...PLANET_KEYS, 'asc', 'mc'];
    exam.bank.forEach((q, i) => {
      if (q.kind !== 'chart') return expect(q.chart, `question ${i}`).toBeUndefined();
      const entries = Object.entries(q.chart ?? {});
      expect(entries.length, `question ${i}`).toBeGreaterThan(0);
      for (const [key, sign] of entries) {
        expect(keys, `question ${i}`).toContain(key);
        expect(SIGN_KEYS, `question ${i}`).toContain(sign);
      }
    });
  });
});

describe('all learning texts', () => {
  const texts = collectTexts({ DEMO_COURSES, NATAL_BASICS_EXAM })
    .filter(([path]) => !IDENTIFIER_FIELDS.test(path))
    .map(([path, text]) => [path, plain(text)] as [string, string]);

  it('are Chinese prose with Chinese punctuation, no Latin letters or placeholders', () => {
    expect(texts.length).toBeGreaterThan(300);
    for (const [path, text] of texts) {
      expect(text, path).not.toMatch(/[A-Za-z{}$\\]/);
      expect(text, path).not.toMatch(HALF_WIDTH_PUNCTUATION);
      if (charCount(text) >= 20)
        expect(hanShare(text), `${path} is not mostly Chinese`).toBeGreaterThan(0.75);
    }
  });

  it('repeat no sentence of 12 字 or more, and share none with the readings corpus', () => {
    const corpus = Object.entries(READINGS_DATA).flatMap(([file, mod]) => collectTexts(mod, file));
    expect(corpus.length).toBeGreaterThan(100);
    expectNoRepeatedSentences(texts, corpus);
  });
});
