import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { DICE_ANSWER_MAX_CHARS, DICE_ANSWER_MIN_CHARS } from '@xingtu/contracts/dice';
import { answerDiceQuestion, fetchAstroQuestion, releaseDiceQuestion } from '../api/dice.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { DiceTrio, FaceNotes } from '../features/dice/DiceTrio.tsx';
import { QuestionStatus } from '../features/dice/QuestionStatus.tsx';

// The dice astrologer writes the answer to the question they claimed (checked for sensitive words on
// the server), or gives the question back. Questions they do not hold read as not found.

export const meta: MetaFunction = () => [{ title: '撰写解读 - 星图' }];

export default function DiceAnswerInputPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const read = useCallback(() => fetchAstroQuestion(id), [id]);
  const { load, reload, show } = useLoad(read);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      show(await answerDiceQuestion(id, answer.trim()));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  const release = async () => {
    setBusy(true);
    try {
      await releaseDiceQuestion(id);
      navigate('/aiDice/astro/qaList');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '操作失败，请稍后再试');
      setBusy(false);
    }
  };

  const length = answer.trim().length;
  return (
    <DiceShell title="撰写解读" astro>
      {load.kind !== 'ready' ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到这个问题，或它已不在你的名下。"
          failedText="问题加载失败（需要已通过审核的骰子问答占星师身份）。"
          back={{ to: '/aiDice/astro/qaList', label: '返回待接问题' }}
        />
      ) : (
        <>
          <section className="dice-card" aria-label="会员的问题">
            <div className="dice-item-head">
              <h2>{load.value.question}</h2>
              <QuestionStatus status={load.value.status} label={load.value.statusLabel} />
            </div>
            <DiceTrio faces={load.value.faces} rolling={false} />
            <FaceNotes faces={load.value.faces} />
          </section>
          {load.value.status === 'claimed' ? (
            <form
              className="dice-card"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <h2>你的解读</h2>
              <p className="dice-muted">
                {load.value.claimExpiresAt &&
                  `接单保留到 ${formatBeijing(load.value.claimExpiresAt, 'monthDayTime')}，之后其他占星师也可以接下这个问题。`}
                先把三颗骰子连成一句话，再回到会员的问题给出具体建议，请勿做吉凶断语。
              </p>
              <label htmlFor="dice-answer" className="visually-hidden">
                解读内容
              </label>
              <textarea
                id="dice-answer"
                className="input"
                rows={10}
                maxLength={DICE_ANSWER_MAX_CHARS}
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
                style={{ width: '100%', boxSizing: 'border-box' }}
              />
              <p className="dice-muted">
                已写 {length} 字（至少 {DICE_ANSWER_MIN_CHARS} 字）
              </p>
              {error && (
                <p className="dice-error" role="alert">
                  {error}
                </p>
              )}
              <div className="dice-actions">
                <button
                  type="submit"
                  className="btn btn-primary"
                  disabled={busy || length < DICE_ANSWER_MIN_CHARS}
                >
                  提交解读
                </button>
                <button type="button" className="btn" disabled={busy} onClick={() => void release()}>
                  放弃这个问题
                </button>
              </div>
            </form>
          ) : (
            <section className="dice-card" aria-label="你的解读">
              <h2>你的解读</h2>
              {load.value.answer ? <div className="dice-answer">{load.value.answer}</div> : null}
              <p className="dice-muted">
                {load.value.status === 'answered' &&
                  '已提交，等待会员确认；会员确认或 72 小时后自动确认时，收入计入你的账户。'}
                {load.value.status === 'accepted' &&
                  `会员已确认${load.value.rating ? `，评分 ${load.value.rating} 星` : ''}。`}
                {load.value.status === 'refunded' && '这个问题已退款。'}
              </p>
              <Link className="btn" to="/aiDice/astro/qaList">
                继续接单
              </Link>
            </section>
          )}
        </>
      )}
    </DiceShell>
  );
}
