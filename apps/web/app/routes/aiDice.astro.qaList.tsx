import { useCallback, useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { claimDiceQuestion, fetchWaitingQuestions } from '../api/dice.ts';
import { EmptyState } from '../components/ui/PageState.tsx';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { facesLine } from '../features/dice/DiceTrio.tsx';

// 待接问题: paid questions no astrologer holds, oldest payment first; claiming one opens the answer page.

export const meta: MetaFunction = () => [{ title: '待接问题 - 星图' }];

export default function DiceQaListPage() {
  const navigate = useNavigate();
  const read = useCallback(async () => (await fetchWaitingQuestions(1, 50)).records, []);
  const { load, reload } = useLoad(read);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');

  const claim = async (id: string) => {
    setBusy(id);
    setError('');
    try {
      await claimDiceQuestion(id);
      navigate(`/aiDice/answerInput/${id}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '接单失败，请稍后再试');
      setBusy('');
      reload();
    }
  };

  return (
    <DiceShell title="待接问题" astro>
      {error && (
        <p className="dice-card dice-error" role="alert">
          {error}
        </p>
      )}
      {load.kind !== 'ready' ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到待接问题。"
          failedText="待接问题加载失败（需要已通过审核的骰子问答占星师身份）。"
          back={{ to: '/aiDice/astro', label: '返回' }}
        />
      ) : load.value.length === 0 ? (
        <EmptyState
          text="暂时没有等待解读的问题，稍后再来看看。"
          action={
            <Link className="btn" to="/aiDice/astro/training">
              先做几道练习
            </Link>
          }
        />
      ) : (
        <ul className="dice-list" aria-label="待接问题">
          {load.value.map((q) => (
            <li key={q.id}>
              <div className="dice-item-head">
                <strong>{q.question}</strong>
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  disabled={busy !== ''}
                  onClick={() => void claim(q.id)}
                >
                  接单
                </button>
              </div>
              <div className="dice-item-meta">
                {facesLine(q.faces)}
                {q.answerDueAt && ` · 请在 ${formatBeijing(q.answerDueAt, 'monthDayTime')} 前回答`}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DiceShell>
  );
}
