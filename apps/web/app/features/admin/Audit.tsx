import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { AuditRecord, AuditSortField } from '@xingtu/contracts/console';
import { fetchAudit } from '../../api/console.ts';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { useLoad } from './use-load.ts';

const brief = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

const COLUMNS: ConsoleColumn<AuditRecord>[] = [
  // The time column sorts by the record's number, which follows the time it was written.
  {
    id: 'id',
    accessorKey: 'id',
    header: '时间',
    enableSorting: true,
    cell: ({ row }) => formatBeijing(row.original.createdAt),
  },
  {
    id: 'actor',
    accessorKey: 'actorName',
    header: '操作人',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        {row.original.actorName} <span className="muted">{row.original.actorId}</span>
      </>
    ),
  },
  {
    id: 'action',
    accessorKey: 'action',
    header: '操作',
    enableSorting: true,
    cell: ({ row }) => row.original.actionLabel,
  },
  { id: 'target', header: '对象', cell: ({ row }) => row.original.targetId ?? '—' },
  {
    id: 'before',
    header: '之前',
    cell: ({ row }) => <div className="console-json">{brief(row.original.before)}</div>,
  },
  {
    id: 'after',
    header: '之后',
    cell: ({ row }) => <div className="console-json">{brief(row.original.after)}</div>,
  },
  { id: 'reason', header: '原因', cell: ({ row }) => row.original.reason ?? '—' },
  { id: 'ip', header: 'IP', cell: ({ row }) => row.original.ip },
];

export function Audit() {
  const list = useListState();
  const loaded = useLoad(
    () =>
      fetchAudit(
        list.current,
        undefined,
        list.sort ? { by: list.sort.id as AuditSortField, desc: list.sort.desc } : null,
      ),
    [list.current, list.sort],
  );
  return (
    <>
      <h1 className="console-title">操作记录</h1>
      <p className="muted">每一次运营操作都会留下记录，记录不可修改或删除。</p>
      <ConsoleTable
        label="操作记录"
        columns={COLUMNS}
        loaded={loaded}
        rowKey={(line) => String(line.id)}
        failedText="操作记录加载失败。"
        emptyText="还没有操作记录。"
        onPage={list.setCurrent}
        sort={list.sort}
        onSort={list.setSort}
      />
    </>
  );
}
