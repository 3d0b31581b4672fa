import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ThemeSignRecord } from '@xingtu/contracts/fun';
import { ApiError } from '../../api/api-error.ts';
import { answerThemeSign } from '../../api/fun.ts';

/** One round of the themed sign test: the question, three descriptions, the choice sent to the server. */
export function ThemeRound({ test, round, next }: { test: ThemeSignRecord; round: 1 | 2; next: string }) {
  const navigate = useNavigate();
  const r = test.rounds[round - 1]!;
  const [choice, setChoice] = useState<string | null>(r.choice);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!choice) return setError('请先选择一个描述');
    setBusy(true);
    setError(null);
    answerThemeSign(test.id, round, choice).then(
      () => navigate(`${next}?id=${test.id}`),
      (failure: unknown) => {
        // Answered already (another tab): the reveal is there to read.
        if (failure instanceof ApiError && failure.code === '003471')
          return navigate(`${next}?id=${test.id}`);
        setError(failure instanceof Error ? failure.message : '提交失败，请稍后再试');
        setBusy(false);
      },
    );
  };
  return (
    <section className="card" aria-labelledby="question">
      <p className="fun-tag">
        第{round}轮 · {r.pointName}
      </p>
      <h2 id="question">{r.question}</h2>
      <ul className="fun-options">
        {r.options.map((option, index) => (
          <li key={option.key}>
            <button
              type="button"
              className="fun-option"
              aria-pressed={choice === option.key}
              disabled={r.choice !== null}
              onClick={() => setChoice(option.key)}
            >
              <strong>{['甲', '乙', '丙'][index]}</strong> {option.text}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={busy || r.choice !== null} onClick={submit}>
        {busy ? '正在揭晓…' : '就是它，揭晓答案'}
      </button>
    </section>
  );
}
