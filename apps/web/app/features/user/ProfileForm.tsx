import { useState, type FormEvent } from 'react';
import type { PublicUser } from '@xingtu/contracts/auth';
import { isBirthInfoComplete } from '@xingtu/contracts/birth-info';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { GENDERS, type Gender } from '@xingtu/contracts/enums';
import { VALIDATION_MESSAGES, isValidName } from '@xingtu/contracts/validation';
import { updateProfile, type ProfilePayload } from '../../api/users.ts';
import { notify } from '../../api/notify.ts';
import { updateCachedUser } from '../../api/session.ts';
import { Field } from '../../components/ui/Field.tsx';
import { serverFieldErrors } from '../auth/index.ts';
import { beijingToday } from '@xingtu/contracts/beijing-time';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
const pad = (value: number) => String(value).padStart(2, '0');

interface Draft {
  name: string;
  gender: Gender | '';
  birthday: string;
  birthHour: string;
  birthMin: string;
  birthLocation: string;
  birthLatitude: string;
  birthLongitude: string;
  birthTimeZone: string;
}

function draftOf(user: PublicUser): Draft {
  const info = user.userInfo;
  const text = (value: number | string | null) =>
    value === null || value === undefined ? '' : String(value);
  return {
    name: info.name ?? '',
    gender: info.gender ?? '',
    birthday: info.birthday ?? '',
    birthHour: text(info.birthHour),
    birthMin: text(info.birthMin),
    birthLocation: info.birthLocation ?? '',
    birthLatitude: text(info.birthLatitude),
    birthLongitude: text(info.birthLongitude),
    birthTimeZone: info.birthTimeZone ?? '',
  };
}

type Errors = Partial<Record<keyof Draft, string>>;

/** The server's 422 field names → the fields of this form that show a message. */
const PROFILE_SERVER_FIELDS: Record<string, keyof Draft> = {
  name: 'name',
  birthday: 'birthday',
  birth_latitude: 'birthLatitude',
  birth_longitude: 'birthLongitude',
  birth_time_zone: 'birthTimeZone',
};

export function validateProfile(draft: Draft): Errors {
  const errors: Errors = {};
  if (draft.name.trim() && !isValidName(draft.name.trim())) errors.name = VALIDATION_MESSAGES.name;
  const lat = draft.birthLatitude.trim();
  const lon = draft.birthLongitude.trim();
  if (lat && (!Number.isFinite(Number(lat)) || Math.abs(Number(lat)) > 90))
    errors.birthLatitude = '纬度应在 -90 到 90 之间';
  if (lon && (!Number.isFinite(Number(lon)) || Math.abs(Number(lon)) > 180))
    errors.birthLongitude = '经度应在 -180 到 180 之间';
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
  if (draft.birthLocation.trim()) payload.birthLocation = draft.birthLocation.trim();
  if (draft.birthLatitude.trim()) payload.birthLatitude = Number(draft.birthLatitude);
  if (draft.birthLongitude.trim()) payload.birthLongitude = Number(draft.birthLongitude);
  if (draft.birthTimeZone.trim()) payload.birthTimeZone = draft.birthTimeZone.trim();
  return payload;
}

export function ProfileForm({ user }: { user: PublicUser }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const complete = isBirthInfoComplete({
    birthday: draft.birthday,
    birthHour: draft.birthHour,
    birthMin: draft.birthMin,
    birthLocation: draft.birthLocation,
    birthLatitude: draft.birthLatitude,
    birthLongitude: draft.birthLongitude,
    birthTimeZone: draft.birthTimeZone,
  });

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
        {complete
          ? '出生信息已完整，可用于绘制星盘。'
          : '请填写出生日期、时间和地点（或经纬度与时区），信息完整后才能绘制星盘。'}
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
      <Field
        id="profile-location"
        label="出生地点"
        placeholder="例如：浙江省杭州市西湖区"
        maxLength={100}
        value={draft.birthLocation}
        onChange={(event) => set('birthLocation', event.target.value)}
      />
      <details>
        <summary className="field-label">按经纬度填写（可选）</summary>
        <div className="grid-3">
          <Field
            id="profile-latitude"
            label="纬度"
            inputMode="decimal"
            placeholder="30.27"
            value={draft.birthLatitude}
            onChange={(event) => set('birthLatitude', event.target.value)}
            error={errors.birthLatitude}
          />
          <Field
            id="profile-longitude"
            label="经度"
            inputMode="decimal"
            placeholder="120.15"
            value={draft.birthLongitude}
            onChange={(event) => set('birthLongitude', event.target.value)}
            error={errors.birthLongitude}
          />
          <Field
            id="profile-zone"
            label="时区"
            placeholder={DEFAULT_TIME_ZONE}
            maxLength={40}
            value={draft.birthTimeZone}
            onChange={(event) => set('birthTimeZone', event.target.value)}
            error={errors.birthTimeZone}
          />
        </div>
      </details>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </button>
      </div>
    </form>
  );
}
