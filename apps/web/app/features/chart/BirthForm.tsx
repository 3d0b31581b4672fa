import { useId, useState, type FormEvent } from 'react';
import { HOUSE_SYSTEM_NAMES_ZH } from '@xingtu/contracts/astrology';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import type { BirthPayload, ChartSettings, ChartSource, HouseSystemCode } from '../../api/charts.ts';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import type { ChartFailure } from './chart-failure.ts';
import { PlaceSearch, type ChosenPlace } from './PlaceSearch.tsx';

// The birth input reused by every chart page: solar or lunar date, a time or 时间不详, a place by
// search or by coordinates and zone, and the house system and orb settings.

export interface BirthDraft {
  name: string;
  calendar: 'solar' | 'lunar';
  date: string;
  lunarYear: string;
  lunarMonth: string;
  lunarLeap: boolean;
  lunarDay: string;
  time: string;
  timeUnknown: boolean;
  place: ChosenPlace | null;
  manual: boolean;
  latitude: string;
  longitude: string;
  timeZone: string;
}

export const EMPTY_DRAFT: BirthDraft = {
  name: '',
  calendar: 'solar',
  date: '',
  lunarYear: '',
  lunarMonth: '1',
  lunarLeap: false,
  lunarDay: '1',
  time: '',
  timeUnknown: false,
  place: null,
  manual: false,
  latitude: '',
  longitude: '',
  timeZone: DEFAULT_TIME_ZONE,
};

export interface SettingsDraft {
  houseSystem: HouseSystemCode;
  orbs: 'standard' | 'tight' | 'wide';
  minor: boolean;
}
export const DEFAULT_SETTINGS: SettingsDraft = { houseSystem: 'P', orbs: 'standard', minor: false };

const ORB_SCALE = { standard: 1, tight: 0.6, wide: 1.3 } as const;
const MAJOR = { conjunction: 8, opposition: 8, trine: 7, square: 7, sextile: 5 };
const MINOR = { quincunx: 3, semiSextile: 2, semiSquare: 2, sesquiquadrate: 2 };

export function settingsPayload(settings: SettingsDraft): ChartSettings {
  const scale = ORB_SCALE[settings.orbs];
  const orbs: Record<string, number> = {};
  for (const [id, orb] of Object.entries({ ...MAJOR, ...(settings.minor ? MINOR : {}) }))
    orbs[id] = Math.round(orb * scale * 10) / 10;
  return { houseSystem: settings.houseSystem, orbs };
}

const LUNAR_MONTHS = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'];
const LUNAR_DAYS = Array.from({ length: 30 }, (_, i) => i + 1);
const lunarDayName = (day: number): string =>
  day === 10
    ? '初十'
    : day === 20
      ? '二十'
      : day === 30
        ? '三十'
        : `${['初', '十', '廿'][Math.floor((day - 1) / 10)]}${'一二三四五六七八九十'[(day - 1) % 10]}`;

/** Lunar → solar in the browser (lunar-typescript, loaded only when a lunar date is used). */
async function lunarToSolar(draft: BirthDraft): Promise<string> {
  const { Lunar, LunarMonth } = await import('lunar-typescript');
  const year = Number(draft.lunarYear);
  const month = Number(draft.lunarMonth) * (draft.lunarLeap ? -1 : 1);
  const day = Number(draft.lunarDay);
  const lunarMonth = LunarMonth.fromYm(year, month);
  if (!lunarMonth)
    throw new Error(
      draft.lunarLeap ? `${year}年没有闰${LUNAR_MONTHS[Math.abs(month) - 1]}月` : '农历月份不正确',
    );
  if (day > lunarMonth.getDayCount()) throw new Error(`该农历月只有${lunarMonth.getDayCount()}天`);
  return Lunar.fromYmd(year, month, day).getSolar().toYmd();
}

type Errors = Partial<Record<'date' | 'time' | 'place' | 'lunar', string>>;

export async function sourceOfDraft(draft: BirthDraft): Promise<{ source: ChartSource; errors: Errors }> {
  const errors: Errors = {};
  let date = draft.date;
  if (draft.calendar === 'lunar') {
    const year = Number(draft.lunarYear);
    if (!Number.isInteger(year) || year < 1800 || year > 2200)
      errors.lunar = '农历年份需在1800年至2200年之间';
    else {
      try {
        date = await lunarToSolar(draft);
      } catch (error) {
        errors.lunar = error instanceof Error ? error.message : '农历日期不正确';
      }
    }
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.date = '请输入出生日期';
  if (!draft.timeUnknown && !/^\d{2}:\d{2}$/.test(draft.time))
    errors.time = '请输入出生时间，或勾选“时间不详”';
  const birth: BirthPayload = { date, time: draft.timeUnknown ? null : draft.time };
  if (draft.manual) {
    const latitude = Number(draft.latitude);
    const longitude = Number(draft.longitude);
    if (draft.latitude.trim() === '' || !(Math.abs(latitude) <= 90)) errors.place = '纬度应在 -90 到 90 之间';
    else if (draft.longitude.trim() === '' || !(Math.abs(longitude) <= 180))
      errors.place = '经度应在 -180 到 180 之间';
    Object.assign(birth, { latitude, longitude, timeZone: draft.timeZone.trim() || DEFAULT_TIME_ZONE });
  } else if (draft.place) {
    Object.assign(birth, {
      latitude: draft.place.latitude,
      longitude: draft.place.longitude,
      timeZone: draft.place.timeZone,
      placeName: draft.place.placeName,
    });
  } else errors.place = '请搜索并选择出生地点，或改填经纬度';
  return { source: draft.name.trim() ? { birth, name: draft.name.trim() } : { birth }, errors };
}

export interface BirthFormProps {
  legend?: string;
  initial?: BirthDraft;
  submitText?: string;
  busy?: boolean;
  failure?: ChartFailure | null;
  showSettings?: boolean;
  showName?: boolean;
  onSubmit: (source: ChartSource, settings: ChartSettings) => void;
}

export function BirthForm({
  legend,
  initial,
  submitText = '生成星盘',
  busy,
  failure,
  showSettings = true,
  showName = true,
  onSubmit,
}: BirthFormProps) {
  const id = useId();
  // Inert until scripts run: a value typed into the server-rendered form would be lost on hydration.
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<BirthDraft>(initial ?? EMPTY_DRAFT);
  const [settings, setSettings] = useState<SettingsDraft>(DEFAULT_SETTINGS);
  const [errors, setErrors] = useState<Errors>({});
  const [last, setLast] = useState<ChartSource | null>(null);
  const set = <K extends keyof BirthDraft>(key: K, value: BirthDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { source, errors: found } = await sourceOfDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLast(source);
    onSubmit(source, settingsPayload(settings));
  }

  function choose(disambiguation: 'earlier' | 'later') {
    if (!last || !('birth' in last)) return;
    onSubmit({ ...last, birth: { ...last.birth, disambiguation } }, settingsPayload(settings));
  }

  return (
    <form className="birth-form card" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset disabled={!hydrated}>
        {legend && <legend>{legend}</legend>}
        {showName && (
          <div className="field">
            <label htmlFor={`${id}-name`}>名字（可选）</label>
            <input
              id={`${id}-name`}
              className="input"
              value={draft.name}
              maxLength={40}
              onChange={(e) => set('name', e.target.value)}
            />
          </div>
        )}
        <div className="field" role="radiogroup" aria-label="历法">
          <span className="field-label">历法</span>
          <label className="inline">
            <input
              type="radio"
              name={`${id}-calendar`}
              checked={draft.calendar === 'solar'}
              onChange={() => set('calendar', 'solar')}
            />{' '}
            公历
          </label>
          <label className="inline">
            <input
              type="radio"
              name={`${id}-calendar`}
              checked={draft.calendar === 'lunar'}
              onChange={() => set('calendar', 'lunar')}
            />{' '}
            农历
          </label>
        </div>
        {draft.calendar === 'solar' ? (
          <div className="field">
            <label htmlFor={`${id}-date`}>出生日期</label>
            <input
              id={`${id}-date`}
              className="input"
              type="date"
              min="1800-01-01"
              max="2200-12-31"
              value={draft.date}
              onChange={(e) => set('date', e.target.value)}
              aria-invalid={errors.date ? 'true' : undefined}
            />
            {errors.date && <p className="field-error">{errors.date}</p>}
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
                  value={draft.lunarYear}
                  onChange={(e) => set('lunarYear', e.target.value.replace(/\D/g, '').slice(0, 4))}
                />
              </label>
              <select
                className="input"
                aria-label="农历月"
                value={draft.lunarMonth}
                onChange={(e) => set('lunarMonth', e.target.value)}
              >
                {LUNAR_MONTHS.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}月
                  </option>
                ))}
              </select>
              <select
                className="input"
                aria-label="农历日"
                value={draft.lunarDay}
                onChange={(e) => set('lunarDay', e.target.value)}
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
                  checked={draft.lunarLeap}
                  onChange={(e) => set('lunarLeap', e.target.checked)}
                />{' '}
                闰月
              </label>
            </div>
            {errors.lunar && <p className="field-error">{errors.lunar}</p>}
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-time`}>出生时间</label>
          <div className="field-row">
            <input
              id={`${id}-time`}
              className="input"
              type="time"
              value={draft.time}
              disabled={draft.timeUnknown}
              onChange={(e) => set('time', e.target.value)}
              aria-invalid={errors.time ? 'true' : undefined}
            />
            <label className="inline">
              <input
                type="checkbox"
                checked={draft.timeUnknown}
                onChange={(e) => set('timeUnknown', e.target.checked)}
              />{' '}
              时间不详
            </label>
          </div>
          {draft.timeUnknown && <p className="field-hint">将按当天正午起盘，不计算宫位与上升点。</p>}
          {errors.time && <p className="field-error">{errors.time}</p>}
        </div>
        {draft.manual ? (
          <div className="field">
            <span className="field-label">经纬度与时区</span>
            <div className="field-row">
              <input
                className="input"
                aria-label="纬度（北纬为正）"
                placeholder="纬度，如 23.13"
                value={draft.latitude}
                onChange={(e) => set('latitude', e.target.value)}
              />
              <input
                className="input"
                aria-label="经度（东经为正）"
                placeholder="经度，如 113.26"
                value={draft.longitude}
                onChange={(e) => set('longitude', e.target.value)}
              />
              <input
                className="input"
                aria-label="时区"
                placeholder="Asia/Shanghai 或 +08:00"
                value={draft.timeZone}
                onChange={(e) => set('timeZone', e.target.value)}
              />
            </div>
            {errors.place && <p className="field-error">{errors.place}</p>}
          </div>
        ) : (
          <PlaceSearch value={draft.place} onChoose={(place) => set('place', place)} error={errors.place} />
        )}
        <button type="button" className="link-button" onClick={() => set('manual', !draft.manual)}>
          {draft.manual ? '改为搜索地点' : '找不到地点？填写经纬度'}
        </button>
        {showSettings && (
          <details className="chart-settings">
            <summary>宫位制与容许度</summary>
            <div className="field-row">
              <label>
                宫位制
                <select
                  className="input"
                  value={settings.houseSystem}
                  onChange={(e) =>
                    setSettings((s) => ({ ...s, houseSystem: e.target.value as HouseSystemCode }))
                  }
                >
                  {Object.entries(HOUSE_SYSTEM_NAMES_ZH).map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                容许度
                <select
                  className="input"
                  value={settings.orbs}
                  onChange={(e) =>
                    setSettings((s) => ({ ...s, orbs: e.target.value as SettingsDraft['orbs'] }))
                  }
                >
                  <option value="standard">标准</option>
                  <option value="tight">紧密</option>
                  <option value="wide">宽松</option>
                </select>
              </label>
              <label className="inline">
                <input
                  type="checkbox"
                  checked={settings.minor}
                  onChange={(e) => setSettings((s) => ({ ...s, minor: e.target.checked }))}
                />{' '}
                显示次要相位
              </label>
            </div>
          </details>
        )}
      </fieldset>
      {failure && (
        <div className="form-error" role="alert">
          <p>{failure.message}</p>
          {failure.alternatives.length > 0 && (
            <div className="field-row">
              {failure.alternatives.map((alt) => (
                <button
                  key={alt.disambiguation}
                  type="button"
                  className="btn btn-small"
                  onClick={() => choose(alt.disambiguation)}
                >
                  按 {alt.offset} 计算
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
        {busy ? '计算中…' : submitText}
      </button>
    </form>
  );
}
