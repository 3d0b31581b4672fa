import { useCallback, useEffect, useId, useState } from 'react';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import { fetchContacts } from '../../api/contacts.ts';
import type { BirthDraft } from './birth-draft.ts';
import { birthDraftOfProfile } from './contact-draft.ts';

/**
 * The birth form of a page with a profile picker: a picked profile fills the form (its key starts the
 * form anew), so what is shown is what was drawn and a later 提交 sends the same birth.
 */
export function usePickedProfileForm(initial?: BirthDraft) {
  const [form, setForm] = useState<{ key: number; initial: BirthDraft | undefined }>({ key: 0, initial });
  const fill = useCallback(
    (profile: ContactProfile) =>
      setForm((current) => ({ key: current.key + 1, initial: birthDraftOfProfile(profile) })),
    [],
  );
  return { formKey: form.key, initial: form.initial, fill };
}

/** A member's saved profiles as a select; picking one hands its id and name to the page. */
export function ProfilePicker({
  onPick,
  label = '选择已保存的档案',
}: {
  onPick: (profile: ContactProfile) => void;
  label?: string;
}) {
  const id = useId();
  const [profiles, setProfiles] = useState<ContactProfile[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchContacts(1, 100)
      .then((page) => setProfiles(page.records))
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <p className="field-hint">档案加载失败，可直接填写出生资料</p>;
  if (!profiles) return <p className="field-hint">正在加载档案…</p>;
  if (profiles.length === 0) return <p className="field-hint">还没有保存的档案，可在“用户档案”中新建</p>;
  return (
    <div className="profile-picker">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        defaultValue=""
        onChange={(event) => {
          const profile = profiles.find((p) => String(p.id) === event.target.value);
          if (profile) onPick(profile);
        }}
      >
        <option value="" disabled>
          请选择
        </option>
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}（{p.birthday}）
          </option>
        ))}
      </select>
    </div>
  );
}
