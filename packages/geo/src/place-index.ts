import type { Place, PlaceHit } from './place.ts';
import { KeyTable } from './key-table.ts';
import { containsHan, normaliseSearchText, shortChineseName } from './place-names.ts';

// An in-memory index over the gazetteer: normalised keys (Chinese names, pinyin, initials, English
// names; about 35,000 for 7,600 places) in KeyTables, ranked without a per-query sort.

interface Entry {
  place: Place;
  han: string[];
  latin: string[];
  initials: string[];
  /** Keys of the enclosing divisions (a world city: its country's Chinese name), for "广州 天河". */
  path: string;
  rank: number;
  population: number;
  order: number;
}

export interface SearchOptions {
  limit?: number;
}

const enum Tier {
  Exact = 0,
  Prefix = 1,
  Substring = 2,
  None = 3,
}

// Bigger divisions first; a Chinese division before a world city of similar weight, since the
// site's users are mostly born in China (a county before a foreign town of 200,000).
function rankOf(place: Place): number {
  switch (place.level) {
    case 'province':
      return 5;
    case 'prefecture':
      return 4;
    case 'city':
      return (place.population ?? 0) >= 1_000_000 ? 3 : 1;
    case 'county':
      return 2;
  }
}

function unique(keys: string[]): string[] {
  return [...new Set(keys.filter((k) => k.length > 0))];
}

/** Pinyin keys spelled with v for ü also get the u spelling (lvliang, luliang). */
function withUVariants(keys: string[]): string[] {
  return keys.flatMap((k) => (k.includes('v') ? [k, k.replace(/v/g, 'u')] : [k]));
}

function keysOf(place: Place) {
  const han: string[] = [];
  const latin: string[] = [];
  const initials: string[] = [];
  if (containsHan(place.name)) {
    const short = place.country === 'CN' ? shortChineseName(place.name) : place.name;
    han.push(normaliseSearchText(place.name), normaliseSearchText(short));
    if (place.pinyin && place.initials) {
      const syllables = place.pinyin.split(' ');
      const shortLength = [...short].length;
      latin.push(syllables.join(''), syllables.slice(0, shortLength).join(''));
      initials.push(place.initials, place.initials.slice(0, shortLength));
    }
  } else latin.push(normaliseSearchText(place.name));
  if (place.nameEn) latin.push(normaliseSearchText(place.nameEn));
  return {
    han: unique(han),
    latin: unique(withUVariants(latin.map(normaliseSearchText))),
    initials: unique(initials.map(normaliseSearchText)),
  };
}

function toHit(place: Place): PlaceHit {
  const { id, name, fullName, country, level, latitude, longitude, timeZone } = place;
  return { id, name, fullName, country, level, latitude, longitude, timeZone };
}

export interface PlaceIndex {
  search(keyword: string, options?: SearchOptions): PlaceHit[];
  byId(id: string): Place | undefined;
  readonly size: number;
}

export function createPlaceIndex(places: Place[]): PlaceIndex {
  const byId = new Map(places.map((p) => [p.id, p]));
  const entries: Entry[] = places.map((place, order) => ({
    place,
    ...keysOf(place),
    path: '',
    rank: rankOf(place),
    population: place.population ?? 0,
    order,
  }));
  const entryById = new Map(entries.map((e) => [e.place.id, e]));
  for (const entry of entries) {
    // World cities' fullName starts with the country's Chinese name ("美国 纽约").
    const parts: string[] =
      entry.place.level === 'city' ? [normaliseSearchText(entry.place.fullName.split(' ')[0] ?? '')] : [];
    for (let id = entry.place.parentId; id; id = entryById.get(id)?.place.parentId) {
      const parent = entryById.get(id);
      if (parent) parts.push(...parent.han, ...parent.latin);
    }
    entry.path = parts.join('|');
  }

  // Entries are kept in result order within a tier (bigger, then more populous, then shorter
  // names), so a query only marks each hit's tier and reads the marks in this order: no sort.
  entries.sort(
    (a, b) =>
      b.rank - a.rank ||
      b.population - a.population ||
      a.place.name.length - b.place.name.length ||
      a.order - b.order,
  );
  const han = new KeyTable();
  const latin = new KeyTable();
  const initials = new KeyTable();
  entries.forEach((entry, i) => {
    entry.han.forEach((k) => han.add(k, i));
    entry.latin.forEach((k) => latin.add(k, i));
    entry.initials.forEach((k) => initials.add(k, i));
  });
  [han, latin, initials].forEach((table) => table.freeze());

  /**
   * Lowers tiers[i] to the best tier at which entry i matches `query`. Substring matches rank
   * last, so they are skipped when exact and prefix matches already fill the limit.
   */
  function mark(query: string, tiers: Uint8Array, limit: number): void {
    let matched = 0;
    const better = (i: number, tier: Tier) => {
      if (tiers[i] === Tier.None) matched++;
      if (tier < tiers[i]!) tiers[i] = tier;
    };
    const byPrefix = (i: number, exact: boolean) => better(i, exact ? Tier.Exact : Tier.Prefix);
    if (containsHan(query)) {
      han.prefix(query, byPrefix);
      if (matched < limit) han.substring(query, (i) => better(i, Tier.Substring));
      return;
    }
    latin.prefix(query, byPrefix);
    initials.prefix(query, byPrefix);
    // Latin substrings shorter than three letters match nearly everything ("an", "zh").
    if (query.length >= 3 && matched < limit) latin.substring(query, (i) => better(i, Tier.Substring));
  }

  return {
    size: places.length,
    byId: (id) => byId.get(id),
    search(keyword, { limit = 20 } = {}) {
      const tokens = keyword
        .trim()
        .split(/[\s,，、·]+/)
        .map(normaliseSearchText)
        .filter(Boolean);
      if (tokens.length === 0 || limit <= 0) return [];
      const tiers = new Uint8Array(entries.length).fill(Tier.None);
      // "guang zhou" is one name typed with a space; "广州 天河" is a district inside a city.
      mark(tokens.join(''), tiers, limit);
      if (tokens.length > 1) {
        const inside = new Uint8Array(entries.length).fill(Tier.None);
        mark(tokens[tokens.length - 1]!, inside, Infinity);
        const context = tokens.slice(0, -1);
        inside.forEach((tier, i) => {
          if (tier < tiers[i]! && context.every((token) => entries[i]!.path.includes(token))) tiers[i] = tier;
        });
      }
      const result: PlaceHit[] = [];
      for (let tier = Tier.Exact; tier < Tier.None && result.length < limit; tier++) {
        for (let i = 0; i < entries.length && result.length < limit; i++) {
          if (tiers[i] === tier) result.push(toHit(entries[i]!.place));
        }
      }
      return result;
    },
  };
}
