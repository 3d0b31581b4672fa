import { useId, useState, type FormEvent } from 'react';
import { CONTACT_RELATIONS, type ContactInput, type ContactProfile } from '@xingtu/contracts/contacts';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { BIRTH_TIME_RELIABILITY, VISIBILITY } from '@xingtu/contracts/enums';
import { ApiError } from '../../api/api-error.ts';
import { createContact, updateContact } from '../../api/contacts.ts';
import { PlaceSearch, type ChosenPlace } from './PlaceSearch.tsx';

// Create or edit a contact profile. Lunar dates go to the server as lunar fields (it converts and
// refuses months and days that do not exist); the place comes from the search.

const LUNAR_MONTHS = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'];
const pad = (n: number) => String(n).padStart(2, '0');

export function ContactForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile?: ContactProfile;
  onSaved: (saved: ContactProfile) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(profile?.name ?? '');
  const [gender, setGender] = useState<'male' | 'female'>(profile?.gender ?? 'female');
  const [relation, setRelation] = useState(profile?.relation ?? 'friend');
  const [calendar, setCalendar] = useState<'solar' | 'lunar'>('solar');
  const [birthday, setBirthday] = useState(profile?.birthday ?? '');
  const [lunar, setLunar] = useState({ year: '', month: '1', day: '1', leap: false });
  const [timeUnknown, setTimeUnknown] = useState(profile?.timeUnknown ?? false);
  const [time, setTime] = useState(
    profile && profile.birthHour !== null ? `${pad(profile.birthHour)}:${pad(profile.birthMin ?? 0)}` : '',
  );
  const [place, setPlace] = useState<ChosenPlace | null>(
    profile && profile.birthLatitude !== null && profile.birthLongitude !== null
      ? {
          placeName: profile.birthLocation ?? '',
          latitude: profile.birthLatitude,
          longitude: profile.birthLongitude,
          timeZone: profile.birthTimeZone ?? DEFAULT_TIME_ZONE,
        }
      : null,
  );
  const [reliability, setReliability] = useState(profile?.reliability ?? 'C');
  const [visibility, setVisibility] = useState<1 | 2>(profile?.visibility ?? VISIBILITY.PRIVATE);
  const [note, setNote] = useState(profile?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [hour, minute] = time.split(':').map(Number);
    const input: ContactInput = {
      name: name.trim(),
      gender,
      relation,
      calendar,
      ...(calendar === 'solar'
        ? { birthday: birthday || undefined }
        : {
            lunar_year: Number(lunar.year) || undefined,
            lunar_month: Number(lunar.month) * (lunar.leap ? -1 : 1),
            lunar_day: Number(lunar.day),
          }),
      time_unknown: timeUnknown,
      ...(timeUnknown || !time ? {} : { birth_hour: hour, birth_min: minute }),
      ...(place
        ? {
            birth_location: place.placeName,
            birth_latitude: place.latitude,
            birth_longitude: place.longitude,
            birth_time_zone: place.timeZone,
          }
        : {}),
      reliability,
      visibility,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    setBusy(true);
    setErrors({});
    try {
      onSaved(profile ? await updateContact(profile.id, input) : await createContact(input));
    } catch (error) {
      if (error instanceof ApiError && error.fields.length)
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      else setErrors({ form: error instanceof Error ? error.message : '保存失败，请稍后再试' });
    } finally {
      setBusy(false);
    }
  }

  const err = (...keys: string[]) => keys.map((k) => errors[k]).find(Boolean);
  return (
    <form
      className="card birth-form contact-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={profile ? '编辑档案' : '新建档案'}
    >
      <h2>{profile ? '编辑档案' : '新建档案'}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>姓名</label>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
        />
        {err('name') && <p className="field-error">{err('name')}</p>}
      </div>
      <div className="field-row">
        <label htmlFor={`${id}-gender`}>性别</label>
        <select
          id={`${id}-gender`}
          className="input"
          value={gender}
          onChange={(e) => setGender(e.target.value as 'male' | 'female')}
        >
          <option value="female">女</option>
          <option value="male">男</option>
        </select>
        <label htmlFor={`${id}-relation`}>关系</label>
        <select
          id={`${id}-relation`}
          className="input"
          value={relation}
          onChange={(e) => setRelation(e.target.value as typeof relation)}
        >
          {CONTACT_RELATIONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field" role="radiogroup" aria-label="历法">
        <span className="field-label">历法</span>
        <label className="inline">
          <input
            type="radio"
            name={`${id}-cal`}
            checked={calendar === 'solar'}
            onChange={() => setCalendar('solar')}
          />{' '}
          公历
        </label>
        <label className="inline">
          <input
            type="radio"
            name={`${id}-cal`}
            checked={calendar === 'lunar'}
            onChange={() => setCalendar('lunar')}
          />{' '}
          农历
        </label>
      </div>
      {calendar === 'solar' ? (
        <div className="field">
          <label htmlFor={`${id}-date`}>出生日期</label>
          <input
            id={`${id}-date`}
            className="input"
            type="date"
            min="1800-01-01"
            max="2200-12-31"
            value={birthday}
            onChange={(e) => setBirthday(e.target.value)}
          />
          {err('birthday') && <p className="field-error">{err('birthday')}</p>}
        </div>
      ) : (
        <div className="field">
          <span className="field-label">农历出生日期</span>
          <div className="field-row">
            <input
              className="input"
              aria-label="农历年"
              placeholder="年，如 1990"
              inputMode="numeric"
              value={lunar.year}
              onChange={(e) =>
                setLunar((l) => ({ ...l, year: e.target.value.replace(/\D/g, '').slice(0, 4) }))
              }
            />
            <select
              className="input"
              aria-label="农历月"
              value={lunar.month}
              onChange={(e) => setLunar((l) => ({ ...l, month: e.target.value }))}
            >
              {LUNAR_MONTHS.map((m, i) => (
                <option key={m} value={i + 1}>
                  {m}月
                </option>
              ))}
            </select>
            <select
              className="input"
              aria-label="农历日"
              value={lunar.day}
              onChange={(e) => setLunar((l) => ({ ...l, day: e.target.value }))}
            >
              {Array.from({ length: 30 }, (_, i) => (
                <option key={i} value={i + 1}>
                  {i + 1}日
                </option>
              ))}
            </select>
            <label className="inline">
              <input
                type="checkbox"
                checked={lunar.leap}
                onChange={(e) => setLunar((l) => ({ ...l, leap: e.target.checked }))}
              />{' '}
              闰月
            </label>
          </div>
          {err('lunar_year', 'lunar_month', 'lunar_day', 'birthday') && (
            <p className="field-error">{err('lunar_year', 'lunar_month', 'lunar_day', 'birthday')}</p>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-time`}>出生时间</label>
        <div className="field-row">
          <input
            id={`${id}-time`}
            className="input"
            type="time"
            value={time}
            disabled={timeUnknown}
            onChange={(e) => setTime(e.target.value)}
          />
          <label className="inline">
            <input type="checkbox" checked={timeUnknown} onChange={(e) => setTimeUnknown(e.target.checked)} />{' '}
            时间不详
          </label>
        </div>
        {err('birth_hour', 'birth_min') && <p className="field-error">{err('birth_hour', 'birth_min')}</p>}
      </div>
      <PlaceSearch value={place} onChoose={setPlace} error={err('birth_location', 'birth_time_zone')} />
      <div className="field-row">
        <label htmlFor={`${id}-reliability`}>时间可靠程度</label>
        <select
          id={`${id}-reliability`}
          className="input"
          value={reliability}
          onChange={(e) => setReliability(e.target.value)}
        >
          {BIRTH_TIME_RELIABILITY.map((r) => (
            <option key={r.value} value={r.value}>
              {r.value}：{r.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-visibility`}>可见范围</label>
        <select
          id={`${id}-visibility`}
          className="input"
          value={visibility}
          onChange={(e) => setVisibility(Number(e.target.value) === 2 ? 2 : 1)}
        >
          <option value={1}>仅自己可见</option>
          <option value={2}>公开</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>备注</label>
        <input
          id={`${id}-note`}
          className="input"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
        {err('note') && <p className="field-error">{err('note')}</p>}
      </div>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '保存中…' : '保存档案'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          取消
        </button>
      </div>
    </form>
  );
}
