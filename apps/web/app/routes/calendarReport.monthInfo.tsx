import { useCallback } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import {
  monthLabel,
  type CalendarReportMonthRecord,
  type CalendarReportRecord,
} from '@xingtu/contracts/calendar-report';
import { fetchCalendarMonth, fetchCalendarReport } from '../api/calendar-reports.ts';
import { EmptyState } from '../components/ui/PageState.tsx';
import {
  dayPath,
  LoadState,
  monthPath,
  NoReport,
  ScoreGrid,
  stepPath,
  useLoaded,
} from '../features/calendar-report/index.ts';
import '../features/calendar-report/calendar-report.css';

// One month of the member's calendar: each day's score in a grid (a day opens its page), the best and the most
// demanding days, and the month's sky events in Beijing time.

export const meta: MetaFunction = () => [{ title: '个人星象日历 · 月历 - 星图' }];

interface MonthView {
  record: CalendarReportRecord;
  month: CalendarReportMonthRecord | null;
}

/** The month asked for, else this month when the period has it, else the period's first. */
function chooseMonth(record: CalendarReportRecord, asked: string | null): string | null {
  const list = record.period?.monthList ?? [];
  if (asked) return asked;
  const current = beijingToday().slice(0, 7);
  return list.includes(current) ? current : (list[0] ?? null);
}

export default function CalendarReportMonthPage() {
  const [params] = useSearchParams();
  const report = params.get('report') ?? '';
  if (!report) return <NoReport />;
  return <MonthInfo report={report} asked={params.get('month')} />;
}

function MonthInfo({ report, asked }: { report: string; asked: string | null }) {
  const { load, reload } = useLoaded(
    useCallback(async (): Promise<MonthView> => {
      const record = await fetchCalendarReport(report);
      const month = record.report.status === 'ready' ? chooseMonth(record, asked) : null;
      return { record, month: month ? await fetchCalendarMonth(report, month) : null };
    }, [report, asked]),
  );
  if (load.kind !== 'ready') return <LoadState load={load} reload={reload} />;
  const { record, month } = load.value;
  if (!month || !record.period)
    return (
      <EmptyState
        text="这份日历还没有填写资料，填写后即可按月查看。"
        action={
          <Link className="btn btn-primary" to={stepPath(1, report)}>
            去填写
          </Link>
        }
      />
    );
  const list = record.period.monthList;
  const index = list.indexOf(month.month);
  const previous = list[index - 1];
  const next = list[index + 1];
  const byDate = new Map(month.days.map((d) => [d.date, d]));
  const dayLine = (date: string) => {
    const day = byDate.get(date)!;
    return (
      <li key={date}>
        <Link to={dayPath(report, date)}>
          {Number(date.slice(5, 7))}月{Number(date.slice(8))}日
        </Link>{' '}
        <strong>{day.score}分</strong> · {day.reasons[0]?.factor ?? ''}
      </li>
    );
  };
  return (
    <div className="page calrep-page">
      <p>
        <Link to="/user/report">‹ 我的报告</Link>
      </p>
      <h1>{month.name}的个人星象日历</h1>
      <p className="calrep-lead">
        {monthLabel(list[0]!)}
        {list.length > 1 ? ` 至 ${monthLabel(list[list.length - 1]!)}` : ''} · {record.person?.birthLine}
        {!month.timeKnown && '（出生时间不详：不含宫位与上升、天顶的行运）'}
      </p>
      <nav className="calrep-switcher" aria-label="切换月份">
        {previous ? (
          <Link className="btn" rel="prev" to={monthPath(report, previous)}>
            ‹ 上个月
          </Link>
        ) : (
          <span />
        )}
        <h2 aria-live="polite">{monthLabel(month.month)}</h2>
        {next && (
          <Link className="btn" rel="next" to={monthPath(report, next)}>
            下个月 ›
          </Link>
        )}
      </nav>
      <ScoreGrid month={month} dayHref={(date) => dayPath(report, date)} today={beijingToday()} />
      <div className="calrep-columns">
        <section className="card" aria-labelledby="best-title">
          <h2 id="best-title">本月顺利的日子</h2>
          <ul className="calrep-list">{month.bestDates.map(dayLine)}</ul>
        </section>
        <section className="card" aria-labelledby="hard-title">
          <h2 id="hard-title">宜放慢节奏的日子</h2>
          <ul className="calrep-list">{month.hardDates.map(dayLine)}</ul>
        </section>
      </div>
      <section className="card" aria-labelledby="events-title" style={{ marginTop: 16 }}>
        <h2 id="events-title">本月重要天象（北京时间）</h2>
        {month.events.length === 0 ? (
          <p className="muted">这个月没有月相以外的重要天象。</p>
        ) : (
          <ul className="calrep-list">
            {month.events.map((e) => (
              <li key={`${e.kind}-${e.at}-${e.body}`}>
                <Link to={dayPath(report, e.date)}>
                  <time dateTime={e.at}>
                    {Number(e.date.slice(8))}日 {e.time}
                  </time>
                </Link>
                {e.title}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
