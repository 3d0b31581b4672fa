import { useCallback } from 'react';
import { Link, useParams, type MetaFunction } from 'react-router';
import { fetchReportsOfOrder } from '../api/reports.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { ReportStatusCard } from '../features/reports/ReportStatusCard.tsx';
import { usePolledReports } from '../features/reports/use-polled-list.ts';
import '../features/reports/reports.css';

// The reports of one order (where a member lands from the order): fill each in, watch it generate, read it.

export const meta: MetaFunction = () => [{ title: '订单中的报告 - 星图' }];

export default function OrderReportsPage() {
  const orderId = Number(useParams().orderId);
  const list = useCallback(
    () =>
      Number.isSafeInteger(orderId) && orderId > 0
        ? fetchReportsOfOrder(orderId)
        : Promise.reject(new Error('订单编号不正确')),
    [orderId],
  );
  const { load, reload } = usePolledReports(list);
  return (
    <div className="page report-page">
      <p>
        <Link to="/user/report">‹ 我的报告</Link>
      </p>
      <h1>订单中的报告</h1>
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
