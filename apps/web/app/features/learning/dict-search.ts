import {
  DICT_CATEGORIES,
  type DictCategory,
  type DictEntry,
} from '@xingtu/readings/data/learning/dict-entry';

// The dictionary page's query (?q=, ?category=, ?entry=) and the search over the entries. Pure, so
// the loader and its tests share it; the entries themselves stay on the server.

/** Search words longer than this are cut (a term or a short phrase is all anyone types). */
export const DICT_QUERY_MAX = 30;

export interface DictQuery {
  q: string;
  /** null = 全部; an unknown ?category= also means 全部 (an old or mistyped link still shows the list). */
  category: DictCategory | null;
  /** ?entry=<key>: the entry opened in full, or null. */
  entry: string | null;
}

const isCategory = (value: string | null): value is DictCategory =>
  (DICT_CATEGORIES as readonly (string | null)[]).includes(value);

export function parseDictQuery(params: URLSearchParams): DictQuery {
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').trim().slice(0, DICT_QUERY_MAX),
    category: isCategory(category) ? category : null,
    entry: params.get('entry')?.trim() || null,
  };
}

/** How well an entry matches: lower is better, null is no match. The term beats a name, a name the summary. */
function rank(entry: DictEntry, needle: string): number | null {
  const term = entry.term.toLowerCase();
  if (term === needle) return 0;
  if (term.startsWith(needle)) return 1;
  if (term.includes(needle)) return 2;
  const names = [entry.english, ...entry.aliases].map((name) => name.toLowerCase());
  if (names.some((name) => name === needle)) return 3;
  if (names.some((name) => name.includes(needle))) return 4;
  if (entry.summary.toLowerCase().includes(needle)) return 5;
  return null;
}

/**
 * The entries of the category (all when null) that mention every word of q in their term, English
 * name, aliases or summary, best matches first; without q, the category in dictionary order.
 */
export function searchDict(
  entries: readonly DictEntry[],
  { q, category }: Pick<DictQuery, 'q' | 'category'>,
): DictEntry[] {
  const inCategory = category ? entries.filter((entry) => entry.category === category) : [...entries];
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return inCategory;
  const ranked: { entry: DictEntry; score: number; order: number }[] = [];
  inCategory.forEach((entry, order) => {
    const scores = words.map((word) => rank(entry, word));
    if (scores.some((score) => score === null)) return;
    ranked.push({ entry, score: Math.min(...(scores as number[])), order });
  });
  return ranked.sort((a, b) => a.score - b.score || a.order - b.order).map((row) => row.entry);
}
