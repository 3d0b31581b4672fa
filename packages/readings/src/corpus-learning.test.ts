/// <reference types="vite/client" />
// The learning hub's texts: the astrology dictionary (data/learning/dict*.ts) and the birth-info page
// (data/learning/birth-info.ts). Keys unique and complete, related keys resolve, every text Chinese prose within
// its bounds with Chinese punctuation, no text or sentence twice, no sentence or clause of 12+ 字 shared with any
// other data module, each entry about its own term, and the facts a learner relies on (rulers, angles, natural
// signs, the reliability ratings of the birth-data form) stated where they belong.
import { BIRTH_TIME_RELIABILITY } from '@xingtu/contracts/enums';
import { describe, expect, it } from 'vitest';
import {
  BIRTH_INFO_INTRO,
  BIRTH_INFO_SECTIONS,
  TIME_RELIABILITY_KEYS,
  TIME_RELIABILITY_TEXTS,
} from './data/learning/birth-info.ts';
import {
  DICT_CATEGORIES,
  DICT_CATEGORY_LABELS,
  DICT_ENTRIES,
  dictEntry,
  type DictCategory,
  type DictEntry,
} from './data/learning/dict.ts';
import { HOUSE_NUMBERS, PLANET_KEYS, SIGN_KEYS } from './keys.ts';
import {
  charCount,
  collectTexts,
  expectNoRepeatedSentences,
  expectTextSet,
} from './test/reading-text-checks.ts';

/** Half-width punctuation that has a Chinese full-width form (the texts use ，。？！：；“”（）、). */
const HALF_WIDTH_PUNCTUATION = /[,.?!:;'"()]/;

const DATA_MODULES = import.meta.glob<Record<string, unknown>>(['./data/**/*.ts', '!./data/**/*.test.ts'], {
  eager: true,
});

const byCategory = (category: DictCategory): DictEntry[] =>
  DICT_ENTRIES.filter((e) => e.category === category);
const keysOf = (category: DictCategory): string[] => byCategory(category).map((e) => e.key);
const entry = (key: string): DictEntry => {
  const e = dictEntry(key);
  expect(e, `entry ${key}`).toBeDefined();
  return e!;
};
const prose = (e: DictEntry): string => `${e.summary}${e.body}`;

const REQUIRED: Record<DictCategory, readonly string[]> = {
  sign: SIGN_KEYS,
  planet: [...PLANET_KEYS, 'chiron', 'ceres', 'pallas', 'juno', 'vesta'],
  house: HOUSE_NUMBERS.map((n) => `house${n}`),
  aspect: [
    'conjunction',
    'opposition',
    'trine',
    'square',
    'sextile',
    'semiSextile',
    'semiSquare',
    'sesquiquadrate',
    'quincunx',
    'quintile',
    'biquintile',
  ],
  point: ['asc', 'mc', 'dsc', 'ic', 'northNode', 'southNode', 'lilith', 'partOfFortune', 'vertex'],
  technique: [
    'transits',
    'secondaryProgressions',
    'solarArc',
    'solarReturn',
    'lunarReturn',
    'profections',
    'firdaria',
    'synastry',
    'composite',
    'davison',
    'marksChart',
    'harmonics',
    'siderealZodiac',
  ],
  chart: [
    'houseSystem',
    'housePlacidus',
    'houseKoch',
    'houseWholeSign',
    'houseEqual',
    'houseRegiomontanus',
    'houseCampanus',
    'housePorphyry',
  ],
  concept: [
    'dignity',
    'rulership',
    'exaltation',
    'detriment',
    'fall',
    'terms',
    'faces',
    'retrograde',
    'station',
    'voidOfCourseMoon',
    'orb',
    'applying',
    'separating',
    'element',
    'modality',
    'polarity',
    'trueSolarTime',
    'timeReliability',
    'eclipse',
    'lunation',
    'chartRuler',
    'sect',
  ],
};

describe('dictionary: keys and links', () => {
  it('has at least 110 entries with unique camelCase keys, unique terms and unique English terms', () => {
    expect(DICT_ENTRIES.length).toBeGreaterThanOrEqual(110);
    for (const e of DICT_ENTRIES) expect(e.key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    for (const pick of [(e: DictEntry) => e.key, (e: DictEntry) => e.term, (e: DictEntry) => e.english]) {
      const values = DICT_ENTRIES.map(pick);
      expect(values.filter((v, i) => values.indexOf(v) !== i)).toEqual([]);
    }
  });

  it('holds every required entry in its category, and every category has a label and entries', () => {
    for (const category of DICT_CATEGORIES) {
      expect(keysOf(category)).toEqual(expect.arrayContaining([...REQUIRED[category]]));
      expect(DICT_CATEGORY_LABELS[category], category).toMatch(/^\p{Script=Han}{2,6}$/u);
    }
    expect(keysOf('sign')).toHaveLength(12);
    expect(keysOf('house')).toHaveLength(12);
    expect(keysOf('aspect')).toHaveLength(11);
    expect(DICT_ENTRIES.every((e) => DICT_CATEGORIES.includes(e.category))).toBe(true);
  });

  it('every related key exists, is not the entry itself, appears once; 2–8 links each', () => {
    const problems: string[] = [];
    for (const e of DICT_ENTRIES) {
      if (e.related.length < 2 || e.related.length > 8) problems.push(`${e.key}: ${e.related.length} links`);
      if (new Set(e.related).size !== e.related.length) problems.push(`${e.key}: a link twice`);
      for (const r of e.related) {
        if (r === e.key) problems.push(`${e.key} links itself`);
        else if (!dictEntry(r)) problems.push(`${e.key} → ${r} does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every entry is linked from at least one other entry', () => {
    const linked = new Set(DICT_ENTRIES.flatMap((e) => e.related));
    expect(DICT_ENTRIES.filter((e) => !linked.has(e.key)).map((e) => e.key)).toEqual([]);
  });

  it('aliases are non-empty, not the entry’s own term, and never point at another entry', () => {
    const owner = new Map<string, string>();
    for (const e of DICT_ENTRIES) owner.set(e.term, e.key);
    const problems: string[] = [];
    for (const e of DICT_ENTRIES)
      for (const alias of e.aliases) {
        if (alias.trim() === '' || alias !== alias.trim()) problems.push(`${e.key}: blank or padded alias`);
        if (alias === e.term) problems.push(`${e.key}: alias repeats the term`);
        const other = owner.get(alias);
        if (other !== undefined && other !== e.key)
          problems.push(`${e.key}: alias “${alias}” is also ${other}`);
        owner.set(alias, other ?? e.key);
      }
    expect(problems).toEqual([]);
  });

  it('dictEntry finds every entry by key and nothing for an unknown key', () => {
    for (const e of DICT_ENTRIES) expect(dictEntry(e.key)).toBe(e);
    expect(dictEntry('notAnEntry')).toBeUndefined();
  });
});

describe('dictionary: texts', () => {
  it('summaries are 30–60 字 and bodies 150–400 字 of Chinese prose, none alike', () => {
    const n = DICT_ENTRIES.length;
    expectTextSet(
      'summary',
      DICT_ENTRIES.map((e) => [e.key, e.summary] as const),
      30,
      60,
      n,
    );
    expectTextSet(
      'body',
      DICT_ENTRIES.map((e) => [e.key, e.body] as const),
      150,
      400,
      n,
    );
  });

  it('terms are Chinese; English terms are Latin script', () => {
    for (const e of DICT_ENTRIES) {
      expect(e.term, e.key).toMatch(/^[\p{Script=Han}、]+$/u);
      expect(e.english, e.key).toMatch(/^[A-Z][A-Za-z ,-]*[a-z]$/);
    }
  });

  it('each entry is about its own term: every part of the term is named in its summary or body', () => {
    for (const e of DICT_ENTRIES)
      for (const part of e.term.split(/[、与]/)) expect(prose(e), `${e.key} names ${part}`).toContain(part);
  });

  it('each sign names its element, modality and traditional ruler; the modern co-rulers are called that', () => {
    const facts: Record<string, [element: string, modality: string, ruler: string]> = {
      aries: ['火', '本位', 'mars'],
      taurus: ['土', '固定', 'venus'],
      gemini: ['风', '变动', 'mercury'],
      cancer: ['水', '本位', 'moon'],
      leo: ['火', '固定', 'sun'],
      virgo: ['土', '变动', 'mercury'],
      libra: ['风', '本位', 'venus'],
      scorpio: ['水', '固定', 'mars'],
      sagittarius: ['火', '变动', 'jupiter'],
      capricorn: ['土', '本位', 'saturn'],
      aquarius: ['风', '固定', 'saturn'],
      pisces: ['水', '变动', 'jupiter'],
    };
    for (const [key, [element, modality, ruler]] of Object.entries(facts)) {
      const { summary, related } = entry(key);
      expect(summary, key).toContain(`${element}象、${modality}`);
      expect(summary, key).toContain(`由${entry(ruler).term}守护`);
      expect(related, key).toContain(ruler);
    }
    for (const [sign, modern] of [
      ['scorpio', 'pluto'],
      ['aquarius', 'uranus'],
      ['pisces', 'neptune'],
    ] as const) {
      expect(entry(sign).summary, sign).toContain(`现代以${entry(modern).term}为副守护`);
      expect(entry(modern).summary, modern).toContain(`${entry(sign).term}的副守护`);
    }
  });

  it('each of the seven traditional planets names the signs it rules', () => {
    const domiciles: Record<string, readonly string[]> = {
      sun: ['leo'],
      moon: ['cancer'],
      mercury: ['gemini', 'virgo'],
      venus: ['taurus', 'libra'],
      mars: ['aries', 'scorpio'],
      jupiter: ['sagittarius', 'pisces'],
      saturn: ['capricorn', 'aquarius'],
    };
    for (const [planet, signs] of Object.entries(domiciles))
      expect(entry(planet).summary, planet).toContain(`守护${signs.map((k) => entry(k).term).join('与')}`);
  });

  it('each house names the sign it shares its themes with (the first house Aries, and so on)', () => {
    HOUSE_NUMBERS.forEach((n, i) => {
      expect(entry(`house${n}`).body, `house${n}`).toContain(`与${entry(SIGN_KEYS[i]!).term}的主题相通`);
      expect(entry(`house${n}`).related, `house${n}`).toContain(SIGN_KEYS[i]);
    });
  });

  it('each aspect states its angle', () => {
    const angles: Record<string, string> = {
      conjunction: '零度',
      opposition: '一百八十度',
      trine: '一百二十度',
      square: '九十度',
      sextile: '六十度',
      semiSextile: '三十度',
      semiSquare: '四十五度',
      sesquiquadrate: '一百三十五度',
      quincunx: '一百五十度',
      quintile: '七十二度',
      biquintile: '一百四十四度',
    };
    for (const key of REQUIRED.aspect) expect(entry(key).summary, key).toContain(angles[key]);
  });
});

describe('birth-info texts', () => {
  it('an intro of 80–160 字 and 4–6 sections with titles of 4–16 字 and bodies of 150–300 字', () => {
    expectTextSet('intro', [['intro', BIRTH_INFO_INTRO]], 80, 160, 1);
    expect(BIRTH_INFO_SECTIONS.length).toBeGreaterThanOrEqual(4);
    expect(BIRTH_INFO_SECTIONS.length).toBeLessThanOrEqual(6);
    const keys = BIRTH_INFO_SECTIONS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const n = BIRTH_INFO_SECTIONS.length;
    expectTextSet(
      'section title',
      BIRTH_INFO_SECTIONS.map((s) => [s.key, s.title] as const),
      4,
      16,
      n,
    );
    expectTextSet(
      'section body',
      BIRTH_INFO_SECTIONS.map((s) => [s.key, s.body] as const),
      150,
      300,
      n,
    );
  });

  it('covers why the date, the time and the place matter, and the clock pitfalls', () => {
    const body = (key: string): string => BIRTH_INFO_SECTIONS.find((s) => s.key === key)?.body ?? '';
    expect(body('date')).toMatch(/农历/);
    expect(body('time')).toMatch(/上升点/);
    expect(body('time')).toMatch(/宫/);
    expect(body('place')).toMatch(/经度/);
    expect(body('place')).toMatch(/纬度/);
    expect(body('clock')).toMatch(/夏令时/);
    expect(body('clock')).toMatch(/真太阳时/);
  });

  it('has one text per reliability rating of the birth-data form, A to H, in the same order', () => {
    expect([...TIME_RELIABILITY_KEYS]).toEqual(BIRTH_TIME_RELIABILITY.map((r) => r.value));
    expect(Object.keys(TIME_RELIABILITY_TEXTS)).toEqual([...TIME_RELIABILITY_KEYS]);
  });

  it('rating titles are 4–12 字 and texts 60–140 字, none alike', () => {
    expectTextSet(
      'rating title',
      TIME_RELIABILITY_KEYS.map((k) => [k, TIME_RELIABILITY_TEXTS[k].title] as const),
      4,
      12,
      8,
    );
    expectTextSet(
      'rating text',
      TIME_RELIABILITY_KEYS.map((k) => [k, TIME_RELIABILITY_TEXTS[k].text] as const),
      60,
      140,
      8,
    );
  });

  it('each rating text states the margin of its form option', () => {
    const margins: Record<(typeof TIME_RELIABILITY_KEYS)[number], RegExp> = {
      A: /书面记录/,
      B: /五分钟以内/,
      C: /十五分钟以内/,
      D: /三十分钟以内/,
      E: /一小时以内/,
      F: /几个小时/,
      G: /只知道出生日期/,
      H: /相差一天以上/,
    };
    for (const k of TIME_RELIABILITY_KEYS) expect(TIME_RELIABILITY_TEXTS[k].text, k).toMatch(margins[k]);
  });
});

describe('all learning texts', () => {
  const OWN_TEXTS: [path: string, text: string][] = [
    ...DICT_ENTRIES.flatMap((e) =>
      (['term', 'summary', 'body'] as const).map((f) => [`dict.${e.key}.${f}`, e[f]] as [string, string]),
    ),
    ['birthInfo.intro', BIRTH_INFO_INTRO],
    ...collectTexts({ BIRTH_INFO_SECTIONS, TIME_RELIABILITY_TEXTS }, 'birthInfo'),
  ];

  it('use Chinese punctuation only', () => {
    for (const [path, text] of OWN_TEXTS) expect(text, path).not.toMatch(HALF_WIDTH_PUNCTUATION);
  });

  it('repeat no sentence of 12+ 字, and share no sentence or clause of 12+ 字 with any other data module', () => {
    const others = Object.entries(DATA_MODULES)
      .filter(([file]) => !file.startsWith('./data/learning/'))
      .flatMap(([file, mod]) => collectTexts(mod, file));
    expect(others.length).toBeGreaterThan(1000);
    expectNoRepeatedSentences(OWN_TEXTS, others);

    const clauses = (text: string): string[] =>
      text
        .split(/[。！？；，：]/)
        .map((s) => s.trim())
        .filter((s) => charCount(s) >= 12);
    const elsewhere = new Map<string, string>();
    for (const [path, text] of others) for (const c of clauses(text)) elsewhere.set(c, path);
    const shared = OWN_TEXTS.flatMap(([path, text]) =>
      clauses(text)
        .filter((c) => elsewhere.has(c))
        .map((c) => `“${c}” in ${path} and ${elsewhere.get(c)}`),
    );
    expect(shared).toEqual([]);
  });
});
