import { Link, useNavigate, useParams, useSearchParams, type MetaFunction } from 'react-router';
import { correctReportInput, submitReportInput } from '../api/reports.ts';
import { readerPath } from '../features/reports/report-links.ts';
import { ReportInputForm } from '../features/reports/ReportInputForm.tsx';
import { ReportLoadState } from '../features/reports/ReportLoadState.tsx';
import { useReport } from '../features/reports/use-report.ts';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import '../features/charts/chart.css';
import '../features/reports/reports.css';

// Filling a bought report: the people of its form, once (then it locks and generates); with
// ?correct=1 the one free correction within 7 days of the first generation.

export const meta: MetaFunction = () => [{ title: '填写报告资料 - 星图' }];

export default function ReportInputPage() {
  const id = useParams().id ?? '';
  const correcting = useSearchParams()[0].get('correct') === '1';
  const navigate = useNavigate();
  const { load, reload } = useReport(id);

  if (load.kind !== 'ready') return <ReportLoadState load={load} reload={reload} />;
  const report = load.report;
  const canCorrect = report.status === 'failed' || report.correctionUntil !== null;
  const open = report.status === 'awaiting_input' || (correcting && canCorrect);

  return (
    <div className="page report-page">
      <p>
        <Link to="/user/report">‹ 我的报告</Link>
      </p>
      <h1>{report.status === 'awaiting_input' ? '填写报告资料' : '修正报告资料'}</h1>
      <p className="muted">
        {report.title} · 订单 {report.orderNo}
      </p>
      {open ? (
        <>
          {report.status !== 'awaiting_input' && report.correctionUntil && (
            <p className="field-hint">
              免费修正仅此一次，截止 {formatBeijing(report.correctionUntil, 'minute')}
              ；修正后会生成新版本，旧版本仍可查看。
            </p>
          )}
          <ReportInputForm
            form={report.form}
            submitText={report.status === 'awaiting_input' ? '提交并生成报告' : '提交修正并重新生成'}
            onSubmit={async (people) => {
              const next =
                report.status === 'awaiting_input'
                  ? await submitReportInput(report.id, people)
                  : await correctReportInput(report.id, people);
              navigate(readerPath(next));
            }}
          />
        </>
      ) : (
        <div className="card">
          <p>
            这份报告的资料已经提交{report.people ? `：${report.people.map((p) => p.name).join('、')}` : ''}。
          </p>
          <Link className="btn btn-primary" to={readerPath(report)}>
            查看报告
          </Link>
        </div>
      )}
    </div>
  );
}
