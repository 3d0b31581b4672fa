import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@xingtu/contracts/enums';
import { downloadOrdersCsv, fetchOrders, type OrderFilter } from '../../api/console.ts';
import type { AdminOrderRow, OrderSortField } from '@xingtu/contracts/console';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { messageOf, useLoad } from './use-load.ts';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

const COLUMNS: ConsoleColumn<AdminOrderRow>[] = [
  {
    id: 'orderNo',
    header: '订单号',
    cell: ({ row }) => <Link to={`/admin/orders/${row.original.orderNo}`}>{row.original.orderNo}</Link>,
  },
  { id: 'title', header: '商品', cell: ({ row }) => row.original.title },
  {
    id: 'buyer',
    header: '买家',
    cell: ({ row }) => (
      <>
        {row.original.userName} <span className="muted">{row.original.userId}</span>
      </>
    ),
  },
  {
    id: 'total',
    accessorKey: 'totalFen',
    header: '金额',
    enableSorting: true,
    cell: ({ row }) => formatFen(row.original.totalFen),
  },
  {
    id: 'refunded',
    header: '已退',
    cell: ({ row }) => (row.original.refundedFen > 0 ? formatFen(row.original.refundedFen) : '—'),
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: '状态',
    enableSorting: true,
    cell: ({ row }) => row.original.statusLabel,
  },
  {
    id: 'created',
    accessorKey: 'createdAt',
    header: '下单时间',
    enableSorting: true,
    cell: ({ row }) => formatBeijing(row.original.createdAt, 'minute'),
  },
];

export function Orders() {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<OrderFilter>({});
  const list = useListState();
  const [error, setError] = useState('');
  const loaded = useLoad(
    () =>
      fetchOrders(
        filter,
        list.current,
        list.sort ? { by: list.sort.id as OrderSortField, desc: list.sort.desc } : null,
      ),
    [filter, list.current, list.sort],
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    list.restart();
    setFilter({ ...filter, keyword: typed.trim() || undefined });
  };
  const exportCsv = async () => {
    setError('');
    try {
      const blob = await downloadOrdersCsv(filter);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `订单-${formatBeijing(new Date(), 'stamp')}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (refused) {
      setError(messageOf(refused));
    }
  };
  return (
    <>
      <h1 className="console-title">订单</h1>
      <form className="console-search" onSubmit={search} role="search">
        <select
          aria-label="订单状态"
          value={filter.status ?? ''}
          onChange={(event) => {
            list.restart();
            setFilter({ ...filter, status: (event.target.value || undefined) as OrderStatus | undefined });
          }}
        >
          <option value="">全部状态</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status} {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <input
          aria-label="订单号、用户编号或手机号"
          placeholder="订单号、用户编号或完整手机号"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
        <button type="button" className="btn" onClick={() => void exportCsv()}>
          导出 CSV
        </button>
      </form>
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <ConsoleTable
        label="订单列表"
        columns={COLUMNS}
        loaded={loaded}
        rowKey={(order) => order.orderNo}
        failedText="订单加载失败。"
        emptyText="没有符合条件的订单。"
        onPage={list.setCurrent}
        sort={list.sort}
        onSort={list.setSort}
      />
    </>
  );
}
