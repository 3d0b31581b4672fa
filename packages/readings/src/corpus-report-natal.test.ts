// The natal report corpus (src/data/report/natal-*.ts): every key of every set has its text, which is Chinese prose
// within the set's bounds, unique in its set and about its own key; no sentence or clause of 12+ 字 in these sets appears
// anywhere else in the corpus (every data module under src/data, whoever wrote it).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLANET_KEYWORDS, SIGN_KEYWORDS } from './data/keywords.ts';
import { REPORT_ASCENDANT_SIGN, REPORT_MC_SIGN } from './data/report/natal-angles.ts';
import { REPORT_PLANET_IN_SIGN } from './data/report/natal-planet-sign.ts';
import { PLANET_KEYS, SIGN_KEYS } from './keys.ts';

/** Length in 字: every non-whitespace character, punctuation included. */
const charCount = (text: string): number => [...text.replace(/\s/g, '')].length;
const hanCount = (text: string): number => (text.match(/\p{Script=Han}/gu) ?? []).length;
const signName = (s: (typeof SIGN_KEYS)[number]): string => SIGN_KEYWORDS[s].name.replace('座', '');

type Entries = readonly (readonly [key: string, text: string | undefined])[];

interface TextSet {
  name: string;
  entries: Entries;
  min: number;
  max: number;
  count: number;
}

/** The natal report sets with their bounds in 字 and their expected number of texts. */
const SETS: readonly TextSet[] = [
  {
    name: 'report-planet-sign',
    entries: PLANET_KEYS.flatMap((p) =>
      SIGN_KEYS.map((s) => [`${p}.${s}`, REPORT_PLANET_IN_SIGN[p][s]] as const),
    ),
    min: 220,
    max: 380,
    count: 120,
  },
  {
    name: 'report-ascendant-sign',
    entries: SIGN_KEYS.map((s) => [s, REPORT_ASCENDANT_SIGN[s]] as const),
    min: 250,
    max: 400,
    count: 12,
  },
  {
    name: 'report-mc-sign',
    entries: SIGN_KEYS.map((s) => [s, REPORT_MC_SIGN[s]] as const),
    min: 250,
    max: 400,
    count: 12,
  },
];

/** One set: the expected keys each have a text, in bounds, Chinese, and no two texts alike. */
function expectTextSet({ name, entries, min, max, count }: TextSet): void {
  expect(entries, name).toHaveLength(count);
  const seen = new Map<string, string>();
  for (const [key, text] of entries) {
    expect(typeof text, `${name} ${key} missing`).toBe('string');
    const t = text!;
    const n = charCount(t);
    expect(n, `${name} ${key} length ${n}`).toBeGreaterThanOrEqual(min);
    expect(n, `${name} ${key} length ${n}`).toBeLessThanOrEqual(max);
    expect(hanCount(t) / n, `${name} ${key} is not mostly Chinese`).toBeGreaterThan(0.75);
    expect(t, `${name} ${key}`).not.toMatch(/[A-Za-z{}$<>]/);
    expect(seen.get(t), `${name} ${key} duplicates ${seen.get(t)}`).toBeUndefined();
    seen.set(t, key);
  }
}

/** Sentences and clauses of a text: split at 。！？；，： (a borrowed clause counts as a borrowed sentence). */
const sentencesOf = (text: string): string[] =>
  text
    .split(/[。！？；，：]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

function collectStrings(value: unknown, where: string, out: [where: string, text: string][]): void {
  if (typeof value === 'string') out.push([where, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) collectStrings(v, `${where}.${k}`, out);
}

/** Every string exported by every data module under src/data (the other writers' sets included). */
async function wholeCorpus(): Promise<[where: string, text: string][]> {
  const dataDir = new URL('./data/', import.meta.url);
  const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const out: [string, string][] = [];
  for (const file of files.sort()) {
    const mod = (await import(new URL(file, dataDir).href)) as Record<string, unknown>;
    collectStrings(mod, file, out);
  }
  return out;
}

describe('natal report: every set complete, Chinese, in bounds and unique', () => {
  for (const set of SETS)
    it(`${set.name}: ${set.count} texts of ${set.min}–${set.max} 字`, () => expectTextSet(set));
});

describe('natal report: each text is about its own key', () => {
  it('each planet-in-sign text names its planet and its sign', () => {
    for (const p of PLANET_KEYS)
      for (const s of SIGN_KEYS) {
        const text = REPORT_PLANET_IN_SIGN[p][s];
        expect(text, `${p}.${s}`).toContain(PLANET_KEYWORDS[p].name);
        expect(text, `${p}.${s}`).toContain(signName(s));
      }
  });

  it('each Ascendant text says 上升 and each MC text says 天顶, with its sign', () => {
    for (const s of SIGN_KEYS) {
      expect(REPORT_ASCENDANT_SIGN[s], s).toContain('上升');
      expect(REPORT_ASCENDANT_SIGN[s], s).toContain(signName(s));
      expect(REPORT_MC_SIGN[s], s).toContain('天顶');
      expect(REPORT_MC_SIGN[s], s).toContain(signName(s));
    }
  });
});

describe('natal report: no borrowed sentences', () => {
  it('no sentence or clause of 12+ 字 in the natal report sets appears twice anywhere in the corpus', async () => {
    const corpus = await wholeCorpus();
    const occurrences = new Map<string, string[]>();
    for (const [where, text] of corpus)
      for (const sentence of sentencesOf(text))
        if (charCount(sentence) >= 12)
          occurrences.set(sentence, [...(occurrences.get(sentence) ?? []), where]);
    const shared: string[] = [];
    for (const { name, entries } of SETS)
      for (const [key, text] of entries)
        for (const sentence of sentencesOf(text ?? '')) {
          const places = occurrences.get(sentence) ?? [];
          if (charCount(sentence) >= 12 && places.length > 1)
            shared.push(`${name} ${key}: “${sentence}” appears in ${places.join(', ')}`);
        }
    expect(shared).toEqual([]);
  });
});
