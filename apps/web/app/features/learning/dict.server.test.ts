import { DICT_ENTRIES } from '@xingtu/readings/data/learning/dict';
import { describe, expect, it } from 'vitest';
import { loadDictPage } from './dict.server.ts';
import { parseDictQuery, searchDict } from './dict-search.ts';

const page = (search: string) => loadDictPage(new URL(`http://localhost/learning/dict${search}`));
const terms = (search: string) => page(search).cards.map((card) => card.term);

describe('parseDictQuery', () => {
  it('reads q, category and entry, trimming and capping the words', () => {
    expect(parseDictQuery(new URLSearchParams('q=%20上升%20&category=point&entry=asc'))).toEqual({
      q: '上升',
      category: 'point',
      entry: 'asc',
    });
    expect(parseDictQuery(new URLSearchParams(`q=${'月'.repeat(80)}`)).q).toHaveLength(30);
  });

  it('treats an unknown category as 全部', () => {
    expect(parseDictQuery(new URLSearchParams('category=tarot')).category).toBeNull();
  });
});

describe('dictionary loader', () => {
  it('lists every entry in dictionary order without a query', () => {
    const data = page('');
    expect(data.cards.map((card) => card.key)).toEqual(DICT_ENTRIES.map((entry) => entry.key));
    expect(data.total).toBe(DICT_ENTRIES.length);
    expect(data.detail).toBeNull();
    expect(data.cards[0]).not.toHaveProperty('body');
  });

  it('finds 上升点 first for 上升, and by alias, English and summary words', () => {
    expect(terms('?q=上升')[0]).toBe('上升点');
    expect(terms('?q=ASC')).toContain('上升点');
    expect(terms('?q=saturn')).toContain('土星');
    const byAlias = DICT_ENTRIES.find((entry) => entry.key === 'mc')!;
    expect(terms(`?q=${encodeURIComponent(byAlias.aliases[0]!)}`)).toContain('天顶');
  });

  it('puts term matches before entries that only mention the word in their summary', () => {
    const found = page('?q=上升').cards;
    const firstSummaryOnly = found.findIndex((card) => !card.term.includes('上升'));
    const lastTermMatch = found.map((card) => card.term.includes('上升')).lastIndexOf(true);
    expect(found.length).toBeGreaterThan(1);
    expect(lastTermMatch).toBeLessThan(firstSummaryOnly === -1 ? Infinity : firstSummaryOnly);
  });

  it('narrows to one category, alone or with the words', () => {
    const planets = page('?category=planet').cards;
    expect(planets.length).toBe(DICT_ENTRIES.filter((entry) => entry.category === 'planet').length);
    expect(planets.every((card) => card.category === 'planet')).toBe(true);
    expect(terms('?q=上升&category=point')).toContain('上升点');
    expect(terms('?q=上升&category=planet')).not.toContain('上升点');
  });

  it('shows every entry for an unknown category', () => {
    const data = page('?category=tarot');
    expect(data.category).toBeNull();
    expect(data.cards).toHaveLength(DICT_ENTRIES.length);
  });

  it('needs every word of a multi-word query: the entries both words find alone', () => {
    const keys = (q: string) => searchDict(DICT_ENTRIES, { q, category: null }).map((e) => e.key);
    const both = keys('上升 星座');
    const ascendant = keys('上升');
    const sign = keys('星座');
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(ascendant.length);
    expect([...both].sort()).toEqual(ascendant.filter((key) => sign.includes(key)).sort());
  });

  it('answers nothing for words no entry has', () => {
    expect(page('?q=不存在的词xyz').cards).toEqual([]);
  });

  it('opens an entry with its body and resolved related entries', () => {
    const data = page('?entry=asc');
    expect(data.detail?.term).toBe('上升点');
    expect(data.detail?.body.length).toBeGreaterThan(100);
    const asc = DICT_ENTRIES.find((entry) => entry.key === 'asc')!;
    expect(data.detail?.related.map((card) => card.key)).toEqual(asc.related);
    expect(data.missingEntry).toBe(false);
  });

  it('flags an unknown entry and still lists the dictionary', () => {
    const data = page('?entry=nothingHere');
    expect(data.detail).toBeNull();
    expect(data.missingEntry).toBe(true);
    expect(data.cards).toHaveLength(DICT_ENTRIES.length);
  });
});
