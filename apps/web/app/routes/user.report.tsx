import { useCallback } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { fetchMyReports } from '../api/reports.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { ReportStatusCard } from '../features/reports/ReportStatusCard.tsx';
import { usePolledReports } from '../features/reports/use-polled-list.ts';
import '../features/reports/reports.css';

// 已购报告: every report the member bought, its status, and reading, download, filling or correcting.

export const meta: MetaFunction = () => [{ title: '已购报告 - 星图' }];

export default function MyReportsPage() {
  const list = useCallback(async () => (await fetchMyReports(1, 50)).records, []);
  const { load, reload } = usePolledReports(list);
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>已购报告</h1>
        <Link to="/report">报告目录 ›</Link>
      </div>
      {load.kind === 'loading' && <PageLoading />}
      {(load.kind === 'failed' || load.kind === 'missing') && (
        <PageError
          text="报告列表加载失败。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      )}
      {load.kind === 'ready' && load.reports.length === 0 && (
        <EmptyState
          text="你还没有购买报告。每份报告都依据你的星盘逐节撰写，可随时回看和下载。"
          action={
            <Link className="btn btn-primary" to="/report">
              看看有哪些报告
            </Link>
          }
        />
      )}
      {load.kind === 'ready' && load.reports.length > 0 && (
        <ul className="report-card-list" aria-label="我的报告">
          {load.reports.map((report) => (
            <ReportStatusCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </div>
  );
}
