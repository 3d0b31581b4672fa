import { Link, useParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchTarotReading } from '../api/tarot.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { ReadingText, TarotCardList, TarotTable } from '../features/tarot/TarotTable.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/tarot/tarot.css';

export const meta: MetaFunction = () => [{ title: '塔罗解读 - 星图' }];

export default function TarotHistoryDetailPage() {
  const id = useParams().id ?? '';
  const { value: reading, load, reload } = useLoad(() => fetchTarotReading(id), id);
  if (load.kind !== 'ready' || !reading)
    return (
      <div className="tarot-page">
        <LoadState
          load={load}
          reload={reload}
          missingText="这条解读记录不存在。"
          failedText="记录暂时无法加载，请稍后再试。"
          back={{ to: '/tarotChat/history', label: '返回解读记录' }}
        />
      </div>
    );
  return (
    <div className="tarot-page">
      <p className="tarot-links">
        <Link to="/tarotChat/history">‹ 解读记录</Link>
      </p>
      <h1>{reading.question}</h1>
      <p className="tarot-note">
        {reading.spreadName} · {formatBeijing(reading.createdAt, 'datetime')}
        {reading.status === 'stopped' ? ' · 解读中途停止' : ''}
      </p>
      <div className="tarot-stage">
        <div className="tarot-table-wrap">
          <TarotTable spreadId={reading.spread} cards={reading.cards} revealed />
        </div>
        <section aria-label="解读">
          <TarotCardList cards={reading.cards} />
          <ReadingText text={reading.answer} />
          <div className="tarot-actions">
            <Link className="btn btn-primary" to={`/tarotChat/share?id=${reading.id}`}>
              {reading.shareCode ? '查看分享' : '分享给好友'}
            </Link>
            <Link className="btn" to="/tarotChat">
              再问一个问题
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
