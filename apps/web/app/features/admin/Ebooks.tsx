import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchAdminEbooks, setEbookStatus } from '../../api/console-areas.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// 电子书 (editor, admin): every book with its readers; taking one off hides it from the catalogue and
// its page, and buyers keep reading.

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function Ebooks() {
  const list = useLoad(() => fetchAdminEbooks(), []);
  const { run, messages, busy } = useAction(list.reload);
  return (
    <>
      <h1 className="console-title">电子书</h1>
      <p className="muted">下架后电子书不再出现在书城和详情页，已购买的读者仍可继续阅读。</p>
      {messages}
      {list.failed ? (
        <PageError
          text="电子书加载失败。"
          action={
            <button type="button" className="btn" onClick={list.reload}>
              重新加载
            </button>
          }
        />
      ) : !list.value ? (
        <PageLoading />
      ) : list.value.length === 0 ? (
        <EmptyState text="还没有电子书。" />
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th>书名</th>
                <th>状态</th>
                <th>章节</th>
                <th>文件</th>
                <th>持有读者</th>
                <th>打开过</th>
                <th>笔记与书签</th>
                <th>更新时间</th>
              </tr>
            </thead>
            <tbody>
              {list.value.map((book) => (
                <tr key={book.bookId}>
                  <td>
                    <a href={`/ebook/detail/${book.bookId}`}>{book.title}</a>
                  </td>
                  <td>
                    <label className="console-switch">
                      <input
                        type="checkbox"
                        role="switch"
                        checked={book.status === 'on'}
                        disabled={busy}
                        aria-label={`${book.title} 上架`}
                        onChange={(event) => {
                          const on = event.target.checked;
                          void run(
                            () => setEbookStatus(book.bookId, on ? 'on' : 'off'),
                            on ? `《${book.title}》已上架` : `《${book.title}》已下架`,
                          );
                        }}
                      />
                      {book.status === 'on' ? '已上架' : '已下架'}
                    </label>
                  </td>
                  <td>{book.chapterCount}</td>
                  <td>{size(book.fileBytes)}</td>
                  <td>{book.readers}</td>
                  <td>{book.opened}</td>
                  <td>{book.annotations}</td>
                  <td>{formatBeijing(book.updatedAt, 'minute')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
