import { describe, expect, it } from 'vitest';
import { jdUtFromUnixMs } from './julianDay.ts';
import { equationOfTimeMinutes, instantOfTrueSolarTime, trueSolarTime } from './trueSolarTime.ts';

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
  it('turns a true solar time back into its instant (Meeus 28.b day: sundial noon at 120°E is 11:46:17 Beijing)', () => {
    const utc = instantOfTrueSolarTime(Date.UTC(1992, 9, 13, 12, 0), 120);
    // E = +13m42.6s: the sundial is ahead, so its noon comes 13m43s before 12:00 of 120°E mean time.
    expect(Math.abs(utc - Date.UTC(1992, 9, 13, 3, 46, 17))).toBeLessThan(2_000);
  });
  it('round-trips with trueSolarTime to the second at any longitude and season', () => {
    for (const [month, lon] of [
      [1, 87.6],
      [4, 116.4],
      [10, 121.5],
      [6, -74],
    ] as const) {
      const solar = Date.UTC(1988, month, 15, 7, 30);
      const utc = instantOfTrueSolarTime(solar, lon);
      expect(Math.abs(trueSolarTime(utc, lon).trueSolarTimeMs - solar)).toBeLessThan(500);
    }
  });
});
