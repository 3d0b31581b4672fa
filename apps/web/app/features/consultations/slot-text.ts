import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { WEEKDAY_LABELS } from '@xingtu/contracts/consultations';

// Times on consultation pages are Beijing time (SPEC §9), whatever the astrologer's own zone.

/** 12月2日 周三 10:00–11:00（北京时间） */
export function slotText(startsAt: string, endsAt: string): string {
  const weekday =
    WEEKDAY_LABELS[((new Date(new Date(startsAt).getTime() + 8 * 3_600_000).getUTCDay() + 6) % 7) + 1];
  return `${formatBeijing(startsAt, 'monthDay')} ${weekday} ${formatBeijing(startsAt, 'time')}–${formatBeijing(endsAt, 'time')}`;
}

/** The Beijing date of an instant, for grouping slots by day. */
export const beijingDate = (at: string): string => formatBeijing(at, 'date');
