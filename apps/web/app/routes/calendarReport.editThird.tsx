import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import {
  CALENDAR_FOCUS_AREAS,
  CALENDAR_FOCUS_NAMES,
  indexOfMonth,
  monthLabel,
  monthOfIndex,
  type CalendarFocusArea,
} from '@xingtu/contracts/calendar-report';
import { ApiError } from '../api/api-error.ts';
import { submitCalendarReport } from '../api/calendar-reports.ts';
import { PageLoading } from '../components/ui/PageState.tsx';
import {
  clearDraft,
  monthPath,
  NoReport,
  saveDraft,
  StepNav,
  stepPath,
  useDraft,
  type CalendarDraft,
} from '../features/calendar-report/index.ts';
import '../features/calendar-report/calendar-report.css';

// Step 3 of 3: the focus areas, then everything checked once more and sent; the report locks and opens its first
// month.

export const meta: MetaFunction = () => [{ title: '第三步：关注方向 - 个人星象日历 - 星图' }];

const FOCUS_HINTS: Record<CalendarFocusArea, string> = {
  career: '太阳、土星、天顶与第十宫',
  love: '金星、月亮、火星与第五、七宫',
  money: '金星、木星与第二、八宫',
  health: '太阳、火星、上升与第一、六宫',
  study: '水星、木星与第三、九宫',
  family: '月亮、土星与第四宫',
};

export default function CalendarReportThirdStep() {
  const report = useSearchParams()[0].get('report') ?? '';
  const draft = useDraft(report);
  if (!report) return <NoReport />;
  if (!draft) return <PageLoading />;
  if (!draft.person) return <Navigate to={stepPath(1, report)} replace />;
  if (!draft.startMonth || !draft.months) return <Navigate to={stepPath(2, report)} replace />;
  return <Confirm report={report} draft={draft} />;
}

function Confirm({ report, draft }: { report: string; draft: CalendarDraft }) {
  const navigate = useNavigate();
  const [focus, setFocus] = useState<CalendarFocusArea[]>(draft.focus);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; step: 1 | 2 | null } | null>(null);
  const startMonth = draft.startMonth!;
  const months = draft.months!;
  const last = monthOfIndex(indexOfMonth(startMonth) + months - 1);

  const toggle = (area: CalendarFocusArea) => {
    const next = focus.includes(area) ? focus.filter((f) => f !== area) : [...focus, area];
    // In the order the page lists them.
    const ordered = CALENDAR_FOCUS_AREAS.filter((f) => next.includes(f));
    setFocus(ordered);
    saveDraft(report, { focus: ordered });
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await submitCalendarReport(report, { person: draft.person!.source, startMonth, months, focus });
      clearDraft(report);
      navigate(monthPath(report, startMonth));
    } catch (failure) {
      if (failure instanceof ApiError) {
        const field = failure.fields[0];
        const step = field?.field.startsWith('person')
          ? 1
          : field?.field.match(/start_month|months/)
            ? 2
            : null;
        setError({ text: field?.message ?? failure.message, step });
      } else setError({ text: '提交失败，请稍后再试', step: null });
      setBusy(false);
    }
  };

  return (
    <div className="page calrep-page">
      <h1>填写个人星象日历</h1>
      <StepNav current={3} />
      <fieldset className="calrep-choices">
        <legend>最近想多留意哪些方面？（可多选，也可不选）</legend>
        {CALENDAR_FOCUS_AREAS.map((area) => (
          <label key={area} title={FOCUS_HINTS[area]}>
            <input type="checkbox" checked={focus.includes(area)} onChange={() => toggle(area)} />
            {CALENDAR_FOCUS_NAMES[area]}
          </label>
        ))}
      </fieldset>
      <p className="muted">日历会标出行运触及相关行星或月亮经过相关宫位的日子。</p>
      <section className="card" aria-labelledby="confirm-title">
        <h2 id="confirm-title">请核对</h2>
        <dl className="calrep-summary">
          <dt>星盘</dt>
          <dd>{draft.person!.label}</dd>
          <dt>时间</dt>
          <dd>
            {monthLabel(startMonth)}
            {months > 1 ? ` 至 ${monthLabel(last)}` : ''}（{months} 个月）
          </dd>
          <dt>关注</dt>
          <dd>{focus.length ? focus.map((f) => CALENDAR_FOCUS_NAMES[f]).join('、') : '不限'}</dd>
        </dl>
        <p className="field-hint">提交后资料锁定，不能再修改，请确认出生日期、时间与地点无误。</p>
        {error && (
          <p className="form-error" role="alert">
            {error.text}
            {error.step && (
              <>
                {' '}
                <Link to={stepPath(error.step, report)}>返回修改</Link>
              </>
            )}
          </p>
        )}
        <div className="calrep-actions">
          <Link className="btn" to={stepPath(2, report)}>
            上一步
          </Link>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
            {busy ? '正在生成…' : '确认并生成日历'}
          </button>
        </div>
      </section>
    </div>
  );
}
