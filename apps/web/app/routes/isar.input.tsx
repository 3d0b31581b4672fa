import { useState, type FormEvent } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  ISAR_LEVEL_LABELS,
  ISAR_LEVELS,
  ISAR_TRACK_LABELS,
  ISAR_TRACKS,
  type IsarTrack,
} from '@xingtu/contracts/exams';
import type { IsarApplication } from '@xingtu/contracts/exams-schemas';
import { ApiError } from '../api/api-error.ts';
import { applyIsar, fetchIsarApplications } from '../api/exams.ts';
import { useLoad } from '../components/ui/use-load.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/exams/exams.css';

// /isar/input: the ISAR application form (membership or certification); the member's earlier
// applications and their status below it.

export const meta: MetaFunction = () => [{ title: 'ISAR申请 - 星图' }];

const STATUS_TEXT = { submitted: '审核中', accepted: '已通过', declined: '未通过' } as const;

function MyApplications({ version }: { version: number }) {
  const { value, load } = useLoad(fetchIsarApplications, `apps-${version}`);
  if (load.kind !== 'ready' || !value || value.length === 0) return null;
  return (
    <section className="card" aria-label="我的申请">
      <h2>我的申请</h2>
      <ul className="exam-list">
        {value.map((a) => (
          <li key={a.id}>
            <span>
              {ISAR_TRACK_LABELS[a.track]} · {a.realName}（{a.englishName}）
              {a.reviewReason && <span className="isar-reason">审核意见：{a.reviewReason}</span>}
            </span>
            <span className="exam-meta">
              {formatBeijing(a.createdAt, 'minute')} · {STATUS_TEXT[a.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function IsarInputPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const [track, setTrack] = useState<IsarTrack>(
    params.get('track') === 'membership' ? 'membership' : 'certification',
  );
  const [realName, setRealName] = useState('');
  const [englishName, setEnglishName] = useState('');
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<(typeof ISAR_LEVELS)[number]>('beginner');
  const [experience, setExperience] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<IsarApplication | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  if (session.ready && !session.user)
    return (
      <div className="exam-page">
        <h1>ISAR申请</h1>
        <p>
          请先 <Link to={`/login?from=${encodeURIComponent('/isar/input')}`}>登录</Link>，再填写申请表。
        </p>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setSent(await applyIsar({ track, realName, englishName, email, level, experience }));
      setVersion((v) => v + 1);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="exam-page">
      <h1>ISAR申请</h1>
      <p className="exam-lead">填写以下资料，我们会在 3 个工作日内通过邮件与你联系。带 * 的为必填项。</p>
      {sent ? (
        <section className="card" role="status">
          <h2>申请已提交</h2>
          <p>
            你的{ISAR_TRACK_LABELS[sent.track]}申请已收到，审核结果会发送到 {sent.email}。
          </p>
          <Link className="btn" to="/isar?index=2">
            返回 ISAR 介绍
          </Link>
        </section>
      ) : (
        <form className="card" onSubmit={(event) => void submit(event)} aria-label="ISAR申请表">
          <div className="field">
            <span className="field-label">申请类别 *</span>
            <div className="field-row">
              {ISAR_TRACKS.map((t) => (
                <label key={t}>
                  <input type="radio" name="track" checked={track === t} onChange={() => setTrack(t)} />{' '}
                  {ISAR_TRACK_LABELS[t]}
                </label>
              ))}
            </div>
          </div>
          <div className="field">
            <label htmlFor="isar-name">真实姓名 *</label>
            <input
              id="isar-name"
              className="input"
              value={realName}
              onChange={(e) => setRealName(e.target.value)}
              maxLength={30}
            />
          </div>
          <div className="field">
            <label htmlFor="isar-en">英文名或拼音 *</label>
            <input
              id="isar-en"
              className="input"
              value={englishName}
              onChange={(e) => setEnglishName(e.target.value)}
              maxLength={60}
              placeholder="如 Zhang Xiaoxing"
            />
          </div>
          <div className="field">
            <label htmlFor="isar-email">邮箱 *</label>
            <input
              id="isar-email"
              type="email"
              className="input"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={120}
            />
          </div>
          <div className="field">
            <label htmlFor="isar-level">占星学习程度 *</label>
            <select
              id="isar-level"
              className="input"
              value={level}
              onChange={(e) => setLevel(e.target.value as typeof level)}
            >
              {ISAR_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {ISAR_LEVEL_LABELS[l]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="isar-exp">学习经历</label>
            <textarea
              id="isar-exp"
              className="input"
              rows={4}
              value={experience}
              onChange={(e) => setExperience(e.target.value)}
              maxLength={1000}
              placeholder="学过的课程、读过的书、咨询或教学经验等"
            />
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            提交申请
          </button>
        </form>
      )}
      {session.user && <MyApplications version={version} />}
    </div>
  );
}
