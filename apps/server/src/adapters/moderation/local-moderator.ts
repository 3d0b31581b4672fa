import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AhoCorasick } from './aho-corasick.ts';
import type { TextModerator } from './moderation.ts';
import { foldTraditional } from './traditional-forms.ts';

const WORD_LIST_FILE = path.resolve(import.meta.dirname, 'sensitive-words.txt');

/**
 * Folds the tricks people use to slip past a list: full-width forms, case, traditional forms ("代開發票"),
 * and spaces, punctuation or invisible format characters put between characters ("赌 博", "赌*博",
 * "赌\u200b博": zero-width spaces and joiners, word joiners, byte-order marks, bidi controls — all \p{Cf} —
 * and variation selectors).
 */
export function normaliseForModeration(text: string): string {
  return foldTraditional(
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s\p{P}\p{S}\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]+/gu, ''),
  );
}

export function loadWordList(file: string = WORD_LIST_FILE): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map(normaliseForModeration);
}

export function createLocalModerator(words: string[] = loadWordList()): TextModerator {
  const matcher = new AhoCorasick(words);
  return {
    kind: 'local',
    async scan(text) {
      const hits = [...new Set(matcher.search(normaliseForModeration(text)).map((match) => match.word))];
      return { pass: hits.length === 0, hits };
    },
  };
}
