import type { DictEntry } from '@xingtu/readings/data/learning/dict-entry';
import type { DictQuery } from './dict-search.ts';

// The shapes the dictionary page receives from its loader.

/** What an entry card shows. */
export type DictCard = Pick<DictEntry, 'key' | 'term' | 'english' | 'category' | 'summary'>;

export interface DictDetail extends DictCard {
  body: string;
  related: DictCard[];
}

export interface DictPageData extends DictQuery {
  cards: DictCard[];
  /** The whole dictionary's size, for the page's lead line. */
  total: number;
  /** The entry opened with ?entry=; null when none is asked for. */
  detail: DictDetail | null;
  /** ?entry= named no entry. */
  missingEntry: boolean;
}
