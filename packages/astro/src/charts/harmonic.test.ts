import { describe, expect, it } from 'vitest';
import { MAJOR_ORBS } from '../aspects/aspects.ts';
import { normalizeDeg } from '../math/angles.ts';
import { harmonicChart } from './harmonic.ts';
import { natalChart } from './natalChart.ts';

const BIRTH = {
  date: '1988-03-21',
  time: '06:10',
  timeZone: 'Asia/Shanghai',
  latitude: 31.23,
  longitude: 121.47,
} as const;

describe('harmonicChart', () => {
  const radix = natalChart(BIRTH);

  it('multiplies every body, angle and lot by the harmonic number', () => {
    const h5 = harmonicChart(radix, 5, { aspects: { orbs: MAJOR_ORBS } });
    expect(h5.harmonic).toBe(5);
    for (const id of ['sun', 'moon', 'mars', 'pluto', 'chiron', 'trueNode'] as const) {
      expect(h5.bodies[id].longitudeDeg).toBeCloseTo(normalizeDeg(radix.bodies[id].longitudeDeg * 5), 9);
      expect(h5.bodies[id].speedDegPerDay).toBeCloseTo(radix.bodies[id].speedDegPerDay * 5, 9);
    }
    expect(h5.angles!.asc).toBeCloseTo(normalizeDeg(radix.angles!.asc * 5), 9);
    expect(h5.angles!.mc).toBeCloseTo(normalizeDeg(radix.angles!.mc * 5), 9);
    expect(h5.partOfFortune).toBeCloseTo(normalizeDeg(radix.partOfFortune! * 5), 9);
    // Equal houses from the harmonic Ascendant, the bodies placed in them.
    expect(h5.houses!.system).toBe('E');
    expect(h5.houses!.cusps[3]).toBeCloseTo(normalizeDeg(h5.angles!.asc + 90), 9);
    const sunOffset = normalizeDeg(h5.bodies.sun.longitudeDeg - h5.angles!.asc);
    expect(h5.bodyHouses!.sun).toBe(Math.floor(sunOffset / 30) + 1);
  });

  it('finds the aspects again: a radix quintile is a conjunction of the 5th harmonic', () => {
    const h5 = harmonicChart(radix, 5, { aspects: { orbs: { conjunction: 8 } } });
    const ids = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
    for (const a of ids)
      for (const b of ids) {
        if (a >= b) continue;
        const sep = Math.abs(
          normalizeDeg(radix.bodies[a].longitudeDeg - radix.bodies[b].longitudeDeg + 180) - 180,
        );
        const nearQuintile = [0, 72, 144].some((angle) => Math.abs(sep - angle) * 5 <= 8 - 1e-6);
        const found = h5.aspects.some(
          (x) => x.type === 'conjunction' && ((x.a === a && x.b === b) || (x.a === b && x.b === a)),
        );
        if (Math.abs(Math.abs(sep - 72) * 5 - 8) > 1e-6 && Math.abs(Math.abs(sep - 144) * 5 - 8) > 1e-6)
          expect(found, `${a}–${b} ${sep.toFixed(2)}°`).toBe(nearQuintile);
      }
  });

  it('is the radix itself for n = 1, and works in a sidereal zodiac', () => {
    expect(harmonicChart(radix, 1)).toBe(radix);
    const sidereal = natalChart({ ...BIRTH, zodiac: 'lahiri' });
    const h4 = harmonicChart(sidereal, 4);
    expect(h4.zodiac).toBe('lahiri');
    expect(h4.bodies.sun.longitudeDeg).toBeCloseTo(normalizeDeg(sidereal.bodies.sun.longitudeDeg * 4), 9);
  });

  it('gives a chart without a birth time no houses', () => {
    const noon = natalChart({ ...BIRTH, time: null });
    const h7 = harmonicChart(noon, 7);
    expect(h7.houses).toBeNull();
    expect(h7.bodyHouses).toBeNull();
    expect(h7.bodies.moon.longitudeDeg).toBeCloseTo(normalizeDeg(noon.bodies.moon.longitudeDeg * 7), 9);
  });
});
