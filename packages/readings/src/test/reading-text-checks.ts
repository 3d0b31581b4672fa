// Shared checks for sets of Chinese reading texts (tarot, dice): present, Chinese prose, within bounds, unique.
import { expect } from 'vitest';

/** Length in 字: every non-whitespace character, punctuation included. */
export const charCount = (text: string): number => [...text.replace(/\s/g, '')].length;
const hanCount = (text: string): number => (text.match(/\p{Script=Han}/gu) ?? []).length;

/** Every expected key has a text, in bounds, Chinese prose without Latin letters or placeholders, none alike. */
export function expectTextSet(
  name: string,
  entries: readonly (readonly [key: string, text: string | undefined])[],
  min: number,
  max: number,
  expectedCount: number,
): void {
  expect(entries, name).toHaveLength(expectedCount);
  const seen = new Map<string, string>();
  for (const [key, text] of entries) {
    expect(typeof text, `${name} ${key} missing`).toBe('string');
    const t = text!;
    const n = charCount(t);
    expect(n, `${name} ${key} length ${n}`).toBeGreaterThanOrEqual(min);
    expect(n, `${name} ${key} length ${n}`).toBeLessThanOrEqual(max);
    expect(hanCount(t) / n, `${name} ${key} is not mostly Chinese`).toBeGreaterThan(0.75);
    expect(t, `${name} ${key}`).not.toMatch(/[A-Za-z{}$<>\\]/);
    expect(seen.get(t), `${name} ${key} duplicates ${seen.get(t)}`).toBeUndefined();
    seen.set(t, key);
  }
}

/** Every string inside a nested data value (records, arrays), with its path. */
export function collectTexts(value: unknown, path = ''): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => collectTexts(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => collectTexts(v, path ? `${path}.${k}` : k));
  return [];
}

const sentencesOf = (text: string, minChars: number): string[] =>
  text
    .split(/[。！？；]/)
    .map((s) => s.trim())
    .filter((s) => charCount(s) >= minChars);

/**
 * No sentence of `minChars` or more (split at 。！？；) appears twice across the given texts, nor in any of the
 * `others` (the rest of the corpus, which is checked by its own tests).
 */
export function expectNoRepeatedSentences(
  texts: readonly (readonly [path: string, text: string])[],
  others: readonly (readonly [path: string, text: string])[] = [],
  minChars = 12,
): void {
  const seen = new Map<string, string>();
  for (const [path, text] of others) for (const s of sentencesOf(text, minChars)) seen.set(s, path);
  const repeats: string[] = [];
  for (const [path, text] of texts)
    for (const sentence of sentencesOf(text, minChars)) {
      const first = seen.get(sentence);
      if (first !== undefined) repeats.push(`“${sentence}” in ${first} and ${path}`);
      else seen.set(sentence, path);
    }
  expect(repeats).toEqual([]);
}
