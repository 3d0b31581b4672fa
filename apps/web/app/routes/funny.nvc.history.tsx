import { useEffect, useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { PageData } from '@xingtu/contracts/envelope';
import type { NvcEntryRecord } from '@xingtu/contracts/fun';
import { fetchNvcEntries } from '../api/fun.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Pager } from '../components/ui/Pager.tsx';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /funny/nvc/history: the member's own practices, newest first, ten a page.

export const meta: MetaFunction = () => [{ title: '练习记录 - 非暴力沟通 - 星图' }];

const SIZE = 10;

function History() {
  const [current, setCurrent] = useState(1);
  const [data, setData] = useState<PageData<NvcEntryRecord> | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setFailed(false);
    fetchNvcEntries(current, SIZE).then(setData, () => setFailed(true));
  }, [current, round]);
  if (failed)
    return (
      <PageError
        text="练习记录加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={() => setRound((n) => n + 1)}>
            重新加载
          </button>
        }
      />
    );
  if (!data) return <PageLoading text="正在加载练习记录…" />;
  if (data.total === 0)
    return (
      <EmptyState
        text="还没有练习记录。写下一件最近想说却没说好的事吧。"
        action={
          <Link className="btn btn-primary" to="/funny/nvc/edit">
            写一次练习
          </Link>
        }
      />
    );
  return (
    <>
      <ul className="fun-grid" aria-label="练习记录">
        {data.records.map((entry) => (
          <li key={entry.id}>
            <Link className="fun-tile" to={`/funny/nvc/detail/${entry.id}`}>
              <strong>{entry.feeling}</strong>
              <span>{entry.sentence.length > 60 ? `${entry.sentence.slice(0, 60)}…` : entry.sentence}</span>
              <span className="muted">{formatBeijing(entry.createdAt, 'minute')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager current={current} pages={Math.ceil(data.total / SIZE)} onChange={setCurrent} />
    </>
  );
}

export default function NvcHistoryPage() {
  const session = useSession();
  return (
    <div className="page fun-page">
      <p>
        <Link to="/funny/nvc">‹ 非暴力沟通练习</Link>
      </p>
      <h1>我的练习记录</h1>
      <LoginGate session={session}>
        <History />
      </LoginGate>
    </div>
  );
}
