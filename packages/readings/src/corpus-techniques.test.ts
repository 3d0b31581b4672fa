// Corpus integrity for the chart-technique texts (issue 12 §4): every key a page can ask for has its text, the text is
// Chinese prose within its length bounds, names what it is about, is unique in its set, and no sentence of 12 字 or
// more is repeated anywhere in these sets or in the older corpus.
import { describe, expect, it } from 'vitest';
import { ASCENDANT_SIGN, MC_SIGN } from './data/angle-sign.ts';
import { ASPECT_TEXTS } from './data/aspects.ts';
import { CAREER_MC_SIGN, CAREER_TRANSIT, TENTH_RULER_IN_HOUSE } from './data/career.ts';
import { HOUSE_RULER_IN_HOUSE } from './data/house-rulers.ts';
import { KID_MERCURY_SIGN, KID_MOON_SIGN } from './data/kid.ts';
import { ASPECT_KEYWORDS, HOUSE_KEYWORDS, PLANET_KEYWORDS, SIGN_KEYWORDS } from './data/keywords.ts';
import { COMPOSITE_SIGN, SYNASTRY_TEXTS } from './data/love.ts';
import { PLANET_IN_HOUSE } from './data/planet-in-house.ts';
import { PLANET_IN_SIGN } from './data/planet-in-sign.ts';
import {
  ASTEROID_IN_SIGN,
  ASTEROID_KEYS,
  CHIRON_IN_HOUSE,
  CHIRON_IN_SIGN,
  FORTUNE_IN_HOUSE,
  LILITH_IN_HOUSE,
  LILITH_IN_SIGN,
  NORTH_NODE_IN_HOUSE,
  NORTH_NODE_IN_SIGN,
  VERTEX_IN_HOUSE,
} from './data/points.ts';
import {
  NATAL_TARGETS,
  TRANSIT_ASPECT,
  TRANSIT_IN_HOUSE,
  TRANSIT_PLANETS,
  type NatalTarget,
} from './data/transits.ts';
import {
  ASPECT_FAMILIES,
  HOUSE_NUMBERS,
  PLANET_KEYS,
  SIGN_KEYS,
  type HouseNumber,
  type SignKey,
} from './keys.ts';

type Entry = readonly [key: string, text: string | undefined];

/** Length in 字: every non-whitespace character, punctuation included. */
const charCount = (text: string): number => [...text.replace(/\s/g, '')].length;
const hanCount = (text: string): number => (text.match(/\p{Script=Han}/gu) ?? []).length;

/** Every string held anywhere in a data module (nested records included). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Sentences as the reader sees them: split at 。！？； and trimmed. */
const sentencesOf = (text: string): string[] =>
  text
    .split(/[。！？；]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

const OLDER_CORPUS: readonly string[] = [
  ASCENDANT_SIGN,
  MC_SIGN,
  ASPECT_TEXTS,
  CAREER_MC_SIGN,
  CAREER_TRANSIT,
  TENTH_RULER_IN_HOUSE,
  KID_MERCURY_SIGN,
  KID_MOON_SIGN,
  ASPECT_KEYWORDS,
  HOUSE_KEYWORDS,
  PLANET_KEYWORDS,
  SIGN_KEYWORDS,
  COMPOSITE_SIGN,
  SYNASTRY_TEXTS,
  PLANET_IN_HOUSE,
  PLANET_IN_SIGN,
].flatMap(stringsIn);

/** Checks one set: the expected keys each have a text, in bounds, Chinese, and no two texts alike. */
function expectTextSet(
  name: string,
  entries: readonly Entry[],
  min: number,
  max: number,
  count: number,
): void {
  expect(entries, name).toHaveLength(count);
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

/** Each text mentions every one of the given words (the key it is written for). */
function expectNames(
  name: string,
  entries: readonly (readonly [key: string, text: string, words: string[]])[],
) {
  for (const [key, text, words] of entries)
    for (const w of words) expect(text, `${name} ${key} does not mention ${w}`).toContain(w);
}

const houseName = (h: number): string => HOUSE_KEYWORDS[h as HouseNumber].name;
/** 白羊座 → 白羊: the short form every sign text uses. */
const signName = (s: SignKey): string => SIGN_KEYWORDS[s].name.replace('座', '');
const oppositeSign = (s: SignKey): SignKey => SIGN_KEYS[(SIGN_KEYS.indexOf(s) + 6) % 12]!;
const oppositeHouse = (h: HouseNumber): HouseNumber => (((h + 5) % 12) + 1) as HouseNumber;

/** A sign-keyed set as named entries, with the words each text must contain. */
const bySign = (prefix: string, set: Record<SignKey, string>, words: (s: SignKey) => string[]) =>
  SIGN_KEYS.map((s) => [`${prefix}.${s}`, set[s], words(s)] as const);
const byHouse = (prefix: string, set: Record<HouseNumber, string>, words: (h: HouseNumber) => string[]) =>
  HOUSE_NUMBERS.map((h) => [`${prefix}.${h}`, set[h], words(h)] as const);

/** 太阳 … 冥王星, 上升点, 天顶: how the texts name a natal target. */
const targetName = (t: NatalTarget): string =>
  t === 'asc' ? '上升点' : t === 'mc' ? '天顶' : PLANET_KEYWORDS[t].name;

const transitAspectEntries = TRANSIT_PLANETS.flatMap((p) =>
  NATAL_TARGETS.flatMap((t) =>
    ASPECT_FAMILIES.map(
      (f) => [`${p}.${t}.${f}`, TRANSIT_ASPECT[p][t][f], [PLANET_KEYWORDS[p].name, targetName(t)]] as const,
    ),
  ),
);
const transitHouseEntries = TRANSIT_PLANETS.flatMap((p) =>
  byHouse(p, TRANSIT_IN_HOUSE[p], (h) => [PLANET_KEYWORDS[p].name, houseName(h)]),
);

const ASTEROID_NAMES = { ceres: '谷神星', pallas: '智神星', juno: '婚神星', vesta: '灶神星' } as const;

/** The points sets with, per text, the words it must contain (the point, and its sign or house). */
const pointSets = [
  [
    'north-node-sign',
    bySign('north-node', NORTH_NODE_IN_SIGN, (s) => [
      '北交点',
      '南交点',
      signName(s),
      signName(oppositeSign(s)),
    ]),
  ],
  [
    'north-node-house',
    byHouse('north-node', NORTH_NODE_IN_HOUSE, (h) => [
      '北交点',
      '南交点',
      houseName(h),
      houseName(oppositeHouse(h)),
    ]),
  ],
  ['chiron-sign', bySign('chiron', CHIRON_IN_SIGN, (s) => ['凯龙星', signName(s)])],
  ['chiron-house', byHouse('chiron', CHIRON_IN_HOUSE, (h) => ['凯龙星', houseName(h)])],
  ['lilith-sign', bySign('lilith', LILITH_IN_SIGN, (s) => ['莉莉丝', signName(s)])],
  ['lilith-house', byHouse('lilith', LILITH_IN_HOUSE, (h) => ['莉莉丝', houseName(h)])],
  ['fortune-house', byHouse('fortune', FORTUNE_IN_HOUSE, (h) => ['福点', houseName(h)])],
  ['vertex-house', byHouse('vertex', VERTEX_IN_HOUSE, (h) => ['宿命点', houseName(h)])],
  ...ASTEROID_KEYS.map(
    (a) =>
      [`asteroid-${a}`, bySign(a, ASTEROID_IN_SIGN[a], (s) => [ASTEROID_NAMES[a], signName(s)])] as const,
  ),
] as const;

const houseRulerEntries = HOUSE_NUMBERS.flatMap((from) =>
  HOUSE_NUMBERS.map((to) => [`${from}→${to}`, HOUSE_RULER_IN_HOUSE[from][to]] as const),
);

/** Every set written for the chart techniques, for the sentence check. */
const TECHNIQUE_SETS: readonly (readonly [name: string, entries: readonly Entry[]])[] = [
  ['house-rulers', houseRulerEntries],
  ...pointSets.map(([name, entries]) => [name, entries.map(([k, t]) => [k, t] as const)] as const),
  ['transit-aspect', transitAspectEntries.map(([k, t]) => [k, t] as const)],
  ['transit-house', transitHouseEntries.map(([k, t]) => [k, t] as const)],
];

describe('house rulers in houses', () => {
  it('12 × 12 texts of 60–150 字, each naming both houses', () => {
    expectTextSet('house-rulers', houseRulerEntries, 60, 150, 144);
    expectNames(
      'house-rulers',
      HOUSE_NUMBERS.flatMap((from) =>
        HOUSE_NUMBERS.map(
          (to) =>
            [`${from}→${to}`, HOUSE_RULER_IN_HOUSE[from][to], [houseName(from), houseName(to)]] as const,
        ),
      ),
    );
  });
});

describe('points and asteroids', () => {
  it('nodes, Chiron, Lilith, Part of Fortune, Vertex and four asteroids: 144 texts of 60–150 字, each naming its point and place', () => {
    expect(pointSets.reduce((n, [, entries]) => n + entries.length, 0)).toBe(144);
    for (const [name, entries] of pointSets) {
      expectTextSet(
        name,
        entries.map(([k, t]) => [k, t] as const),
        60,
        150,
        12,
      );
      expectNames(
        name,
        entries.map(([k, t, w]) => [k, t, [...w]] as const),
      );
    }
  });

  it('no two point texts are alike across sets', () => {
    const all = pointSets.flatMap(([, entries]) => entries.map(([, t]) => t));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('transits', () => {
  it('the natal targets are the ten planets, the Ascendant and the Midheaven', () => {
    expect(NATAL_TARGETS).toEqual([...PLANET_KEYS, 'asc', 'mc']);
    expect(Object.keys(TRANSIT_ASPECT).sort()).toEqual([...TRANSIT_PLANETS].sort());
  });

  it('Jupiter … Pluto to every natal target by family: 180 texts of 60–150 字, naming both bodies', () => {
    expectTextSet(
      'transit-aspect',
      transitAspectEntries.map(([k, t]) => [k, t] as const),
      60,
      150,
      180,
    );
    expectNames(
      'transit-aspect',
      transitAspectEntries.map(([k, t, w]) => [k, t, [...w]] as const),
    );
  });

  it('Jupiter … Pluto through the twelve houses: 60 texts of 60–150 字, naming planet and house', () => {
    expectTextSet(
      'transit-house',
      transitHouseEntries.map(([k, t]) => [k, t] as const),
      60,
      150,
      60,
    );
    expectNames(
      'transit-house',
      transitHouseEntries.map(([k, t, w]) => [k, t, [...w]] as const),
    );
  });
});

describe('sentences', () => {
  it('no sentence of 12 字 or more appears twice in the technique sets or the older corpus', () => {
    const where = new Map<string, string>();
    for (const text of OLDER_CORPUS)
      for (const s of sentencesOf(text))
        if (charCount(s) >= 12 && !where.has(s)) where.set(s, 'older corpus');
    const repeats: string[] = [];
    for (const [name, entries] of TECHNIQUE_SETS)
      for (const [key, text] of entries)
        for (const s of sentencesOf(text ?? '')) {
          if (charCount(s) < 12) continue;
          const first = where.get(s);
          if (first) repeats.push(`${name} ${key} repeats ${first}: ${s}`);
          else where.set(s, `${name} ${key}`);
        }
    expect(repeats).toEqual([]);
  });
});
