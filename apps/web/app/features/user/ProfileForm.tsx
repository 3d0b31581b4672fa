import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PublicUser } from '@xingtu/contracts/auth';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { GENDERS, type Gender } from '@xingtu/contracts/enums';
import { VALIDATION_MESSAGES, isValidName } from '@xingtu/contracts/validation';
import { updateProfile, type ProfilePayload } from '../../api/users.ts';
import { notify } from '../../api/notify.ts';
import { updateCachedUser } from '../../api/session.ts';
import { Field } from '../../components/ui/Field.tsx';
import { serverFieldErrors } from '../auth/index.ts';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import { BirthPlaceFields, type BirthPlaceDraft } from '../charts/index.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
const pad = (value: number) => String(value).padStart(2, '0');

interface Draft extends BirthPlaceDraft {
  name: string;
  gender: Gender | '';
  birthday: string;
  birthHour: string;
  birthMin: string;
  /** A place saved earlier by name only (no coordinates): shown in the search box to be chosen again. */
  placeText: string;
}

function draftOf(user: PublicUser): Draft {
  const info = user.userInfo;
  const text = (value: number | string | null) =>
    value === null || value === undefined ? '' : String(value);
  const latitude = text(info.birthLatitude);
  const longitude = text(info.birthLongitude);
  const located = latitude !== '' && longitude !== '';
  const location = info.birthLocation ?? '';
  const timeZone = info.birthTimeZone || DEFAULT_TIME_ZONE;
  return {
    name: info.name ?? '',
    gender: info.gender ?? '',
    birthday: info.birthday ?? '',
    birthHour: text(info.birthHour),
    birthMin: text(info.birthMin),
    place:
      located && location
        ? { placeName: location, latitude: Number(latitude), longitude: Number(longitude), timeZone }
        : null,
    manual: located && !location,
    latitude: located ? latitude : '',
    longitude: located ? longitude : '',
    timeZone,
    placeText: located ? '' : location,
  };
}

/** What still keeps the birth info from drawing a chart, in the member's words; null when complete. */
export function missingBirthInfo(draft: Draft): string | null {
  const missing: string[] = [];
  if (!draft.birthday) missing.push('出生日期');
  if (draft.birthHour === '' || draft.birthMin === '') missing.push('出生时间');
  const located = draft.manual
    ? draft.latitude.trim() !== '' && draft.longitude.trim() !== '' && draft.timeZone.trim() !== ''
    : draft.place !== null;
  if (missing.length === 0 && located) return null;
  const place = located ? '' : draft.manual ? '请填写出生地的纬度、经度和时区' : '请从搜索结果中选择出生地点';
  const parts = [missing.length ? `请填写${missing.join('和')}` : '', place].filter(Boolean);
  return `${parts.join('；')}，信息完整后才能绘制星盘。`;
}

type Errors = Partial<Record<keyof Draft, string>>;

const DRAFT_KEYS = Object.keys(draftOf({ userInfo: {} } as PublicUser)) as (keyof Draft)[];

/** The server's 422 field names → the fields of this form that show a message. */
const PROFILE_SERVER_FIELDS: Record<string, keyof Draft> = {
  name: 'name',
  birthday: 'birthday',
  birth_location: 'place',
  birth_latitude: 'place',
  birth_longitude: 'place',
  birth_time_zone: 'place',
};

export function validateProfile(draft: Draft): Errors {
  const errors: Errors = {};
  if (draft.name.trim() && !isValidName(draft.name.trim())) errors.name = VALIDATION_MESSAGES.name;
  if (draft.manual) {
    const lat = draft.latitude.trim();
    const lon = draft.longitude.trim();
    if (lat && (!Number.isFinite(Number(lat)) || Math.abs(Number(lat)) > 90))
      errors.place = '纬度应在 -90 到 90 之间';
    else if (lon && (!Number.isFinite(Number(lon)) || Math.abs(Number(lon)) > 180))
      errors.place = '经度应在 -180 到 180 之间';
  }
  if (draft.birthday && draft.birthday > beijingToday()) errors.birthday = '出生日期不能晚于今天';
  return errors;
}

export function payloadOf(draft: Draft): ProfilePayload {
  const payload: ProfilePayload = {};
  if (draft.name.trim()) payload.name = draft.name.trim();
  if (draft.gender) payload.gender = draft.gender;
  if (draft.birthday) payload.birthday = draft.birthday;
  if (draft.birthHour !== '') payload.birthHour = Number(draft.birthHour);
  if (draft.birthMin !== '') payload.birthMin = Number(draft.birthMin);
  // The place goes with its coordinates and time zone, or coordinates typed in go without a name.
  if (draft.manual) {
    if (draft.latitude.trim() && draft.longitude.trim()) {
      payload.birthLocation = '';
      payload.birthLatitude = Number(draft.latitude);
      payload.birthLongitude = Number(draft.longitude);
      payload.birthTimeZone = draft.timeZone.trim() || DEFAULT_TIME_ZONE;
    }
  } else if (draft.place) {
    payload.birthLocation = draft.place.placeName;
    payload.birthLatitude = draft.place.latitude;
    payload.birthLongitude = draft.place.longitude;
    payload.birthTimeZone = draft.place.timeZone;
  }
  return payload;
}

export function ProfileForm({ user }: { user: PublicUser }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Fields the member has changed here: a fresher copy of the account (fetched again on each
  // route change) fills in every other field, never what is being typed.
  const edited = useRef(new Set<keyof Draft>());
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    edited.current.add(key);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const setPlace = (patch: Partial<BirthPlaceDraft>) => {
    // The place fields belong together: one of them changed keeps all of them from being replaced.
    for (const key of ['place', 'manual', 'latitude', 'longitude', 'timeZone', 'placeText'] as const)
      edited.current.add(key);
    setDraft((current) => ({ ...current, ...patch }));
  };
  useEffect(() => {
    const fresh = draftOf(user);
    setDraft((current) => {
      const next = { ...current };
      for (const key of DRAFT_KEYS) if (!edited.current.has(key)) Object.assign(next, { [key]: fresh[key] });
      return next;
    });
  }, [user]);
  const missing = missingBirthInfo(draft);
  const complete = missing === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await updateProfile(payloadOf(draft));
      if (saved) updateCachedUser(saved);
      notify('success', '个人信息已保存');
    } catch (error) {
      // A field the server refused (moderated name, a time zone it does not know …) shows at that
      // field, what was typed kept; anything else the request layer has reported.
      const fromServer = serverFieldErrors(error, PROFILE_SERVER_FIELDS) as Errors;
      if (Object.keys(fromServer).length > 0) setErrors(fromServer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="user-form" onSubmit={submit} noValidate aria-label="个人资料">
      <Field
        id="profile-name"
        label="姓名"
        placeholder="中文姓名或英文名"
        maxLength={40}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend className="field-label">性别</legend>
        <div className="radio-row">
          {GENDERS.map((gender) => (
            <label key={gender.value}>
              <input
                type="radio"
                name="gender"
                value={gender.value}
                checked={draft.gender === gender.value}
                onChange={() => set('gender', gender.value)}
              />
              {gender.label}
            </label>
          ))}
        </div>
      </fieldset>
      <h2>出生信息</h2>
      <p className={complete ? 'birth-status is-complete' : 'birth-status'}>
        {complete ? '出生信息已完整，可用于绘制星盘。' : missing}
      </p>
      <Field
        id="profile-birthday"
        label="出生日期"
        type="date"
        max={beijingToday()}
        value={draft.birthday}
        onChange={(event) => set('birthday', event.target.value)}
        error={errors.birthday}
      />
      <div className="grid-2">
        <div className="field">
          <label htmlFor="profile-hour">出生时</label>
          <select
            id="profile-hour"
            className="input"
            value={draft.birthHour}
            onChange={(event) => set('birthHour', event.target.value)}
          >
            <option value="">请选择</option>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {pad(hour)}时
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="profile-minute">出生分</label>
          <select
            id="profile-minute"
            className="input"
            value={draft.birthMin}
            onChange={(event) => set('birthMin', event.target.value)}
          >
            <option value="">请选择</option>
            {MINUTES.map((minute) => (
              <option key={minute} value={minute}>
                {pad(minute)}分
              </option>
            ))}
          </select>
        </div>
      </div>
      <BirthPlaceFields
        key={draft.placeText}
        value={draft}
        onChange={setPlace}
        error={errors.place}
        placeText={draft.placeText}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </button>
      </div>
    </form>
  );
}
