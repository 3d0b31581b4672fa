import { useEffect, useId, useState, type FormEvent } from 'react';
import { CONTACT_RELATIONS, type ContactProfile, type ContactRelation } from '@xingtu/contracts/contacts';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { BIRTH_TIME_RELIABILITY } from '@xingtu/contracts/enums';
import { ApiError } from '../../api/api-error.ts';
import { createContact, updateContact } from '../../api/contacts.ts';
import { BirthDateFields } from './BirthDateFields.tsx';
import { BirthTimeField } from './BirthTimeField.tsx';
import { BirthTimeOptions, unknownTimeHint } from './BirthTimeOptions.tsx';
import { contactInputOf, draftOfProfile, type ContactDraft } from './contact-draft.ts';
import { lunarOfSolar } from './lunar-calendar.ts';
import { PlaceSearch } from './PlaceSearch.tsx';

// Create or edit a contact profile: who they are, their birth (the same date, time and place fields
// as the chart forms, with the same choices: a 时辰 only, 真太阳时, already standard time), how reliable
// the time is and who may see the profile.

export function ContactForm({
  profile,
  defaultRelation,
  onSaved,
  onCancel,
}: {
  profile?: ContactProfile;
  /** The relation a new profile starts with (本人 for a member without one yet); 朋友 otherwise. */
  defaultRelation?: ContactRelation;
  onSaved: (saved: ContactProfile) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(() => draftOfProfile(profile, defaultRelation));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<ContactDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // A profile saved with a lunar birthday is edited as one; otherwise saving it would quietly turn
  // it into a solar one and drop its lunar date. Left alone if the member has already changed the date.
  useEffect(() => {
    if (profile?.calendar !== 'lunar') return;
    let current = true;
    void lunarOfSolar(profile.birthday).then((lunar) => {
      if (current)
        setDraft((d) =>
          d.calendar === 'solar' && d.date === profile.birthday ? { ...d, calendar: 'lunar', lunar } : d,
        );
    });
    return () => {
      current = false;
    };
  }, [profile]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = contactInputOf(draft);
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
          value={draft.name}
          maxLength={40}
          onChange={(e) => update({ name: e.target.value })}
        />
        {err('name') && <p className="field-error">{err('name')}</p>}
      </div>
      <div className="field-row">
        <label htmlFor={`${id}-gender`}>性别</label>
        <select
          id={`${id}-gender`}
          className="input"
          value={draft.gender}
          onChange={(e) => update({ gender: e.target.value as ContactDraft['gender'] })}
        >
          <option value="female">女</option>
          <option value="male">男</option>
        </select>
        <label htmlFor={`${id}-relation`}>关系</label>
        <select
          id={`${id}-relation`}
          className="input"
          value={draft.relation}
          onChange={(e) => update({ relation: e.target.value as ContactRelation })}
        >
          {CONTACT_RELATIONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <BirthDateFields
        id={id}
        value={draft}
        onChange={update}
        dateError={err('birthday')}
        lunarError={err('lunar_year', 'lunar_month', 'lunar_day', 'birthday')}
      />
      <BirthTimeField
        id={id}
        value={draft}
        onChange={update}
        error={err('birth_hour', 'birth_min', 'birth_shichen', 'time_basis', 'standard_time')}
        unknownHint={unknownTimeHint(draft.shichen)}
      >
        <BirthTimeOptions
          id={id}
          value={draft}
          date={draft.calendar === 'solar' ? draft.date : ''}
          time={draft.time}
          timeUnknown={draft.timeUnknown}
          timeZone={draft.place?.timeZone ?? DEFAULT_TIME_ZONE}
          onChange={update}
        />
      </BirthTimeField>
      <PlaceSearch
        value={draft.place}
        onChoose={(place) => update({ place })}
        error={err('birth_location', 'birth_time_zone')}
      />
      <div className="contact-form-pair">
        <div className="field">
          <label htmlFor={`${id}-reliability`}>时间可靠程度</label>
          <select
            id={`${id}-reliability`}
            className="input"
            value={draft.reliability}
            onChange={(e) => update({ reliability: e.target.value })}
          >
            {BIRTH_TIME_RELIABILITY.map((r) => (
              <option key={r.value} value={r.value}>
                {r.value}：{r.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-visibility`}>可见范围</label>
          <select
            id={`${id}-visibility`}
            className="input"
            value={draft.visibility}
            onChange={(e) => update({ visibility: Number(e.target.value) === 2 ? 2 : 1 })}
          >
            <option value={1}>仅自己可见</option>
            <option value={2}>公开</option>
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>备注</label>
        <input
          id={`${id}-note`}
          className="input"
          value={draft.note}
          maxLength={500}
          onChange={(e) => update({ note: e.target.value })}
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
