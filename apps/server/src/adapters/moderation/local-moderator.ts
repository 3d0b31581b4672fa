import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AhoCorasick } from './aho-corasick.ts';
import type { TextModerator } from './moderation.ts';

const WORD_LIST_FILE = path.resolve(import.meta.dirname, 'sensitive-words.txt');

/**
 * Folds the tricks people use to slip past a list: full-width forms, case, and spaces or
 * punctuation put between characters ("赌 博", "赌*博").
 */
export function normaliseForModeration(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
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
