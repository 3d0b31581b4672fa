import { useCallback } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import { fetchDiceEarnings } from '../api/dice.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import { DiceShell } from '../features/dice/DiceShell.tsx';

// 问答收入: the astrologer's Q&A income lines from the earnings ledger (after the platform's fee).
// Withdrawals are made from the astrologer centre, where the whole balance is.

export const meta: MetaFunction = () => [{ title: '问答收入 - 星图' }];

export default function DiceAccountPage() {
  const { load, reload } = useLoad(useCallback(() => fetchDiceEarnings(1, 50), []));
  return (
    <DiceShell title="问答收入" astro>
      {load.kind !== 'ready' ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到收入记录。"
          failedText="收入记录加载失败（需要已通过审核的骰子问答占星师身份）。"
          back={{ to: '/aiDice/astro', label: '返回' }}
        />
      ) : (
        <>
          <div className="dice-stats">
            <div className="dice-stat">
              <b>{formatFen(load.value.totalFen)}</b>
              <span>问答累计收入</span>
            </div>
            <div className="dice-stat">
              <b>{formatFen(load.value.settlingFen)}</b>
              <span>结算中</span>
            </div>
          </div>
          <section className="dice-card" style={{ marginTop: 16 }}>
            <h2>收入明细</h2>
            {load.value.entries.length === 0 ? (
              <p className="dice-muted">还没有问答收入。会员确认你的回答后，收入会出现在这里。</p>
            ) : (
              <table className="dice-table">
                <thead>
                  <tr>
                    <th>时间</th>
                    <th>说明</th>
                    <th className="num wide">会员支付</th>
                    <th className="num wide">服务费</th>
                    <th className="num">到账</th>
                  </tr>
                </thead>
                <tbody>
                  {load.value.entries.map((e) => (
                    <tr key={e.entryNo}>
                      <td>{formatBeijing(e.createdAt, 'monthDayTime')}</td>
                      <td>
                        {e.causeLabel}
                        {e.note ? `：${e.note}` : ''}
                      </td>
                      <td className="num wide">{formatFen(e.grossFen)}</td>
                      <td className="num wide">{formatFen(e.commissionFen)}</td>
                      <td className="num">{formatFen(e.deltaFen)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className="dice-muted">
              收入在结算期后可提现，提现请前往<Link to="/user/astrologer/info">占星师中心</Link>。
            </p>
          </section>
        </>
      )}
    </DiceShell>
  );
}
