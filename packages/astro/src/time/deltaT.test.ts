import { describe, expect, it } from 'vitest';
import { deltaTSecondsForYear } from './deltaT.ts';
import { jdUtFromUnixMs, unixMsFromCalendarUtc, unixMsFromJdUt } from './julianDay.ts';

describe('ΔT', () => {
  it('follows the observed series (IERS: 63.83 s at 2000.0, 69.2 s at 2023.0; 1900.0 ≈ −2.7 s)', () => {
    expect(deltaTSecondsForYear(2000)).toBeCloseTo(63.83, 1);
    expect(deltaTSecondsForYear(2023)).toBeCloseTo(69.2, 1);
    expect(deltaTSecondsForYear(1900)).toBeCloseTo(-2.7, 0);
  });
  it('is continuous where the table and the formulas meet', () => {
    for (const y of [1800, 2023, 2073, 2173]) {
      expect(Math.abs(deltaTSecondsForYear(y + 1e-6) - deltaTSecondsForYear(y - 1e-6))).toBeLessThan(1e-3);
    }
  });
  it('extrapolates slowly after the table and reaches the long-term parabola later', () => {
    expect(deltaTSecondsForYear(2050)).toBeGreaterThan(72);
    expect(deltaTSecondsForYear(2050)).toBeLessThan(77);
    expect(deltaTSecondsForYear(2300)).toBeCloseTo(-20 + 32 * 4.8 ** 2, 6);
  });
});

describe('Julian days', () => {
  it('J2000.0 is JD 2451545.0 at 2000-01-01 12:00 UT, and round-trips', () => {
    expect(jdUtFromUnixMs(Date.UTC(2000, 0, 1, 12))).toBe(2451545);
    expect(Math.abs(unixMsFromJdUt(jdUtFromUnixMs(123456789)) - 123456789)).toBeLessThan(0.1); // JD resolution ~0.02 ms
    expect(jdUtFromUnixMs(unixMsFromCalendarUtc(1957, 10, 4, 19, 26, 24))).toBeCloseTo(2436116.31, 2); // Meeus ex. 7.a
  });
});
