import { housesFromArmc } from '@xingtu/astro';
import { HOUSE_SYSTEM_CODES } from '@xingtu/contracts/charts';
import { describe, expect, it } from 'vitest';
import { degreeMinute } from './chart-record.ts';

describe('degreeMinute', () => {
  it('truncates to the minute within the sign', () => {
    expect(degreeMinute(45.5)).toEqual({ degree: 15, minute: 30 });
    expect(degreeMinute(12.1)).toEqual({ degree: 12, minute: 6 });
    expect(degreeMinute(359.99)).toEqual({ degree: 29, minute: 59 });
  });

  it('never shows 30°00′ for a longitude a hair below the end of a sign', () => {
    // signOfLongitude puts these in the earlier sign, so the degree must stay within it.
    expect(degreeMinute(59.99999999999999)).toEqual({ degree: 29, minute: 59 });
    expect(degreeMinute(359.99999999999994)).toEqual({ degree: 29, minute: 59 });
  });
});

it('offers only house systems the engine draws: twelve distinct cusps for each, in Beijing', () => {
  for (const system of HOUSE_SYSTEM_CODES) {
    const { cusps } = housesFromArmc(123.4, 39.9, 23.44, system);
    expect(cusps, system).toHaveLength(12);
    expect(cusps.every(Number.isFinite), system).toBe(true);
    expect(new Set(cusps.map((c) => c.toFixed(6))).size, system).toBe(12);
  }
});
