import { useState } from 'react';
import { SEARCH_RULES } from '@xingtu/contracts/search';
import { fetchPopularWords, hidePopularWord } from '../../api/console-areas.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { messageOf, useLoad } from './use-load.ts';

// 搜索 › 热门搜索 (editor, admin): the words visitors searched most in the last seven days, as the
// search page and the empty search box show them; a word can be hidden there (it stays searchable)
// and shown again. Each change is recorded in the audit trail.

export function PopularWords() {
  const words = useLoad(() => fetchPopularWords(), []);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  const toggle = async (keyword: string, hidden: boolean) => {
    setBusy(keyword);
    setError('');
    try {
      await hidePopularWord(keyword, hidden);
      words.reload();
    } catch (refused) {
      setError(messageOf(refused));
    } finally {
      setBusy('');
    }
  };
  return (
    <section className="console-panel">
      <h2>热门搜索</h2>
      <p className="muted">
        近{SEARCH_RULES.popularDays}天里至少{SEARCH_RULES.popularMinVisitors}
        位访客搜索过、并且搜到了内容的词，按人数排列；前{SEARCH_RULES.popularLimit}
        个未隐藏的词展示在搜索页和搜索框里。隐藏只影响展示，不影响搜索。
      </p>
      {words.failed ? (
        <PageError
          text="热门搜索加载失败。"
          action={
            <button type="button" className="btn" onClick={words.reload}>
              重新加载
            </button>
          }
        />
      ) : !words.value ? (
        <PageLoading />
      ) : words.value.length === 0 ? (
        <EmptyState text={`近${SEARCH_RULES.popularDays}天还没有足够的搜索记录。`} />
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th>搜索词</th>
                <th>搜索人数</th>
                <th>状态</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {words.value.map((word) => (
                <tr key={word.keyword}>
                  <td>{word.keyword}</td>
                  <td>{word.visitors}</td>
                  <td>{word.hidden ? '已隐藏' : '展示中'}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={busy !== ''}
                      onClick={() => void toggle(word.keyword, !word.hidden)}
                    >
                      {busy === word.keyword ? '处理中…' : word.hidden ? '恢复展示' : '隐藏'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
