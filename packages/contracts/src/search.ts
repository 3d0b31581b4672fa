// Site search (issue 19): what can be found and how the pages name it. No zod here: pages import
// this file; request and answer schemas are in search-schemas.ts.
import type { z } from 'zod';
import type {
  popularWordSchema,
  adminPopularWordSchema,
  searchAnswerSchema,
  searchHitSchema,
  suggestionSchema,
  reindexAnswerSchema,
} from './search-schemas.ts';

export type SearchHit = z.output<typeof searchHitSchema>;
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
export type SearchSuggestion = z.output<typeof suggestionSchema>;
export type ReindexAnswer = z.output<typeof reindexAnswerSchema>;
export type PopularWord = z.output<typeof popularWordSchema>;
export type AdminPopularWord = z.output<typeof adminPopularWordSchema>;

/**
 * Every kind of searchable document, with the name a visitor reads on the filter tabs. Products are
 * split by what they are (course, report, e-book, other goods); the content area's articles, teachers
 * and pages have their own kinds.
 */
export const SEARCH_KINDS = [
  { value: 'course', label: '课程' },
  { value: 'report', label: '报告' },
  { value: 'ebook', label: '电子书' },
  { value: 'astrologer', label: '占星师' },
  { value: 'teacher', label: '老师' },
  { value: 'news', label: '资讯' },
  { value: 'article', label: '文章' },
  { value: 'page', label: '页面' },
  { value: 'goods', label: '商品' },
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number]['value'];

export const SEARCH_KIND_VALUES = SEARCH_KINDS.map((kind) => kind.value) as [SearchKind, ...SearchKind[]];

export function searchKindLabel(kind: string): string {
  return SEARCH_KINDS.find((entry) => entry.value === kind)?.label ?? '其他';
}

export const SEARCH_RULES = {
  /** Characters of a keyword (the header box and /search). */
  keywordMaxLength: 50,
  pageSize: 10,
  maxPageSize: 30,
  /** Deeper pages than this are not served: nobody reads them, and they cost the database. */
  maxPage: 50,
  suggestionLimit: 8,
  /** Characters of text around the first hit in a snippet. */
  snippetLength: 120,
  /** 热门搜索: the most searched words of the last this many days (Beijing days, today included). */
  popularDays: 7,
  popularLimit: 10,
  /** A word is shown only once this many different visitors searched it (one visitor alone cannot). */
  popularMinVisitors: 2,
  /** Words one visitor adds to the log per day; searches beyond it are answered but not counted. */
  popularWordsPerVisitorPerDay: 30,
  /** The log keeps this many days, then forgets them. */
  popularKeepDays: 30,
} as const;

/**
 * The form a keyword is counted under: full-width letters and digits made half-width (NFKC), lower
 * case, runs of spaces as one. 「水星逆行」「 水星逆行 」「ＳＳＸＺ」 and 「ssxz」 count as the same word.
 */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** The only markup a highlighted title or snippet carries; everything else in it is escaped text. */
export const SEARCH_HIGHLIGHT_TAG = 'mark';
