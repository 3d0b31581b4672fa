// Corpus integrity: every text of every set exists, is Chinese, sits within its length bounds and is unique in its set.
import { describe, expect, it } from 'vitest';
import { ASCENDANT_SIGN, MC_SIGN } from './data/angle-sign.ts';
import { ASPECT_TEXTS } from './data/aspects.ts';
import { CAREER_MC_SIGN, CAREER_TRANSIT, TENTH_RULER_IN_HOUSE } from './data/career.ts';
import { KID_MERCURY_SIGN, KID_MOON_SIGN } from './data/kid.ts';
import { ASPECT_KEYWORDS, HOUSE_KEYWORDS, PLANET_KEYWORDS, SIGN_KEYWORDS } from './data/keywords.ts';
import { COMPOSITE_SIGN, LOVE_PLANET_KEYS, SYNASTRY_TEXTS } from './data/love.ts';
import { PLANET_IN_HOUSE } from './data/planet-in-house.ts';
import { PLANET_IN_SIGN } from './data/planet-in-sign.ts';
import {
  ASPECT_FAMILIES,
  ASPECT_KEYS,
  EXTRA_POINT_KEYS,
  HOUSE_NUMBERS,
  PLANET_KEYS,
  PLANET_PAIRS,
  SIGN_KEYS,
} from './keys.ts';
import { expectTextSet } from './test/reading-text-checks.ts';

describe('planet texts', () => {
  it('planet-in-sign: 10 × 12 texts of 60–120 字', () => {
    expectTextSet(
      'planet-in-sign',
      PLANET_KEYS.flatMap((p) => SIGN_KEYS.map((s) => [`${p}.${s}`, PLANET_IN_SIGN[p][s]] as const)),
      60,
      120,
      120,
    );
  });

  it('planet-in-house: 10 × 12 texts of 40–90 字', () => {
    expectTextSet(
      'planet-in-house',
      PLANET_KEYS.flatMap((p) => HOUSE_NUMBERS.map((h) => [`${p}.${h}`, PLANET_IN_HOUSE[p][h]] as const)),
      40,
      90,
      120,
    );
  });

  it('each planet-in-sign text names its planet and sign', () => {
    for (const p of PLANET_KEYS)
      for (const s of SIGN_KEYS) {
        const text = PLANET_IN_SIGN[p][s];
        expect(text).toContain(PLANET_KEYWORDS[p].name);
        expect(text).toContain(SIGN_KEYWORDS[s].name.replace('座', ''));
      }
  });

  it('each planet-in-house text names its planet and house', () => {
    for (const p of PLANET_KEYS)
      for (const h of HOUSE_NUMBERS) {
        expect(PLANET_IN_HOUSE[p][h]).toContain(`${PLANET_KEYWORDS[p].name}在${HOUSE_KEYWORDS[h].name}`);
      }
  });
});

describe('angles and aspects', () => {
  it('ascendant and MC signs: 12 + 12 texts of 60–100 字', () => {
    expectTextSet(
      'ascendant-sign',
      SIGN_KEYS.map((s) => [s, ASCENDANT_SIGN[s]] as const),
      60,
      100,
      12,
    );
    expectTextSet(
      'mc-sign',
      SIGN_KEYS.map((s) => [s, MC_SIGN[s]] as const),
      60,
      100,
      12,
    );
  });

  it('aspects: 45 pairs × 3 families of 30–70 字, keyed exactly by the 45 pairs', () => {
    expect(PLANET_PAIRS).toHaveLength(45);
    expect(Object.keys(ASPECT_TEXTS).sort()).toEqual([...PLANET_PAIRS].sort());
    expectTextSet(
      'aspects',
      PLANET_PAIRS.flatMap((pair) =>
        ASPECT_FAMILIES.map((f) => [`${pair}.${f}`, ASPECT_TEXTS[pair]?.[f]] as const),
      ),
      30,
      70,
      135,
    );
  });
});

describe('career, love and kid texts', () => {
  it('career: MC sign 12, 10th ruler by house 12, Saturn/Jupiter transits 6, each 40–80 字', () => {
    expectTextSet(
      'career-mc',
      SIGN_KEYS.map((s) => [s, CAREER_MC_SIGN[s]] as const),
      40,
      80,
      12,
    );
    expectTextSet(
      'tenth-ruler',
      HOUSE_NUMBERS.map((h) => [String(h), TENTH_RULER_IN_HOUSE[h]] as const),
      40,
      80,
      12,
    );
    expectTextSet(
      'career-transit',
      (['saturn', 'jupiter'] as const).flatMap((p) =>
        ([10, 6, 2] as const).map((h) => [`${p}.${h}`, CAREER_TRANSIT[p][h]] as const),
      ),
      40,
      80,
      6,
    );
  });

  it('love: 10 pairs of Sun/Moon/Venus/Mars × 3 families, and composite Sun/Moon/Venus × 12 signs, each 30–80 字', () => {
    const pairs = LOVE_PLANET_KEYS.flatMap((a, i) => LOVE_PLANET_KEYS.slice(i).map((b) => `${a}-${b}`));
    expect(Object.keys(SYNASTRY_TEXTS).sort()).toEqual([...pairs].sort());
    expectTextSet(
      'synastry',
      pairs.flatMap((pair) =>
        ASPECT_FAMILIES.map((f) => [`${pair}.${f}`, SYNASTRY_TEXTS[pair]?.[f]] as const),
      ),
      30,
      80,
      30,
    );
    expectTextSet(
      'composite',
      (['sun', 'moon', 'venus'] as const).flatMap((p) =>
        SIGN_KEYS.map((s) => [`${p}.${s}`, COMPOSITE_SIGN[p][s]] as const),
      ),
      30,
      80,
      36,
    );
  });

  it('kid: Moon sign 12 and Mercury sign 12, each 40–90 字', () => {
    expectTextSet(
      'kid-moon',
      SIGN_KEYS.map((s) => [s, KID_MOON_SIGN[s]] as const),
      40,
      90,
      12,
    );
    expectTextSet(
      'kid-mercury',
      SIGN_KEYS.map((s) => [s, KID_MERCURY_SIGN[s]] as const),
      40,
      90,
      12,
    );
  });
});

describe('keywords', () => {
  it('covers every planet, extra point, sign, house and aspect', () => {
    for (const p of [...PLANET_KEYS, ...EXTRA_POINT_KEYS]) {
      expect(PLANET_KEYWORDS[p].name).toMatch(/\p{Script=Han}/u);
      expect(PLANET_KEYWORDS[p].keywords.length).toBeGreaterThanOrEqual(2);
      expect(PLANET_KEYWORDS[p].domain.length).toBeGreaterThan(4);
    }
    expect(PLANET_KEYWORDS.trueNode.name).toBe('北交点');
    expect(PLANET_KEYWORDS.meanNode.name).toBe('北交点');
    SIGN_KEYS.forEach((s, i) => {
      const k = SIGN_KEYWORDS[s];
      expect(k.element).toBe(['火', '土', '风', '水'][i % 4]);
      expect(k.modality).toBe(['本位', '固定', '变动'][i % 3]);
      expect(k.rulers.length).toBeGreaterThanOrEqual(1);
    });
    expect(HOUSE_KEYWORDS[10]).toMatchObject({ name: '第十宫', theme: '事业与社会形象' });
    expect(new Set(HOUSE_NUMBERS.map((h) => HOUSE_KEYWORDS[h].theme)).size).toBe(12);
    for (const a of ASPECT_KEYS) expect(ASPECT_KEYWORDS[a].nature).toMatch(/^(和谐|紧张|融合|调整)$/);
  });
});
