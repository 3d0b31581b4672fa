// Day texts, day score and sky-event texts of the calendar.
import { describe, expect, it } from 'vitest';
import { DAY_ASPECT_MOVERS, STATION_PLANETS } from '../data/report/calendar.ts';
import { PLANET_KEYS, SIGN_KEYS } from '../keys.ts';
import { BASE_SCORE, type DayFacts, dayScore, dayTexts, skyEventText } from './index.ts';

const calm: DayFacts = {
  transits: [],
  moonHouse: null,
  moonPhase: 'waxingCrescent',
  stations: [],
  eclipses: [],
  voids: [],
};

describe('day score', () => {
  it('gives a calm day the base score with a reason saying why', () => {
    const s = dayScore(calm);
    expect(s.score).toBe(BASE_SCORE);
    expect(s.stars).toBe(3);
    expect(s.reasons).toHaveLength(1);
    expect(s.reasons[0]!.factor).toMatch(/平稳/);
  });

  it('lifts a day of harmonious transits and names each factor with its time', () => {
    const s = dayScore({
      ...calm,
      moonHouse: 10,
      transits: [
        { body: 'venus', natalPoint: 'sun', type: 'trine', time: '14:32' },
        { body: 'moon', natalPoint: 'jupiter', type: 'sextile', time: '08:05' },
      ],
    });
    expect(s.score).toBeGreaterThan(BASE_SCORE);
    expect(s.reasons.map((r) => r.factor)).toEqual([
      '行运金星三分相本命太阳（14:32）',
      '行运月亮六分相本命木星（08:05）',
      '月亮经过本命第十宫',
    ]);
    expect(s.reasons.every((r) => r.effect > 0)).toBe(true);
  });

  it('lowers a day of squares, a long void, a station and an eclipse, strongest reason first', () => {
    const s = dayScore({
      ...calm,
      moonHouse: 12,
      transits: [{ body: 'mars', natalPoint: 'moon', type: 'square', time: '21:10' }],
      stations: [{ body: 'mercury', turns: 'retrograde', time: '14:48' }],
      eclipses: [{ eclipse: 'lunar', time: '19:33' }],
      voids: [{ from: '09:00', to: '17:30', minutes: 510 }],
    });
    expect(s.score).toBeLessThan(BASE_SCORE - 20);
    expect(s.stars).toBeLessThanOrEqual(2);
    expect(s.reasons[0]!.factor).toBe('行运火星四分相本命月亮（21:10）');
    expect(s.reasons.map((r) => r.factor)).toEqual(
      expect.arrayContaining([
        '水星停滞转逆（14:48）',
        '月食（19:33）',
        '月亮空亡（09:00–17:30）',
        '月亮经过本命第十二宫',
      ]),
    );
    for (let k = 1; k < s.reasons.length; k++)
      expect(Math.abs(s.reasons[k]!.effect)).toBeLessThanOrEqual(Math.abs(s.reasons[k - 1]!.effect));
  });

  it('ignores a short void and reads conjunctions by the planets involved', () => {
    const s = dayScore({
      ...calm,
      voids: [{ from: '23:10', to: '23:55', minutes: 45 }],
      transits: [
        { body: 'sun', natalPoint: 'venus', type: 'conjunction', time: '10:00' },
        { body: 'mars', natalPoint: 'saturn', type: 'conjunction', time: '11:00' },
      ],
    });
    expect(s.reasons.find((r) => r.factor.startsWith('行运太阳'))!.effect).toBeGreaterThan(0);
    expect(s.reasons.find((r) => r.factor.startsWith('行运火星'))!.effect).toBeLessThan(0);
    expect(s.reasons.some((r) => r.factor.startsWith('月亮空亡'))).toBe(false);
  });
});

describe('day texts', () => {
  it('reads the house, each transit, the void and the phase from the corpus, in that order', () => {
    const texts = dayTexts({
      ...calm,
      moonHouse: 3,
      transits: [{ body: 'sun', natalPoint: 'mc', type: 'opposition', time: '06:00' }],
      voids: [{ from: '20:00', to: '23:59', minutes: 239 }],
    });
    expect(texts.map((t) => t.title)).toEqual([
      '月亮经过本命第三宫',
      '行运太阳对分相本命天顶 · 06:00',
      '月亮空亡 · 20:00–23:59',
      '娥眉月',
    ]);
    expect(texts.every((t) => t.text.length >= 30)).toBe(true);
  });

  it('has a text for every mover, natal point and aspect family the engine can find', () => {
    const points = [...PLANET_KEYS, 'asc', 'mc'] as const;
    for (const body of DAY_ASPECT_MOVERS)
      for (const natalPoint of points)
        for (const type of ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const) {
          const [, text] = dayTexts({ ...calm, transits: [{ body, natalPoint, type, time: '12:00' }] });
          expect(text!.text.length).toBeGreaterThan(30);
        }
  });
});

describe('sky event texts', () => {
  it('titles and explains every kind of event', () => {
    const seen = new Set<string>();
    const add = (t: { title: string; text: string }) => {
      expect(t.text.length).toBeGreaterThan(30);
      seen.add(t.text);
      return t.title;
    };
    expect(add(skyEventText({ kind: 'lunation', phase: 'full', signIndex: 5 }))).toBe('满月（月亮在处女座）');
    expect(add(skyEventText({ kind: 'ingress', body: 'mars', signIndex: 0, retrograde: false }))).toBe(
      '火星进入白羊座',
    );
    expect(add(skyEventText({ kind: 'ingress', body: 'venus', signIndex: 7, retrograde: true }))).toBe(
      '金星逆行退回天蝎座',
    );
    expect(add(skyEventText({ kind: 'eclipse', eclipse: 'solar', type: 'annular' }))).toBe('环日食');
    expect(add(skyEventText({ kind: 'eclipse', eclipse: 'lunar', type: 'penumbral' }))).toBe('半影月食');
    expect(add(skyEventText({ kind: 'voidOfCourse', signIndexEntered: 6 }))).toBe(
      '月亮空亡（随后进入天秤座）',
    );
    for (const body of STATION_PLANETS) {
      const t = skyEventText({ kind: 'station', body, turns: 'retrograde' });
      expect(t.text).not.toMatch(/今天/);
      add(t);
    }
    for (const body of PLANET_KEYS)
      for (const [signIndex] of SIGN_KEYS.entries())
        add(skyEventText({ kind: 'ingress', body, signIndex, retrograde: false }));
    expect(seen.size).toBeGreaterThan(100);
  });
});
