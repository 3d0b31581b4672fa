import { useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { AI_USAGE_KIND_LABELS } from '@xingtu/contracts/ai';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchQuestionUseLogs } from '../api/tarot.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { Pager } from '../components/ui/Pager.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/tarot/tarot.css';

// /tarotChat/packageOrder/useLogs: every answered question and what paid for it.

export const meta: MetaFunction = () => [{ title: '次数使用记录 - 星图' }];

const SIZE = 20;

export default function TarotUseLogsPage() {
  const [current, setCurrent] = useState(1);
  const { value, load, reload } = useLoad(() => fetchQuestionUseLogs(current, SIZE), String(current));
  return (
    <div className="tarot-page">
      <h1>次数使用记录</h1>
      <p className="tarot-links">
        <Link to="/tarotChat/packageOrder">‹ 解读次数与套餐</Link>
      </p>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到使用记录。"
          failedText="使用记录暂时无法加载，请稍后再试。"
          back={{ to: '/tarotChat/packageOrder', label: '返回套餐' }}
        />
      ) : value.records.length === 0 ? (
        <EmptyState text="还没有使用过次数。" />
      ) : (
        <>
          <table className="tarot-uses">
            <thead>
              <tr>
                <th scope="col">时间</th>
                <th scope="col">用于</th>
                <th scope="col">扣除自</th>
              </tr>
            </thead>
            <tbody>
              {value.records.map((u, i) => (
                <tr key={`${u.createdAt}-${i}`}>
                  <td>{formatBeijing(u.createdAt, 'datetime')}</td>
                  <td>{AI_USAGE_KIND_LABELS[u.mode]}</td>
                  <td>{u.source === 'free' ? '每日免费次数' : (u.packageTitle ?? '套餐')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager current={current} pages={Math.ceil(value.total / SIZE)} onChange={setCurrent} />
        </>
      )}
    </div>
  );
}
