import { Lunar, LunarMonth } from 'lunar-typescript';
import { validationError } from '../../errors.ts';

/**
 * A Chinese lunar date (negative month = leap month, as lunar-typescript counts) → the Gregorian
 * date, refusing months and days that do not exist in that year.
 */
export function lunarToSolar(year: number, month: number, day: number): { solar: string; label: string } {
  const lunarMonth = LunarMonth.fromYm(year, month);
  if (!lunarMonth)
    throw validationError('lunar_month', month < 0 ? `${year}年没有闰${-month}月` : '农历月份不正确');
  if (day > lunarMonth.getDayCount())
    throw validationError('lunar_day', `该农历月只有${lunarMonth.getDayCount()}天`);
  const lunar = Lunar.fromYmd(year, month, day);
  return {
    solar: lunar.getSolar().toYmd(),
    label: `${lunar.getYearInChinese()}年${lunar.getMonthInChinese()}月${lunar.getDayInChinese()}`,
  };
}
