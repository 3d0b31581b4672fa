import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchAudit } from '../../api/console.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { useLoad } from './use-load.ts';

const brief = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

export function Audit() {
  const [current, setCurrent] = useState(1);
  const { value, failed, reload } = useLoad(() => fetchAudit(current), [current]);
  if (failed)
    return (
      <PageError
        text="操作记录加载失败。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  if (!value) return <PageLoading />;
  return (
    <>
      <h1 className="console-title">操作记录</h1>
      <p className="muted">每一次运营操作都会留下记录，记录不可修改或删除。</p>
      {value.records.length === 0 ? (
        <EmptyState text="还没有操作记录。" />
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th>时间</th>
                <th>操作人</th>
                <th>操作</th>
                <th>对象</th>
                <th>之前</th>
                <th>之后</th>
                <th>原因</th>
                <th>IP</th>
              </tr>
            </thead>
            <tbody>
              {value.records.map((line) => (
                <tr key={line.id}>
                  <td>{formatBeijing(line.createdAt)}</td>
                  <td>
                    {line.actorName} <span className="muted">{line.actorId}</span>
                  </td>
                  <td>{line.actionLabel}</td>
                  <td>{line.targetId ?? '—'}</td>
                  <td className="console-json">{brief(line.before)}</td>
                  <td className="console-json">{brief(line.after)}</td>
                  <td>{line.reason ?? '—'}</td>
                  <td>{line.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager current={current} pages={Math.ceil(value.total / value.size)} onChange={setCurrent} />
    </>
  );
}
