import { useState, type FormEvent } from 'react';
import {
  APPLICATION_LIMITS as L,
  ASTROLOGER_SPECIALITIES,
  type ApplicationRecord,
} from '@xingtu/contracts/astrologers';
import { CAPACITY_TYPE_LABELS, type CapacityType } from '@xingtu/contracts/enums';
import { submitApplication } from '../../api/astrologers.ts';
import { TagChoices } from './TagChoices.tsx';

// The application (and the upgrade for another capacity): real name, photo, certificates,
// experience, specialities and capacities, sent as one multipart form. The server checks each
// file's bytes; the checks here only save a round trip.

const CAPACITY_NOTES: Record<CapacityType, string> = {
  A: '一对一语音或文字咨询、书面解盘',
  C: '回答会员的塔罗提问',
  D: '回答会员的占星骰子提问',
  E: '参加骰子问答培训，之后可接问答',
};

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

export function ApplicationForm({
  applicable,
  photoRequired,
  onSubmitted,
}: {
  applicable: CapacityType[];
  photoRequired: boolean;
  onSubmitted: (record: ApplicationRecord) => void;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Files are read from their inputs: exactly the files chosen, nothing for an empty input.
    const elements = event.currentTarget.elements;
    const filesOf = (name: string) =>
      Array.from((elements.namedItem(name) as HTMLInputElement | null)?.files ?? []).filter(
        (f) => f.size > 0,
      );
    const photo = filesOf('photo')[0] ?? null;
    const certificates = filesOf('certificates');
    const input = {
      realName: String(form.get('realName') ?? '').trim(),
      experience: String(form.get('experience') ?? '').trim(),
      specialities: form.getAll('specialities').map(String),
      capacities: form.getAll('capacities').map(String) as CapacityType[],
      photo,
      certificates,
    };
    const problem =
      input.realName.length < 2
        ? '请填写真实姓名'
        : input.capacities.length === 0
          ? '请至少选择一种申请资质'
          : input.specialities.length === 0
            ? '请至少选择一个擅长领域'
            : input.experience.length < L.experienceMinChars
              ? `从业经历至少写 ${L.experienceMinChars} 个字`
              : photoRequired && !input.photo
                ? '请上传本人照片'
                : input.photo && input.photo.size > L.photoMaxBytes
                  ? '照片不能超过 2MB'
                  : certificates.length === 0
                    ? '请至少上传一份资质证书'
                    : certificates.length > L.certificatesMax
                      ? `证书最多上传 ${L.certificatesMax} 份`
                      : certificates.some((file) => file.size > L.certificateMaxBytes)
                        ? '每份证书不能超过 5MB'
                        : '';
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      onSubmitted(await submitApplication(input));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '提交失败，请稍后再试');
      setBusy(false);
    }
  };

  return (
    <form className="user-panel astro-form" onSubmit={submit} noValidate aria-label="占星师申请表">
      <fieldset className="astro-choices">
        <legend>申请资质</legend>
        {applicable.map((type) => (
          <label key={type} className="astro-choice">
            <input type="checkbox" name="capacities" value={type} defaultChecked={applicable.length === 1} />
            <span>
              <strong>{CAPACITY_TYPE_LABELS[type]}</strong>
              <small>{CAPACITY_NOTES[type]}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="astro-real-name">真实姓名</label>
        <input
          id="astro-real-name"
          name="realName"
          className="input"
          maxLength={L.realNameMaxChars}
          autoComplete="name"
        />
        <p className="muted">仅用于审核，不会公开展示</p>
      </div>
      <div className="field">
        <label htmlFor="astro-photo">本人照片{photoRequired ? '' : '（可不更换）'}</label>
        <input id="astro-photo" name="photo" type="file" accept={IMAGE_TYPES} className="input" />
        <p className="muted">PNG、JPG 或 WEBP，不超过 2MB；审核通过后作为主页头像</p>
      </div>
      <div className="field">
        <label htmlFor="astro-certificates">资质证书</label>
        <input
          id="astro-certificates"
          name="certificates"
          type="file"
          multiple
          accept={`${IMAGE_TYPES},application/pdf`}
          className="input"
        />
        <p className="muted">图片或 PDF，1 至 5 份，每份不超过 5MB</p>
      </div>
      <div className="field">
        <label htmlFor="astro-experience">学习与从业经历</label>
        <textarea
          id="astro-experience"
          name="experience"
          className="input"
          rows={5}
          maxLength={L.experienceMaxChars}
          placeholder="例如：学习占星的年限、系统课程、接过的咨询类型与数量"
        />
      </div>
      <TagChoices legend="擅长领域" name="specialities" options={ASTROLOGER_SPECIALITIES} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? '提交中…' : '提交申请'}
      </button>
    </form>
  );
}
