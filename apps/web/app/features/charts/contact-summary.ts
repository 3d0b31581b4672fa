import type { ContactProfile } from '@xingtu/contracts/contacts';

/** One line for a profile: the date (lunar with its solar day), the time or 时间不详, the place. */
export function contactSummary(p: ContactProfile): string {
  const time =
    p.timeUnknown || p.birthHour === null
      ? '时间不详'
      : `${String(p.birthHour).padStart(2, '0')}:${String(p.birthMin ?? 0).padStart(2, '0')}`;
  return `${p.lunarDate ? `农历${p.lunarDate}（${p.birthday}）` : p.birthday} ${time}${p.birthLocation ? ` · ${p.birthLocation}` : ''}`;
}
