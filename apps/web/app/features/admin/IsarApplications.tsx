import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { ISAR_LEVEL_LABELS, ISAR_TRACK_LABELS } from '@xingtu/contracts/exams';
import { fetchIsarQueue, reviewIsar } from '../../api/console-areas.ts';
import { ConsoleList } from './ConsoleTable.tsx';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// ISAR申请 (admin, support): the applications members sent from /isar/input, oldest first; each is
// accepted or declined once, a decline always with the reason the member reads on /user/ISARMember.

type Status = 'submitted' | 'accepted' | 'declined';
const TABS: [Status, string][] = [
  ['submitted', '待审核'],
  ['accepted', '已通过'],
  ['declined', '未通过'],
];

export function IsarApplications() {
  const [status, setStatus] = useState<Status>('submitted');
  const [current, setCurrent] = useState(1);
  const list = useLoad(() => fetchIsarQueue(status, current), [status, current]);
  const { run, messages, busy } = useAction(list.reload);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [invalid, setInvalid] = useState<Record<number, string>>({});

  const review = (id: number, decision: 'accept' | 'decline') => {
    const reason = (reasons[id] ?? '').trim();
    if (decision === 'decline' && reason.length < 2) {
      setInvalid({ ...invalid, [id]: '不通过时请写明原因（至少 2 个字），申请人会看到它' });
      return;
    }
    setInvalid({ ...invalid, [id]: '' });
    void run(
      () => reviewIsar(id, decision, reason),
      decision === 'accept' ? '已通过，申请人会在“ISAR会员”页看到结果' : '已标记为不通过，申请人会看到原因',
    );
  };

  return (
    <>
      <h1 className="console-title">ISAR 申请</h1>
      <div className="console-tabs" role="group" aria-label="申请状态">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={value === status ? 'btn btn-primary' : 'btn'}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              setCurrent(1);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {messages}
      <ConsoleList
        loaded={list}
        rowKey={(item) => String(item.id)}
        failedText="申请加载失败。"
        emptyText={status === 'submitted' ? '没有待审核的申请。' : '这里还没有申请。'}
        onPage={setCurrent}
        renderItem={(item) => (
          <article className="console-panel" aria-label={`申请：${item.realName}`}>
            <h3>
              {ISAR_TRACK_LABELS[item.track]} · {item.realName}（{item.englishName}）
            </h3>
            <p className="muted">
              会员 {item.userName}（编号 {item.userId}） · {item.email} · 提交于{' '}
              {formatBeijing(item.createdAt, 'minute')}
            </p>
            <p>学习程度：{ISAR_LEVEL_LABELS[item.level]}</p>
            {item.experience && <p className="console-quote">{item.experience}</p>}
            {item.status === 'submitted' ? (
              <div className="console-answer">
                <label className="console-field">
                  审核意见（不通过时必填，申请人可见）
                  <textarea
                    rows={2}
                    maxLength={300}
                    value={reasons[item.id] ?? ''}
                    onChange={(event) => setReasons({ ...reasons, [item.id]: event.target.value })}
                  />
                </label>
                {invalid[item.id] && (
                  <p className="console-error" role="alert">
                    {invalid[item.id]}
                  </p>
                )}
                <div className="console-actions">
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={busy}
                    onClick={() => review(item.id, 'accept')}
                  >
                    通过
                  </button>
                  <button
                    type="button"
                    className="btn"
                    disabled={busy}
                    onClick={() => review(item.id, 'decline')}
                  >
                    不通过
                  </button>
                </div>
              </div>
            ) : (
              <p>
                {item.status === 'accepted' ? '已通过' : '未通过'}
                {item.reviewedAt && (
                  <span className="muted">（{formatBeijing(item.reviewedAt, 'minute')}）</span>
                )}
                {item.reviewReason && <>：{item.reviewReason}</>}
              </p>
            )}
          </article>
        )}
      />
    </>
  );
}
