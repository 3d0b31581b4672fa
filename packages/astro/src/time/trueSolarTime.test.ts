import { describe, expect, it } from 'vitest';
import { jdUtFromUnixMs } from './julianDay.ts';
import { equationOfTimeMinutes, trueSolarTime } from './trueSolarTime.ts';

describe('true solar time', () => {
  it('matches Meeus example 28.b: E = +13m42.6s on 1992-10-13 0h TD', () => {
    expect(equationOfTimeMinutes(jdUtFromUnixMs(Date.UTC(1992, 9, 13)) - 59 / 86400)).toBeCloseTo(
      13 + 42.6 / 60,
      1,
    );
  });
  it('is about −14 min in mid-February and +16 min in early November', () => {
    expect(equationOfTimeMinutes(jdUtFromUnixMs(Date.UTC(2024, 1, 11)))).toBeCloseTo(-14.2, 0);
    expect(equationOfTimeMinutes(jdUtFromUnixMs(Date.UTC(2024, 10, 3)))).toBeCloseTo(16.4, 0);
  });
  it('shifts Beijing-time noon in Urumqi (87.6°E) to about 09:50 true solar time in June', () => {
    const t = trueSolarTime(Date.UTC(2024, 5, 21, 4, 0), 87.6);
    expect(t.trueSolarTimeIso.startsWith('2024-06-21T09:4')).toBe(true);
  });
});
