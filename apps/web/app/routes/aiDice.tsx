import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import type { AiQuotaRecord } from '@xingtu/contracts/ai-schemas';
import { formatFen } from '@xingtu/contracts/constants';
import {
  DICE_QA_PRICE_FEN,
  DICE_QUESTION_MAX_CHARS,
  DICE_SUGGESTIONS,
  type DiceFaceRecord,
} from '@xingtu/contracts/dice';
import { fetchAiQuota } from '../api/ai.ts';
import { askDiceAstrologer, rollDice } from '../api/dice.ts';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { DiceTrio, FaceNotes } from '../features/dice/DiceTrio.tsx';

// AI 占星骰子: ask a question, the server rolls the three dice (they tumble here until it answers),
// the reading streams in; then the member may ask a dice astrologer for a written answer (paid).

export const meta: MetaFunction = () => [
  { title: 'AI 占星骰子 - 星图' },
  { name: 'description', content: '写下你的问题，掷出行星、星座、宫位三颗骰子，听听星象给你的提示。' },
];

/** The dice keep tumbling at least this long, so the roll is seen even when the server is quick. */
const MIN_ROLL_MS = 900;

type Phase = 'idle' | 'rolling' | 'reading' | 'done' | 'error';

export default function AiDicePage() {
  const navigate = useNavigate();
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [faces, setFaces] = useState<DiceFaceRecord[] | null>(null);
  const [reading, setReading] = useState('');
  const [rollId, setRollId] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [stopped, setStopped] = useState(false);
  const [quota, setQuota] = useState<AiQuotaRecord | null>(null);
  const [ordering, setOrdering] = useState(false);
  const stopper = useRef<AbortController | null>(null);
  const revealTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    void fetchAiQuota().then(setQuota, () => undefined);
    return () => {
      stopper.current?.abort();
      clearTimeout(revealTimer.current);
    };
  }, []);

  const busy = phase === 'rolling' || phase === 'reading';
  const credits = quota ? quota.freeLeft + quota.packageLeft : null;

  const roll = async (text: string) => {
    const q = text.trim();
    if (q.length < 2 || busy) return;
    const controller = new AbortController();
    stopper.current = controller;
    const started = Date.now();
    setAsked(q);
    setPhase('rolling');
    setFaces(null);
    setReading('');
    setRollId(null);
    setError('');
    setStopped(false);
    try {
      await rollDice(
        q,
        (event) => {
          if (event.type === 'roll') {
            setFaces(event.faces);
            setRollId(event.rollId);
            revealTimer.current = setTimeout(
              () => setPhase((p) => (p === 'rolling' ? 'reading' : p)),
              Math.max(0, MIN_ROLL_MS - (Date.now() - started)),
            );
          } else if (event.type === 'token') setReading((r) => r + event.text);
          else if (event.type === 'done') {
            setStopped(event.status === 'stopped');
            setPhase('done');
          } else {
            setError(event.desc);
            setPhase('error');
          }
        },
        controller.signal,
      );
    } catch {
      if (controller.signal.aborted) {
        setStopped(true);
        setPhase('done');
      } else {
        setError('网络连接中断了，请稍后再试。');
        setPhase('error');
      }
    } finally {
      stopper.current = null;
      void fetchAiQuota().then(setQuota, () => undefined);
    }
  };

  const askAstrologer = async () => {
    if (!rollId) return;
    setOrdering(true);
    try {
      await askDiceAstrologer(rollId);
      navigate(`/aiDice/answerView/${rollId}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '下单失败，请稍后再试');
      setOrdering(false);
    }
  };

  const showDice = phase !== 'idle' && !(phase === 'error' && !faces);
  return (
    <DiceShell title="AI 占星骰子">
      <section className="dice-card dice-ask">
        <h2>心里有什么问题？</h2>
        <p className="dice-muted">
          写下一个具体的问题，服务器会为你掷出行星、星座、宫位三颗骰子，再结合骰子的含义为你解读。
        </p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void roll(question);
          }}
        >
          <label htmlFor="dice-question" className="visually-hidden">
            你的问题
          </label>
          <textarea
            id="dice-question"
            rows={3}
            maxLength={DICE_QUESTION_MAX_CHARS}
            value={question}
            placeholder="例如：这个月适合换工作吗？"
            onChange={(e) => setQuestion(e.target.value)}
          />
          <div className="dice-ask-row">
            <span className="dice-muted" aria-live="polite">
              {quota
                ? `今日免费剩余 ${quota.freeLeft} 次 · 套餐剩余 ${quota.packageLeft} 次（与 AI 问答共用）`
                : '正在查询可用次数…'}
            </span>
            {busy ? (
              <button type="button" className="btn btn-danger" onClick={() => stopper.current?.abort()}>
                停止解读
              </button>
            ) : (
              <button
                type="submit"
                className="btn btn-primary"
                disabled={question.trim().length < 2 || credits === 0}
              >
                掷骰子
              </button>
            )}
          </div>
        </form>
        <ul className="dice-suggestions" aria-label="试试这些问题">
          {DICE_SUGGESTIONS.map((s) => (
            <li key={s}>
              <button type="button" className="btn btn-small" onClick={() => setQuestion(s)} disabled={busy}>
                {s}
              </button>
            </li>
          ))}
        </ul>
        {credits === 0 && !busy && (
          <p className="dice-muted">
            今天的免费次数和套餐次数都用完了，<Link to="/shop">购买问答套餐</Link>后可以继续。
          </p>
        )}
      </section>

      {showDice && (
        <section className="dice-card" aria-label="掷骰结果">
          <p className="dice-muted">你的问题：{asked}</p>
          <DiceTrio faces={faces} rolling={phase === 'rolling' || (phase !== 'error' && !faces)} />
          {faces && phase !== 'rolling' && <FaceNotes faces={faces} />}
        </section>
      )}

      {(phase === 'reading' || phase === 'done' || (phase === 'error' && reading)) && (
        <section className="dice-card" aria-label="AI 解读">
          <h2>解读</h2>
          <div className="dice-reading" role="log" aria-live="polite">
            {reading || '正在解读骰子…'}
          </div>
          {stopped && <p className="dice-muted">（解读已停止）</p>}
          {phase === 'done' && rollId && (
            <div className="dice-actions">
              <Link className="btn" to={`/aiDice/answerView/${rollId}`}>
                查看这次占卜
              </Link>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void askAstrologer()}
                disabled={ordering}
              >
                请占星师解读（{formatFen(DICE_QA_PRICE_FEN)}）
              </button>
            </div>
          )}
        </section>
      )}
      {error && (
        <p className="dice-card dice-error" role="alert">
          {error}
        </p>
      )}
    </DiceShell>
  );
}
