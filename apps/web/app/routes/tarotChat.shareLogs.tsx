import { useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchTarotShares } from '../api/tarot.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { Pager } from '../components/ui/Pager.tsx';
import { AssistProgress } from '../features/tarot/SharedReading.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/tarot/tarot.css';

export const meta: MetaFunction = () => [{ title: '我的分享与助力 - 星图' }];

const SIZE = 10;

export default function TarotShareLogsPage() {
  const [current, setCurrent] = useState(1);
  const { value, load, reload } = useLoad(() => fetchTarotShares(current, SIZE), String(current));
  return (
    <div className="tarot-page">
      <h1>我的分享与助力</h1>
      <p className="tarot-links">
        <Link to="/tarotChat">‹ 返回塔罗占卜</Link>
        <Link to="/assistShare/detail">助力规则</Link>
      </p>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到分享记录。"
          failedText="分享记录暂时无法加载，请稍后再试。"
          back={{ to: '/tarotChat', label: '返回塔罗占卜' }}
        />
      ) : value.records.length === 0 ? (
        <EmptyState
          text="还没有分享过解读。分享一次解读，请好友助力，就能解锁免费解读。"
          action={
            <Link className="btn btn-primary" to="/tarotChat/share">
              去分享
            </Link>
          }
        />
      ) : (
        <>
          <ul className="tarot-list">
            {value.records.map((s) => (
              <li key={s.code}>
                <Link to={`/tarotChat/share?id=${s.readingId}`}>
                  <span className="tarot-list-title">{s.question}</span>
                  <span className="tarot-list-meta">
                    {s.spreadName} · 分享于 {formatBeijing(s.createdAt, 'datetime')} · 分享码 {s.code}
                  </span>
                </Link>
                <AssistProgress count={s.assistCount} needed={s.assistsNeeded} unlocked={s.unlocked} />
                {s.helpers.length > 0 && (
                  <p className="tarot-list-meta">
                    助力好友：
                    {s.helpers.map((h) => `${h.name}（${formatBeijing(h.at, 'monthDayTime')}）`).join('、')}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <Pager current={current} pages={Math.ceil(value.total / SIZE)} onChange={setCurrent} />
        </>
      )}
    </div>
  );
}
