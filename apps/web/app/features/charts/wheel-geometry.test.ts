import { describe, expect, it } from 'vitest';
import { polar, spreadLongitudes } from './wheel-geometry.ts';

const gap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};

describe('wheel geometry', () => {
  it('puts the ascendant on the left and 90° later at the bottom', () => {
    const asc = polar(100, 100, 50, 40, 40);
    expect(asc.x).toBeCloseTo(50);
    expect(asc.y).toBeCloseTo(100);
    const ic = polar(100, 100, 50, 130, 40);
    expect(ic.y).toBeCloseTo(150);
  });

  it('leaves well-separated glyphs where they are', () => {
    expect(spreadLongitudes([10, 100, 200], 6)).toEqual([10, 100, 200]);
  });

  it('spreads a stellium evenly around its centre, also across 0° Aries', () => {
    const spread = spreadLongitudes([358, 359, 1, 2, 120], 6);
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) expect(gap(spread[i]!, spread[j]!)).toBeGreaterThanOrEqual(6 - 1e-9);
    expect(spread[4]).toBe(120);
    const centre = ((spread[1]! + spread[2]! + 360) / 2) % 360;
    expect(gap(centre, 0)).toBeLessThan(1);
  });

  it('never overlaps, whatever the positions', () => {
    for (let run = 0; run < 50; run++) {
      const lons = Array.from({ length: 13 }, () => Math.random() * 60);
      const spread = spreadLongitudes(lons, 7);
      for (let i = 0; i < 13; i++)
        for (let j = i + 1; j < 13; j++) expect(gap(spread[i]!, spread[j]!)).toBeGreaterThanOrEqual(7 - 1e-6);
    }
  });
});
