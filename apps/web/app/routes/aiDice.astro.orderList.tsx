import { useCallback } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchAnsweredQuestions } from '../api/dice.ts';
import { EmptyState } from '../components/ui/PageState.tsx';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { facesLine } from '../features/dice/DiceTrio.tsx';
import { QuestionStatus } from '../features/dice/QuestionStatus.tsx';

// 我的回答: the questions this astrologer answered, with the member's confirmation and rating.

export const meta: MetaFunction = () => [{ title: '我的回答 - 星图' }];

export default function DiceOrderListPage() {
  const read = useCallback(async () => (await fetchAnsweredQuestions(1, 50)).records, []);
  const { load, reload } = useLoad(read);
  return (
    <DiceShell title="我的回答" astro>
      {load.kind !== 'ready' ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到回答记录。"
          failedText="回答记录加载失败（需要已通过审核的骰子问答占星师身份）。"
          back={{ to: '/aiDice/astro', label: '返回' }}
        />
      ) : load.value.length === 0 ? (
        <EmptyState text="还没有回答过问题。接下第一个问题，开始你的骰子解读吧。" />
      ) : (
        <ul className="dice-list" aria-label="我的回答">
          {load.value.map((q) => (
            <li key={q.id}>
              <Link className="dice-item" to={`/aiDice/answerInput/${q.id}`}>
                <div className="dice-item-head">
                  <strong>{q.question}</strong>
                  <QuestionStatus status={q.status} label={q.statusLabel} />
                </div>
                <div className="dice-item-meta">
                  {facesLine(q.faces)}
                  {q.answeredAt && ` · 回答于 ${formatBeijing(q.answeredAt, 'monthDayTime')}`}
                  {q.rating !== null && ` · 评分 ${q.rating} 星`}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DiceShell>
  );
}
