// A member's personal days: Beijing day boundaries, exact transits placed on the right local day, the Moon's
// houses, phases and the sky's events of each day, and spans that join without gaps or repeats.
import { ASPECTS } from '@xingtu/contracts/astrology';
import { describe, expect, it } from 'vitest';
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { houseOfLongitude } from '../charts/houseOfLongitude.ts';
import { natalChart } from '../charts/natalChart.ts';
import { localDays } from './localDays.ts';
import { personalCalendarDays } from './personalDays.ts';

const natal = natalChart({ utc: '1990-06-15T05:30:00Z', latitude: 39.9, longitude: 116.4 });
const sep = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180);
const beijingDate = (utc: string): string =>
  new Date(Date.parse(utc) + 8 * 3_600_000).toISOString().slice(0, 10);
const march = personalCalendarDays(natal, { firstDate: '2026-03-01', days: 31 });

describe('local days', () => {
  it('runs each Beijing day from 16:00 UT the day before', () => {
    expect(march[0]).toMatchObject({ date: '2026-03-01', startUtc: '2026-02-28T16:00:00.000Z' });
    expect(march[30]).toMatchObject({ date: '2026-03-31', endUtc: '2026-03-31T16:00:00.000Z' });
    for (let k = 1; k < march.length; k++) expect(march[k]!.startUtc).toBe(march[k - 1]!.endUtc);
  });

  it('follows a zone that changes its clocks (New York, 8 March 2026: 23 hours)', () => {
    const [day] = localDays('2026-03-08', 1, 'America/New_York');
    expect(day).toEqual({
      date: '2026-03-08',
      startUtc: '2026-03-08T05:00:00.000Z',
      endUtc: '2026-03-09T04:00:00.000Z',
    });
  });

  it('refuses a date that does not exist or an empty span', () => {
    expect(() => personalCalendarDays(natal, { firstDate: '2026-13-01', days: 3 })).toThrow(RangeError);
    expect(() => personalCalendarDays(natal, { firstDate: '2026-03-01', days: 0 })).toThrow(RangeError);
  });
});

describe('transits of the day', () => {
  it('are exact at their instant and fall on their Beijing day', () => {
    let count = 0;
    for (const day of march)
      for (const t of day.transits) {
        count++;
        expect(beijingDate(t.utc)).toBe(day.date);
        const lon = ephemerisAt(t.jdUt, [t.body]).bodies[t.body]!.longitudeDeg;
        const natalLon =
          t.natalPoint === 'asc' || t.natalPoint === 'mc'
            ? natal.angles![t.natalPoint]
            : natal.bodies[t.natalPoint].longitudeDeg;
        expect(Math.abs(sep(lon, natalLon) - ASPECTS[t.type].angleDeg)).toBeLessThan(1e-4);
      }
    // The Moon alone aspects twelve points about 8 times each a month.
    expect(count).toBeGreaterThan(90);
  });

  it('has every Moon aspect to every natal point once per lunar month, in time order', () => {
    const moonConjunctions = march.flatMap((d) =>
      d.transits.filter((t) => t.body === 'moon' && t.type === 'conjunction'),
    );
    const points = moonConjunctions.map((t) => t.natalPoint);
    // 31 days > 27.3: every point once, a few twice, none three times.
    for (const p of [
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'asc',
      'mc',
    ])
      expect(points.filter((x) => x === p).length).toBeGreaterThanOrEqual(1);
    for (const day of march)
      for (let k = 1; k < day.transits.length; k++)
        expect(day.transits[k]!.jdUt).toBeGreaterThanOrEqual(day.transits[k - 1]!.jdUt);
  });

  it('gives the same days whether a span is asked at once or in two parts', () => {
    const first = personalCalendarDays(natal, { firstDate: '2026-03-01', days: 15 });
    const second = personalCalendarDays(natal, { firstDate: '2026-03-16', days: 16 });
    const key = (d: (typeof march)[number]) =>
      JSON.stringify([
        d.date,
        d.transits.map((t) => t.utc + t.body + t.natalPoint),
        d.skyEvents.map((e) => e.utc + e.kind),
      ]);
    expect([...first, ...second].map(key)).toEqual(march.map(key));
  });
});

describe('the Moon and the sky of the day', () => {
  it('names the house the Moon is in at midnight and each house it enters', () => {
    for (const day of march) {
      const houses = day.moonHouses!;
      const moon = ephemerisAt(Date.parse(day.startUtc) / 86_400_000 + 2440587.5, ['moon']).bodies.moon!;
      expect(houses[0]).toEqual({
        house: houseOfLongitude(moon.longitudeDeg, natal.houses!.cusps),
        fromUtc: day.startUtc,
      });
      for (const h of houses.slice(1)) {
        expect(beijingDate(h.fromUtc)).toBe(day.date);
        const at = ephemerisAt(Date.parse(h.fromUtc) / 86_400_000 + 2440587.5, ['moon']).bodies.moon!;
        expect(sep(at.longitudeDeg, natal.houses!.cusps[h.house - 1]!)).toBeLessThan(1e-3);
      }
    }
  });

  it('has no houses for a chart without a birth time', () => {
    const noTime = { bodies: natal.bodies, angles: null, houses: null };
    const [day] = personalCalendarDays(noTime, { firstDate: '2026-03-01', days: 1 });
    expect(day!.moonHouses).toBeNull();
    expect(day!.transits.some((t) => t.natalPoint === 'asc')).toBe(false);
  });

  it("puts March 2026's total lunar eclipse and full Moon on 3 March, and the phase of each day", () => {
    const third = march.find((d) => d.date === '2026-03-03')!;
    expect(third.skyEvents.map((e) => e.kind)).toEqual(expect.arrayContaining(['lunation', 'eclipse']));
    expect(third.moonPhase).toBe('full');
    expect(march.find((d) => d.date === '2026-03-19')!.moonPhase).toBe('new');
  });

  it('lists each void-of-course period on every day it touches', () => {
    const voids = march.flatMap((d) => d.voidsOfCourse);
    expect(voids.length).toBeGreaterThan(10);
    for (const day of march)
      for (const v of day.voidsOfCourse) {
        expect(Date.parse(v.utc)).toBeLessThan(Date.parse(day.endUtc));
        expect(Date.parse(v.endUtc)).toBeGreaterThan(Date.parse(day.startUtc));
      }
  });
});
