import type { ContactProfile } from '@xingtu/contracts/contacts';
import { shichenOf } from '@xingtu/contracts/shichen';

/** How the time was given: 「08:30」「08:30 真太阳时」「午时」「时间不详」「08:30 标准时间」. */
export function contactTimeText(p: ContactProfile): string {
  const shichen = p.timeUnknown && p.birthShichen ? shichenOf(p.birthShichen) : null;
  const time =
    shichen?.nameZh ??
    (p.timeUnknown || p.birthHour === null
      ? null
      : `${String(p.birthHour).padStart(2, '0')}:${String(p.birthMin ?? 0).padStart(2, '0')}`);
  if (time === null) return '时间不详';
  if (p.timeBasis === 'solar') return `${time} 真太阳时`;
  return p.standardTime ? `${time} 标准时间` : time;
}

/** One line for a profile: the date (lunar with its solar day), the time as given, the place. */
export function contactSummary(p: ContactProfile): string {
  return `${p.lunarDate ? `农历${p.lunarDate}（${p.birthday}）` : p.birthday} ${contactTimeText(p)}${p.birthLocation ? ` · ${p.birthLocation}` : ''}`;
}
