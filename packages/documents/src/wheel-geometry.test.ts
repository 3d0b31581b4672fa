import { describe, expect, it } from 'vitest';
import { aspectFamily, houseOf, polar } from './wheel-geometry.ts';

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
