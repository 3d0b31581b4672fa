import type { DictCategory } from '@xingtu/readings/data/learning/dict-entry';

// Addresses and tab names of the dictionary page, shared by its parts and by pages that link to it.

/** The category tabs, in order; null is 全部. Short names, so the bar fits a phone. */
export const DICT_TABS: readonly { category: DictCategory | null; label: string }[] = [
  { category: null, label: '全部' },
  { category: 'sign', label: '星座' },
  { category: 'planet', label: '行星' },
  { category: 'house', label: '宫位' },
  { category: 'aspect', label: '相位' },
  { category: 'point', label: '点' },
  { category: 'technique', label: '技法' },
  { category: 'chart', label: '星盘' },
  { category: 'concept', label: '概念' },
];

/** The list, optionally narrowed to a category and search words. */
export function dictListHref({ q = '', category = null }: { q?: string; category?: DictCategory | null }) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  const search = params.toString();
  return search ? `/learning/dict?${search}` : '/learning/dict';
}

/** One entry opened in full. */
export const dictEntryHref = (key: string) => `/learning/dict?entry=${encodeURIComponent(key)}`;
