import { LUNAR_DAYS, LUNAR_MONTH_NAMES, lunarDayName, type LunarDraft } from './lunar-calendar.ts';

// The birth date of the birth form and the contact form: 公历 with a date picker, or 农历 as year,
// month, day and a leap-month flag.

export interface BirthDateDraft {
  calendar: 'solar' | 'lunar';
  /** 'YYYY-MM-DD' from the date picker (solar). */
  date: string;
  lunar: LunarDraft;
}

export function BirthDateFields({
  id,
  value,
  onChange,
  dateError,
  lunarError,
}: {
  /** Prefix of the element ids, unique on the page (useId of the form). */
  id: string;
  value: BirthDateDraft;
  onChange: (patch: Partial<BirthDateDraft>) => void;
  dateError?: string | undefined;
  lunarError?: string | undefined;
}) {
  const setLunar = (patch: Partial<LunarDraft>) => onChange({ lunar: { ...value.lunar, ...patch } });
  return (
    <>
      <div className="field" role="radiogroup" aria-label="历法">
        <span className="field-label">历法</span>
        <label className="inline">
          <input
            type="radio"
            name={`${id}-calendar`}
            checked={value.calendar === 'solar'}
            onChange={() => onChange({ calendar: 'solar' })}
          />{' '}
          公历
        </label>
        <label className="inline">
          <input
            type="radio"
            name={`${id}-calendar`}
            checked={value.calendar === 'lunar'}
            onChange={() => onChange({ calendar: 'lunar' })}
          />{' '}
          农历
        </label>
      </div>
      {value.calendar === 'solar' ? (
        <div className="field">
          <label htmlFor={`${id}-date`}>出生日期</label>
          <input
            id={`${id}-date`}
            className="input"
            type="date"
            min="1800-01-01"
            max="2200-12-31"
            value={value.date}
            onChange={(e) => onChange({ date: e.target.value })}
            aria-invalid={dateError ? 'true' : undefined}
          />
          {dateError && <p className="field-error">{dateError}</p>}
        </div>
      ) : (
        <div className="field lunar-fields">
          <span className="field-label">农历出生日期</span>
          <div className="field-row">
            <label>
              <span className="visually-hidden">农历年</span>
              <input
                className="input"
                inputMode="numeric"
                placeholder="年，如 1990"
                aria-label="农历年"
                value={value.lunar.year}
                onChange={(e) => setLunar({ year: e.target.value.replace(/\D/g, '').slice(0, 4) })}
              />
            </label>
            <select
              className="input"
              aria-label="农历月"
              value={value.lunar.month}
              onChange={(e) => setLunar({ month: e.target.value })}
            >
              {LUNAR_MONTH_NAMES.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}月
                </option>
              ))}
            </select>
            <select
              className="input"
              aria-label="农历日"
              value={value.lunar.day}
              onChange={(e) => setLunar({ day: e.target.value })}
            >
              {LUNAR_DAYS.map((day) => (
                <option key={day} value={day}>
                  {lunarDayName(day)}
                </option>
              ))}
            </select>
            <label className="inline">
              <input
                type="checkbox"
                checked={value.lunar.leap}
                onChange={(e) => setLunar({ leap: e.target.checked })}
              />{' '}
              闰月
            </label>
          </div>
          {lunarError && <p className="field-error">{lunarError}</p>}
        </div>
      )}
    </>
  );
}
