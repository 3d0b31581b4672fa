import { useState, type FormEvent } from 'react';
import { beijingToday, formatBeijing } from '@xingtu/contracts/beijing-time';
import type { TarotReadingDetail } from '@xingtu/contracts/tarot-schemas';
import { fetchTarotAssists, fetchTarotReadings } from '../../api/console-areas.ts';
import { EmptyState } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { messageOf, useLoad } from './use-load.ts';

// 塔罗 (admin, support): a member's readings, looked up when they ask customer service about one; and
// one Beijing day's friend help grouped by helper, to spot accounts made only to unlock readings.

function Readings() {
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<{
    user: string;
    records: (TarotReadingDetail & { userId: number })[];
    total: number;
    size: number;
  } | null>(null);
  const [current, setCurrent] = useState(1);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const look = async (user: string, page: number) => {
    setError('');
    setBusy(true);
    try {
      const answer = await fetchTarotReadings(user, page);
      setFound({ user, records: answer.records, total: answer.total, size: answer.size });
      setCurrent(page);
    } catch (refused) {
      setError(messageOf(refused));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setError('请输入会员的手机号、邮箱或用户编号');
      return;
    }
    void look(typed.trim(), 1);
  };
  return (
    <>
      <form className="console-search" onSubmit={submit} role="search">
        <input
          aria-label="会员的手机号、邮箱或用户编号"
          placeholder="会员的手机号、邮箱或用户编号"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          查询
        </button>
      </form>
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      {found &&
        (found.records.length === 0 ? (
          <EmptyState text="这位会员还没有塔罗解读。" />
        ) : (
          <>
            {found.records.map((reading) => (
              <article key={reading.id} className="console-panel">
                <h3>
                  {reading.question} · {reading.spreadName}
                </h3>
                <p className="muted">
                  用户 {reading.userId} · {formatBeijing(reading.createdAt, 'minute')} ·{' '}
                  {reading.charged === 'free' ? '免费次数' : '次数包'} ·{' '}
                  {reading.status === 'done' ? '已完成' : '中途停止'}
                </p>
                <p>
                  {reading.cards
                    .map(
                      (card) =>
                        `${card.positionName}：${card.nameZh}${card.orientation === 'reversed' ? '（逆位）' : ''}`,
                    )
                    .join('；')}
                </p>
                <details>
                  <summary>解读全文</summary>
                  <p className="console-quote">{reading.answer}</p>
                </details>
              </article>
            ))}
            <Pager
              current={current}
              pages={Math.ceil(found.total / found.size)}
              onChange={(page) => void look(found.user, page)}
            />
          </>
        ))}
    </>
  );
}

type AssistRow = Awaited<ReturnType<typeof fetchTarotAssists>>['records'][number];

const ASSIST_COLUMNS: ConsoleColumn<AssistRow>[] = [
  {
    id: 'helper',
    header: '助力人',
    cell: ({ row }) => (
      <>
        {row.original.helperName} <span className="muted">{row.original.helperUserId}</span>
      </>
    ),
  },
  {
    id: 'joined',
    header: '注册时间',
    cell: ({ row }) => formatBeijing(row.original.helperCreatedAt, 'minute'),
  },
  { id: 'assists', header: '助力次数', cell: ({ row }) => row.original.assists },
  { id: 'owners', header: '帮助的会员数', cell: ({ row }) => row.original.owners },
  { id: 'ownerIds', header: '帮助的会员', cell: ({ row }) => row.original.ownerUserIds.join('、') },
];

function Assists() {
  const [day, setDay] = useState(beijingToday());
  const paging = useListState();
  const list = useLoad(() => fetchTarotAssists(day, paging.current), [day, paging.current]);
  return (
    <>
      <div className="console-search">
        <label className="console-field">
          日期（北京时间）
          <input
            type="date"
            value={day}
            max={beijingToday()}
            onChange={(event) => {
              if (!event.target.value) return;
              setDay(event.target.value);
              paging.restart();
            }}
          />
        </label>
      </div>
      <ConsoleTable
        label="好友助力"
        columns={ASSIST_COLUMNS}
        loaded={list}
        rowKey={(row) => String(row.helperUserId)}
        failedText="助力记录加载失败。"
        emptyText="这一天没有助力记录。"
        onPage={paging.setCurrent}
      />
    </>
  );
}

export function Tarot() {
  return (
    <>
      <h1 className="console-title">塔罗</h1>
      <section>
        <h2>会员的解读</h2>
        <Readings />
      </section>
      <section>
        <h2>好友助力</h2>
        <Assists />
      </section>
    </>
  );
}
