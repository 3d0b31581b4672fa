import { describe, expect, it } from 'vitest';
import { formatDegree, polar } from './wheel-geometry.ts';

describe('wheel geometry', () => {
  it('puts the ascendant on the left and 90° later at the bottom', () => {
    const asc = polar(100, 100, 50, 40, 40);
    expect(asc.x).toBeCloseTo(50);
    expect(asc.y).toBeCloseTo(100);
    const ic = polar(100, 100, 50, 130, 40);
    expect(ic.y).toBeCloseTo(150);
  });

  it('writes a degree with two-digit minutes', () => {
    expect(formatDegree(15, 3)).toBe('15°03′');
  });
});
