import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angularDistance, aspectFamily, houseOf, polar, spreadAngles } from './wheel-geometry.ts';

describe('polar', () => {
  it('puts the ascendant on the left and the longitude 90° later at the bottom', () => {
    const asc = polar(100, 100, 50, 123, 123);
    expect(asc.x).toBeCloseTo(50);
    expect(asc.y).toBeCloseTo(100);
    const ic = polar(100, 100, 50, 213, 123);
    expect(ic.x).toBeCloseTo(100);
    expect(ic.y).toBeCloseTo(150);
  });
});

describe('spreadAngles', () => {
  it('spreads a tight stellium to the minimum separation around its centre', () => {
    const shown = spreadAngles([70.3, 72.4, 74.9, 66.1], 8);
    const sorted = [...shown].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(8 - 1e-3);
    const mean = shown.reduce((a, b) => a + b, 0) / shown.length;
    expect(mean).toBeCloseTo((70.3 + 72.4 + 74.9 + 66.1) / 4, 0);
    // Order along the circle is kept.
    expect(shown[3]!).toBeLessThan(shown[0]!);
    expect(shown[0]!).toBeLessThan(shown[1]!);
  });

  it('leaves well separated points where they are, across 0° Aries too', () => {
    expect(spreadAngles([10, 100, 200], 8)).toEqual([10, 100, 200]);
    const wrap = spreadAngles([358, 1], 8);
    expect(angularDistance(wrap[0]!, wrap[1]!)).toBeGreaterThanOrEqual(8 - 1e-3);
  });

  it('never leaves two glyphs closer than the separation (up to 14 points)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 359.99, noNaN: true }), { minLength: 2, maxLength: 14 }),
        (lons) => {
          const shown = spreadAngles(lons, 8);
          for (let i = 0; i < shown.length; i++)
            for (let j = i + 1; j < shown.length; j++)
              expect(angularDistance(shown[i]!, shown[j]!)).toBeGreaterThanOrEqual(8 - 0.01);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('houseOf', () => {
  const cusps = [158.3, 184.1, 214.9, 248.2, 281.5, 311.0, 338.3, 4.1, 34.9, 68.2, 101.5, 131.0];
  it('finds the house between two cusps, also across 0° Aries', () => {
    expect(houseOf(160, cusps)).toBe(1);
    expect(houseOf(72.4, cusps)).toBe(10);
    expect(houseOf(359, cusps)).toBe(7);
    expect(houseOf(2, cusps)).toBe(7);
    expect(houseOf(5, cusps)).toBe(8);
    expect(houseOf(150, cusps)).toBe(12);
  });
  it('gives none without twelve cusps', () => {
    expect(houseOf(10, [])).toBeNull();
  });
});

describe('aspectFamily', () => {
  it('colours by family', () => {
    expect(aspectFamily('conjunction')).toBe('conjunction');
    expect(aspectFamily('trine')).toBe('harmonious');
    expect(aspectFamily('sextile')).toBe('harmonious');
    expect(aspectFamily('square')).toBe('tense');
    expect(aspectFamily('opposition')).toBe('tense');
    expect(aspectFamily('quincunx')).toBe('minor');
  });
});
