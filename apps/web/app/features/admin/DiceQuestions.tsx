import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import {
  DICE_QUESTION_STATUS_LABELS,
  DICE_QUESTION_STATUSES,
  type DiceQuestionStatus,
} from '@xingtu/contracts/dice';
import type { DiceAdminQuestion } from '@xingtu/contracts/dice-schemas';
import { fetchDiceQuestions, refundDiceQuestion, releaseDiceQuestion } from '../../api/console-areas.ts';
import { ConsoleList, useListState } from './ConsoleTable.tsx';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// 骰子问答 (admin, support): paid dice questions by status; take back an astrologer's stalled claim
// (the question opens again) or refund an unfinished question in full to the member's wallet.

const UNFINISHED: readonly DiceQuestionStatus[] = ['open', 'claimed', 'answered'];

function QuestionCard({
  question,
  run,
  busy,
}: {
  question: DiceAdminQuestion;
  run: (action: () => Promise<unknown>, done: string) => Promise<boolean>;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  return (
    <article className="console-panel">
      <h3>
        {question.question} · {question.statusLabel}
      </h3>
      <p className="muted">
        {question.orderNo ?? '未下单'} · {formatFen(question.priceFen)} · 会员 {question.memberUserId}
        {question.astrologerName && ` · 占星师 ${question.astrologerName}`} · 提问于{' '}
        {formatBeijing(question.createdAt, 'minute')}
      </p>
      <p>骰面：{question.faces.map((face) => face.name).join(' · ')}</p>
      {question.claimExpiresAt && (
        <p className="muted">认领到期：{formatBeijing(question.claimExpiresAt, 'minute')}</p>
      )}
      {question.answerDueAt && (
        <p className="muted">回答期限：{formatBeijing(question.answerDueAt, 'minute')}</p>
      )}
      {question.answer && <p className="console-quote">{question.answer}</p>}
      {UNFINISHED.includes(question.status) && (
        <div className="console-actions">
          {question.status === 'claimed' && (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void run(() => releaseDiceQuestion(question.id), '已收回认领，问题重新开放接单')}
            >
              收回认领
            </button>
          )}
          <input
            aria-label="退款原因"
            placeholder="退款原因"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => void run(() => refundDiceQuestion(question.id, reason), '已全额退款到会员钱包')}
          >
            全额退款
          </button>
        </div>
      )}
    </article>
  );
}

export function DiceQuestions() {
  const [status, setStatus] = useState<DiceQuestionStatus | undefined>('claimed');
  const paging = useListState();
  const list = useLoad(() => fetchDiceQuestions(status, paging.current), [status, paging.current]);
  const { run, messages, busy } = useAction(list.reload);
  return (
    <>
      <h1 className="console-title">骰子问答</h1>
      <div className="console-search">
        <select
          aria-label="问答状态"
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as DiceQuestionStatus | undefined);
            paging.restart();
          }}
        >
          <option value="">全部状态</option>
          {DICE_QUESTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {DICE_QUESTION_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {messages}
      <ConsoleList
        loaded={list}
        rowKey={(question) => String(question.id)}
        renderItem={(question) => <QuestionCard question={question} run={run} busy={busy} />}
        failedText="骰子问答加载失败。"
        emptyText="没有符合条件的问答。"
        onPage={paging.setCurrent}
      />
    </>
  );
}
