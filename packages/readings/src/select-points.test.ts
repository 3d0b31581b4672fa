// Every key a chart page can ask for has its text: all 144 ruler placements, every node/Chiron/Lilith sign and
// house, Fortune and Vertex houses, every slow transit to every target and house; and the choices on a built chart.
import { describe, expect, it } from 'vitest';
import { HOUSE_NUMBERS, PLANET_KEYS, SIGN_KEYS, type AspectFamily } from './keys.ts';
import {
  compositeHouseReadings,
  emphasizedHouses,
  returnReadings,
  progressedChartReadings,
  progressedLunarPhaseOf,
  progressedMoonEntryText,
  directedText,
  overlayReadings,
  progressedMoonReadings,
  houseRulerInHouse,
  houseRulerReadings,
  pointReadings,
  transitAspectText,
  transitHouseText,
} from './select-points.ts';

const chinese = (text: string | null | undefined) => {
  expect(text).toBeTruthy();
  expect(text!.length).toBeGreaterThan(30);
  expect(text).not.toMatch(/[A-Za-z]/);
};
const equalHouses = (asc: number) => Array.from({ length: 12 }, (_, i) => (asc + 30 * i) % 360);

describe('every key has its text', () => {
  it('house rulers: 12 × 12', () => {
    for (const a of HOUSE_NUMBERS) for (const b of HOUSE_NUMBERS) chinese(houseRulerInHouse(a, b));
  });
  it('points: every sign and house of the nodes, Chiron, Lilith; Fortune and Vertex houses', () => {
    for (const [i] of SIGN_KEYS.entries())
      for (const asc of [0, 15, 200]) {
        const lon = i * 30 + 10;
        const sections = pointReadings({
          bodies: {
            trueNode: { longitudeDeg: lon },
            chiron: { longitudeDeg: lon },
            lilith: { longitudeDeg: lon },
          },
          houses: { cusps: equalHouses(asc) },
          angles: { asc, mc: (asc + 270) % 360, vertex: lon },
          partOfFortune: lon,
        });
        expect(sections[0]!.items).toHaveLength(8);
        for (const item of sections[0]!.items) chinese(item.text);
      }
  });
  it('asteroids: Ceres, Pallas, Juno and Vesta in every sign and house when the chart carries them', () => {
    const seen = new Set<string>();
    for (const lonBase of [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]) {
      const lon = lonBase + 12;
      const bodies = Object.fromEntries(
        ['ceres', 'pallas', 'juno', 'vesta'].map((a) => [a, { longitudeDeg: lon }]),
      );
      const [section] = pointReadings({ bodies, houses: { cusps: equalHouses(0) }, angles: null });
      expect(section!.title).toContain('小行星');
      expect(section!.items).toHaveLength(8);
      for (const item of section!.items) {
        chinese(item.text);
        seen.add(item.text);
      }
    }
    expect(seen.size).toBe(4 * 12 * 2);
    const [noTime] = pointReadings({ bodies: { juno: { longitudeDeg: 100 } }, houses: null });
    expect(noTime!.items.map((i) => i.key)).toEqual(['juno-sign']);
  });
  it('composite: each planet in each composite house; nothing without houses', () => {
    const seen = new Set<string>();
    for (const asc of [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]) {
      const bodies = Object.fromEntries(PLANET_KEYS.map((p) => [p, { longitudeDeg: 5 }]));
      const [section] = compositeHouseReadings({ bodies, houses: { cusps: equalHouses(asc) } });
      expect(section!.items).toHaveLength(10);
      for (const item of section!.items) {
        chinese(item.text);
        expect(item.title).toMatch(/^组合盘/);
        seen.add(item.text);
      }
    }
    expect(seen.size).toBe(120);
    expect(compositeHouseReadings({ bodies: { sun: { longitudeDeg: 5 } }, houses: null })).toEqual([]);
  });
  it('transits: Sun, Mercury, Venus, Mars and Jupiter…Pluto to the ten planets, ASC and MC in each family; the slow ones through each house', () => {
    const families: AspectFamily[] = ['conjunction', 'harmonious', 'tense'];
    for (const body of ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']) {
      for (const target of [...PLANET_KEYS, 'asc', 'mc'])
        for (const f of families) chinese(transitAspectText(body, target, f));
      for (const h of HOUSE_NUMBERS) chinese(transitHouseText(body, h));
    }
    const seen = new Set<string>();
    for (const body of ['sun', 'mercury', 'venus', 'mars'])
      for (const target of [...PLANET_KEYS, 'asc', 'mc'])
        for (const f of families) {
          const text = transitAspectText(body, target, f);
          chinese(text);
          seen.add(text!);
        }
    expect(seen.size).toBe(4 * 12 * 3);
    expect(transitHouseText('mars', 1)).toBeNull();
    // The timeline's every transiting body to every natal point it scans (the nodes and Chiron included).
    const transiting = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
    const natal = [...PLANET_KEYS, 'trueNode', 'chiron', 'asc', 'mc'];
    const all = new Set<string>();
    for (const body of [...transiting, 'trueNode', 'chiron'])
      for (const target of natal)
        for (const f of families) {
          const text = transitAspectText(body, target, f);
          chinese(text);
          all.add(text!);
        }
    expect(all.size).toBe(11 * 14 * 3);
    expect(transitAspectText('meanNode', 'sun', 'tense')).toBe(transitAspectText('trueNode', 'sun', 'tense'));
    expect(transitAspectText('saturn', 'meanNode', 'conjunction')).toBe(
      transitAspectText('saturn', 'trueNode', 'conjunction'),
    );
    expect(transitAspectText('moon', 'sun', 'tense')).toBeNull();
    expect(transitAspectText('chiron', 'lilith', 'tense')).toBeNull();
    expect(transitAspectText('mars', 'lilith', 'tense')).toBeNull();
    expect(transitAspectText('lilith', 'chiron', 'tense')).toBeNull();
  });
});

describe('every key of the relationship and progression texts', () => {
  it('overlays: each planet in each house, both ways; none into a chart without houses', () => {
    for (const asc of [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]) {
      const a = {
        bodies: Object.fromEntries(PLANET_KEYS.map((p) => [p, { longitudeDeg: 5 }])),
        houses: { cusps: equalHouses(asc) },
      };
      for (const section of overlayReadings(a, a, ['小林', '小满']))
        for (const item of section.items) chinese(item.text);
    }
    expect(overlayReadings({ bodies: {}, houses: null }, { bodies: {}, houses: null }, ['a', 'b'])).toEqual(
      [],
    );
  });
  it('progressed Moon in every sign and house, directed movers to every target', () => {
    for (const [i] of SIGN_KEYS.entries())
      for (const item of progressedMoonReadings(i * 30 + 3, equalHouses(i * 7))[0]!.items) chinese(item.text);
    for (const mover of ['sun', 'moon', 'mercury', 'venus', 'mars', 'asc', 'mc'])
      for (const target of [...PLANET_KEYS, 'asc', 'mc'])
        for (const f of ['conjunction', 'harmonious', 'tense'] as const)
          chinese(directedText(mover, target, f));
    expect(directedText('jupiter', 'sun', 'tense')).toBeNull();
  });
});

describe('choices on a chart', () => {
  it('reads each house ruler where it stands (Aries rising, equal houses: Mars rules the 1st)', () => {
    const chart = {
      bodies: Object.fromEntries(PLANET_KEYS.map((p, i) => [p, { longitudeDeg: i * 33 + 5 }])),
      houses: { cusps: equalHouses(0) },
    };
    const [section] = houseRulerReadings(chart);
    expect(section!.items).toHaveLength(12);
    // Mars at 137° stands in the 5th house.
    expect(section!.items[0]).toMatchObject({ key: 'house-ruler-1-5', title: '第一宫主火星落第五宫' });
    expect(houseRulerReadings({ bodies: {}, houses: null })).toEqual([]);
  });
  it('leaves house items out without a birth time', () => {
    const [section] = pointReadings({
      bodies: { trueNode: { longitudeDeg: 40 } },
      houses: null,
      angles: null,
    });
    expect(section!.items.map((i) => i.key)).toEqual(['trueNode-sign']);
  });
});

describe('the progressed chart', () => {
  it('every sign of the progressed Sun, Mercury, Venus, Mars and every lunar phase has its text', () => {
    const seen = new Set<string>();
    for (const [i] of SIGN_KEYS.entries()) {
      const lon = i * 30 + 3;
      const [section] = progressedChartReadings({
        sun: { longitudeDeg: lon },
        moon: { longitudeDeg: (lon + 10 + (i % 8) * 45) % 360 },
        mercury: { longitudeDeg: lon, speedDegPerDay: 1 },
        venus: { longitudeDeg: lon, speedDegPerDay: -0.2 },
        mars: { longitudeDeg: lon },
      });
      expect(section!.items.map((x) => x.key)).toEqual([
        'progressed-sun-sign',
        `progressed-lunar-phase-${progressedLunarPhaseOf(lon, lon + 10 + (i % 8) * 45)}`,
        'progressed-mercury-sign',
        'progressed-venus-sign',
        'progressed-venus-retrograde',
        'progressed-mars-sign',
      ]);
      for (const item of section!.items) {
        chinese(item.text);
        seen.add(item.key + item.text);
      }
    }
    expect(seen.size).toBe(12 * 4 + 8 + 1);
    expect(progressedChartReadings({})).toEqual([]);
  });
  it("lunar phases by the Moon's lead over the Sun, across 0°", () => {
    expect(progressedLunarPhaseOf(350, 10)).toBe('new');
    expect(progressedLunarPhaseOf(10, 100)).toBe('firstQuarter');
    expect(progressedLunarPhaseOf(100, 280)).toBe('full');
    expect(progressedLunarPhaseOf(10, 350)).toBe('balsamic');
    expect(() => progressedLunarPhaseOf(Number.NaN, 1)).toThrow(RangeError);
  });
  it('the progressed Moon entering each sign and natal house reads its text; bad keys read none', () => {
    for (let i = 0; i < 12; i += 1) chinese(progressedMoonEntryText('sign', i));
    for (let h = 1; h <= 12; h += 1) chinese(progressedMoonEntryText('house', h));
    expect(progressedMoonEntryText('sign', 12)).toBeNull();
    expect(progressedMoonEntryText('house', 0)).toBeNull();
    expect(progressedMoonEntryText('house', 1.5)).toBeNull();
  });
});

describe('return charts', () => {
  it('every Ascendant sign, Sun and Moon house and emphasised house of a return reads its text', () => {
    const seen = new Set<string>();
    for (const asc of [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]) {
      const chart = {
        bodies: {
          sun: { longitudeDeg: 5 },
          moon: { longitudeDeg: 35 },
          mercury: { longitudeDeg: 8 },
          venus: { longitudeDeg: 12 },
        },
        houses: { cusps: equalHouses(asc) },
      };
      const [solar] = returnReadings('solar', chart);
      const [lunar] = returnReadings('lunar', chart);
      expect(solar!.items.map((i) => i.key.replace(/-\d+$|-[a-z]+$/, ''))).toEqual([
        'solar-return-asc',
        'solar-return-sun',
        'solar-return-moon',
        'solar-return-emphasis',
      ]);
      expect(lunar!.items.map((i) => i.key.replace(/-\d+$|-[a-z]+$/, ''))).toEqual([
        'lunar-return-asc',
        'lunar-return-moon',
      ]);
      for (const item of [...solar!.items, ...lunar!.items]) {
        chinese(item.text);
        seen.add(item.text);
      }
    }
    // 12 signs × 2 kinds, 12 Sun houses, 12 + 12 Moon houses, 12 emphasised houses.
    expect(seen.size).toBe(24 + 12 + 24 + 12);
    expect(returnReadings('solar', { bodies: { sun: { longitudeDeg: 5 } }, houses: null })).toEqual([]);
  });
  it('emphasised houses: three or more planets, the fullest first', () => {
    const bodies = Object.fromEntries(
      PLANET_KEYS.map((p, i) => [p, { longitudeDeg: i < 4 ? 100 + i : i < 7 ? 10 + i : 200 + i * 40 }]),
    );
    expect(emphasizedHouses({ bodies, houses: { cusps: equalHouses(0) } })).toEqual([4, 1]);
    expect(emphasizedHouses({ bodies, houses: { cusps: equalHouses(0) } }, 4)).toEqual([4]);
    expect(emphasizedHouses({ bodies, houses: null })).toEqual([]);
  });
});
