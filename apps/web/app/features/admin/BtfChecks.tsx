import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { answerBtfCheck, fetchBtfChecks } from '../../api/console-areas.ts';
import { ConsoleList, useListState } from './ConsoleTable.tsx';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// 生时校对 (admin, support): members who paid for an expert check of their birth-time rectification;
// the operator reads the run (birth line, life events, ranked candidate times) and writes the
// conclusion once (10–3000 characters).

type View = 'open' | 'answered';

export function BtfChecks() {
  const [view, setView] = useState<View>('open');
  const paging = useListState();
  const list = useLoad(() => fetchBtfChecks(view, paging.current), [view, paging.current]);
  const { run, messages, busy } = useAction(list.reload);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  return (
    <>
      <h1 className="console-title">生时校对</h1>
      <div className="console-tabs" role="group" aria-label="校对状态">
        {(
          [
            ['open', '待答复'],
            ['answered', '已答复'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={value === view ? 'btn btn-primary' : 'btn'}
            aria-pressed={value === view}
            onClick={() => {
              setView(value);
              paging.restart();
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {messages}
      <ConsoleList
        loaded={list}
        rowKey={(check) => String(check.id)}
        renderItem={(check) => (
          <article className="console-panel">
            <h3>
              订单 {check.orderNo} · {check.statusName}
            </h3>
            <p className="muted">
              用户 {check.userId} · 申请于 {formatBeijing(check.createdAt, 'minute')}
            </p>
            {check.run ? (
              <>
                <p>
                  {check.run.birthLine} · 自报时间 {check.run.givenTime} · {check.run.reliability} · 校对范围
                  ±{check.run.windowMinutes} 分钟
                </p>
                {check.run.events.length > 0 && (
                  <>
                    <p>人生事件：</p>
                    <ul className="console-list">
                      {check.run.events.map((event, index) => (
                        <li key={index}>
                          {event.date} {event.kindName}
                          {event.note && `：${event.note}`}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <div className="console-table-wrap">
                  <table className="console-table">
                    <thead>
                      <tr>
                        <th>候选时间</th>
                        <th>得分</th>
                        <th>上升 / 天顶</th>
                        <th>依据</th>
                      </tr>
                    </thead>
                    <tbody>
                      {check.run.candidates.map((candidate) => (
                        <tr key={`${candidate.date} ${candidate.time}`}>
                          <td>
                            {candidate.date} {candidate.time}
                          </td>
                          <td>{candidate.score}</td>
                          <td>
                            {candidate.ascSign} / {candidate.mcSign}
                          </td>
                          <td>{candidate.reasons.join('；')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            ) : (
              <p className="muted">会员尚未关联校对记录。</p>
            )}
            {check.status === 'answered' ? (
              <>
                <p>
                  答复
                  {check.answeredAt && (
                    <span className="muted">（{formatBeijing(check.answeredAt, 'minute')}）</span>
                  )}
                  ：
                </p>
                <p className="console-quote">{check.answer}</p>
              </>
            ) : (
              <div className="console-answer">
                <label className="console-field">
                  校对结论（10–3000 字，提交后会员可见，只能答复一次）
                  <textarea
                    rows={4}
                    value={answers[check.id] ?? ''}
                    onChange={(event) => setAnswers({ ...answers, [check.id]: event.target.value })}
                  />
                </label>
                <div className="console-actions">
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={busy}
                    onClick={() =>
                      void run(() => answerBtfCheck(check.id, answers[check.id] ?? ''), '已答复')
                    }
                  >
                    提交答复
                  </button>
                </div>
              </div>
            )}
          </article>
        )}
        failedText="校对任务加载失败。"
        emptyText={view === 'open' ? '没有待答复的校对。' : '还没有答复过的校对。'}
        onPage={paging.setCurrent}
      />
    </>
  );
}
