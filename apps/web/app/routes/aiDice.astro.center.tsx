import { useCallback } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import { fetchDiceOverview } from '../api/dice.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import { DiceShell } from '../features/dice/DiceShell.tsx';
import { facesLine } from '../features/dice/DiceTrio.tsx';

// 工作台: how many questions wait, the astrologer's counts and rating, and the question they hold now.

export const meta: MetaFunction = () => [{ title: '骰子问答工作台 - 星图' }];

export default function DiceAstroCenterPage() {
  const { load, reload } = useLoad(useCallback(() => fetchDiceOverview(), []));
  return (
    <DiceShell title="骰子问答工作台" astro>
      {load.kind !== 'ready' ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="工作台暂时无法打开。"
          failedText="工作台加载失败（需要已通过审核的骰子问答占星师身份）。"
          back={{ to: '/aiDice/astro', label: '返回' }}
        />
      ) : (
        <>
          <div className="dice-stats">
            <div className="dice-stat">
              <b>{load.value.waiting}</b>
              <span>等待接单</span>
            </div>
            <div className="dice-stat">
              <b>{load.value.answered}</b>
              <span>我已回答</span>
            </div>
            <div className="dice-stat">
              <b>{load.value.accepted}</b>
              <span>会员已确认</span>
            </div>
            <div className="dice-stat">
              <b>{load.value.averageRating ?? '—'}</b>
              <span>平均评分</span>
            </div>
          </div>
          <section className="dice-card" style={{ marginTop: 16 }}>
            <h2>当前接单</h2>
            {load.value.current ? (
              <>
                <p>
                  <strong>{load.value.current.question}</strong>
                </p>
                <p className="dice-muted">
                  {facesLine(load.value.current.faces)}
                  {load.value.current.claimExpiresAt &&
                    ` · 保留到 ${formatBeijing(load.value.current.claimExpiresAt, 'monthDayTime')}`}
                </p>
                <Link className="btn btn-primary" to={`/aiDice/answerInput/${load.value.current.id}`}>
                  继续撰写
                </Link>
              </>
            ) : (
              <>
                <p className="dice-muted">你现在没有接下的问题。</p>
                <Link className="btn btn-primary" to="/aiDice/astro/qaList">
                  去接单
                </Link>
              </>
            )}
          </section>
          <p className="dice-muted">
            每题 {formatFen(load.value.priceFen)}，你的分成为 {load.value.sharePercent}%；接单后保留{' '}
            {load.value.claimMinutes} 分钟，同一时间只能接一个问题。
          </p>
        </>
      )}
    </DiceShell>
  );
}
