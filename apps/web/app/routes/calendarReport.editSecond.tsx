import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import {
  CALENDAR_REPORT_MAX_LEAD_MONTHS,
  CALENDAR_REPORT_MONTH_CHOICES,
  indexOfMonth,
  monthLabel,
  monthOfIndex,
} from '@xingtu/contracts/calendar-report';
import { PageLoading } from '../components/ui/PageState.tsx';
import {
  NoReport,
  saveDraft,
  StepNav,
  stepPath,
  useDraft,
  type CalendarDraft,
} from '../features/calendar-report/index.ts';
import '../features/calendar-report/calendar-report.css';

// Step 2 of 3: the period, a starting month (this Beijing month or one of the next twelve) and 1, 3, 6 or 12 months.

export const meta: MetaFunction = () => [{ title: '第二步：选择时间 - 个人星象日历 - 星图' }];

/** This Beijing month and the next twelve, 'YYYY-MM'. */
export function startMonths(today: string = beijingToday()): string[] {
  const first = indexOfMonth(today);
  return Array.from({ length: CALENDAR_REPORT_MAX_LEAD_MONTHS + 1 }, (_, k) => monthOfIndex(first + k));
}

export default function CalendarReportSecondStep() {
  const report = useSearchParams()[0].get('report') ?? '';
  if (!report) return <NoReport />;
  return <SecondStep report={report} />;
}

function SecondStep({ report }: { report: string }) {
  const draft = useDraft(report);
  if (!draft) return <PageLoading />;
  // The steps go in order: without a chosen person, back to step 1.
  if (!draft.person) return <Navigate to={stepPath(1, report)} replace />;
  return <PeriodForm report={report} draft={draft} />;
}

function PeriodForm({ report, draft }: { report: string; draft: CalendarDraft }) {
  const navigate = useNavigate();
  const options = startMonths();
  const [startMonth, setStartMonth] = useState(
    draft.startMonth && options.includes(draft.startMonth) ? draft.startMonth : options[0]!,
  );
  const [months, setMonths] = useState<number>(draft.months ?? 3);
  const last = monthOfIndex(indexOfMonth(startMonth) + months - 1);
  return (
    <div className="page calrep-page">
      <h1>填写个人星象日历</h1>
      <StepNav current={2} />
      <h2>日历覆盖哪段时间？</h2>
      <label className="calrep-select">
        开始月份
        <select value={startMonth} onChange={(e) => setStartMonth(e.target.value)}>
          {options.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="calrep-choices">
        <legend>时长</legend>
        {CALENDAR_REPORT_MONTH_CHOICES.map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="months"
              value={n}
              checked={months === n}
              onChange={() => setMonths(n)}
            />
            {n} 个月
          </label>
        ))}
      </fieldset>
      <p>
        日历范围：{monthLabel(startMonth)}
        {months > 1 ? ` 至 ${monthLabel(last)}` : ''}，共 {months} 个月。
      </p>
      <div className="calrep-actions">
        <Link className="btn" to={stepPath(1, report)}>
          上一步
        </Link>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            saveDraft(report, { startMonth, months });
            navigate(stepPath(3, report));
          }}
        >
          下一步：关注方向
        </button>
      </div>
    </div>
  );
}
