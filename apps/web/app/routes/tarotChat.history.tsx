import { useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchTarotReadings } from '../api/tarot.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { Pager } from '../components/ui/Pager.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/tarot/tarot.css';

export const meta: MetaFunction = () => [{ title: '塔罗解读记录 - 星图' }];

const SIZE = 10;

export default function TarotHistoryPage() {
  const [current, setCurrent] = useState(1);
  const { value, load, reload } = useLoad(() => fetchTarotReadings(current, SIZE), String(current));
  return (
    <div className="tarot-page">
      <h1>塔罗解读记录</h1>
      <p className="tarot-links">
        <Link to="/tarotChat">‹ 返回塔罗占卜</Link>
        <Link to="/tarotChat/shareLogs">分享与助力</Link>
      </p>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到解读记录。"
          failedText="记录暂时无法加载，请稍后再试。"
          back={{ to: '/tarotChat', label: '返回塔罗占卜' }}
        />
      ) : value.records.length === 0 ? (
        <EmptyState
          text="还没有解读记录。写下一个问题，抽一次牌吧。"
          action={
            <Link className="btn btn-primary" to="/tarotChat">
              去抽牌
            </Link>
          }
        />
      ) : (
        <>
          <ul className="tarot-list">
            {value.records.map((r) => (
              <li key={r.id}>
                <Link to={`/tarotChat/history/detail/${r.id}`}>
                  <span className="tarot-list-title">{r.question}</span>
                  <span className="tarot-list-meta">
                    {r.spreadName} · {r.cards.map((c) => c.nameZh).join('、')}
                  </span>
                  <br />
                  <span className="tarot-list-meta">
                    {formatBeijing(r.createdAt, 'datetime')}
                    {r.status === 'stopped' ? ' · 解读中途停止' : ''}
                    {r.shareCode ? ' · 已分享' : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager current={current} pages={Math.ceil(value.total / SIZE)} onChange={setCurrent} />
        </>
      )}
    </div>
  );
}
