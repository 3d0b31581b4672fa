import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import {
  DICE_ANSWER_DEADLINE_HOURS,
  DICE_AUTO_ACCEPT_HOURS,
  DICE_QA_PRICE_FEN,
} from '@xingtu/contracts/dice';
import type { DiceQuestionRecord } from '@xingtu/contracts/dice-schemas';
import { acceptDiceAnswer, askDiceAstrologer } from '../../api/dice.ts';
import { PayPanel } from '../commerce/index.ts';
import { QuestionStatus } from './QuestionStatus.tsx';

// The member's side of a paid question on the roll's page: ask (an order), pay it here, wait for a
// dice astrologer, read the answer, accept and rate it.

function Stars({ value, onChange }: { value: number; onChange?: (n: number) => void }) {
  return (
    <div className="dice-stars" role={onChange ? 'group' : 'img'} aria-label={`评分 ${value} 星`}>
      {[1, 2, 3, 4, 5].map((n) =>
        onChange ? (
          <button
            key={n}
            type="button"
            aria-pressed={n <= value}
            aria-label={`${n} 星`}
            onClick={() => onChange(n)}
          >
            ★
          </button>
        ) : (
          <span
            key={n}
            aria-hidden="true"
            style={{ color: n <= value ? '#e2a400' : '#d5d2e3', fontSize: 22 }}
          >
            ★
          </span>
        ),
      )}
    </div>
  );
}

export function AstrologerAnswer({
  rollId,
  question,
  onChange,
}: {
  rollId: string;
  question: DiceQuestionRecord | null;
  onChange: (question: DiceQuestionRecord) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');

  const act = async (action: () => Promise<DiceQuestionRecord>) => {
    setBusy(true);
    setError('');
    try {
      onChange(await action());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  if (!question || question.status === 'closed')
    return (
      <section className="dice-card" aria-label="占星师解读">
        <h2>请占星师解读</h2>
        <p className="dice-muted">
          由通过审核的骰子问答占星师结合这三颗骰子亲笔回答你的问题，费用 {formatFen(DICE_QA_PRICE_FEN)}
          。支付后 {DICE_ANSWER_DEADLINE_HOURS} 小时内没有占星师回答，将全额退回你的钱包。
        </p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void act(async () => (await askDiceAstrologer(rollId)).question)}
        >
          请占星师解读（{formatFen(DICE_QA_PRICE_FEN)}）
        </button>
        {error && <p className="dice-error">{error}</p>}
      </section>
    );

  return (
    <section className="dice-card" aria-label="占星师解读">
      <div className="dice-item-head">
        <h2>占星师解读</h2>
        <QuestionStatus status={question.status} label={question.statusLabel} />
      </div>
      {question.status === 'unpaid' && question.orderNo && (
        <PayPanel
          orderNo={question.orderNo}
          title="支付占星师解读"
          successPath={() => `/aiDice/answerView/${rollId}?paid=1`}
        />
      )}
      {(question.status === 'open' || question.status === 'claimed') && (
        <p className="dice-muted">
          {question.status === 'open'
            ? '已支付，正在等待骰子问答占星师接单。'
            : `${question.astrologerName ?? '占星师'}正在为你解读。`}
          {question.answerDueAt &&
            ` 如果在 ${formatBeijing(question.answerDueAt, 'monthDayTime')} 前没有回答，费用会全额退回你的钱包。`}
        </p>
      )}
      {question.answer && (
        <>
          <p className="dice-muted">
            {question.astrologerName} ·{' '}
            {question.answeredAt && formatBeijing(question.answeredAt, 'monthDayTime')}
          </p>
          <div className="dice-answer">{question.answer}</div>
        </>
      )}
      {question.status === 'answered' && (
        <form
          className="dice-rate"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => acceptDiceAnswer(question.id, rating, comment));
          }}
        >
          <h3>确认并评价</h3>
          <Stars value={rating} onChange={setRating} />
          <label className="field">
            <span className="field-label">想对占星师说的话（选填）</span>
            <input
              className="input"
              maxLength={200}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </label>
          <p className="dice-muted">
            {question.autoAcceptAt &&
              `如无异议，回答将于 ${formatBeijing(question.autoAcceptAt, 'monthDayTime')} 自动确认（回答后 ${DICE_AUTO_ACCEPT_HOURS} 小时）。`}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            确认回答
          </button>
        </form>
      )}
      {question.status === 'accepted' && question.rating !== null && (
        <div>
          <Stars value={question.rating} />
          {question.ratingComment && <p className="dice-muted">“{question.ratingComment}”</p>}
        </div>
      )}
      {question.status === 'accepted' && question.rating === null && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => acceptDiceAnswer(question.id, rating, comment));
          }}
        >
          <p className="dice-muted">回答已自动确认，你仍可以为它评分。</p>
          <Stars value={rating} onChange={setRating} />
          <button type="submit" className="btn" disabled={busy}>
            提交评分
          </button>
        </form>
      )}
      {question.status === 'refunded' && <p className="dice-muted">这个问题已退款，费用已退回你的钱包。</p>}
      {error && <p className="dice-error">{error}</p>}
    </section>
  );
}
