// Essential dignities, profections, firdaria, harmonics, Marks charts and the local mean time of old births.
import { describe, expect, it } from 'vitest';
import { essentialDignities, rulersAt } from './dignities.ts';
import { firdaria } from './firdaria.ts';
import { harmonicLongitudes } from './harmonic.ts';
import { natalChart } from './natalChart.ts';
import { annualProfection, completedYears } from './profections.ts';
import { davisonChart, marksCharts } from './synastry.ts';

describe('essential dignities', () => {
  it('names the rulers of a degree by each dignity', () => {
    // 15° Aries: Mars' domicile, the Sun's exaltation, fire triplicity Sun/Jupiter/Saturn, Mercury's term (12–20),
    // the Sun's face (10–20).
    expect(rulersAt(15)).toMatchObject({
      domicile: 'mars',
      exaltation: 'sun',
      triplicity: ['sun', 'jupiter', 'saturn'],
      term: 'mercury',
      face: 'sun',
    });
    // 29° Pisces: Jupiter's domicile, Venus' exaltation, Saturn's term, Mars' face.
    expect(rulersAt(359)).toMatchObject({
      domicile: 'jupiter',
      exaltation: 'venus',
      term: 'saturn',
      face: 'mars',
    });
  });
  it('scores a planet by sect, and calls one without any dignity peregrine', () => {
    const sunInAries = essentialDignities('sun', 15, true);
    expect(sunInAries.dignities).toEqual(['exaltation', 'triplicity', 'face']);
    expect(sunInAries.score).toBe(8);
    expect(essentialDignities('sun', 15, false).dignities).toEqual(['exaltation', 'face']);
    const venusInAries = essentialDignities('venus', 28, true); // Aries 25–30: Saturn's term, Venus' face (20–30)
    expect(venusInAries.dignities).toEqual(['face', 'detriment']);
    const marsInCancer = essentialDignities('mars', 117, true); // 27° Cancer: Saturn's term, Moon's face: fall
    expect(marsInCancer).toMatchObject({ dignities: ['fall'], peregrine: true, score: -9 });
  });
});

describe('annual profections', () => {
  it('moves one sign a year from the Ascendant: age 0 is the 1st house, age 13 the 2nd', () => {
    expect(annualProfection(100, 0)).toEqual({ age: 0, house: 1, signIndex: 3, lordOfYear: 'moon' });
    expect(annualProfection(100, 13)).toEqual({ age: 13, house: 2, signIndex: 4, lordOfYear: 'sun' });
    expect(annualProfection(350, 30)).toMatchObject({ house: 7, signIndex: 5, lordOfYear: 'mercury' });
  });
  it('counts completed years by the birthday', () => {
    const birth = Date.parse('1990-06-15T05:30:00Z');
    expect(completedYears(birth, Date.parse('2026-06-15T05:29:00Z'))).toBe(35);
    expect(completedYears(birth, Date.parse('2026-06-15T05:31:00Z'))).toBe(36);
  });
});

describe('firdaria', () => {
  it('runs Sun, Venus, Mercury … for a day birth and Moon, Saturn … for a night birth, 75 years in all', () => {
    const day = firdaria(0, true, 75);
    expect(day.map((p) => p.lord)).toEqual([
      'sun',
      'venus',
      'mercury',
      'moon',
      'saturn',
      'jupiter',
      'mars',
      'northNode',
      'southNode',
    ]);
    expect(day.at(-1)!.toAge).toBe(75);
    expect(firdaria(0, false, 10)[0]!.lord).toBe('moon');
    // Seven equal sub-periods in Chaldean order from the period's lord; none for the nodes.
    expect(day[0]!.subPeriods.map((s) => s.lord)).toEqual([
      'sun',
      'venus',
      'mercury',
      'moon',
      'saturn',
      'jupiter',
      'mars',
    ]);
    expect(day[0]!.subPeriods[1]!.fromAge).toBeCloseTo(10 / 7, 12);
    expect(day[7]!.subPeriods).toEqual([]);
  });
});

describe('harmonic charts', () => {
  it('multiplies longitudes: a trine becomes a conjunction in the 3rd harmonic', () => {
    expect(harmonicLongitudes({ sun: 10, moon: 130 }, 3)).toEqual({ sun: 30, moon: 30 });
    expect(() => harmonicLongitudes({ sun: 10 }, 0)).toThrow(RangeError);
  });
});

describe('Marks charts', () => {
  it('are the time-and-space midpoints between each birth and the Davison chart', () => {
    const a = natalChart({ utc: '1985-03-10T02:00:00Z', latitude: 31.2, longitude: 121.5 });
    const b = natalChart({ utc: '1991-11-20T14:30:00Z', latitude: 23.1, longitude: 113.3 });
    const davison = davisonChart(a, b);
    const [ma, mb] = marksCharts(a, b);
    expect(ma.jdUt).toBeCloseTo((a.jdUt + davison.jdUt) / 2, 6);
    expect(mb.jdUt).toBeCloseTo((b.jdUt + davison.jdUt) / 2, 6);
    expect(ma.latitude).toBeCloseTo((31.2 + davison.latitude) / 2, 9);
    expect(mb.longitude).toBeCloseTo((113.3 + davison.longitude) / 2, 9);
  });
});

describe('births before standard time', () => {
  it('use the local mean time of the birthplace, not of the zone city (Ulm, 14 March 1879, 11:30)', () => {
    // Ulm 9°59′E: mean time is UT + 39 min 57 s; Berlin's mean time (+53 min 28 s) would put the ASC 2.8° off.
    const chart = natalChart({
      date: '1879-03-14',
      time: '11:30',
      timeZone: 'Europe/Berlin',
      latitude: 48.4,
      longitude: 9.9876,
    });
    expect(chart.utc).toBe('1879-03-14T10:50:03.000Z');
    expect(chart.local).toMatchObject({ offsetSeconds: 2397, localMeanTime: true });
    // Once the zone keeps standard time, the zone's offset is used as before.
    const modern = natalChart({
      date: '1990-03-14',
      time: '11:30',
      timeZone: 'Europe/Berlin',
      latitude: 48.4,
      longitude: 9.9876,
    });
    expect(modern.utc).toBe('1990-03-14T10:30:00.000Z');
  });
});
