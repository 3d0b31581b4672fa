import { describe, expect, it } from 'vitest';
import { lunarDayName, lunarOfSolar, solarOfLunar } from './lunar-calendar.ts';

describe('lunar dates in the birth forms', () => {
  it('names the days as a calendar prints them', () => {
    expect([1, 7, 10, 11, 20, 21, 30].map(lunarDayName)).toEqual([
      '初一',
      '初七',
      '初十',
      '十一',
      '二十',
      '廿一',
      '三十',
    ]);
  });

  it('converts both ways, leap months included', async () => {
    // 农历一九九〇年四月初七 is 1 May 1990; 2020 has a leap fourth month (闰四月初一 = 23 May 2020).
    expect(await solarOfLunar({ year: '1990', month: '4', day: '7', leap: false })).toBe('1990-05-01');
    expect(await lunarOfSolar('1990-05-01')).toEqual({ year: '1990', month: '4', day: '7', leap: false });
    expect(await solarOfLunar({ year: '2020', month: '4', day: '1', leap: true })).toBe('2020-05-23');
    expect(await lunarOfSolar('2020-05-23')).toEqual({ year: '2020', month: '4', day: '1', leap: true });
  });

  it('refuses a leap month or a day the year does not have', async () => {
    await expect(solarOfLunar({ year: '1990', month: '4', day: '1', leap: true })).rejects.toThrow(
      '1990年没有闰四月',
    );
    await expect(solarOfLunar({ year: '1990', month: '4', day: '30', leap: false })).rejects.toThrow(
      /该农历月只有29天/,
    );
  });
});
