import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { beijingToday, formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  normalizeKeyword,
  SEARCH_RULES,
  type AdminPopularWord,
  type PopularWord,
} from '@xingtu/contracts/search';
import type { AppDeps } from '../../deps.ts';
import { searchHiddenWords, searchLog } from '../../db/schema/search.ts';

// 热门搜索 from a real log. A search that found something is recorded once per (Beijing day, word,
// visitor); the visitor is a keyed hash of who asked (the signed-in user, else the address) and the
// day, so the log names nobody and links nobody across days. A word is shown once enough different
// visitors searched it, so one visitor repeating a word — or one visitor alone — cannot push it up,
// and each visitor adds at most a few dozen words a day. Operators can hide a word.

const DAY_MS = 86_400_000;

/** Who searched, as the log keeps it: not reversible without the server's secret, different every day. */
export function visitorKey(secret: string, who: { userId: number | null; ip: string }, day: string): string {
  const identity = who.userId === null ? `ip:${who.ip}` : `user:${who.userId}`;
  return createHmac('sha256', secret)
    .update(`search-log:${day}:${identity}`)
    .digest('base64url')
    .slice(0, 22);
}

export interface SearchVisitor {
  userId: number | null;
  ip: string;
}

/**
 * Records that a visitor searched a word (call it only when the search found something). Counted
 * once per visitor, word and day; beyond SEARCH_RULES.popularWordsPerVisitorPerDay words a day a
 * visitor's searches are not counted at all.
 */
export async function logSearch(
  deps: AppDeps,
  secret: string,
  visitor: SearchVisitor,
  keyword: string,
): Promise<void> {
  const word = normalizeKeyword(keyword);
  if (!word) return;
  const now = deps.now();
  const day = beijingToday(now);
  const who = visitorKey(secret, visitor, day);
  const inserted = await deps.database.db
    .insert(searchLog)
    .values({ day, keyword: word, visitor: who })
    .onConflictDoNothing()
    .returning({ day: searchLog.day });
  if (inserted.length === 0) return; // the same visitor, word and day: already counted
  const words = await deps.kv.increment(`search-log:${who}`, DAY_MS);
  if (words > SEARCH_RULES.popularWordsPerVisitorPerDay) {
    await deps.database.db
      .delete(searchLog)
      .where(and(eq(searchLog.day, day), eq(searchLog.keyword, word), eq(searchLog.visitor, who)));
    return;
  }
  // The first word of a visitor's day also clears the days the log no longer keeps (cheap: by key).
  if (words === 1) {
    const oldest = formatBeijing(new Date(now.getTime() - SEARCH_RULES.popularKeepDays * DAY_MS), 'date');
    await deps.database.db.delete(searchLog).where(lt(searchLog.day, oldest));
  }
}

interface WordRow {
  keyword: string;
  visitors: number;
  hidden: boolean;
}

/** The words of the last SEARCH_RULES.popularDays days by how many visitors searched them. */
async function topWords(deps: AppDeps, withHidden: boolean, limit: number): Promise<WordRow[]> {
  const since = formatBeijing(
    new Date(deps.now().getTime() - (SEARCH_RULES.popularDays - 1) * DAY_MS),
    'date',
  );
  const result = await deps.database.db.execute(sql`
    select ${searchLog.keyword} as keyword, count(*)::int as visitors,
      exists (select 1 from ${searchHiddenWords} where ${searchHiddenWords.keyword} = ${searchLog.keyword}) as hidden
    from ${searchLog}
    where ${searchLog.day} >= ${since}::date
    group by ${searchLog.keyword}
    having count(*) >= ${SEARCH_RULES.popularMinVisitors}
      ${withHidden ? sql`` : sql`and not exists (select 1 from ${searchHiddenWords} where ${searchHiddenWords.keyword} = ${searchLog.keyword})`}
    order by visitors desc, keyword
    limit ${limit}`);
  return (result as unknown as { rows: WordRow[] }).rows;
}

/** 热门搜索 for visitors: hidden words left out. */
export async function popularWords(deps: AppDeps): Promise<PopularWord[]> {
  const rows = await topWords(deps, false, SEARCH_RULES.popularLimit);
  return rows.map((row) => ({ keyword: row.keyword }));
}

/** The console's list: hidden words too (marked), a few more than visitors see. */
export async function adminPopularWords(deps: AppDeps): Promise<AdminPopularWord[]> {
  const rows = await topWords(deps, true, SEARCH_RULES.popularLimit * 5);
  return rows.map((row) => ({ keyword: row.keyword, visitors: row.visitors, hidden: row.hidden }));
}

/** Hides a word from 热门搜索 or shows it again; answers the word as the console now lists it. */
export async function setWordHidden(
  deps: AppDeps,
  operatorId: number,
  keyword: string,
  hidden: boolean,
): Promise<AdminPopularWord> {
  const word = normalizeKeyword(keyword);
  const db = deps.database.db;
  if (hidden)
    await db.insert(searchHiddenWords).values({ keyword: word, hiddenBy: operatorId }).onConflictDoNothing();
  else await db.delete(searchHiddenWords).where(eq(searchHiddenWords.keyword, word));
  const listed = (await topWords(deps, true, SEARCH_RULES.popularLimit * 5)).find(
    (row) => row.keyword === word,
  );
  return { keyword: word, visitors: listed?.visitors ?? 0, hidden };
}
