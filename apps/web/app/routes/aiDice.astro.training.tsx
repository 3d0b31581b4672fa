import { useCallback } from 'react';
import type { MetaFunction } from 'react-router';
import { fetchDiceTraining } from '../api/dice.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { DiceTrio, FaceNotes } from '../features/dice/DiceTrio.tsx';

// 骰子培训 (capacity E or D): practice questions — try your own reading first, then open the model
// answer and the points it shows.

export const meta: MetaFunction = () => [{ title: '骰子解读培训 - 星图' }];

export default function DiceTrainingPage() {
  const { load, reload } = useLoad(useCallback(() => fetchDiceTraining(), []));
  return (
    <DiceShell title="骰子解读培训" astro>
      {load.kind !== 'ready' ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到练习题。"
          failedText="练习题加载失败（需要骰子问答或骰子培训资格）。"
          back={{ to: '/aiDice/astro', label: '返回' }}
        />
      ) : (
        <>
          <p className="dice-muted">先根据三颗骰子自己写一段解读，再展开参考解读对照要点。</p>
          {load.value.map((c) => (
            <section key={c.id} className="dice-card dice-training">
              <h2>{c.title}</h2>
              <p>
                <strong>会员的问题：</strong>
                {c.question}
              </p>
              <DiceTrio faces={c.faces} rolling={false} />
              <details>
                <summary>骰子释义</summary>
                <FaceNotes faces={c.faces} />
              </details>
              <details>
                <summary>参考解读与要点</summary>
                <div className="dice-answer">{c.modelAnswer}</div>
                <ul>
                  {c.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </details>
            </section>
          ))}
        </>
      )}
    </DiceShell>
  );
}
