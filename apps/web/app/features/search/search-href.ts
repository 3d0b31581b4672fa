import type { SearchKind } from '@xingtu/contracts/search';

/** The address of a results page. */
export function searchHref(keyword: string, kind?: SearchKind, page = 1): string {
  const params = new URLSearchParams({ keyword });
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
