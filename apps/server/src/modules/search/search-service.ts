import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_KINDS,
  SEARCH_RULES,
  searchKindLabel,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
  type SearchSuggestion,
} from '@xingtu/contracts/search';
import type { AppDeps } from '../../deps.ts';
import { searchDocuments as docs } from '../../db/schema/search.ts';
import { highlightAll, snippet } from './highlight.ts';
import { initialsKey, pinyinKey } from './pinyin-keys.ts';
import { highlightWords, queryTerms, tsqueryText, type QueryTerm } from './segment.ts';

// Reading the index. A keyword is cut by jieba into words; a document must hold every word (or a word
// of its family: 星座 is satisfied by 天秤座). When none does, documents holding some of the words are
// answered and marked partial. Title hits come first (the title alone satisfies the query), then
// ts_rank (weights: title A, body B), then the newest — among a bounded set of candidates (CANDIDATES).

export interface SearchQuery {
  keyword: string;
  kind?: SearchKind | undefined;
  current: number;
  size: number;
}

interface HitRow {
  kind: SearchKind;
  ref_id: string;
  title: string;
  summary: string;
  body_text: string;
  url: string;
  published_at: string | Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const iso = (value: string | Date) => new Date(value).toISOString();

/** Visible and published by now. */
const live = (now: Date) => sql`${docs.visible} and ${docs.publishedAt} <= ${now.toISOString()}::timestamptz`;

/**
 * Matches looked at per query. A word on half of 20,000 documents must not cost more than one pass
 * over the vectors: the newest CANDIDATES matches, plus the newest CANDIDATES title matches, are
 * ranked; a total above it is answered as "more than" (capped). Fifty pages of ten stay inside it.
 */
export const CANDIDATES = 1000;

/**
 * The ranked page is sent with its values written into the text, not as parameters. A parameterised
 * text is prepared once per connection (db/statement-cache.ts) and after a few runs PostgreSQL plans it
 * once for every keyword: a plan made without knowing the words walks 20,000 rows for a rare word or
 * ranks 13,000 matches of a common one (bench/search.ts: 十二星座 took 4× its CPU). Written in, each
 * keyword is planned for its own words. Only values made here go in: the tsquery text (letters, digits
 * and & | ( ) — segment.ts), an ISO time, a kind from SEARCH_KINDS, whole numbers; quotes are doubled
 * all the same.
 */
const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);
const whole = (value: number) => sql.raw(String(Math.trunc(value)));
const liveAt = (now: Date) =>
  sql`${docs.visible} and ${docs.publishedAt} <= ${literal(now.toISOString())}::timestamptz`;
const ofKind = (kind: SearchKind | undefined) => (kind ? sql`and ${docs.kind} = ${literal(kind)}` : sql``);

interface PageRow extends HitRow {
  counts: { kind: SearchKind; count: number }[];
}

/**
 * One statement. The newest CANDIDATES + 1 matches (walked down the published_at index, which is
 * DESC NULLS LAST: the ORDER BY must say so too, or PostgreSQL sorts every match instead; one more
 * tells that there are more) give the counts per kind. The newest CANDIDATES title matches are ranked
 * as they are read; the other matches (body hits, always below them) are looked up and ranked only
 * when the page reaches past the title hits — each by its own primary-key lookup (the lateral
 * `offset 0` keeps PostgreSQL from hashing the whole table to join them). Only the page's rows are
 * read whole.
 */
async function matchPage(deps: AppDeps, query: SQL, search: SearchQuery, now: Date) {
  const result = await deps.database.db.execute(sql`
    with matched as materialized (
      select ${docs.id} as id, ${docs.kind} as kind from ${docs}
      where ${liveAt(now)} and ${docs.searchVector} @@ ${query}
      order by ${docs.publishedAt} desc nulls last limit ${whole(CANDIDATES + 1)}
    ),
    counts as (
      select coalesce(json_agg(json_build_object('kind', kind, 'count', n)), '[]'::json) as counts
      from (select kind, count(*)::int as n from matched group by kind) per_kind
    ),
    titled as materialized (
      select ${docs.id} as id, ${docs.publishedAt} as published_at, true as title_hit,
        ts_rank(${docs.searchVector}, ${query}) as rank
      from ${docs}
      where ${liveAt(now)} and ${docs.titleVector} @@ ${query} ${ofKind(search.kind)}
      order by ${docs.publishedAt} desc nulls last limit ${whole(CANDIDATES)}
    ),
    bodies as (
      select matched.id, score.published_at, false as title_hit, score.rank
      from matched cross join lateral (
        select ${docs.publishedAt} as published_at, ${docs.titleVector} @@ ${query} as title_hit,
          ts_rank(${docs.searchVector}, ${query}) as rank
        from ${docs} where ${docs.id} = matched.id offset 0
      ) score
      where not score.title_hit ${search.kind ? sql`and matched.kind = ${literal(search.kind)}` : sql``}
        and (select count(*) from titled) < ${whole(search.current * search.size)}
    ),
    scored as (
      select * from titled
      union all
      (select * from bodies limit ${whole(CANDIDATES)})
    ),
    page as (
      select id, title_hit, rank from scored
      order by title_hit desc, rank desc, published_at desc, id
      limit ${whole(search.size)} offset ${whole((search.current - 1) * search.size)}
    ),
    ranked as (
      select ${docs.id} as id, ${docs.kind} as kind, ${docs.refId} as ref_id, ${docs.title} as title,
        ${docs.summary} as summary, ${docs.bodyText} as body_text, ${docs.url} as url,
        ${docs.publishedAt} as published_at, page.title_hit, page.rank
      from page join ${docs} on ${docs.id} = page.id
    )
    select counts.counts, ranked.* from counts left join ranked on true
    order by ranked.title_hit desc, ranked.rank desc, ranked.published_at desc, ranked.id`);
  const rows = rowsOf<PageRow>(result);
  const counts = new Map((rows[0]?.counts ?? []).map((entry) => [entry.kind, entry.count]));
  const matched = [...counts.values()].reduce((a, b) => a + b, 0);
  const total = Math.min(search.kind ? (counts.get(search.kind) ?? 0) : matched, CANDIDATES);
  return { counts, total, capped: matched > CANDIDATES, rows: rows.filter((row) => row.ref_id !== null) };
}

function toHit(row: HitRow, words: string[]): SearchHit {
  return {
    kind: row.kind,
    kindLabel: searchKindLabel(row.kind),
    refId: row.ref_id,
    title: row.title,
    titleHtml: highlightAll(row.title, words),
    snippetHtml: snippet([row.body_text, row.summary], words),
    url: row.url,
    publishedAt: iso(row.published_at),
  };
}

/** What a tsquery text made by segment.ts can hold; anything else never reaches the statement. */
const TSQUERY_TEXT = /^[\p{L}\p{N}&|() ]+$/u;

function run(deps: AppDeps, terms: QueryTerm[], all: boolean, search: SearchQuery, now: Date) {
  const text = tsqueryText(terms, all);
  if (!TSQUERY_TEXT.test(text)) throw new Error('unexpected characters in a search query');
  return matchPage(deps, sql`to_tsquery('simple', ${literal(text)})`, search, now);
}

export async function search(deps: AppDeps, input: SearchQuery): Promise<SearchAnswer> {
  const now = deps.now();
  const terms = queryTerms(input.keyword);
  const base = {
    keyword: input.keyword,
    terms: terms.map((term) => term.word),
    kind: input.kind ?? null,
    current: input.current,
    size: input.size,
  };
  let partial = false;
  let found = terms.length > 0 ? await run(deps, terms, true, input, now) : null;
  if (found && found.counts.size === 0 && terms.length > 1) {
    partial = true;
    found = await run(deps, terms, false, input, now);
  }
  const counts = found?.counts ?? new Map<SearchKind, number>();
  const words = highlightWords(terms);
  return {
    ...base,
    partial,
    records: (found?.rows ?? []).map((row) => toHit(row, words)),
    total: found?.total ?? 0,
    capped: found?.capped ?? false,
    kinds: SEARCH_KINDS.filter((kind) => counts.has(kind.value)).map((kind) => ({
      kind: kind.value,
      label: kind.label,
      count: counts.get(kind.value) ?? 0,
    })),
    suggestions:
      counts.size === 0 || partial
        ? await fallbackSuggestions(deps, input.keyword, now, counts.size === 0)
        : [],
  };
}

const likeEscaped = (text: string) => text.replace(/[%_\\]/g, (char) => `\\${char}`);

/** Latin letters and digits only (what a visitor types for pinyin or initials). */
const LATIN_KEY = /^[a-z0-9]+$/;

interface SuggestionRow {
  kind: SearchKind;
  title: string;
  url: string;
}

const toSuggestion = (row: SuggestionRow): SearchSuggestion => ({
  kind: row.kind,
  kindLabel: searchKindLabel(row.kind),
  title: row.title,
  url: row.url,
});

/** Shorter typed text gives pg_trgm no trigram to look up: such a "contains" would read every title. */
const TRIGRAM = 3;

/**
 * Titles for the header box: those containing the keyword, then those whose pinyin starts with or
 * contains the keyword's pinyin (homophones, pinyin typed in Latin letters), or whose initials start
 * with what was typed (ssxz → 上升星座). Every condition is answered by an index (trigrams on the
 * title and its pinyin, a prefix index on the initials): a Chinese keyword of one or two characters is
 * found through its pinyin (上升 → shangsheng), which any title containing it also contains.
 */
export async function suggest(deps: AppDeps, keyword: string, limit: number = SEARCH_RULES.suggestionLimit) {
  const now = deps.now();
  const text = keyword.trim();
  const typed = text.toLowerCase().replace(/\s+/g, '');
  const key = pinyinKey(text);
  const initials = LATIN_KEY.test(typed) ? typed : initialsKey(text);
  const contains = `%${likeEscaped(text)}%`;
  const conditions: SQL[] = [];
  if ([...text].length >= TRIGRAM) conditions.push(sql`${docs.title} ilike ${contains}`);
  if (key) conditions.push(sql`${docs.titlePinyin} like ${`${key}%`}`);
  // One or two letters "inside" a pinyin key match nearly every title: only prefixes then.
  if (key.length >= TRIGRAM) conditions.push(sql`${docs.titlePinyin} like ${`%${key}%`}`);
  if (initials.length >= 2) conditions.push(sql`${docs.titleInitials} like ${`${initials}%`}`);
  if (conditions.length === 0) return [];
  const result = await deps.database.db.execute(sql`
    select ${docs.kind} as kind, ${docs.title} as title, ${docs.url} as url from ${docs}
    where ${live(now)} and (${sql.join(conditions, sql` or `)})
    order by case when ${docs.title} ilike ${`${likeEscaped(text)}%`} then 0
                  when ${docs.title} ilike ${contains} then 1
                  when ${docs.titlePinyin} like ${`${key}%`} then 2 else 3 end,
      length(${docs.title}), ${docs.publishedAt} desc, ${docs.id}
    limit ${limit * 2}`);
  const seen = new Set<string>();
  return rowsOf<SuggestionRow>(result)
    .filter((row) => !seen.has(row.title) && seen.add(row.title))
    .slice(0, limit)
    .map(toSuggestion);
}

/**
 * Nothing (or only part of the keyword) found: titles that sound or look like the keyword (a typo's
 * homophone), and when nothing at all was found, topped up with the newest things to read.
 */
async function fallbackSuggestions(
  deps: AppDeps,
  keyword: string,
  now: Date,
  topUp: boolean,
): Promise<SearchSuggestion[]> {
  const limit = 6;
  const alike = await suggest(deps, keyword, limit);
  if (alike.length >= limit || !topUp) return alike;
  const result = await deps.database.db.execute(sql`
    select ${docs.kind} as kind, ${docs.title} as title, ${docs.url} as url from ${docs}
    where ${live(now)}
    order by ${docs.publishedAt} desc nulls last, ${docs.id} desc
    limit ${limit * 2}`);
  const seen = new Set(alike.map((item) => item.title));
  const recent = rowsOf<SuggestionRow>(result).filter((row) => !seen.has(row.title) && seen.add(row.title));
  return [...alike, ...recent.map(toSuggestion)].slice(0, limit);
}
