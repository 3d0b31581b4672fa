import { Link } from 'react-router';
import { CALENDAR_REPORT_TEMPLATE } from '@xingtu/contracts/calendar-report';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { ReportRecord } from '@xingtu/contracts/reports';
import { ReportFileButton } from './ReportFileButton.tsx';
import { inputPath, readerPath } from './report-links.ts';

// One report in a list (my reports, an order's reports): its status and what can be done now.

export function ReportStatusCard({ report }: { report: ReportRecord }) {
  const calendar = report.template === CALENDAR_REPORT_TEMPLATE;
  return (
    <li className="card report-card" aria-label={`${report.title} ${report.statusLabel}`}>
      <div className="grow">
        <p className="report-card-title">
          {report.title}
          <span className={`report-status report-status-${report.status}`}>{report.statusLabel}</span>
        </p>
        <p className="muted">
          {report.people ? report.people.map((p) => p.name).join('、') : '尚未填写资料'} · 购于{' '}
          {formatBeijing(report.createdAt, 'date')} · 订单 {report.orderNo}
        </p>
        {report.correctionUntil && (
          <p className="field-hint">
            出生资料有误？{formatBeijing(report.correctionUntil, 'minute')} 前可免费修正一次
          </p>
        )}
      </div>
      <div className="report-card-actions">
        {report.status === 'awaiting_input' && (
          <Link className="btn btn-small btn-primary" to={inputPath(report)}>
            填写资料
          </Link>
        )}
        {report.status === 'generating' && (
          <Link className="btn btn-small" to={readerPath(report)}>
            查看进度
          </Link>
        )}
        {report.status === 'failed' && (
          <Link className="btn btn-small btn-primary" to={`${inputPath(report)}?correct=1`}>
            重新提交
          </Link>
        )}
        {report.status === 'ready' && (
          <>
            <Link className="btn btn-small btn-primary" to={readerPath(report)}>
              {calendar ? '查看日历' : '阅读报告'}
            </Link>
            {/* The calendar is read month by month on its pages; it has no document to download. */}
            {!calendar && <ReportFileButton reportId={report.id} fileName={report.title} />}
            {report.correctionUntil && (
              <Link className="btn btn-small" to={`${inputPath(report)}?correct=1`}>
                修正资料
              </Link>
            )}
          </>
        )}
      </div>
    </li>
  );
}
