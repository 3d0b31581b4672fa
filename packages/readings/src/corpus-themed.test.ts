// Corpus integrity of the themed report templates (src/data/report/: career, study, child, love, Marks, calendar):
// every key a template can ask for has its text, the text is Chinese prose within its bounds, unique in its set,
// openings vary, and no sentence of 12+ 字 is repeated anywhere in these sets or in any other data module.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAREER_JUPITER_HOUSE,
  CAREER_MC_SIGN_LONG,
  CAREER_SATURN_HOUSE,
  CAREER_SECOND_HOUSE_SIGN,
  CAREER_SIXTH_HOUSE_SIGN,
  CAREER_SUN_HOUSE,
} from './data/report/career.ts';
import {
  DAY_ASPECT,
  DAY_ASPECT_MOVERS,
  MOON_PHASE,
  MOON_PHASE_KEYS,
  MOON_THROUGH_HOUSE,
  STATION,
  STATION_PLANETS,
  VOID_OF_COURSE,
  type DayAspectTarget,
} from './data/report/calendar.ts';
import {
  CHILD_ASC_SIGN,
  CHILD_MARS_SIGN,
  CHILD_MERCURY_SIGN,
  CHILD_MOON_SIGN,
  CHILD_SUN_SIGN,
  CHILD_VENUS_SIGN,
  MOON_ELEMENT_KEYS,
  PARENT_CHILD_MOON_ELEMENT,
} from './data/report/child.ts';
import {
  LOVE_FIFTH_HOUSE_SIGN,
  LOVE_MARS_SIGN,
  LOVE_SEVENTH_HOUSE_SIGN,
  LOVE_VENUS_SIGN,
  SEVENTH_RULER_IN_HOUSE,
  SYNASTRY_REPORT_ASPECT,
  SYNASTRY_REPORT_PLANETS,
} from './data/report/love.ts';
import {
  MARKS_ASC_SIGN,
  MARKS_MARS_HOUSE,
  MARKS_MOON_HOUSE,
  MARKS_SUN_HOUSE,
  MARKS_VENUS_HOUSE,
} from './data/report/marks.ts';
import {
  STUDY_JUPITER_SIGN,
  STUDY_MERCURY_HOUSE,
  STUDY_MERCURY_SIGN,
  STUDY_MOON_SIGN,
  STUDY_NINTH_HOUSE_SIGN,
  STUDY_THIRD_HOUSE_SIGN,
} from './data/report/study.ts';
import {
  ASPECT_FAMILIES,
  HOUSE_NUMBERS,
  PLANET_KEYS,
  planetPairKey,
  SIGN_KEYS,
  type HouseNumber,
  type SignKey,
} from './keys.ts';

type Entry = readonly [key: string, text: string | undefined];

interface TextSet {
  name: string;
  entries: readonly Entry[];
  min: number;
  max: number;
  count: number;
}

/** Length in 字: every non-whitespace character, punctuation included. */
const charCount = (text: string): number => [...text.replace(/\s/g, '')].length;
const hanCount = (text: string): number => (text.match(/\p{Script=Han}/gu) ?? []).length;

/** Sentences (split at 。！？； and line breaks) of at least 12 字: the unit that may not be reused. */
function longSentences(text: string): string[] {
  return text
    .split(/[。！？；\n]/)
    .map((s) => s.trim())
    .filter((s) => charCount(s) >= 12);
}

const bySign = (name: string, table: Record<SignKey, string>, min = 150, max = 300): TextSet => ({
  name,
  entries: SIGN_KEYS.map((s) => [s, table[s]] as const),
  min,
  max,
  count: 12,
});

const byHouse = (name: string, table: Record<HouseNumber, string>, min = 150, max = 300): TextSet => ({
  name,
  entries: HOUSE_NUMBERS.map((h) => [String(h), table[h]] as const),
  min,
  max,
  count: 12,
});

/** The 21 synastry pairs of the love report (same-planet pairs included), keyed as `planetPairKey` writes them. */
const SYNASTRY_PAIRS = SYNASTRY_REPORT_PLANETS.flatMap((a, i) =>
  SYNASTRY_REPORT_PLANETS.slice(i).map((b) => planetPairKey(a, b)),
);

/** Targets of the calendar's day aspects: the ten natal planets, the Ascendant and the Midheaven. */
const DAY_TARGETS: readonly DayAspectTarget[] = [...PLANET_KEYS, 'asc', 'mc'];

const THEMED_SETS: readonly TextSet[] = [
  bySign('career-mc-long', CAREER_MC_SIGN_LONG),
  bySign('career-second-house', CAREER_SECOND_HOUSE_SIGN),
  bySign('career-sixth-house', CAREER_SIXTH_HOUSE_SIGN),
  byHouse('career-saturn-house', CAREER_SATURN_HOUSE),
  byHouse('career-jupiter-house', CAREER_JUPITER_HOUSE),
  byHouse('career-sun-house', CAREER_SUN_HOUSE),
  bySign('study-mercury-sign', STUDY_MERCURY_SIGN),
  byHouse('study-mercury-house', STUDY_MERCURY_HOUSE),
  bySign('study-third-house', STUDY_THIRD_HOUSE_SIGN),
  bySign('study-ninth-house', STUDY_NINTH_HOUSE_SIGN),
  bySign('study-jupiter-sign', STUDY_JUPITER_SIGN),
  bySign('study-moon-sign', STUDY_MOON_SIGN),
  bySign('child-sun-sign', CHILD_SUN_SIGN),
  bySign('child-moon-sign', CHILD_MOON_SIGN),
  bySign('child-asc-sign', CHILD_ASC_SIGN),
  bySign('child-mercury-sign', CHILD_MERCURY_SIGN),
  bySign('child-venus-sign', CHILD_VENUS_SIGN),
  bySign('child-mars-sign', CHILD_MARS_SIGN),
  {
    name: 'parent-child-moon-element',
    entries: MOON_ELEMENT_KEYS.flatMap((p) =>
      MOON_ELEMENT_KEYS.map((c) => [`${p}.${c}`, PARENT_CHILD_MOON_ELEMENT[p]?.[c]] as const),
    ),
    min: 150,
    max: 300,
    count: 16,
  },
  bySign('love-venus-sign', LOVE_VENUS_SIGN),
  bySign('love-mars-sign', LOVE_MARS_SIGN),
  bySign('love-fifth-house', LOVE_FIFTH_HOUSE_SIGN),
  bySign('love-seventh-house', LOVE_SEVENTH_HOUSE_SIGN),
  byHouse('seventh-ruler-in-house', SEVENTH_RULER_IN_HOUSE),
  {
    name: 'synastry-report-aspect',
    entries: SYNASTRY_PAIRS.flatMap((pair) =>
      ASPECT_FAMILIES.map(
        (f) =>
          [
            `${pair}.${f}`,
            (SYNASTRY_REPORT_ASPECT as Record<string, Record<string, string>>)[pair]?.[f],
          ] as const,
      ),
    ),
    min: 150,
    max: 300,
    count: 63,
  },
  byHouse('marks-sun-house', MARKS_SUN_HOUSE),
  byHouse('marks-moon-house', MARKS_MOON_HOUSE),
  byHouse('marks-venus-house', MARKS_VENUS_HOUSE),
  byHouse('marks-mars-house', MARKS_MARS_HOUSE),
  bySign('marks-asc-sign', MARKS_ASC_SIGN),
  byHouse('moon-through-house', MOON_THROUGH_HOUSE, 40, 90),
  {
    name: 'day-aspect',
    entries: DAY_ASPECT_MOVERS.flatMap((m) =>
      DAY_TARGETS.flatMap((t) =>
        ASPECT_FAMILIES.map((f) => [`${m}.${t}.${f}`, DAY_ASPECT[m]?.[t]?.[f]] as const),
      ),
    ),
    min: 40,
    max: 90,
    count: 180,
  },
  {
    name: 'moon-phase',
    entries: MOON_PHASE_KEYS.map((k) => [k, MOON_PHASE[k]] as const),
    min: 40,
    max: 90,
    count: 8,
  },
  { name: 'void-of-course', entries: [['void', VOID_OF_COURSE]], min: 40, max: 90, count: 1 },
  {
    name: 'station',
    entries: STATION_PLANETS.flatMap((p) =>
      (['retrograde', 'direct'] as const).map((k) => [`${p}.${k}`, STATION[p]?.[k]] as const),
    ),
    min: 40,
    max: 90,
    count: 16,
  },
];

/** Every string exported by every data module (any depth), tagged with where it lives. */
async function allCorpusTexts(): Promise<{ where: string; text: string }[]> {
  const dataDir = new URL('./data/', import.meta.url);
  const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const out: { where: string; text: string }[] = [];
  const walk = (where: string, value: unknown): void => {
    if (typeof value === 'string') out.push({ where, text: value });
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(`${where}.${k}`, v);
  };
  for (const file of files) {
    const mod = (await import(new URL(file, dataDir).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) walk(`${file}:${name}`, value);
  }
  return out;
}

describe('themed report texts', () => {
  it('calendar day aspects are keyed exactly by the five fast movers and the twelve natal targets', () => {
    expect(Object.keys(DAY_ASPECT).sort()).toEqual([...DAY_ASPECT_MOVERS].sort());
    for (const m of DAY_ASPECT_MOVERS)
      expect(Object.keys(DAY_ASPECT[m]).sort()).toEqual([...DAY_TARGETS].sort());
  });

  it('synastry report aspects are keyed exactly by the 21 pairs of its six planets, as planetPairKey writes them', () => {
    expect(SYNASTRY_PAIRS).toHaveLength(21);
    expect(Object.keys(SYNASTRY_REPORT_ASPECT).sort()).toEqual([...SYNASTRY_PAIRS].sort());
  });

  for (const set of THEMED_SETS) {
    it(`${set.name}: ${set.count} texts of ${set.min}–${set.max} 字, Chinese, unique`, () => {
      expect(set.entries, set.name).toHaveLength(set.count);
      const seen = new Map<string, string>();
      for (const [key, text] of set.entries) {
        expect(typeof text, `${set.name} ${key} missing`).toBe('string');
        const t = text!;
        const n = charCount(t);
        expect(n, `${set.name} ${key} length ${n}`).toBeGreaterThanOrEqual(set.min);
        expect(n, `${set.name} ${key} length ${n}`).toBeLessThanOrEqual(set.max);
        expect(hanCount(t) / n, `${set.name} ${key} is not mostly Chinese`).toBeGreaterThan(0.75);
        expect(t, `${set.name} ${key}`).not.toMatch(/[A-Za-z{}$]/);
        expect(seen.get(t), `${set.name} ${key} duplicates ${seen.get(t)}`).toBeUndefined();
        seen.set(t, key);
      }
    });

    it(`${set.name}: openings vary (no two-字 opening in more than two thirds of the set)`, () => {
      const openings = new Map<string, number>();
      for (const [, text] of set.entries) {
        const head = [...(text ?? '')].slice(0, 2).join('');
        openings.set(head, (openings.get(head) ?? 0) + 1);
      }
      const [head, most] = [...openings].sort((a, b) => b[1] - a[1])[0]!;
      expect(most, `${set.name}: ${most} texts open with “${head}”`).toBeLessThanOrEqual(
        Math.max(1, Math.floor((set.entries.length * 2) / 3)),
      );
    });
  }

  it('no sentence of 12+ 字 in these sets appears in any other text of the corpus', async () => {
    const corpus = await allCorpusTexts();
    const mine = new Set(THEMED_SETS.flatMap((set) => set.entries.map(([, text]) => text!)));
    // Each of our texts must be found in the corpus scan (the scan reaches src/data/report/).
    for (const text of mine) expect(corpus.some((c) => c.text === text)).toBe(true);
    const repeats: string[] = [];
    for (const { where, text } of corpus) {
      if (!mine.has(text)) continue;
      for (const sentence of longSentences(text)) {
        const others = corpus.filter((c) => c.where !== where && c.text.includes(sentence));
        const timesInOwn = text.split(sentence).length - 1;
        if (others.length > 0 || timesInOwn > 1)
          repeats.push(
            `${where}: “${sentence}” also in ${others.map((o) => o.where).join(', ') || 'itself'}`,
          );
      }
    }
    expect(repeats).toEqual([]);
  });
});
