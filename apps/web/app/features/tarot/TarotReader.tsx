import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AiQuotaRecord } from '@xingtu/contracts/ai-schemas';
import {
  TAROT_QUESTION_MAX_CHARS,
  TAROT_SPREAD_IDS,
  type TarotDrawnCard,
  type TarotSpreadId,
} from '@xingtu/contracts/tarot';
import { TAROT_SPREAD_BY_ID } from '@xingtu/readings/data/tarot/spreads';
import { fetchAiQuota } from '../../api/ai.ts';
import { readTarot } from '../../api/tarot.ts';
import { ReadingText, TarotCardList, TarotTable } from './TarotTable.tsx';
import './tarot.css';

// /tarotChat: ask, choose a spread, the server draws; the cards lie face down, turn over once they are
// known, and the reading streams in beside them (the member can stop it).

type Phase =
  | { kind: 'ask' }
  | { kind: 'drawing'; spread: TarotSpreadId }
  | {
      kind: 'reading';
      spread: TarotSpreadId;
      readingId: string;
      cards: TarotDrawnCard[];
      engineLabel: string;
      text: string;
      state: 'streaming' | 'done' | 'stopped' | 'error';
      error?: string;
    }
  | { kind: 'refused'; spread: TarotSpreadId; message: string; outOfCredits: boolean };

const EXAMPLES = ['这段感情接下来会怎样发展？', '我现在适合换工作吗？', '最近我该把精力放在哪里？'];

export function TarotReader() {
  const [quota, setQuota] = useState<AiQuotaRecord | null>(null);
  const [quotaFailed, setQuotaFailed] = useState(false);
  const [question, setQuestion] = useState('');
  const [spread, setSpread] = useState<TarotSpreadId>('three-time');
  const [phase, setPhase] = useState<Phase>({ kind: 'ask' });
  const stopper = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    fetchAiQuota().then(
      (q) => {
        setQuota(q);
        setQuotaFailed(false);
      },
      () => setQuotaFailed(true),
    );
  }, []);
  useEffect(() => {
    refresh();
    return () => stopper.current?.abort();
  }, [refresh]);

  const credits = quota ? quota.freeLeft + quota.packageLeft : null;
  const busy = phase.kind === 'drawing' || (phase.kind === 'reading' && phase.state === 'streaming');

  const draw = async () => {
    const asked = question.trim();
    if (asked.length < 2 || busy) return;
    const controller = new AbortController();
    stopper.current = controller;
    setPhase({ kind: 'drawing', spread });
    const patch = (change: (p: Extract<Phase, { kind: 'reading' }>) => Phase) =>
      setPhase((p) => (p.kind === 'reading' ? change(p) : p));
    try {
      await readTarot(
        { spread, question: asked },
        (event) => {
          if (event.type === 'meta')
            setPhase({
              kind: 'reading',
              spread,
              readingId: event.readingId,
              cards: event.cards,
              engineLabel: event.engineLabel,
              text: '',
              state: 'streaming',
            });
          else if (event.type === 'token') patch((p) => ({ ...p, text: p.text + event.text }));
          else if (event.type === 'done')
            patch((p) => ({ ...p, state: event.status === 'stopped' ? 'stopped' : 'done' }));
          else
            setPhase((p) =>
              p.kind === 'reading'
                ? { ...p, state: 'error', error: event.desc }
                : {
                    kind: 'refused',
                    spread,
                    message: event.desc,
                    outOfCredits: event.resultCode === '010002',
                  },
            );
        },
        controller.signal,
      );
    } catch {
      if (controller.signal.aborted)
        setPhase((p) =>
          p.kind === 'reading'
            ? { ...p, state: p.text ? 'stopped' : 'error', error: '已停止解读。' }
            : { kind: 'ask' },
        );
      else
        setPhase((p) =>
          p.kind === 'reading'
            ? { ...p, state: 'error', error: '网络连接中断了，请稍后再试。' }
            : { kind: 'refused', spread, message: '网络连接中断了，请稍后再试。', outOfCredits: false },
        );
    } finally {
      stopper.current = null;
      refresh();
    }
  };

  const again = () => {
    setPhase({ kind: 'ask' });
    setQuestion('');
  };

  return (
    <div className="tarot-page">
      <h1>塔罗占卜</h1>
      <p className="tarot-quota" aria-live="polite">
        {quota
          ? `今日免费剩余 ${quota.freeLeft} 次 · 套餐剩余 ${quota.packageLeft} 次 · 由${quota.engineLabel}解读`
          : quotaFailed
            ? '暂时查不到可用次数，刷新页面再试。'
            : '正在查询可用次数…'}
      </p>
      <nav className="tarot-links" aria-label="塔罗">
        <Link to="/tarotChat/history">解读记录</Link>
        <Link to="/tarotChat/shareLogs">分享与助力</Link>
        <Link to="/tarotChat/packageOrder">购买次数</Link>
        <Link to="/tarotChat/packageOrder/useLogs">次数使用记录</Link>
      </nav>

      {phase.kind === 'ask' || phase.kind === 'refused' ? (
        <form
          className="tarot-ask card"
          onSubmit={(e) => {
            e.preventDefault();
            void draw();
          }}
        >
          <label htmlFor="tarot-question" className="field-label">
            你想问塔罗什么？
          </label>
          <textarea
            id="tarot-question"
            value={question}
            maxLength={TAROT_QUESTION_MAX_CHARS}
            placeholder="把问题写具体一些，例如：这段感情接下来会怎样发展？"
            onChange={(e) => setQuestion(e.target.value)}
          />
          <p className="tarot-note">
            试试：
            {EXAMPLES.map((example) => (
              <button
                key={example}
                type="button"
                className="link-button"
                onClick={() => setQuestion(example)}
              >
                {example}
              </button>
            ))}
          </p>
          <fieldset className="tarot-spreads">
            <legend>选择牌阵</legend>
            {TAROT_SPREAD_IDS.map((id) => {
              const s = TAROT_SPREAD_BY_ID[id];
              return (
                <label key={id} className="tarot-spread">
                  <input
                    type="radio"
                    name="spread"
                    value={id}
                    checked={spread === id}
                    onChange={() => setSpread(id)}
                  />
                  <span>
                    <strong>
                      {s.name}（{s.cardCount} 张）
                    </strong>
                    <small>{s.description}</small>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {phase.kind === 'refused' && (
            <p className="tarot-error" role="alert">
              {phase.message}
              {phase.outOfCredits && (
                <>
                  {' '}
                  <Link to="/tarotChat/packageOrder">购买解读次数</Link>，或
                  <Link to="/tarotChat/shareLogs">邀请好友助力</Link>
                  解锁免费解读。
                </>
              )}
            </p>
          )}
          {credits === 0 && phase.kind === 'ask' && (
            <p className="tarot-error">
              今天的免费次数和套餐次数都用完了。<Link to="/tarotChat/packageOrder">购买解读次数</Link>
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={question.trim().length < 2 || credits === 0}
          >
            洗牌并抽牌
          </button>
        </form>
      ) : (
        <div className="tarot-stage">
          <div className="tarot-table-wrap">
            <TarotTable
              spreadId={phase.spread}
              cards={phase.kind === 'reading' ? phase.cards : null}
              revealed={phase.kind === 'reading'}
            />
          </div>
          <section aria-label="解读">
            <p className="tarot-note">
              问题：{question.trim()} · {TAROT_SPREAD_BY_ID[phase.spread].name}
            </p>
            {phase.kind === 'drawing' ? (
              <p className="tarot-note" role="status">
                正在洗牌，服务器为你抽牌…
              </p>
            ) : (
              <>
                <TarotCardList cards={phase.cards} />
                <p className="tarot-note">由{phase.engineLabel}解读</p>
                <ReadingText text={phase.text} streaming={phase.state === 'streaming'} />
                {phase.state === 'stopped' && <p className="tarot-note">（解读已停止，已保存到记录）</p>}
                {phase.state === 'error' && (
                  <p className="tarot-error" role="alert">
                    {phase.error}
                  </p>
                )}
              </>
            )}
            <div className="tarot-actions">
              {busy ? (
                <button type="button" className="btn btn-danger" onClick={() => stopper.current?.abort()}>
                  停止解读
                </button>
              ) : (
                <>
                  {phase.kind === 'reading' && phase.state !== 'error' && (
                    <>
                      <Link className="btn btn-primary" to={`/tarotChat/share?id=${phase.readingId}`}>
                        分享给好友
                      </Link>
                      <Link className="btn" to={`/tarotChat/history/detail/${phase.readingId}`}>
                        查看这次记录
                      </Link>
                    </>
                  )}
                  <button type="button" className="btn" onClick={again}>
                    再问一个问题
                  </button>
                </>
              )}
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
