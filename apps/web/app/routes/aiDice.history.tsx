import { useCallback } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { DICE_QUESTION_STATUS_LABELS } from '@xingtu/contracts/dice';
import { fetchMyRolls } from '../api/dice.ts';
import { EmptyState } from '../components/ui/PageState.tsx';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { facesLine } from '../features/dice/DiceTrio.tsx';
import { QuestionStatus } from '../features/dice/QuestionStatus.tsx';

// 我的占卜记录: every roll the member asked, newest first, with the state of a paid question about it.

export const meta: MetaFunction = () => [{ title: '我的占卜记录 - 星图' }];

export default function DiceHistoryPage() {
  const read = useCallback(async () => (await fetchMyRolls(1, 50)).records, []);
  const { load, reload } = useLoad(read);
  return (
    <DiceShell title="我的占卜记录" back={{ to: '/aiDice', label: '掷骰子' }}>
      {load.kind !== 'ready' ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到占卜记录。"
          failedText="占卜记录加载失败。"
          back={{ to: '/aiDice', label: '返回掷骰子' }}
        />
      ) : load.value.length === 0 ? (
        <EmptyState
          text="还没有占卜记录。写下一个问题，掷出你的第一组骰子吧。"
          action={
            <Link className="btn btn-primary" to="/aiDice">
              去掷骰子
            </Link>
          }
        />
      ) : (
        <ul className="dice-list" aria-label="占卜记录">
          {load.value.map((roll) => (
            <li key={roll.id}>
              <Link className="dice-item" to={`/aiDice/answerView/${roll.id}`}>
                <div className="dice-item-head">
                  <strong>{roll.question}</strong>
                  {roll.questionStatus && (
                    <QuestionStatus
                      status={roll.questionStatus}
                      label={`占星师：${DICE_QUESTION_STATUS_LABELS[roll.questionStatus]}`}
                    />
                  )}
                </div>
                <div className="dice-item-meta">
                  {facesLine(roll.faces)} · {formatBeijing(roll.createdAt, 'monthDayTime')}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DiceShell>
  );
}
