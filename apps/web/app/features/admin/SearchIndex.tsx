import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchIndexStatus, rebuildIndex } from '../../api/console-areas.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { PopularWords } from './PopularWords.tsx';
import { messageOf, useLoad } from './use-load.ts';

// 搜索 (editor, admin): how many documents of each kind the site search holds, and a full rebuild
// (one at a time; the index otherwise follows every change by itself), and 热门搜索 (PopularWords.tsx).

export function SearchIndex() {
  const status = useLoad(() => fetchIndexStatus(), []);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const rebuild = async () => {
    setBusy(true);
    setNotice('');
    setError('');
    try {
      const done = await rebuildIndex();
      setNotice(
        `重建完成：写入 ${done.indexed} 条，移除 ${done.removed} 条，现共 ${done.total} 条，用时 ${(done.tookMs / 1000).toFixed(1)} 秒。`,
      );
      status.reload();
    } catch (refused) {
      setError(messageOf(refused));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h1 className="console-title">搜索</h1>
      <section className="console-panel">
        <h2>索引状态</h2>
        {status.failed ? (
          <PageError
            text="索引状态加载失败。"
            action={
              <button type="button" className="btn" onClick={status.reload}>
                重新加载
              </button>
            }
          />
        ) : !status.value ? (
          <PageLoading />
        ) : (
          <>
            <div className="console-table-wrap">
              <table className="console-table">
                <thead>
                  <tr>
                    <th>类型</th>
                    <th>条数</th>
                  </tr>
                </thead>
                <tbody>
                  {status.value.kinds.map((kind) => (
                    <tr key={kind.kind}>
                      <td>{kind.label}</td>
                      <td>{kind.count}</td>
                    </tr>
                  ))}
                  <tr>
                    <td>
                      <strong>合计</strong>
                    </td>
                    <td>
                      <strong>{status.value.total}</strong>
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
            <p className="muted">
              最近更新：
              {status.value.lastUpdatedAt
                ? formatBeijing(status.value.lastUpdatedAt, 'minute')
                : '尚未建立索引'}
            </p>
          </>
        )}
      </section>
      <PopularWords />
      <section className="console-panel">
        <h2>重建索引</h2>
        <p className="muted">
          内容、课程、报告等变动会自动进入索引；只有在搜索结果明显不对时才需要全部重建。
        </p>
        <div className="console-actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void rebuild()}>
            {busy ? '正在重建…' : '全部重建'}
          </button>
        </div>
        {notice && (
          <p className="console-notice" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="console-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </>
  );
}
