import { DICT_ENTRIES, dictEntry, type DictEntry } from '@xingtu/readings/data/learning/dict';
import { parseDictQuery, searchDict } from './dict-search.ts';
import type { DictCard, DictDetail, DictPageData } from './dict-types.ts';

// The dictionary page's data, made on the server: the texts never enter the client bundle, and the
// page only carries the cards it shows (or the one entry opened in full).

const card = ({ key, term, english, category, summary }: DictEntry): DictCard => ({
  key,
  term,
  english,
  category,
  summary,
});

function detailOf(entry: DictEntry): DictDetail {
  const related = entry.related.map(dictEntry).filter((e): e is DictEntry => Boolean(e));
  return { ...card(entry), body: entry.body, related: related.map(card) };
}

export function loadDictPage(url: URL): DictPageData {
  const query = parseDictQuery(url.searchParams);
  const entry = query.entry ? dictEntry(query.entry) : undefined;
  return {
    ...query,
    cards: entry ? [] : searchDict(DICT_ENTRIES, query).map(card),
    total: DICT_ENTRIES.length,
    detail: entry ? detailOf(entry) : null,
    missingEntry: Boolean(query.entry) && !entry,
  };
}
