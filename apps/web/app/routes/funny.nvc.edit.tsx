import { useState, type FormEvent } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { NVC_FEELINGS, NVC_NEEDS } from '@xingtu/contracts/fun';
import { ApiError } from '../api/api-error.ts';
import { createNvcEntry } from '../api/fun.ts';
import { birthOfUser } from '../features/charts/birth-of-user.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /funny/nvc/edit: write the four parts (words to pick for feeling and need); saved to the history.

export const meta: MetaFunction = () => [{ title: '写一次练习 - 非暴力沟通 - 星图' }];

type Part = 'observation' | 'feeling' | 'need' | 'request';
const PARTS: { key: Part; label: string; hint: string; max: number }[] = [
  { key: 'observation', label: '观察', hint: '发生了什么？只写看到、听到的事实', max: 300 },
  { key: 'feeling', label: '感受', hint: '你有什么情绪？', max: 100 },
  { key: 'need', label: '需要', hint: '这份感受背后，你需要什么？', max: 100 },
  { key: 'request', label: '请求', hint: '你希望对方具体做什么？', max: 300 },
];

function Editor() {
  const session = useSession();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Record<Part, string>>({
    observation: '',
    feeling: '',
    need: '',
    request: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: Part, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const add = (key: Part, word: string) =>
    setDraft((d) => ({ ...d, [key]: d[key] ? `${d[key]}、${word}` : word }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Part, string>> = {};
    for (const part of PARTS) if (!draft[part.key].trim()) found[part.key] = `请填写${part.label}`;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    const birth = session.user ? birthOfUser(session.user) : null;
    createNvcEntry({ ...draft, ...(birth ? { birth } : {}) }).then(
      (entry) => navigate(`/funny/nvc/detail/${entry.id}`),
      (error: unknown) => {
        if (error instanceof ApiError && error.fields.length) {
          const byField: Partial<Record<Part, string>> = {};
          for (const f of error.fields) byField[f.field as Part] = f.message;
          setErrors(byField);
        } else setFailure(error instanceof Error ? error.message : '保存失败，请稍后再试');
        setBusy(false);
      },
    );
  };
  return (
    <form className="card" onSubmit={submit} noValidate>
      {PARTS.map((part, index) => (
        <div className="field" key={part.key}>
          <label htmlFor={`nvc-${part.key}`}>
            {index + 1} {part.label}
          </label>
          <textarea
            id={`nvc-${part.key}`}
            className="input"
            rows={part.max > 100 ? 3 : 2}
            maxLength={part.max}
            placeholder={part.hint}
            value={draft[part.key]}
            aria-invalid={errors[part.key] ? 'true' : undefined}
            onChange={(e) => set(part.key, e.target.value)}
          />
          {(part.key === 'feeling' || part.key === 'need') && (
            <ul className="fun-chips" aria-label={`常用的${part.label}词`}>
              {(part.key === 'feeling' ? NVC_FEELINGS : NVC_NEEDS).map((word) => (
                <li key={word}>
                  <button type="button" onClick={() => add(part.key, word)}>
                    {word}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors[part.key] && <p className="field-error">{errors[part.key]}</p>}
        </div>
      ))}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? '正在保存…' : '生成我的表达'}
      </button>
    </form>
  );
}

export default function NvcEditPage() {
  const session = useSession();
  return (
    <div className="page fun-page">
      <p>
        <Link to="/funny/nvc">‹ 非暴力沟通练习</Link>
      </p>
      <h1>写一次练习</h1>
      <LoginGate session={session}>
        <Editor />
      </LoginGate>
    </div>
  );
}
