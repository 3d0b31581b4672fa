import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { fetchCalendarReport } from '../api/calendar-reports.ts';
import { PersonSlot, type ChosenPerson } from '../features/charts/index.ts';
import {
  LoadState,
  monthPath,
  NoReport,
  readDraft,
  saveDraft,
  StepNav,
  stepPath,
  useLoaded,
} from '../features/calendar-report/index.ts';
import '../features/charts/chart.css';
import '../features/calendar-report/calendar-report.css';

// Step 1 of 3: whose chart the calendar follows, a saved profile or a birth filled in with the chart pages' input.

export const meta: MetaFunction = () => [{ title: '第一步：选择星盘 - 个人星象日历 - 星图' }];

export default function CalendarReportFirstStep() {
  const report = useSearchParams()[0].get('report') ?? '';
  if (!report) return <NoReport />;
  return <FirstStep report={report} />;
}

function FirstStep({ report }: { report: string }) {
  const navigate = useNavigate();
  const { load, reload } = useLoaded(useCallback(() => fetchCalendarReport(report), [report]));
  const [person, setPerson] = useState<ChosenPerson | null>(null);
  // The earlier choice, when the member comes back from step 2 (browser only: the draft is in session storage).
  useEffect(() => setPerson(readDraft(report).person), [report]);
  if (load.kind !== 'ready') return <LoadState load={load} reload={reload} loadingText="正在读取你的日历…" />;
  const record = load.value;
  return (
    <div className="page calrep-page">
      <h1>填写个人星象日历</h1>
      <p className="calrep-lead">订单 {record.report.orderNo}</p>
      {record.report.status !== 'awaiting_input' ? (
        <div className="card">
          <p>这份日历的资料已经提交{record.person ? `：${record.person.name}` : ''}，不能再修改。</p>
          <Link className="btn btn-primary" to={monthPath(report)}>
            查看日历
          </Link>
        </div>
      ) : (
        <>
          <StepNav current={1} />
          <h2>日历跟随谁的星盘？</h2>
          <p className="muted">
            可选择已保存的档案，或填写新的出生资料。出生时间越准确，宫位与上升、天顶的行运越可靠。
          </p>
          <PersonSlot
            title="本人"
            signedIn
            value={person}
            onChange={(chosen) => {
              setPerson(chosen);
              saveDraft(report, { person: chosen });
            }}
          />
          <div className="calrep-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!person}
              onClick={() => navigate(stepPath(2, report))}
            >
              下一步：选择时间
            </button>
          </div>
        </>
      )}
    </div>
  );
}
