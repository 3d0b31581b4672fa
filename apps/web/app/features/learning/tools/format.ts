import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { ZodiacPosition } from '@xingtu/contracts/learning';

// How the tools print positions and instants.

const pad = (n: number): string => String(n).padStart(2, '0');

/** 白羊座 10°30′ */
export const positionText = (p: Pick<ZodiacPosition, 'signZh' | 'degree' | 'minute'>): string =>
  `${p.signZh} ${p.degree}°${pad(p.minute)}′`;

/** 2026-03-20 22:46（北京时间 in the page's legend） */
export const beijingMinute = (iso: string): string => formatBeijing(iso, 'minute');

/** 3月20日 22:46 */
export const beijingMonthDay = (iso: string): string => formatBeijing(iso, 'monthDayTime');

/** Minutes as 2小时9.6分 or 14.2分, with a sign word. */
export function minutesText(minutes: number): string {
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = Math.round((abs - hours * 60) * 10) / 10;
  return hours > 0 ? `${hours}小时${rest}分` : `${rest}分`;
}
