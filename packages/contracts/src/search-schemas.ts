import { z } from 'zod';
import { numeric } from './field-schemas.ts';
import { SEARCH_KIND_VALUES, SEARCH_RULES } from './search.ts';

// Request and answer schemas of the search endpoints (declared in search-api.ts via search-api-schemas.ts).

const keyword = z
  .string({ error: '请输入搜索关键词' })
  .trim()
  .min(1, '请输入搜索关键词')
  .max(SEARCH_RULES.keywordMaxLength, `搜索关键词不能超过${SEARCH_RULES.keywordMaxLength}个字`);

export const searchQuerySchema = z.object({
  keyword,
  kind: z.enum(SEARCH_KIND_VALUES, { error: '搜索类型不正确' }).optional(),
  current: numeric(
    z
      .number({ error: '页码不正确' })
      .int('页码不正确')
      .min(1, '页码至少为1')
      .max(SEARCH_RULES.maxPage, `最多只能查看前${SEARCH_RULES.maxPage}页`),
  ).default(1),
  size: numeric(
    z
      .number({ error: '每页数量不正确' })
      .int('每页数量不正确')
      .min(1, '每页数量至少为1')
      .max(SEARCH_RULES.maxPageSize, `每页最多${SEARCH_RULES.maxPageSize}条`),
  ).default(SEARCH_RULES.pageSize),
});

export const suggestQuerySchema = z.object({ keyword });

/** One result: `titleHtml` and `snippetHtml` are escaped text whose only tags are <mark>…</mark>. */
export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KIND_VALUES),
  kindLabel: z.string(),
  refId: z.string(),
  title: z.string(),
  titleHtml: z.string(),
  snippetHtml: z.string(),
  url: z.string(),
  publishedAt: z.string(),
});

export const suggestionSchema = z.object({
  kind: z.enum(SEARCH_KIND_VALUES),
  kindLabel: z.string(),
  title: z.string(),
  url: z.string(),
});

export const kindCountSchema = z.object({
  kind: z.enum(SEARCH_KIND_VALUES),
  label: z.string(),
  count: z.number().int(),
});

export const searchAnswerSchema = z.object({
  keyword: z.string(),
  /** The words the keyword was cut into (jieba), as they were searched. */
  terms: z.array(z.string()),
  /**
   * True when no document had every word and the results are those with some of them (the page
   * says so).
   */
  partial: z.boolean(),
  kind: z.enum(SEARCH_KIND_VALUES).nullable(),
  records: z.array(searchHitSchema),
  /** At most 1,000: `capped` says there are more (the page reads 「1000+」). */
  total: z.number().int(),
  capped: z.boolean(),
  current: z.number().int(),
  size: z.number().int(),
  /** Hits per kind for the filter tabs (whatever kind is chosen). */
  kinds: z.array(kindCountSchema),
  /**
   * When nothing or only part of the keyword was found: titles that sound or look like the keyword
   * (did you mean …), and when nothing at all, recent things to read.
   */
  suggestions: z.array(suggestionSchema),
});

export const reindexAnswerSchema = z.object({
  indexed: z.number().int(),
  removed: z.number().int(),
  total: z.number().int(),
  tookMs: z.number().int(),
});

export const indexStatusSchema = z.object({
  kinds: z.array(kindCountSchema),
  total: z.number().int(),
  lastUpdatedAt: z.string().nullable(),
});

/** One of 热门搜索 (the empty /search page, the empty header box). */
export const popularWordSchema = z.object({ keyword: z.string() });

/** The console's view: the word, how many visitors searched it in the window, and whether it is hidden. */
export const adminPopularWordSchema = z.object({
  keyword: z.string(),
  visitors: z.number().int(),
  hidden: z.boolean(),
});

export const hideWordBodySchema = z.object({
  keyword,
  /** true keeps the word off 热门搜索; false shows it again. */
  hidden: z.boolean({ error: '请说明隐藏还是恢复' }),
});
