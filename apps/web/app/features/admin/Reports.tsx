import { useState, type FormEvent } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fenToYuanText, yuanTextToFen } from '@xingtu/contracts/console-catalog';
import { formatFen } from '@xingtu/contracts/constants';
import {
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type AdminReportRecord,
  type ReportStatus,
  type ReportTemplateRecord,
} from '@xingtu/contracts/reports';
import {
  fetchAdminReports,
  fetchReportTemplates,
  isTemplateKey,
  regenerateReport,
  updateReportTemplate,
  type ReportFilter,
} from '../../api/console-reports.ts';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { useAction } from './use-action.tsx';
import { useLoad } from './use-load.ts';

// 报告 (admin): the report templates — price, list price and the free sample shown on the report's
// page — and every member's report with its status, regenerated from the stored input when a job
// failed or a template changed (the member's free correction is not used up).

export function Reports() {
  return (
    <>
      <h1 className="console-title">报告</h1>
      <Templates />
      <ReportList />
    </>
  );
}

function Templates() {
  const loaded = useLoad(fetchReportTemplates, []);
  const [editing, setEditing] = useState<ReportTemplateRecord | null>(null);
  const columns: ConsoleColumn<ReportTemplateRecord>[] = [
    { id: 'title', header: '报告', cell: ({ row }) => row.original.title },
    {
      id: 'price',
      header: '售价',
      cell: ({ row }) => (row.original.priceFen === null ? '未上架' : formatFen(row.original.priceFen)),
    },
    {
      id: 'list',
      header: '划线价',
      cell: ({ row }) => (row.original.listPriceFen === null ? '—' : formatFen(row.original.listPriceFen)),
    },
    { id: 'sample', header: '样例标题', cell: ({ row }) => row.original.sample.title },
    {
      id: 'actions',
      header: '操作',
      cell: ({ row }) =>
        isTemplateKey(row.original.key) ? (
          <button type="button" className="btn btn-small" onClick={() => setEditing(row.original)}>
            修改
          </button>
        ) : (
          <span className="muted">按资料实时计算，无需修改</span>
        ),
    },
  ];
  return (
    <section className="console-panel" aria-labelledby="report-templates">
      <h2 id="report-templates">报告模板</h2>
      <ConsoleTable
        label="报告模板"
        columns={columns}
        loaded={loaded}
        rowKey={(template) => template.key}
        failedText="报告模板加载失败。"
        emptyText="还没有报告模板。"
      />
      {editing && (
        <TemplateForm
          key={editing.key}
          template={editing}
          done={() => {
            setEditing(null);
            loaded.reload();
          }}
        />
      )}
    </section>
  );
}

function TemplateForm({ template, done }: { template: ReportTemplateRecord; done: () => void }) {
  const [price, setPrice] = useState(template.priceFen === null ? '' : fenToYuanText(template.priceFen));
  const [list, setList] = useState(
    template.listPriceFen === null ? '' : fenToYuanText(template.listPriceFen),
  );
  const [title, setTitle] = useState(template.sample.title);
  const [text, setText] = useState(template.sample.text);
  const { run, messages, busy } = useAction(() => undefined);
  const onSale = template.productId !== null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!isTemplateKey(template.key)) return;
    const priceFen = onSale ? yuanTextToFen(price) : null;
    const listPriceFen = onSale ? yuanTextToFen(list) : null;
    const ok = await run(async () => {
      if (onSale && (priceFen === null || listPriceFen === null))
        throw new Error('价格请填写金额，例如 68 或 68.00');
      await updateReportTemplate(template.key as Parameters<typeof updateReportTemplate>[0], {
        ...(priceFen !== null ? { priceFen } : {}),
        ...(listPriceFen !== null ? { listPriceFen } : {}),
        sampleTitle: title,
        sampleText: text,
      });
    }, '已保存');
    if (ok) done();
  };
  return (
    <form className="console-editor" onSubmit={(event) => void save(event)}>
      <h3>修改「{template.title}」</h3>
      {onSale ? (
        <div className="console-form-row">
          <label className="console-field">
            售价（元）
            <input inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
          </label>
          <label className="console-field">
            划线价（元）
            <input inputMode="decimal" value={list} onChange={(event) => setList(event.target.value)} />
          </label>
        </div>
      ) : (
        <p className="muted">这种报告还没有上架的商品，价格在「商品」栏目中新建后再改。</p>
      )}
      <label className="console-field">
        样例标题
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label className="console-field">
        样例正文（20–2000 字，展示在报告介绍页）
        <textarea rows={6} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      {messages}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        保存
      </button>{' '}
      <button type="button" className="btn" onClick={done}>
        取消
      </button>
    </form>
  );
}

function ReportList() {
  const [filter, setFilter] = useState<ReportFilter>({});
  const [typedUser, setTypedUser] = useState('');
  const list = useListState();
  const loaded = useLoad(() => fetchAdminReports(filter, list.current), [filter, list.current]);
  const { run, messages, busy } = useAction(loaded.reload);
  const refine = (next: ReportFilter) => {
    list.restart();
    setFilter(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const userId = Number(typedUser.trim());
    refine({ ...filter, userId: Number.isSafeInteger(userId) && userId > 0 ? userId : undefined });
  };
  const columns: ConsoleColumn<AdminReportRecord>[] = [
    { id: 'id', header: '报告编号', cell: ({ row }) => row.original.id },
    { id: 'title', header: '报告', cell: ({ row }) => row.original.title },
    { id: 'user', header: '用户编号', cell: ({ row }) => row.original.userId },
    { id: 'order', header: '订单号', cell: ({ row }) => row.original.orderNo },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => (
        <>
          {row.original.statusLabel}
          {row.original.failure && <span className="muted">（{row.original.failure}）</span>}
        </>
      ),
    },
    { id: 'version', header: '版本', cell: ({ row }) => row.original.currentVersion || '—' },
    { id: 'updated', header: '更新时间', cell: ({ row }) => formatBeijing(row.original.updatedAt, 'minute') },
    {
      id: 'actions',
      header: '操作',
      cell: ({ row }) =>
        row.original.status === 'ready' || row.original.status === 'failed' ? (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() => void run(() => regenerateReport(row.original.id), '已开始重新生成')}
          >
            重新生成
          </button>
        ) : null,
    },
  ];
  return (
    <section className="console-panel" aria-labelledby="report-list">
      <h2 id="report-list">用户报告</h2>
      <form className="console-search" onSubmit={search} role="search">
        <select
          aria-label="报告状态"
          value={filter.status ?? ''}
          onChange={(event) =>
            refine({ ...filter, status: (event.target.value || undefined) as ReportStatus | undefined })
          }
        >
          <option value="">全部状态</option>
          {REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REPORT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <input
          aria-label="用户编号"
          placeholder="用户编号"
          inputMode="numeric"
          value={typedUser}
          onChange={(event) => setTypedUser(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          筛选
        </button>
      </form>
      {messages}
      <ConsoleTable
        label="用户报告"
        columns={columns}
        loaded={loaded}
        rowKey={(report) => report.id}
        failedText="报告列表加载失败。"
        emptyText="没有符合条件的报告。"
        onPage={list.setCurrent}
      />
    </section>
  );
}
