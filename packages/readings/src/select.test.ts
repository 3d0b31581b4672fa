import { describe, expect, it } from 'vitest';
import {
  aspectBetweenDeg,
  type ChartLike,
  houseOfLongitudeDeg,
  nearMidpointDeg,
  planetAspects,
} from './chart-like.ts';
import { ASCENDANT_SIGN, MC_SIGN } from './data/angle-sign.ts';
import { ASPECT_TEXTS } from './data/aspects.ts';
import { CAREER_MC_SIGN, CAREER_TRANSIT, TENTH_RULER_IN_HOUSE } from './data/career.ts';
import { KID_MERCURY_SIGN, KID_MOON_SIGN } from './data/kid.ts';
import { COMPOSITE_SIGN, SYNASTRY_TEXTS } from './data/love.ts';
import { PLANET_IN_HOUSE } from './data/planet-in-house.ts';
import { PLANET_IN_SIGN } from './data/planet-in-sign.ts';
import {
  aspectReading,
  careerReadings,
  kidReadings,
  loveReadings,
  NO_BIRTH_TIME_NOTE,
  natalReadings,
  planetInHouse,
  planetInSign,
} from './select.ts';

/** Equal houses from an Ascendant, so the 1st house straddles 0° Aries when asc is late Pisces. */
function equalCusps(ascDeg: number): number[] {
  return Array.from({ length: 12 }, (_, i) => (ascDeg + 30 * i) % 360);
}

/** A hand-built chart: ASC 345° (Pisces 15°), MC 255° (Sagittarius 15°), equal houses. */
function sampleChart(overrides: Partial<ChartLike> = {}): ChartLike {
  return {
    bodies: {
      sun: { longitude: 5 }, // Aries, house 1 (across the 0° wrap)
      moon: { longitude: 350 }, // Pisces, house 1
      mercury: { longitude: 14.9 }, // Aries, house 1 (just before the 2nd cusp at 15°)
      venus: { longitude: 15 }, // Aries, house 2 (on the cusp)
      mars: { longitude: 344.9 }, // Pisces, house 12 (just before the ASC)
      jupiter: { longitude: 100 }, // Cancer, house 4
      saturn: { longitude: 270 }, // Capricorn, house 10
      uranus: { longitude: 200 }, // Libra, house 8
      neptune: { longitude: 230 }, // Scorpio, house 9
      pluto: { longitude: 165 }, // Virgo, house 7 (on the cusp)
      trueNode: { longitude: 40 },
    },
    houses: { cusps: equalCusps(345) },
    angles: { asc: 345, mc: 255 },
    ...overrides,
  };
}

describe('houseOfLongitudeDeg', () => {
  it('places longitudes in houses whose cusps wrap past 360°', () => {
    const cusps = equalCusps(345);
    expect(houseOfLongitudeDeg(350, cusps)).toBe(1);
    expect(houseOfLongitudeDeg(0, cusps)).toBe(1);
    expect(houseOfLongitudeDeg(14.999, cusps)).toBe(1);
    expect(houseOfLongitudeDeg(15, cusps)).toBe(2);
    expect(houseOfLongitudeDeg(344.999, cusps)).toBe(12);
    expect(houseOfLongitudeDeg(-20, cusps)).toBe(12); // 340°
    expect(houseOfLongitudeDeg(-10, cusps)).toBe(1); // 350°;
    expect(houseOfLongitudeDeg(705, cusps)).toBe(1);
  });

  it('handles unequal cusps with the 12th house spanning 0°', () => {
    const cusps = [20, 48, 80, 112, 140, 168, 200, 228, 260, 292, 320, 350];
    expect(houseOfLongitudeDeg(355, cusps)).toBe(12);
    expect(houseOfLongitudeDeg(5, cusps)).toBe(12);
    expect(houseOfLongitudeDeg(20, cusps)).toBe(1);
    expect(houseOfLongitudeDeg(300, cusps)).toBe(10);
    expect(() => houseOfLongitudeDeg(10, cusps.slice(0, 11))).toThrow(RangeError);
  });
});

describe('lookups', () => {
  it('planetInSign, planetInHouse and aspectReading return the corpus texts', () => {
    expect(planetInSign('venus', 'libra')).toBe(PLANET_IN_SIGN.venus.libra);
    expect(planetInHouse('saturn', 10)).toBe(PLANET_IN_HOUSE.saturn[10]);
    expect(aspectReading('moon', 'sun', 'trine')).toBe(ASPECT_TEXTS['sun-moon']!.harmonious);
    expect(aspectReading('sun', 'moon', 'sextile')).toBe(ASPECT_TEXTS['sun-moon']!.harmonious);
    expect(aspectReading('pluto', 'mars', 'opposition')).toBe(ASPECT_TEXTS['mars-pluto']!.tense);
    expect(aspectReading('venus', 'mars', 'conjunction')).toBe(ASPECT_TEXTS['venus-mars']!.conjunction);
    expect(() => aspectReading('sun', 'sun', 'conjunction')).toThrow(RangeError);
  });

  it('composes quincunx from both planets’ keywords', () => {
    const text = aspectReading('saturn', 'venus', 'quincunx');
    expect(text).toContain('金星与土星形成梅花相');
    expect(text).toContain('爱、美、价值');
    expect(text).toContain('责任、结构、考验');
  });

  it('finds aspects and midpoints across 0°', () => {
    expect(aspectBetweenDeg(355, 5)).toBeNull(); // 10° apart: beyond the 8° conjunction orb
    expect(aspectBetweenDeg(355, 3)).toEqual({ type: 'conjunction', orbDeg: 8 });
    expect(aspectBetweenDeg(10, 128)?.type).toBe('trine');
    expect(aspectBetweenDeg(0, 151)?.type).toBe('quincunx');
    expect(aspectBetweenDeg(0, 40)).toBeNull();
    expect(nearMidpointDeg(350, 20)).toBeCloseTo(5);
    expect(nearMidpointDeg(20, 350)).toBeCloseTo(5);
  });
});

describe('natalReadings', () => {
  it('orders Sun, Moon, Ascendant, personal, social/outer planets, then aspects by orb', () => {
    const chart = sampleChart({
      aspects: [
        { a: 'sun', b: 'jupiter', type: 'square', orb: 5 },
        { a: 'moon', b: 'saturn', type: 'sextile', orb: 0.4 },
        { a: 'asc', b: 'sun', type: 'conjunction', orb: 0.1 }, // not a planet pair: dropped
        { a: 'trueNode', b: 'venus', type: 'conjunction', orb: 0.2 }, // likewise
        { a: 'venus', b: 'mars', type: 'quincunx', orbDeg: 2.5 }, // astro's field name
        { a: 'sun', b: 'moon', type: 'semiSextile', orb: 0 }, // unsupported aspect: dropped
      ],
    });
    const sections = natalReadings(chart);
    expect(sections.map((s) => s.key)).toEqual(['core', 'personal', 'social-outer', 'aspects']);
    const [core, personal, outer, aspects] = sections;
    expect(core!.items.map((i) => i.key)).toEqual([
      'sun-sign',
      'sun-house',
      'moon-sign',
      'moon-house',
      'asc-sign',
      'mc-sign',
    ]);
    expect(core!.items[0]).toEqual({
      key: 'sun-sign',
      title: '太阳在白羊座',
      text: PLANET_IN_SIGN.sun.aries,
    });
    expect(core!.items[1]).toEqual({
      key: 'sun-house',
      title: '太阳在第一宫（自我与外在形象）',
      text: PLANET_IN_HOUSE.sun[1],
    });
    expect(core!.items[2]!.text).toBe(PLANET_IN_SIGN.moon.pisces);
    expect(core!.items[3]!.text).toBe(PLANET_IN_HOUSE.moon[1]);
    expect(core!.items[4]).toEqual({ key: 'asc-sign', title: '上升双鱼座', text: ASCENDANT_SIGN.pisces });
    expect(core!.items[5]!.text).toBe(MC_SIGN.sagittarius);

    const text = (s: typeof personal, key: string) => s!.items.find((i) => i.key === key)?.text;
    expect(text(personal, 'mercury-house')).toBe(PLANET_IN_HOUSE.mercury[1]);
    expect(text(personal, 'venus-house')).toBe(PLANET_IN_HOUSE.venus[2]);
    expect(text(personal, 'mars-sign')).toBe(PLANET_IN_SIGN.mars.pisces);
    expect(text(personal, 'mars-house')).toBe(PLANET_IN_HOUSE.mars[12]);
    expect(outer!.items.map((i) => i.key)).toEqual(
      ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].flatMap((p) => [`${p}-sign`, `${p}-house`]),
    );
    expect(text(outer, 'saturn-house')).toBe(PLANET_IN_HOUSE.saturn[10]);
    expect(text(outer, 'pluto-house')).toBe(PLANET_IN_HOUSE.pluto[7]);
    expect(text(outer, 'neptune-sign')).toBe(PLANET_IN_SIGN.neptune.scorpio);

    expect(aspects!.items.map((i) => i.key)).toEqual([
      'aspect-moon-saturn-sextile',
      'aspect-venus-mars-quincunx',
      'aspect-sun-jupiter-square',
    ]);
    expect(aspects!.items[0]).toMatchObject({
      title: '月亮与土星六分相',
      text: ASPECT_TEXTS['moon-saturn']!.harmonious,
    });
    expect(aspects!.items[2]!.text).toBe(ASPECT_TEXTS['sun-jupiter']!.tense);
  });

  it('computes aspects itself when the chart has none listed, and caps them', () => {
    const chart = sampleChart();
    const computed = planetAspects(chart);
    // Sun 5° and Jupiter 100° are 95° apart: a square 5° from exact.
    expect(computed).toContainEqual({ a: 'sun', b: 'jupiter', type: 'square', orbDeg: 5 });
    const aspects = natalReadings(chart, { maxAspects: 3 }).find((s) => s.key === 'aspects')!;
    expect(aspects.items).toHaveLength(3);
    const orbs = [...computed].sort((x, y) => x.orbDeg - y.orbDeg).slice(0, 3);
    expect(aspects.items.map((i) => i.key)).toEqual(orbs.map((x) => `aspect-${x.a}-${x.b}-${x.type}`));
    // Neptune 230°–Pluto 165° is a sextile 5° off, yet as a generational aspect it is read after all personal ones.
    const all = natalReadings(chart, { maxAspects: 99 })
      .find((s) => s.key === 'aspects')!
      .items.map((i) => i.key);
    expect(computed.map((x) => x.orbDeg).filter((o) => o > 5).length).toBeGreaterThan(0);
    expect(all.at(-1)).toBe('aspect-neptune-pluto-sextile');
    expect(all).toHaveLength(computed.length);
    expect(natalReadings(sampleChart({ aspects: [] })).some((s) => s.key === 'aspects')).toBe(false);
  });

  it('skips houses and the Ascendant without a birth time, and says so', () => {
    const sections = natalReadings(sampleChart({ houses: null, angles: null, aspects: [] }));
    const core = sections[0]!;
    expect(core.items.map((i) => i.key)).toEqual(['sun-sign', 'moon-sign', 'note-no-birth-time']);
    expect(core.items[2]!.text).toBe(NO_BIRTH_TIME_NOTE);
    for (const s of sections) for (const i of s.items) expect(i.key).not.toMatch(/-house$|^asc|^mc/);
    expect(sections.find((s) => s.key === 'personal')!.items).toHaveLength(3);
  });

  it('accepts astro-style longitudeDeg and rejects non-finite longitudes', () => {
    const sections = natalReadings({ bodies: { sun: { longitudeDeg: 123.4 } }, houses: null });
    expect(sections[0]!.items[0]!.text).toBe(PLANET_IN_SIGN.sun.leo);
    expect(() => natalReadings({ bodies: { sun: { longitude: Number.NaN } } })).toThrow(RangeError);
  });
});

describe('careerReadings', () => {
  it('reads the MC, the 10th-house ruler, planets in the 10th and Saturn/Jupiter transits', () => {
    // MC in Sagittarius: ruler Jupiter at 100°, natal house 4. Saturn natal in house 10.
    const sections = careerReadings(sampleChart(), {
      transit: {
        bodies: { saturn: { longitude: 20 } /* house 2 */, jupiter: { longitude: 260 } /* house 10 */ },
      },
    });
    expect(sections.map((s) => s.key)).toEqual([
      'career-ground',
      'career-mc',
      'career-tenth',
      'career-transit',
    ]);
    expect(sections[0]!.items.map((i) => i.key)).toEqual(['sun-sign', 'saturn-sign']);
    expect(sections[1]!.items.map((i) => i.text)).toEqual([MC_SIGN.sagittarius, CAREER_MC_SIGN.sagittarius]);
    expect(sections[2]!.items[0]).toEqual({
      key: 'tenth-ruler-house',
      title: '第十宫主星木星在第四宫（家庭与内心根基）',
      text: TENTH_RULER_IN_HOUSE[4],
    });
    expect(sections[2]!.items[1]).toMatchObject({ key: 'saturn-house', text: PLANET_IN_HOUSE.saturn[10] });
    expect(sections[3]!.items.map((i) => i.text)).toEqual([
      CAREER_TRANSIT.saturn[2],
      CAREER_TRANSIT.jupiter[10],
    ]);
  });

  it('omits transits outside the 10th, 6th and 2nd houses', () => {
    const sections = careerReadings(sampleChart(), {
      transit: { bodies: { saturn: { longitude: 100 }, jupiter: { longitude: 200 } } },
    });
    expect(sections.some((s) => s.key === 'career-transit')).toBe(false);
  });

  it('keeps only the ground tone and a note without a birth time', () => {
    const sections = careerReadings(sampleChart({ houses: null, angles: null }), {
      transit: { bodies: { saturn: { longitude: 20 } } },
    });
    expect(sections).toHaveLength(1);
    expect(sections[0]!.items.map((i) => i.key)).toEqual(['sun-sign', 'saturn-sign', 'note-no-birth-time']);
  });
});

describe('loveReadings', () => {
  const a: ChartLike = {
    bodies: {
      sun: { longitude: 10 },
      moon: { longitude: 145 },
      venus: { longitude: 40 },
      mars: { longitude: 225.5 },
    },
  };
  const b: ChartLike = {
    bodies: {
      sun: { longitude: 146 },
      moon: { longitude: 300 },
      venus: { longitude: 42 },
      mars: { longitude: 288 },
    },
  };

  it('reads inter-aspects tightest first, and the composite signs from midpoints', () => {
    const sections = loveReadings(a, b, { labels: ['甲', '乙'] });
    expect(sections.map((s) => s.key)).toEqual(['synastry', 'composite']);
    // A moon–B sun 1°, A venus–B venus 2°, A mars–B mars sextile 2.5°, A mars–B venus opposition 3.5°.
    const inter = sections[0]!;
    expect(inter.items.map((i) => i.key)).toEqual([
      'synastry-moon-sun-conjunction',
      'synastry-venus-venus-conjunction',
      'synastry-mars-mars-sextile',
      'synastry-mars-venus-opposition',
    ]);
    expect(inter.items[0]).toEqual({
      key: 'synastry-moon-sun-conjunction',
      title: '甲的月亮与乙的太阳合相',
      text: SYNASTRY_TEXTS['sun-moon']!.conjunction,
    });
    expect(inter.items[2]!.text).toBe(SYNASTRY_TEXTS['mars-mars']!.harmonious);
    expect(inter.items[3]!.text).toBe(SYNASTRY_TEXTS['venus-mars']!.tense);
    // Midpoints: Sun 78° Gemini, Moon 222.5° Scorpio, Venus 41° Taurus.
    expect(sections[1]!.items.map((i) => i.text)).toEqual([
      COMPOSITE_SIGN.sun.gemini,
      COMPOSITE_SIGN.moon.scorpio,
      COMPOSITE_SIGN.venus.taurus,
    ]);
    expect(loveReadings(a, b, { maxAspects: 1 })[0]!.items[0]!.title).toBe('你的月亮与对方的太阳合相');
  });

  it('uses a given composite chart', () => {
    const sections = loveReadings(a, b, { composite: { bodies: { sun: { longitude: 130 } } } });
    expect(sections.find((s) => s.key === 'composite')!.items).toEqual([
      { key: 'composite-sun-sign', title: '组合盘太阳在狮子座', text: COMPOSITE_SIGN.sun.leo },
    ]);
  });
});

describe('kidReadings', () => {
  it('reads the Moon and Mercury signs for parents', () => {
    const sections = kidReadings({ bodies: { moon: { longitude: 95 }, mercury: { longitude: 359.9 } } });
    expect(sections.map((s) => s.items[0]!.text)).toEqual([KID_MOON_SIGN.cancer, KID_MERCURY_SIGN.pisces]);
    expect(sections[0]!.title).toBe('情绪需求与陪伴方式');
    expect(sections[1]!.title).toBe('学习方式');
  });
});
