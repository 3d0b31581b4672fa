import type { AppLoadContext } from 'react-router';
import {
  SEARCH_KIND_VALUES,
  SEARCH_RULES,
  type PopularWord,
  type SearchAnswer,
  type SearchKind,
} from '@xingtu/contracts/search';
import { searchApi } from '@xingtu/contracts/search-api';
import { serverApi } from '../../api/server-api.server.ts';

// /search as the server renders it: one in-process call to GET /api/search.

export interface SearchPageQuery {
  keyword: string;
  kind: SearchKind | undefined;
  current: number;
}

/** The page's query from its address: keyword trimmed to the limit, a known kind, a page in range. */
export function searchPageQuery(url: URL): SearchPageQuery {
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, SEARCH_RULES.keywordMaxLength);
  const kindParam = url.searchParams.get('kind');
  const kind = SEARCH_KIND_VALUES.find((value) => value === kindParam);
  const page = Number(url.searchParams.get('page'));
  const current = Number.isSafeInteger(page) && page >= 1 && page <= SEARCH_RULES.maxPage ? page : 1;
  return { keyword, kind, current };
}

/** The answer, or null when search could not be reached (the page says so and offers a retry). */
export async function loadSearch(
  context: AppLoadContext,
  request: Request,
  query: SearchPageQuery,
): Promise<SearchAnswer | null> {
  const params = new URLSearchParams({
    keyword: query.keyword,
    current: String(query.current),
    size: String(SEARCH_RULES.pageSize),
  });
  if (query.kind) params.set('kind', query.kind);
  const envelope = await serverApi<{ records: SearchAnswer }>(
    context,
    request,
    `${searchApi.search.path}?${params}`,
  );
  return envelope?.success && envelope.data ? envelope.data.records : null;
}

/** 热门搜索 for the empty page: [] when there are none yet or search could not be reached. */
export async function loadPopular(context: AppLoadContext, request: Request): Promise<string[]> {
  const envelope = await serverApi<{ records: PopularWord[] }>(context, request, searchApi.popular.path);
  return envelope?.success && envelope.data ? envelope.data.records.map((word) => word.keyword) : [];
}
