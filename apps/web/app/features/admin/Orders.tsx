import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@xingtu/contracts/enums';
import { downloadOrdersCsv, fetchOrders, type OrderFilter } from '../../api/console.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { messageOf, useLoad } from './use-load.ts';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

export function Orders() {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<OrderFilter>({});
  const [current, setCurrent] = useState(1);
  const [error, setError] = useState('');
  const { value, failed, reload } = useLoad(() => fetchOrders(filter, current), [filter, current]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setCurrent(1);
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
            setCurrent(1);
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
      {failed ? (
        <PageError
          text="订单加载失败。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      ) : !value ? (
        <PageLoading />
      ) : value.records.length === 0 ? (
        <EmptyState text="没有符合条件的订单。" />
      ) : (
        <>
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>订单号</th>
                  <th>商品</th>
                  <th>买家</th>
                  <th>金额</th>
                  <th>已退</th>
                  <th>状态</th>
                  <th>下单时间</th>
                </tr>
              </thead>
              <tbody>
                {value.records.map((order) => (
                  <tr key={order.orderNo}>
                    <td>
                      <Link to={`/admin/orders/${order.orderNo}`}>{order.orderNo}</Link>
                    </td>
                    <td>{order.title}</td>
                    <td>
                      {order.userName} <span className="muted">{order.userId}</span>
                    </td>
                    <td>{formatFen(order.totalFen)}</td>
                    <td>{order.refundedFen > 0 ? formatFen(order.refundedFen) : '—'}</td>
                    <td>{order.statusLabel}</td>
                    <td>{formatBeijing(order.createdAt, 'minute')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager current={current} pages={Math.ceil(value.total / value.size)} onChange={setCurrent} />
        </>
      )}
    </>
  );
}
