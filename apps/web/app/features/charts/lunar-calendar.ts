// The Chinese lunar calendar in the birth forms: month and day names, and conversion both ways with
// lunar-typescript, loaded only when a lunar date is used (it stays out of the first page load).

export const LUNAR_MONTH_NAMES = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'];
export const LUNAR_DAYS = Array.from({ length: 30 }, (_, i) => i + 1);

/** 初一 … 初十, 十一 … 二十, 廿一 … 三十. */
export const lunarDayName = (day: number): string =>
  day === 10
    ? '初十'
    : day === 20
      ? '二十'
      : day === 30
        ? '三十'
        : `${['初', '十', '廿'][Math.floor((day - 1) / 10)]}${'一二三四五六七八九十'[(day - 1) % 10]}`;

/** A lunar date as the form holds it: the year typed, the month (1–12) and day chosen, a leap flag. */
export interface LunarDraft {
  year: string;
  month: string;
  day: string;
  leap: boolean;
}
export const EMPTY_LUNAR: LunarDraft = { year: '', month: '1', day: '1', leap: false };

/** lunar-typescript counts a leap month as the negative of the month it follows. */
export const signedLunarMonth = (lunar: LunarDraft): number => Number(lunar.month) * (lunar.leap ? -1 : 1);

/** Lunar → solar 'YYYY-MM-DD'; throws with the Chinese reason when the month or day does not exist. */
export async function solarOfLunar(lunar: LunarDraft): Promise<string> {
  const { Lunar, LunarMonth } = await import('lunar-typescript');
  const year = Number(lunar.year);
  const month = signedLunarMonth(lunar);
  const day = Number(lunar.day);
  const lunarMonth = LunarMonth.fromYm(year, month);
  if (!lunarMonth)
    throw new Error(
      lunar.leap ? `${year}年没有闰${LUNAR_MONTH_NAMES[Math.abs(month) - 1]}月` : '农历月份不正确',
    );
  if (day > lunarMonth.getDayCount()) throw new Error(`该农历月只有${lunarMonth.getDayCount()}天`);
  return Lunar.fromYmd(year, month, day).getSolar().toYmd();
}

/** Solar 'YYYY-MM-DD' → the lunar date, to edit a profile saved with a lunar birthday. */
export async function lunarOfSolar(date: string): Promise<LunarDraft> {
  const { Solar } = await import('lunar-typescript');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lunar = Solar.fromYmd(year, month, day).getLunar();
  return {
    year: String(lunar.getYear()),
    month: String(Math.abs(lunar.getMonth())),
    day: String(lunar.getDay()),
    leap: lunar.getMonth() < 0,
  };
}
