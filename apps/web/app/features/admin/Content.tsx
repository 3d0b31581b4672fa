import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_KIND_LABELS,
  CONTENT_STATUS,
  type ContentAdminRecord,
  type ContentStatus,
} from '@xingtu/contracts/content';
import { CONTENT_KINDS, type ContentKind } from '@xingtu/contracts/enums';
import {
  fetchContentItem,
  fetchContentList,
  publishContentItem,
  saveContentItem,
  uploadContentImage,
  type ContentFilter,
} from '../../api/console-areas.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import {
  beijingInputToIso,
  bodyOf,
  emptyContentForm,
  formOf,
  isoToBeijingInput,
  type ContentForm,
} from './content-form.ts';
import { insertBlock } from './markdown-insert.ts';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { messageOf, useLoad } from './use-load.ts';

// 内容 (editor, admin): every content item by kind and status; the editor writes Markdown and sees the
// page as the server renders it (the preview is the saved item's bodyHtml); publish, schedule, take back.

const STATUSES = Object.keys(CONTENT_STATUS) as ContentStatus[];

function statusText(item: ContentAdminRecord): string {
  if (item.status === 'scheduled' && item.publishAt) {
    return `定时发布（${formatBeijing(item.publishAt, 'minute')}）`;
  }
  return CONTENT_STATUS[item.status] + (item.status === 'published' && !item.live ? '（未公开）' : '');
}

const COLUMNS: ConsoleColumn<ContentAdminRecord>[] = [
  {
    id: 'title',
    header: '标题',
    cell: ({ row }) => <Link to={`/admin/content/${row.original.id}`}>{row.original.title}</Link>,
  },
  { id: 'kind', header: '类型', cell: ({ row }) => CONTENT_KIND_LABELS[row.original.kind] },
  { id: 'status', header: '状态', cell: ({ row }) => statusText(row.original) },
  { id: 'author', header: '作者', cell: ({ row }) => row.original.author },
  { id: 'updated', header: '更新时间', cell: ({ row }) => formatBeijing(row.original.updatedAt, 'minute') },
];

export function ContentList() {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<ContentFilter>({});
  const list = useListState();
  const loaded = useLoad(() => fetchContentList(filter, list.current), [filter, list.current]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    list.restart();
    setFilter({ ...filter, keyword: typed.trim() || undefined });
  };
  return (
    <>
      <h1 className="console-title">内容</h1>
      <form className="console-search" onSubmit={search} role="search">
        <select
          aria-label="内容类型"
          value={filter.kind ?? ''}
          onChange={(event) => {
            list.restart();
            setFilter({ ...filter, kind: (event.target.value || undefined) as ContentKind | undefined });
          }}
        >
          <option value="">全部类型</option>
          {CONTENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CONTENT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        <select
          aria-label="发布状态"
          value={filter.status ?? ''}
          onChange={(event) => {
            list.restart();
            setFilter({ ...filter, status: (event.target.value || undefined) as ContentStatus | undefined });
          }}
        >
          <option value="">全部状态</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTENT_STATUS[status]}
            </option>
          ))}
        </select>
        <input
          aria-label="标题关键词"
          placeholder="标题关键词"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn">
          搜索
        </button>
        <Link to="/admin/content/new" className="btn btn-primary">
          新建内容
        </Link>
      </form>
      <ConsoleTable
        label="内容列表"
        columns={COLUMNS}
        loaded={loaded}
        rowKey={(item) => String(item.id)}
        failedText="内容加载失败。"
        emptyText="没有符合条件的内容。"
        onPage={list.setCurrent}
      />
    </>
  );
}

/** /admin/content/new and /admin/content/:id */
export function ContentEditor() {
  const { id } = useParams();
  const itemId = id && id !== 'new' ? Number(id) : null;
  const { value, failed, reload } = useLoad(
    () => (itemId === null ? Promise.resolve(null) : fetchContentItem(itemId)),
    [itemId],
  );
  if (failed) {
    return (
      <PageError
        text="内容不存在或加载失败。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  }
  if (value === undefined) return <PageLoading />;
  return <EditorForm key={value?.id ?? 'new'} item={value} />;
}

function Field({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <label className="console-field">
      {label}
      <input value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

function EditorForm({ item: loaded }: { item: ContentAdminRecord | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A new item's first save moves to its own address; the notice comes along.
  const carried = (location.state as { notice?: string } | null)?.notice ?? '';
  const [item, setItem] = useState(loaded);
  const [form, setForm] = useState<ContentForm>(loaded ? formOf(loaded) : emptyContentForm());
  const [when, setWhen] = useState(isoToBeijingInput(loaded?.publishAt ?? null));
  const [notice, setNotice] = useState(carried);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ContentForm>) => setForm({ ...form, ...patch });
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [uploading, setUploading] = useState(false);
  // A new item, once saved, moves to its own address and is read back from there: this form then
  // gives way to one for the saved item (publishing and the preview wait for it).
  const moving = loaded === null && item !== null;

  const act = async (action: () => Promise<ContentAdminRecord>, done: string) => {
    setNotice('');
    setError('');
    setBusy(true);
    try {
      const saved = await action();
      setItem(saved);
      setNotice(done);
      return saved;
    } catch (refused) {
      setError(messageOf(refused));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await act(() => saveContentItem(item?.id ?? null, bodyOf(form)), '已保存');
    if (saved && !item) {
      void navigate(`/admin/content/${saved.id}`, { replace: true, state: { notice: '已保存为草稿' } });
    }
  };

  // An image goes up on its own, then its Markdown goes where the cursor was when it was picked.
  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice('');
    setError('');
    if (file.size > CONTENT_IMAGE_MAX_BYTES) {
      setError('正文图片不能超过 2MB');
      return;
    }
    const area = bodyRef.current;
    const start = area?.selectionStart ?? form.bodyMarkdown.length;
    const end = area?.selectionEnd ?? start;
    setUploading(true);
    try {
      const image = await uploadContentImage(file);
      let cursor = 0;
      setForm((current) => {
        const placed = insertBlock(current.bodyMarkdown, start, end, image.markdown);
        cursor = placed.cursor;
        return { ...current, bodyMarkdown: placed.text };
      });
      setNotice('图片已插入正文，保存后可在预览中查看');
      requestAnimationFrame(() => {
        bodyRef.current?.focus();
        bodyRef.current?.setSelectionRange(cursor, cursor);
      });
    } catch (refused) {
      setError(messageOf(refused));
    } finally {
      setUploading(false);
    }
  };

  const publish = (action: 'publish' | 'schedule' | 'unpublish') => {
    if (!item) return;
    if (action === 'schedule') {
      const at = beijingInputToIso(when);
      if (!at) {
        setNotice('');
        setError('请选择定时发布的时间（北京时间）');
        return;
      }
      void act(() => publishContentItem(item.id, 'schedule', at), '已设定定时发布');
      return;
    }
    void act(() => publishContentItem(item.id, action), action === 'publish' ? '已发布' : '已撤回为草稿');
  };

  return (
    <>
      <p>
        <Link to="/admin/content">← 返回内容列表</Link>
      </p>
      <h1 className="console-title">{item ? `编辑：${item.title}` : '新建内容'}</h1>
      {item && !moving && (
        <section className="console-panel" aria-label="发布">
          <p>
            状态：<strong>{statusText(item)}</strong>
            {item.live ? (
              <>
                {' '}
                · 读者可见 · <a href={item.url}>查看页面</a>
              </>
            ) : (
              ' · 读者暂不可见'
            )}
          </p>
          <div className="console-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => publish('publish')}
            >
              立即发布
            </button>
            <label className="console-field">
              定时发布（北京时间）
              <input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
            </label>
            <button type="button" className="btn" disabled={busy} onClick={() => publish('schedule')}>
              定时发布
            </button>
            {item.status !== 'draft' && (
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => publish('unpublish')}
              >
                撤回为草稿
              </button>
            )}
          </div>
        </section>
      )}
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
      <form className="console-panel console-editor" onSubmit={(event) => void save(event)}>
        <div className="console-form-row">
          <label className="console-field">
            类型
            <select value={form.kind} onChange={(event) => set({ kind: event.target.value as ContentKind })}>
              {CONTENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CONTENT_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </label>
          <label className="console-field">
            可见范围
            <select
              value={form.visibility}
              onChange={(event) => set({ visibility: event.target.value === '1' ? 1 : 2 })}
            >
              <option value={2}>公开</option>
              <option value={1}>仅运营可见</option>
            </select>
          </label>
          <Field
            label="排序（越小越靠前）"
            value={form.sortOrder}
            onChange={(sortOrder) => set({ sortOrder })}
          />
        </div>
        <Field label="标题" value={form.title} onChange={(title) => set({ title })} />
        <Field label="摘要" value={form.summary} onChange={(summary) => set({ summary })} />
        <div className="console-form-row">
          <Field label="作者" value={form.author} onChange={(author) => set({ author })} />
          <Field
            label="标签（用逗号分隔）"
            value={form.tags}
            placeholder="如：行星，节气"
            onChange={(tags) => set({ tags })}
          />
          <Field
            label="页面地址（可不填）"
            value={form.slug}
            placeholder="如 contact-us"
            onChange={(slug) => set({ slug })}
          />
          <Field
            label="封面图地址（可不填）"
            value={form.cover}
            placeholder="/images/… 或 https://…"
            onChange={(cover) => set({ cover })}
          />
        </div>
        <label className="console-field">
          正文（Markdown）
          <textarea
            ref={bodyRef}
            rows={14}
            value={form.bodyMarkdown}
            onChange={(event) => set({ bodyMarkdown: event.target.value })}
          />
        </label>
        <div className="console-field">
          插入图片（PNG、JPG、WEBP 或 GIF，不超过 2MB，插在光标处）
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={uploading}
            onChange={(event) => void pickImage(event)}
            aria-label="插入正文图片"
          />
          {uploading && <span className="muted">图片上传中…</span>}
        </div>
        <details>
          <summary>搜索引擎设置</summary>
          <Field label="SEO 标题" value={form.seoTitle} onChange={(seoTitle) => set({ seoTitle })} />
          <Field
            label="SEO 描述"
            value={form.seoDescription}
            onChange={(seoDescription) => set({ seoDescription })}
          />
          <Field
            label="SEO 关键词"
            value={form.seoKeywords}
            onChange={(seoKeywords) => set({ seoKeywords })}
          />
        </details>
        <div className="console-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || moving || uploading}>
            {item ? '保存修改' : '保存为草稿'}
          </button>
        </div>
      </form>
      {item && !moving && (
        <section className="console-panel" aria-label="预览">
          <h2>预览（已保存的版本）</h2>
          {/* Rendered from Markdown and sanitised on the server. */}
          <div className="console-preview" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
        </section>
      )}
    </>
  );
}
