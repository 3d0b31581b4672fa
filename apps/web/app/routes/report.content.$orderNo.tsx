import { useCallback } from 'react';
import { Link, useParams, type MetaFunction } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { fetchReportsOfOrder } from '../api/reports.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { ReportStatusCard } from '../features/reports/ReportStatusCard.tsx';
import { usePolledReports } from '../features/reports/use-polled-list.ts';
import '../features/reports/reports.css';

// The reports of one order (where a member lands from the order): fill each in, watch it generate, read it.

export const meta: MetaFunction = () => [{ title: '订单中的报告 - 星图' }];

export default function OrderReportsPage() {
  // The address carries the order number the member sees (never the database id).
  const orderNo = useParams().orderNo ?? '';
  const list = useCallback(
    () =>
      /^[A-Za-z]{0,4}\d{10,40}$/.test(orderNo)
        ? fetchReportsOfOrder(orderNo)
        : Promise.reject(new ApiError('000404', '订单不存在', 404)),
    [orderNo],
  );
  const { load, reload } = usePolledReports(list);
  return (
    <div className="page report-page">
      <p>
        <Link to="/user/report">‹ 我的报告</Link>
      </p>
      <h1>订单中的报告</h1>
      <p className="muted">订单号 {orderNo}</p>
      {load.kind === 'loading' && <PageLoading />}
      {load.kind === 'missing' && <PageError text="这个订单里没有报告，或订单不属于当前账号。" />}
      {load.kind === 'failed' && (
        <PageError
          text="报告加载失败。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      )}
      {load.kind === 'ready' && (
        <ul className="report-card-list" aria-label="订单中的报告">
          {load.reports.map((report) => (
            <ReportStatusCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </div>
  );
}
