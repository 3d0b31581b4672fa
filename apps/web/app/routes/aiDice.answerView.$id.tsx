import { useCallback } from 'react';
import { useLocation, useParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchMyRoll } from '../api/dice.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import { AstrologerAnswer } from '../features/dice/AstrologerAnswer.tsx';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { DiceTrio, FaceNotes } from '../features/dice/DiceTrio.tsx';

// One of the member's rolls: the question, the three dice, the AI reading, and the astrologer's
// answer (ask, pay, read, rate). Another member's roll reads as not found.

export const meta: MetaFunction = () => [{ title: '占卜详情 - 星图' }];

export default function DiceAnswerViewPage() {
  const id = useParams().id ?? '';
  // Coming back from paying (…?paid=1) reads the roll again.
  const { search } = useLocation();
  const read = useCallback(() => fetchMyRoll(id), [id, search]);
  const { load, reload, show } = useLoad(read);
  return (
    <DiceShell title="占卜详情" back={{ to: '/aiDice/history', label: '我的记录' }}>
      {load.kind !== 'ready' ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到这次占卜。"
          failedText="占卜详情加载失败。"
          back={{ to: '/aiDice/history', label: '返回我的记录' }}
        />
      ) : (
        <>
          <section className="dice-card" aria-label="掷骰结果">
            <h2>{load.value.question}</h2>
            <p className="dice-muted">{formatBeijing(load.value.createdAt, 'datetime')}</p>
            <DiceTrio faces={load.value.faces} rolling={false} />
            <FaceNotes faces={load.value.faces} />
          </section>
          <section className="dice-card" aria-label="AI 解读">
            <h2>AI 解读</h2>
            <p className="dice-muted">
              由{load.value.engineLabel}解读{load.value.status === 'stopped' ? '（已中途停止）' : ''}
            </p>
            <div className="dice-reading">{load.value.answer}</div>
          </section>
          <AstrologerAnswer
            rollId={load.value.id}
            question={load.value.astrologerQuestion}
            onChange={(question) => show({ ...load.value, astrologerQuestion: question })}
          />
        </>
      )}
    </DiceShell>
  );
}
