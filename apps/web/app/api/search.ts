import { searchApi } from '@xingtu/contracts/search-api';
import type { PopularWord, SearchSuggestion } from '@xingtu/contracts/search';
import { client, records } from './lazy-client.ts';

// Site search from the browser (server: modules/search; endpoints: contracts/search-api.ts). The
// results page itself is rendered on the server (features/search/search.server.ts).

/** Titles for the search box as the visitor types (characters, pinyin or initials). */
export async function suggestSearch(keyword: string): Promise<SearchSuggestion[]> {
  return records(await (await client()).call(searchApi.suggest, { query: { keyword } }, { silent: true }));
}

let popular: Promise<PopularWord[]> | undefined;

/** 热门搜索 for the empty search box: asked once per page load (the list changes slowly). */
export function popularSearches(): Promise<PopularWord[]> {
  popular ??= (async () =>
    records(await (await client()).call(searchApi.popular, {}, { silent: true })))().catch(() => {
    popular = undefined; // a failure is not remembered: the next focus asks again
    return [];
  });
  return popular;
}
