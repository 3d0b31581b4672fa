// The natal report corpus (src/data/report/natal-*.ts): every key of every set has its text, which is Chinese prose
// within the set's bounds, unique in its set and about its own key; no sentence or clause of 12+ 字 in these sets appears
// anywhere else in the corpus (every data module under src/data, whoever wrote it).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOUSE_KEYWORDS, PLANET_KEYWORDS, SIGN_KEYWORDS } from './data/keywords.ts';
import { REPORT_ASCENDANT_SIGN, REPORT_MC_SIGN } from './data/report/natal-angles.ts';
import {
  CHART_RULER_IN_HOUSE,
  ELEMENT_EMPHASIS,
  ELEMENT_KEYS,
  EMPHASIS_LEVELS,
  HEMISPHERE_EMPHASIS,
  HEMISPHERE_KEYS,
  MODALITY_EMPHASIS,
  MODALITY_KEYS,
  REPORT_CLOSING,
  REPORT_INTRO,
} from './data/report/natal-balance.ts';
import { REPORT_ANGLE_ASPECT, REPORT_ASPECT } from './data/report/natal-aspects.ts';
import { REPORT_PLANET_IN_HOUSE } from './data/report/natal-planet-house.ts';
import { REPORT_PLANET_IN_SIGN } from './data/report/natal-planet-sign.ts';
import {
  ASPECT_FAMILIES,
  HOUSE_NUMBERS,
  PLANET_KEYS,
  PLANET_PAIRS,
  SIGN_KEYS,
  type AspectFamily,
} from './keys.ts';

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
    name: 'report-planet-house',
    entries: PLANET_KEYS.flatMap((p) =>
      HOUSE_NUMBERS.map((h) => [`${p}.${h}`, REPORT_PLANET_IN_HOUSE[p][h]] as const),
    ),
    min: 180,
    max: 320,
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
  {
    name: 'report-aspect',
    entries: PLANET_PAIRS.flatMap((pair) =>
      ASPECT_FAMILIES.map(
        (f) =>
          [
            `${pair}.${f}`,
            (REPORT_ASPECT as Record<string, Record<AspectFamily, string>>)[pair]?.[f],
          ] as const,
      ),
    ),
    min: 150,
    max: 280,
    count: 135,
  },
  {
    name: 'report-angle-aspect',
    entries: PLANET_KEYS.flatMap((p) =>
      (['asc', 'mc'] as const).flatMap((axis) =>
        ASPECT_FAMILIES.map((f) => [`${p}.${axis}.${f}`, REPORT_ANGLE_ASPECT[p][axis][f]] as const),
      ),
    ),
    min: 120,
    max: 220,
    count: 60,
  },
  {
    name: 'element-emphasis',
    entries: ELEMENT_KEYS.flatMap((e) =>
      EMPHASIS_LEVELS.map((l) => [`${e}.${l}`, ELEMENT_EMPHASIS[e][l]] as const),
    ),
    min: 150,
    max: 300,
    count: 8,
  },
  {
    name: 'modality-emphasis',
    entries: MODALITY_KEYS.flatMap((m) =>
      EMPHASIS_LEVELS.map((l) => [`${m}.${l}`, MODALITY_EMPHASIS[m][l]] as const),
    ),
    min: 150,
    max: 300,
    count: 6,
  },
  {
    name: 'hemisphere-emphasis',
    entries: HEMISPHERE_KEYS.map((h) => [h, HEMISPHERE_EMPHASIS[h]] as const),
    min: 150,
    max: 300,
    count: 4,
  },
  {
    name: 'chart-ruler-house',
    entries: HOUSE_NUMBERS.map((h) => [String(h), CHART_RULER_IN_HOUSE[h]] as const),
    min: 150,
    max: 300,
    count: 12,
  },
  {
    name: 'report-intro-closing',
    entries: [
      ['intro', REPORT_INTRO],
      ['closing', REPORT_CLOSING],
    ],
    min: 300,
    max: 500,
    count: 2,
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

  it('each planet-in-house text names its planet and its house', () => {
    for (const p of PLANET_KEYS)
      for (const h of HOUSE_NUMBERS) {
        const text = REPORT_PLANET_IN_HOUSE[p][h];
        expect(text, `${p}.${h}`).toContain(PLANET_KEYWORDS[p].name);
        expect(text, `${p}.${h}`).toContain(HOUSE_KEYWORDS[h].name);
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

/** Words that say which family an aspect text is about. */
const FAMILY_WORDS: Record<AspectFamily, RegExp> = {
  conjunction: /合相/,
  harmonious: /三分相|六分相/,
  tense: /四分相|对分相/,
};

describe('natal report: aspect texts name both bodies and their aspect', () => {
  it('REPORT_ASPECT is keyed exactly by the 45 planet pairs', () => {
    expect(Object.keys(REPORT_ASPECT).sort()).toEqual([...PLANET_PAIRS].sort());
  });

  it('each planet-pair text names both planets and its aspect family', () => {
    for (const pair of PLANET_PAIRS) {
      const [a, b] = pair.split('-') as [keyof typeof PLANET_KEYWORDS, keyof typeof PLANET_KEYWORDS];
      for (const f of ASPECT_FAMILIES) {
        const text = (REPORT_ASPECT as Record<string, Record<AspectFamily, string>>)[pair]![f];
        expect(text, `${pair}.${f}`).toContain(PLANET_KEYWORDS[a].name);
        expect(text, `${pair}.${f}`).toContain(PLANET_KEYWORDS[b].name);
        expect(text, `${pair}.${f}`).toMatch(FAMILY_WORDS[f]);
      }
    }
  });

  it('each angle text names its planet, 上升 or 天顶, and its aspect family', () => {
    for (const p of PLANET_KEYS)
      for (const axis of ['asc', 'mc'] as const)
        for (const f of ASPECT_FAMILIES) {
          const text = REPORT_ANGLE_ASPECT[p][axis][f];
          expect(text, `${p}.${axis}.${f}`).toContain(PLANET_KEYWORDS[p].name);
          expect(text, `${p}.${axis}.${f}`).toContain(axis === 'asc' ? '上升' : '天顶');
          expect(text, `${p}.${axis}.${f}`).toMatch(FAMILY_WORDS[f]);
        }
  });
});

describe('natal report: chart balance texts name what they read', () => {
  it('element, modality, hemisphere and chart-ruler texts name their element, modality, side or house', () => {
    const elementName = { fire: '火元素', earth: '土元素', air: '风元素', water: '水元素' } as const;
    const modalityName = { cardinal: '本位', fixed: '固定', mutable: '变动' } as const;
    const sideName = { east: '东半球', west: '西半球', north: '北半球', south: '南半球' } as const;
    for (const e of ELEMENT_KEYS)
      for (const l of EMPHASIS_LEVELS) expect(ELEMENT_EMPHASIS[e][l], `${e}.${l}`).toContain(elementName[e]);
    for (const m of MODALITY_KEYS)
      for (const l of EMPHASIS_LEVELS)
        expect(MODALITY_EMPHASIS[m][l], `${m}.${l}`).toContain(modalityName[m]);
    for (const h of HEMISPHERE_KEYS) expect(HEMISPHERE_EMPHASIS[h], h).toContain(sideName[h]);
    for (const h of HOUSE_NUMBERS) {
      expect(CHART_RULER_IN_HOUSE[h], String(h)).toContain('命主星');
      expect(CHART_RULER_IN_HOUSE[h], String(h)).toContain(HOUSE_KEYWORDS[h].name);
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
