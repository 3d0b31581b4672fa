import { useState, type FormEvent } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchAdminEbooks, setEbookStatus, uploadEbook } from '../../api/console-areas.ts';
import { ConsoleTable, type ConsoleColumn } from './ConsoleTable.tsx';
import { useAction } from './use-action.tsx';
import { messageOf, useLoad } from './use-load.ts';
import { yuanToFen } from './money.ts';

// 电子书 (editor, admin): every book with its readers; taking one off hides it from the catalogue and
// its page, and buyers keep reading. A new book is uploaded as an EPUB with its title, author, summary
// and price; the server checks the file and puts it on sale.

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function UploadForm({ onDone }: { onDone(): void }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get('file');
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const priceFen = yuanToFen(text('price'));
    if (!/^[a-z0-9][a-z0-9-]{1,47}$/.test(text('slug')))
      return setStatus({ ok: false, text: '编号只能用 2–48 位小写字母、数字和连字符' });
    if (priceFen === null || priceFen < 1)
      return setStatus({ ok: false, text: '价格请填写金额，例如 19.90' });
    if (!(file instanceof File) || file.size === 0) return setStatus({ ok: false, text: '请选择 EPUB 文件' });
    if (file.size > 20 * 1024 * 1024) return setStatus({ ok: false, text: 'EPUB 文件不能超过 20MB' });
    setBusy(true);
    setStatus(null);
    try {
      const book = await uploadEbook(
        {
          slug: text('slug'),
          title: text('title'),
          author: text('author'),
          summary: text('summary'),
          priceFen,
        },
        file,
      );
      setStatus({ ok: true, text: `《${book.title}》已上传并上架，共 ${book.chapterCount} 章` });
      formElement.reset();
      onDone();
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="console-panel console-editor"
      aria-label="上传电子书"
      onSubmit={(event) => void submit(event)}
    >
      <h2>上传电子书</h2>
      <div className="console-form-row">
        <label className="console-field">
          编号（网址中使用）
          <input name="slug" required placeholder="例如 four-elements" />
        </label>
        <label className="console-field">
          书名
          <input name="title" required maxLength={40} />
        </label>
        <label className="console-field">
          作者
          <input name="author" required maxLength={30} />
        </label>
        <label className="console-field">
          价格（元）
          <input name="price" required inputMode="decimal" />
        </label>
      </div>
      <label className="console-field">
        简介（10–300 字）
        <textarea name="summary" rows={2} required minLength={10} maxLength={300} />
      </label>
      <label className="console-field">
        EPUB 文件（不超过 20MB；封面按书名自动生成，第一章作为免费试读）
        <input name="file" type="file" accept=".epub,application/epub+zip" required />
      </label>
      {status && (
        <p className={status.ok ? 'console-notice' : 'console-error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? '正在上传…' : '上传并上架'}
      </button>
    </form>
  );
}

type Book = Awaited<ReturnType<typeof fetchAdminEbooks>>[number];

export function Ebooks() {
  const list = useLoad(() => fetchAdminEbooks(), []);
  const { run, messages, busy } = useAction(list.reload);
  const columns: ConsoleColumn<Book>[] = [
    {
      id: 'title',
      header: '书名',
      cell: ({ row }) => <a href={`/ebook/detail/${row.original.bookId}`}>{row.original.title}</a>,
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row: { original: book } }) => (
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
      ),
    },
    { id: 'chapters', header: '章节', cell: ({ row }) => row.original.chapterCount },
    { id: 'file', header: '文件', cell: ({ row }) => size(row.original.fileBytes) },
    { id: 'readers', header: '持有读者', cell: ({ row }) => row.original.readers },
    { id: 'opened', header: '打开过', cell: ({ row }) => row.original.opened },
    { id: 'annotations', header: '笔记与书签', cell: ({ row }) => row.original.annotations },
    { id: 'updated', header: '更新时间', cell: ({ row }) => formatBeijing(row.original.updatedAt, 'minute') },
  ];
  return (
    <>
      <h1 className="console-title">电子书</h1>
      <p className="muted">下架后电子书不再出现在书城和详情页，已购买的读者仍可继续阅读。</p>
      <UploadForm onDone={list.reload} />
      {messages}
      <ConsoleTable
        label="电子书"
        columns={columns}
        loaded={list}
        rowKey={(book) => String(book.bookId)}
        failedText="电子书加载失败。"
        emptyText="还没有电子书。"
      />
    </>
  );
}
