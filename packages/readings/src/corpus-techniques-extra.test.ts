// Corpus integrity for the texts added for the technique pages (issue 12 §4, second round): the fast transits of the
// timeline, the lunar-return Ascendant, harmonic and sidereal notes, the profection year lord. Every key a page can ask
// for has its text (through its selector), the text is Chinese prose within bounds, names what it is about, is unique,
// and no sentence of 12 字 or more appears anywhere else in the corpus.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPOSITE_IN_HOUSE } from './data/composite-houses.ts';
import {
  PROGRESSED_LUNAR_PHASE,
  PROGRESSED_LUNAR_PHASES,
  PROGRESSED_PLANET_IN_SIGN,
  PROGRESSED_PLANETS,
  PROGRESSED_RETROGRADE,
} from './data/directions.ts';
import { HOUSE_KEYWORDS, PLANET_KEYWORDS, SIGN_KEYWORDS } from './data/keywords.ts';
import { ASTEROID_IN_HOUSE, ASTEROID_KEYS } from './data/points.ts';
import { MINOR_ASPECT_KEYS, MINOR_ASPECT_TEXTS } from './data/minor-aspects.ts';
import {
  LUNAR_RETURN_ASC_SIGN,
  SOLAR_RETURN_HOUSE_EMPHASIS,
  SOLAR_RETURN_MOON_HOUSE,
} from './data/returns.ts';
import {
  DIGNITY_TEXTS,
  FIRDARIA_LORD,
  FIRDARIA_LORDS,
  FIRDARIA_SUB_LORD,
  HARMONIC_NUMBERS,
  HARMONIC_TEXTS,
  PLANET_DIGNITY,
  PROFECTION_LORD,
  SIDEREAL_TEXTS,
} from './data/traditional.ts';
import {
  FAST_TRANSIT_ASPECT,
  FAST_TRANSIT_PLANETS,
  NATAL_TARGETS,
  type NatalTarget,
  POINT_TARGETS,
  POINT_TRANSIT,
  TRANSIT_PLANETS,
  TRANSIT_POINTS,
  TRANSIT_TO_POINT,
} from './data/transits.ts';
import { ASPECT_FAMILIES, HOUSE_NUMBERS, PLANET_KEYS, SIGN_KEYS } from './keys.ts';
import {
  firdariaText,
  harmonicText,
  minorAspectText,
  planetDignityText,
  profectionLordText,
  siderealText,
  transitAspectText,
} from './select-points.ts';
import { charCount, expectTextSet } from './test/reading-text-checks.ts';

type Named = readonly (readonly [key: string, text: string | undefined, words: readonly string[]])[];

function expectNamedSet(name: string, entries: Named, min: number, max: number, count: number): void {
  expectTextSet(
    name,
    entries.map(([k, t]) => [k, t] as const),
    min,
    max,
    count,
  );
  for (const [key, text, words] of entries)
    for (const w of words) expect(text, `${name} ${key} does not mention ${w}`).toContain(w);
}

const targetName = (t: NatalTarget): string =>
  t === 'asc' ? '上升点' : t === 'mc' ? '天顶' : PLANET_KEYWORDS[t].name;
const signName = (s: (typeof SIGN_KEYS)[number]): string => SIGN_KEYWORDS[s].name;
const HARMONIC_ZH = { '4': '第四谐波', '5': '第五谐波', '7': '第七谐波', '9': '第九谐波' } as const;
const LORDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;

const fastTransit: Named = FAST_TRANSIT_PLANETS.flatMap((p) =>
  NATAL_TARGETS.flatMap((t) =>
    ASPECT_FAMILIES.map(
      (f) =>
        [
          `${p}.${t}.${f}`,
          FAST_TRANSIT_ASPECT[p][t][f],
          [`行运${PLANET_KEYWORDS[p].name}`, `本命${targetName(t)}`],
        ] as const,
    ),
  ),
);
const lunarReturnAsc: Named = SIGN_KEYS.map(
  (s) => [s, LUNAR_RETURN_ASC_SIGN[s], ['月亮返照', '上升', signName(s)]] as const,
);
const harmonics: Named = HARMONIC_NUMBERS.map(
  (n) => [n, HARMONIC_TEXTS[n], [HARMONIC_ZH[n], '谐波盘']] as const,
);
const sidereal: Named = [
  ['lahiri', SIDEREAL_TEXTS.lahiri, ['恒星黄道', '拉希里']],
  ['faganBradley', SIDEREAL_TEXTS.faganBradley, ['恒星', '费根', '布拉德利']],
];
const profectionLord: Named = LORDS.map(
  (l) => [l, PROFECTION_LORD[l], [PLANET_KEYWORDS[l].name, '年主星', '小限']] as const,
);

const ASTEROID_ZH = { ceres: '谷神星', pallas: '智神星', juno: '婚神星', vesta: '灶神星' } as const;
const compositeHouse: Named = PLANET_KEYS.flatMap((p) =>
  HOUSE_NUMBERS.map(
    (h) =>
      [
        `${p}.${h}`,
        COMPOSITE_IN_HOUSE[p][h],
        ['组合盘', PLANET_KEYWORDS[p].name, HOUSE_KEYWORDS[h].name],
      ] as const,
  ),
);
const asteroidHouse: Named = ASTEROID_KEYS.flatMap((a) =>
  HOUSE_NUMBERS.map(
    (h) => [`${a}.${h}`, ASTEROID_IN_HOUSE[a][h], [ASTEROID_ZH[a], HOUSE_KEYWORDS[h].name]] as const,
  ),
);

const PHASE_ZH = {
  new: '新月',
  crescent: '眉月',
  firstQuarter: '上弦月',
  gibbous: '盈凸月',
  full: '满月',
  disseminating: '播散月',
  lastQuarter: '下弦月',
  balsamic: '残月',
} as const;
const lunarPhase: Named = PROGRESSED_LUNAR_PHASES.map(
  (p) => [p, PROGRESSED_LUNAR_PHASE[p], ['推运月相', PHASE_ZH[p]]] as const,
);
const progressedPlanetSign: Named = PROGRESSED_PLANETS.flatMap((p) =>
  SIGN_KEYS.map(
    (s) =>
      [
        `${p}.${s}`,
        PROGRESSED_PLANET_IN_SIGN[p][s],
        [`推运${PLANET_KEYWORDS[p].name}`, signName(s)],
      ] as const,
  ),
);
const progressedRetro: Named = PROGRESSED_PLANETS.map(
  (p) => [p, PROGRESSED_RETROGRADE[p], [`推运${PLANET_KEYWORDS[p].name}逆行`]] as const,
);

const MINOR_ZH = {
  quincunx: '梅花相',
  semiSextile: '半六分相',
  semiSquare: '半四分相',
  sesquiquadrate: '八分之三相',
  quintile: '五分相',
  biQuintile: '倍五分相',
} as const;
const minorAspects: Named = MINOR_ASPECT_KEYS.map((k) => [k, MINOR_ASPECT_TEXTS[k], [MINOR_ZH[k]]] as const);
const solarReturnMoon: Named = HOUSE_NUMBERS.map(
  (h) => [`moon.${h}`, SOLAR_RETURN_MOON_HOUSE[h], ['太阳返照', '月亮', HOUSE_KEYWORDS[h].name]] as const,
);
/** The signs of each planet's dignities, as the texts name them (short forms). */
const DIGNITY_SIGNS: Record<
  (typeof LORDS)[number],
  Record<'domicile' | 'exaltation' | 'detriment' | 'fall', string[]>
> = {
  sun: { domicile: ['狮子'], exaltation: ['白羊'], detriment: ['水瓶'], fall: ['天秤'] },
  moon: { domicile: ['巨蟹'], exaltation: ['金牛'], detriment: ['摩羯'], fall: ['天蝎'] },
  mercury: { domicile: ['双子', '处女'], exaltation: ['处女'], detriment: ['射手', '双鱼'], fall: ['双鱼'] },
  venus: { domicile: ['金牛', '天秤'], exaltation: ['双鱼'], detriment: ['天蝎', '白羊'], fall: ['处女'] },
  mars: { domicile: ['白羊', '天蝎'], exaltation: ['摩羯'], detriment: ['天秤', '金牛'], fall: ['巨蟹'] },
  jupiter: { domicile: ['射手', '双鱼'], exaltation: ['巨蟹'], detriment: ['双子', '处女'], fall: ['摩羯'] },
  saturn: { domicile: ['摩羯', '水瓶'], exaltation: ['天秤'], detriment: ['巨蟹', '狮子'], fall: ['白羊'] },
};
const DIGNITY_ZH = { domicile: '入庙', exaltation: '入旺', detriment: '落陷', fall: '入弱' } as const;
const planetDignity: Named = LORDS.flatMap((p) =>
  (['domicile', 'exaltation', 'detriment', 'fall'] as const).map(
    (d) =>
      [
        `${p}.${d}`,
        PLANET_DIGNITY[p][d],
        [`${PLANET_KEYWORDS[p].name}${DIGNITY_ZH[d]}`, ...DIGNITY_SIGNS[p][d]],
      ] as const,
  ),
);

const pointTargetName = (t: (typeof POINT_TARGETS)[number]): string =>
  t === 'asc' ? '上升点' : t === 'mc' ? '天顶' : PLANET_KEYWORDS[t].name;
const pointTransit = (point: 'chiron' | 'trueNode'): Named =>
  POINT_TARGETS.flatMap((t) =>
    ASPECT_FAMILIES.map(
      (f) =>
        [
          `${point}.${t}.${f}`,
          POINT_TRANSIT[point][t][f],
          [`行运${PLANET_KEYWORDS[point].name}`, `本命${pointTargetName(t)}`],
        ] as const,
    ),
  );
const toPoint = (planets: readonly (keyof typeof TRANSIT_TO_POINT)[]): Named =>
  planets.flatMap((p) =>
    TRANSIT_POINTS.flatMap((t) =>
      ASPECT_FAMILIES.map(
        (f) =>
          [
            `${p}.${t}.${f}`,
            TRANSIT_TO_POINT[p][t][f],
            [`行运${PLANET_KEYWORDS[p].name}`, `本命${PLANET_KEYWORDS[t].name}`],
          ] as const,
      ),
    ),
  );
const chironTransit = pointTransit('chiron');
const nodeTransit = pointTransit('trueNode');
const fastToPoint = toPoint(FAST_TRANSIT_PLANETS);
const slowToPoint = toPoint(TRANSIT_PLANETS);

const returnEmphasis: Named = HOUSE_NUMBERS.map(
  (h) => [`emphasis.${h}`, SOLAR_RETURN_HOUSE_EMPHASIS[h], ['太阳返照', HOUSE_KEYWORDS[h].name]] as const,
);

const firdariaSub: Named = LORDS.map(
  (l) => [l, FIRDARIA_SUB_LORD[l], ['法达子限', PLANET_KEYWORDS[l].name]] as const,
);

/** Every set this file checks, for the sentence check. */
const SETS: readonly (readonly [name: string, entries: Named])[] = [
  ['fast-transit', fastTransit],
  ['lunar-return-asc', lunarReturnAsc],
  ['harmonic', harmonics],
  ['sidereal', sidereal],
  ['profection-lord', profectionLord],
  ['composite-house', compositeHouse],
  ['asteroid-house', asteroidHouse],
  ['progressed-lunar-phase', lunarPhase],
  ['progressed-planet-sign', progressedPlanetSign],
  ['progressed-retrograde', progressedRetro],
  ['minor-aspect', minorAspects],
  ['solar-return-moon', solarReturnMoon],
  ['planet-dignity', planetDignity],
  ['chiron-transit', chironTransit],
  ['node-transit', nodeTransit],
  ['fast-to-point', fastToPoint],
  ['slow-to-point', slowToPoint],
  ['solar-return-emphasis', returnEmphasis],
  ['firdaria-sub', firdariaSub],
];

describe('fast transits for the timeline', () => {
  it('Sun, Mercury, Venus and Mars to the ten planets, ASC and MC by family: 144 texts of 30–80 字 naming both', () => {
    expectNamedSet('fast-transit', fastTransit, 30, 80, 144);
  });
  it('transitAspectText reads them', () => {
    for (const p of FAST_TRANSIT_PLANETS)
      for (const t of NATAL_TARGETS)
        for (const f of ASPECT_FAMILIES)
          expect(transitAspectText(p, t, f)).toBe(FAST_TRANSIT_ASPECT[p][t][f]);
  });
});

describe('transits of and to the node and Chiron', () => {
  it('transiting Chiron (50–150 字) and north node (30–150 字) to the natal planets, angles, node and Chiron: 42 each', () => {
    expectNamedSet('chiron-transit', chironTransit, 50, 150, 42);
    expectNamedSet('node-transit', nodeTransit, 30, 150, 42);
  });
  it('the Sun … Mars (30–80 字) and Jupiter … Pluto (60–150 字) to the natal node and Chiron', () => {
    expectNamedSet('fast-to-point', fastToPoint, 30, 80, 24);
    expectNamedSet('slow-to-point', slowToPoint, 60, 150, 30);
  });
});

describe('returns, harmonics, sidereal zodiac, profection lord', () => {
  it('lunar return Ascendant by sign: 12 texts of 60–150 字', () => {
    expectNamedSet('lunar-return-asc', lunarReturnAsc, 60, 150, 12);
  });
  it('harmonic charts 4, 5, 7, 9 and the two sidereal zodiacs: 60–150 字, read through their selectors', () => {
    expectNamedSet('harmonic', harmonics, 60, 150, 4);
    expectNamedSet('sidereal', sidereal, 60, 150, 2);
    for (const n of HARMONIC_NUMBERS) expect(harmonicText(Number(n))).toBe(HARMONIC_TEXTS[n]);
    expect(harmonicText(3)).toBeNull();
    expect(siderealText('lahiri')).toBe(SIDEREAL_TEXTS.lahiri);
    expect(siderealText('faganBradley')).toBe(SIDEREAL_TEXTS.faganBradley);
    expect(siderealText('tropical')).toBeNull();
  });
  it('the seven firdaria sub-period lords: 60–150 字; firdariaText reads major and sub lords', () => {
    expectNamedSet('firdaria-sub', firdariaSub, 60, 150, 7);
    for (const l of FIRDARIA_LORDS) expect(firdariaText(l)).toBe(FIRDARIA_LORD[l]);
    for (const l of LORDS) expect(firdariaText('sun', l)).toBe(FIRDARIA_SUB_LORD[l]);
    expect(firdariaText('uranus')).toBeNull();
    expect(firdariaText('sun', 'northNode')).toBeNull();
  });
  it('the seven year lords: 60–150 字, read through profectionLordText', () => {
    expectNamedSet('profection-lord', profectionLord, 60, 150, 7);
    for (const l of LORDS) expect(profectionLordText(l)).toBe(PROFECTION_LORD[l]);
    expect(profectionLordText('uranus')).toBeNull();
  });
});

describe('composite planets and asteroids in houses', () => {
  it("the composite chart's ten planets in its twelve houses: 120 texts of 60–150 字 naming planet and house", () => {
    expectNamedSet('composite-house', compositeHouse, 60, 150, 120);
  });
  it('Ceres, Pallas, Juno and Vesta in the twelve houses: 48 texts of 60–150 字 naming asteroid and house', () => {
    expectNamedSet('asteroid-house', asteroidHouse, 60, 150, 48);
  });
});

describe('the progressed chart', () => {
  it('eight progressed lunar phases, Mercury, Venus and Mars by sign, and their retrograde notes: 60–150 字', () => {
    expectNamedSet('progressed-lunar-phase', lunarPhase, 60, 150, 8);
    expectNamedSet('progressed-planet-sign', progressedPlanetSign, 60, 150, 36);
    expectNamedSet('progressed-retrograde', progressedRetro, 60, 150, 3);
  });
});

describe('minor aspects, the solar-return Moon, planet dignities', () => {
  it('six minor aspects: 60–150 字 naming the aspect, read by minorAspectText', () => {
    expectNamedSet('minor-aspect', minorAspects, 60, 150, 6);
    for (const k of MINOR_ASPECT_KEYS) expect(minorAspectText(k)).toBe(MINOR_ASPECT_TEXTS[k]);
    expect(minorAspectText('trine')).toBeNull();
  });
  it('the solar-return Moon, and a house holding three or more planets, in the twelve houses: 60–150 字', () => {
    expectNamedSet('solar-return-moon', solarReturnMoon, 60, 150, 12);
    expectNamedSet('solar-return-emphasis', returnEmphasis, 60, 150, 12);
  });
  it('the seven classical planets in domicile, exaltation, detriment and fall: 28 texts naming planet, state and sign', () => {
    expectNamedSet('planet-dignity', planetDignity, 60, 150, 28);
    for (const p of LORDS)
      for (const d of ['domicile', 'exaltation', 'detriment', 'fall'] as const)
        expect(planetDignityText(p, d)).toBe(PLANET_DIGNITY[p][d]);
    for (const d of ['triplicity', 'term', 'face', 'peregrine'] as const)
      expect(planetDignityText('mars', d)).toBe(DIGNITY_TEXTS[d]);
    expect(planetDignityText('uranus', 'domicile')).toBe(DIGNITY_TEXTS.domicile);
    expect(planetDignityText('sun', 'nowhere')).toBeNull();
  });
});

/** Every string held anywhere in a data module (nested records included). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
const sentencesOf = (text: string): string[] =>
  text
    .split(/[。！？；]/)
    .map((s) => s.trim())
    .filter((s) => charCount(s) >= 12);

describe('sentences', () => {
  it('no sentence of 12 字 or more of these sets appears twice anywhere in the corpus', async () => {
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
    const modules = await Promise.all(files.map((f) => import(join(root, f))));
    const count = new Map<string, number>();
    for (const text of new Set(modules.flatMap(stringsIn)))
      for (const s of sentencesOf(text)) count.set(s, (count.get(s) ?? 0) + 1);
    const repeats = SETS.flatMap(([name, entries]) =>
      entries.flatMap(([key, text]) =>
        sentencesOf(text ?? '')
          .filter((s) => (count.get(s) ?? 0) > 1)
          .map((s) => `${name} ${key}: ${s}`),
      ),
    );
    expect(repeats).toEqual([]);
  });
});
