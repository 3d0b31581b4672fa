import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  APPLICATION_LIMITS as L,
  ASTROLOGER_LANGUAGES,
  ASTROLOGER_SPECIALITIES,
  type AstrologerLanguage,
  type AstrologerSpeciality,
  type PublicAstrologerRecord,
} from '@xingtu/contracts/astrologers';
import { CAPACITY_TYPE_LABELS } from '@xingtu/contracts/enums';
import { saveMyProfile } from '../../api/astrologers.ts';
import { notify } from '../../api/notify.ts';
import { Avatar } from '../../components/ui/Avatar.tsx';
import { TagChoices } from './TagChoices.tsx';

// 个人资料: what members see on the astrologer's public page. Texts are checked for sensitive words
// on the server (001108) and the message shows beside the form.

export function ProfileEditor({
  profile,
  onSaved,
}: {
  profile: PublicAstrologerRecord;
  onSaved: (profile: PublicAstrologerRecord) => void;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      displayName: String(form.get('displayName') ?? '').trim(),
      introduction: String(form.get('introduction') ?? '').trim(),
      specialities: form.getAll('specialities').map(String) as AstrologerSpeciality[],
      languages: form.getAll('languages').map(String) as AstrologerLanguage[],
    };
    if (input.displayName.length < 2) return setError('展示名至少 2 个字');
    if (input.specialities.length === 0) return setError('请至少选择一个擅长领域');
    if (input.languages.length === 0) return setError('请至少选择一种服务语言');
    setBusy(true);
    setError('');
    try {
      onSaved(await saveMyProfile(input));
      notify('success', '主页已保存');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '保存失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="user-panel astro-profile" aria-labelledby="profile-title">
      <h2 id="profile-title">个人资料</h2>
      <div className="astro-profile-head">
        <Avatar src={profile.photoUrl} name={profile.displayName} size={72} />
        <div>
          <p className="astro-profile-name">{profile.displayName}</p>
          <p className="astro-badges">
            {profile.capacities.map((type) => (
              <span key={type} className="astro-badge">
                {CAPACITY_TYPE_LABELS[type]}
              </span>
            ))}
          </p>
          <p>
            <Link to={`/consultant/astrologer?id=${encodeURIComponent(profile.astrologerId)}`}>
              查看我的主页
            </Link>
          </p>
        </div>
      </div>
      <form onSubmit={submit} noValidate aria-label="编辑个人资料">
        <div className="field">
          <label htmlFor="profile-name">展示名</label>
          <input
            id="profile-name"
            name="displayName"
            className="input"
            defaultValue={profile.displayName}
            maxLength={L.displayNameMaxChars}
          />
        </div>
        <div className="field">
          <label htmlFor="profile-intro">个人介绍</label>
          <textarea
            id="profile-intro"
            name="introduction"
            className="input"
            rows={5}
            defaultValue={profile.introduction}
            maxLength={L.introductionMaxChars}
            placeholder="介绍你的占星背景、咨询风格，以及适合找你咨询的问题"
          />
        </div>
        <TagChoices
          legend="擅长领域"
          name="specialities"
          options={ASTROLOGER_SPECIALITIES}
          checked={profile.specialities}
        />
        <TagChoices
          legend="服务语言"
          name="languages"
          options={ASTROLOGER_LANGUAGES}
          checked={profile.languages}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '保存中…' : '保存资料'}
        </button>
      </form>
    </section>
  );
}
