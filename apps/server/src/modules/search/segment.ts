import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { expansionsOf } from './thesaurus.ts';

// jieba cuts Chinese into words; PostgreSQL's 'simple' configuration then takes the words as they are
// (lower-cased), so the same SQL works on PGlite and PostgreSQL without a Chinese parser extension.

let jieba: Jieba | undefined;

/** The dictionary loads once per process (about 0.3 s); the cutter itself holds no state. */
function cutter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** Loads the dictionary ahead of the first search (server start). */
export function warmSegmenter(): void {
  cutter();
}

/**
 * A word worth indexing: letters or digits only. Punctuation and spaces are dropped, and nothing
 * tsquery syntax gives a meaning to (& | ! : ' …) can reach a query.
 */
const WORD = /^[\p{L}\p{N}]+$/u;
/** Longer runs are not words anyone types (links, codes). */
const MAX_WORD_LENGTH = 40;

function words(list: string[]): string[] {
  return list
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length > 0 && word.length <= MAX_WORD_LENGTH && WORD.test(word));
}

/**
 * The words of a text for the index, in search mode: a long word also gives its shorter dictionary
 * words (天秤座 → 天秤, 天秤座), so a visitor typing the short form still finds it.
 */
export function indexWords(text: string): string {
  if (!text) return '';
  return words(cutter().cutForSearch(text, true)).join(' ');
}

/** A keyword's words, each with the words that also satisfy it (星座 is satisfied by 天秤座). */
export interface QueryTerm {
  word: string;
  alternatives: string[];
}

/** Stop words of a query: they would match nearly everything and say nothing. */
const QUERY_STOP_WORDS = new Set([
  '的',
  '了',
  '和',
  '与',
  '在',
  '是',
  '我',
  '你',
  '吗',
  '呢',
  '啊',
  '及',
  '或',
]);

/**
 * Single characters jieba leaves on their own (xyz不存在 → xyz 不 存在) that say nothing beside other
 * words: next to a meaningful word they are dropped, or a search that finds no document with every
 * word would answer the documents holding just 不. Typed alone they are still searched.
 */
const WEAK_WORDS = new Set([
  '不',
  '没',
  '也',
  '都',
  '就',
  '才',
  '还',
  '又',
  '很',
  '太',
  '这',
  '那',
  '个',
  '着',
  '过',
  '们',
  '吧',
  '把',
  '被',
  '让',
  '给',
  '对',
  '从',
  '向',
  '为',
  '以',
  '于',
  '而',
  '但',
  '之',
  '其',
  '有',
]);

/** Cuts a keyword into the terms a search must find (duplicates and stop words dropped). */
export function queryTerms(keyword: string): QueryTerm[] {
  const seen = new Set<string>();
  const cut: string[] = [];
  for (const word of words(cutter().cut(keyword, true))) {
    if (seen.has(word) || QUERY_STOP_WORDS.has(word)) continue;
    seen.add(word);
    cut.push(word);
  }
  const meaningful = cut.filter((word) => !WEAK_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : cut).map((word) => ({
    word,
    alternatives: expansionsOf(word),
  }));
}

/** Bodies are indexed without positions (documents.ts), so a split alternative needs all its words, not adjacency. */
function allWords(text: string): string {
  const parts = words(cutter().cut(text, true));
  return parts.length > 1 ? `(${parts.join(' & ')})` : (parts[0] ?? '');
}

/**
 * The tsquery text of the terms: every term (all=true) or any of them, each term satisfied by itself
 * or one of its alternatives. Words are letters and digits only, so nothing here is tsquery syntax.
 */
export function tsqueryText(terms: QueryTerm[], all: boolean): string {
  return terms
    .map((term) => {
      // An alternative jieba cuts in several words (第十一宫 → 第十一 宫) needs every one of them.
      const options = [term.word, ...term.alternatives.map(allWords).filter((text) => text !== '')];
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(all ? ' & ' : ' | ');
}

/** Every surface form a highlight should mark for these terms. */
export function highlightWords(terms: QueryTerm[]): string[] {
  return [...new Set(terms.flatMap((term) => [term.word, ...term.alternatives]))];
}
