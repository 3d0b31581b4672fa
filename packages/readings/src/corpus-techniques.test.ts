// Corpus integrity for the chart-technique texts (issue 12 §4): every key a page can ask for has its text, the text is
// Chinese prose within its length bounds, names what it is about, is unique in its set, and no sentence of 12 字 or
// more is repeated anywhere in these sets or in the older corpus.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DIRECTED_MOVER,
  DIRECTED_MOVERS,
  DIRECTED_TO_NATAL,
  PROGRESSED_MOON_IN_HOUSE,
  PROGRESSED_MOON_IN_SIGN,
  PROGRESSED_SUN_INTO_SIGN,
} from './data/directions.ts';
import { HOUSE_RULER_IN_HOUSE } from './data/house-rulers.ts';
import { HOUSE_KEYWORDS, PLANET_KEYWORDS, SIGN_KEYWORDS } from './data/keywords.ts';
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
import { OVERLAY_IN_HOUSE } from './data/synastry-overlays.ts';
import { LUNAR_RETURN_MOON_HOUSE, SOLAR_RETURN_ASC_SIGN, SOLAR_RETURN_SUN_HOUSE } from './data/returns.ts';
import {
  DIGNITY_KINDS,
  DIGNITY_TEXTS,
  FIRDARIA_LORD,
  FIRDARIA_LORDS,
  PROFECTION_HOUSE,
} from './data/traditional.ts';
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
import { charCount, expectTextSet } from './test/reading-text-checks.ts';

type Entry = readonly [key: string, text: string | undefined];

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

/** The data modules written for the chart techniques; every other module under data/ is "the rest of the corpus". */
const TECHNIQUE_FILES = new Set([
  'house-rulers.ts',
  'points.ts',
  'transits.ts',
  'directions.ts',
  'returns.ts',
  'traditional.ts',
  'synastry-overlays.ts',
]);

/** Every other data module's strings (older sets, reports, tarot …), by file, read at test time. */
async function restOfCorpus(): Promise<[file: string, text: string][]> {
  const root = fileURLToPath(new URL('./data/', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(relative(root, path));
    }
  };
  walk(root);
  const rest = files.filter((f) => !TECHNIQUE_FILES.has(f)).sort();
  const modules = await Promise.all(rest.map(async (f) => [f, await import(join(root, f))] as const));
  return modules.flatMap(([f, mod]) => stringsIn(mod).map((t) => [f, t] as [string, string]));
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

const directionSets = [
  ['progressed-moon-sign', bySign('moon', PROGRESSED_MOON_IN_SIGN, (s) => ['推运月亮', signName(s)])],
  ['progressed-moon-house', byHouse('moon', PROGRESSED_MOON_IN_HOUSE, (h) => ['推运月亮', houseName(h)])],
  ['progressed-sun-sign', bySign('sun', PROGRESSED_SUN_INTO_SIGN, (s) => ['推运太阳', signName(s)])],
  [
    'directed-to-natal',
    NATAL_TARGETS.flatMap((t) =>
      ASPECT_FAMILIES.map((f) => [`${t}.${f}`, DIRECTED_TO_NATAL[t][f], [`本命${targetName(t)}`]] as const),
    ),
  ],
  ['directed-mover', DIRECTED_MOVERS.map((m) => [m, DIRECTED_MOVER[m], [targetName(m)]] as const)],
] as const;

const returnSets = [
  ['solar-return-asc', bySign('asc', SOLAR_RETURN_ASC_SIGN, (s) => ['太阳返照', '上升', signName(s)])],
  ['solar-return-sun', byHouse('sun', SOLAR_RETURN_SUN_HOUSE, (h) => ['太阳返照', '太阳', houseName(h)])],
  ['lunar-return-moon', byHouse('moon', LUNAR_RETURN_MOON_HOUSE, (h) => ['月亮返照', '月亮', houseName(h)])],
] as const;

const DIGNITY_NAMES = {
  domicile: '入庙',
  exaltation: '入旺',
  triplicity: '三分',
  term: '界',
  face: '面',
  detriment: '落陷',
  fall: '入弱',
  peregrine: '游走',
} as const;
const lordName = (l: (typeof FIRDARIA_LORDS)[number]): string =>
  l === 'northNode' ? '北交点' : l === 'southNode' ? '南交点' : PLANET_KEYWORDS[l].name;

const traditionalSets = [
  ['dignity', DIGNITY_KINDS.map((d) => [d, DIGNITY_TEXTS[d], [DIGNITY_NAMES[d]]] as const)],
  ['profection', byHouse('profection', PROFECTION_HOUSE, (h) => ['小限', '年主星', houseName(h)])],
  ['firdaria', FIRDARIA_LORDS.map((l) => [l, FIRDARIA_LORD[l], ['法达', lordName(l)]] as const)],
] as const;

const overlayEntries = PLANET_KEYS.flatMap((p) =>
  byHouse(p, OVERLAY_IN_HOUSE[p], (h) => ['对方', `${PLANET_KEYWORDS[p].name}`, `你的${houseName(h)}`]),
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
  ...directionSets.map(([name, entries]) => [name, entries.map(([k, t]) => [k, t] as const)] as const),
  ...returnSets.map(([name, entries]) => [name, entries.map(([k, t]) => [k, t] as const)] as const),
  ...traditionalSets.map(([name, entries]) => [name, entries.map(([k, t]) => [k, t] as const)] as const),
  ['synastry-overlay', overlayEntries.map(([k, t]) => [k, t] as const)],
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

describe('progressions and directions', () => {
  it('progressed Moon by sign and house, progressed Sun by sign, directed points to natal targets, movers: 79 texts of 60–150 字', () => {
    const counts = { 'directed-to-natal': 36, 'directed-mover': 7 } as Record<string, number>;
    expect(directionSets.reduce((n, [, entries]) => n + entries.length, 0)).toBe(79);
    for (const [name, entries] of directionSets) {
      expectTextSet(
        name,
        entries.map(([k, t]) => [k, t] as const),
        60,
        150,
        counts[name] ?? 12,
      );
      expectNames(
        name,
        entries.map(([k, t, w]) => [k, t, [...w]] as const),
      );
    }
  });
});

describe('returns', () => {
  it('solar return Ascendant by sign, solar return Sun and lunar return Moon by house: 36 texts of 60–150 字', () => {
    for (const [name, entries] of returnSets) {
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
});

describe('traditional tools', () => {
  it('eight dignities, twelve profected houses, nine firdaria lords: 29 texts of 60–150 字', () => {
    const counts: Record<string, number> = { dignity: 8, profection: 12, firdaria: 9 };
    for (const [name, entries] of traditionalSets) {
      expectTextSet(
        name,
        entries.map(([k, t]) => [k, t] as const),
        60,
        150,
        counts[name]!,
      );
      expectNames(
        name,
        entries.map(([k, t, w]) => [k, t, [...w]] as const),
      );
    }
  });
});

describe('synastry overlays', () => {
  it("the other person's ten planets in your twelve houses: 120 texts of 60–150 字, naming the planet and your house", () => {
    expectTextSet(
      'synastry-overlay',
      overlayEntries.map(([k, t]) => [k, t] as const),
      60,
      150,
      120,
    );
    expectNames(
      'synastry-overlay',
      overlayEntries.map(([k, t, w]) => [k, t, [...w]] as const),
    );
  });
});

describe('sentences', () => {
  it('no sentence of 12 字 or more appears twice in the technique sets or anywhere else in the corpus', async () => {
    const rest = await restOfCorpus();
    expect(rest.length).toBeGreaterThan(500);
    const where = new Map<string, string>();
    for (const [file, text] of rest)
      for (const s of sentencesOf(text)) if (charCount(s) >= 12 && !where.has(s)) where.set(s, file);
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
