import { SHICHEN, shichenLabelZh, shichenOf } from '@xingtu/contracts/shichen';
import { isSummerTime } from './summer-time.ts';

// The birth form's choices about the time: the traditional 时辰 when the minute is unknown, a time read
// as 真太阳时, and for a birth while the clocks were on summer time (China 1986–1991) the notice that the
// time will be read as summer time, with the choice to say it was already standard time.

export interface BirthTimeOptionsDraft {
  /** A 时辰 id while 时间不详 is ticked, or '' for none. */
  shichen: string;
  /** The time (or 时辰) is 真太阳时. */
  solar: boolean;
  /** The time was written in standard time although summer time was in force. */
  standardTime: boolean;
}

/** What the time field says while 时间不详 is ticked: the 时辰 chosen, or the noon chart. */
export function unknownTimeHint(shichen: string): string {
  const s = shichenOf(shichen);
  if (!s) return '不知道时辰时，将按当天正午起盘，不计算宫位与上升点。';
  const zi = s.id === 'zi' ? '子时按所填日期的 00:00 计算，晚上23点以后出生请把日期填为次日。' : '';
  return `将按${shichenLabelZh(s)}的中点 ${s.middle} 起盘，上升点与宫位仅供参考。${zi}`;
}

export function BirthTimeOptions({
  id,
  value,
  date,
  time,
  timeUnknown,
  timeZone,
  onChange,
}: {
  id: string;
  value: BirthTimeOptionsDraft;
  /** The solar date of the form ('' while not known). */
  date: string;
  time: string;
  timeUnknown: boolean;
  /** The zone of the chosen place or the one typed. */
  timeZone: string;
  onChange: (patch: Partial<BirthTimeOptionsDraft>) => void;
}) {
  const hasTime = timeUnknown ? value.shichen !== '' : /^\d{2}:\d{2}$/.test(time);
  const summer = !timeUnknown && !value.solar && isSummerTime(date, time, timeZone);
  return (
    <div className="birth-time-options">
      {timeUnknown && (
        <div className="field-row">
          <label htmlFor={`${id}-shichen`}>出生时辰</label>
          <select
            id={`${id}-shichen`}
            className="input"
            value={value.shichen}
            onChange={(e) => onChange({ shichen: e.target.value })}
          >
            <option value="">不知道时辰</option>
            {SHICHEN.map((s) => (
              <option key={s.id} value={s.id}>
                {shichenLabelZh(s)}
              </option>
            ))}
          </select>
        </div>
      )}
      {hasTime && (
        <label className="inline">
          <input
            type="checkbox"
            checked={value.solar}
            onChange={(e) => onChange({ solar: e.target.checked })}
          />{' '}
          这是真太阳时（按出生地太阳位置计的时间，会换算成当地钟表时间）
        </label>
      )}
      {summer && (
        <div className="summer-time-notice" role="note">
          <p>此时间已按当时的夏令时换算：出生当天当地实行夏令时，钟表比标准时间快一小时。</p>
          <label className="inline">
            <input
              type="checkbox"
              checked={value.standardTime}
              onChange={(e) => onChange({ standardTime: e.target.checked })}
            />{' '}
            当时记下的时刻已是标准时间（没有按夏令时拨快）
          </label>
        </div>
      )}
    </div>
  );
}
