import { useCallback } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { CALENDAR_FOCUS_NAMES } from '@xingtu/contracts/calendar-report';
import { fetchCalendarDay } from '../api/calendar-reports.ts';
import {
  dayPath,
  LoadState,
  monthPath,
  NoReport,
  starText,
  useLoaded,
} from '../features/calendar-report/index.ts';
import '../features/calendar-report/calendar-report.css';

// One day of the member's calendar: the score and its reasons, each transit to the natal chart with its exact
// Beijing time, the Moon's phase and signs, the void-of-course Moon, stations and other events, and the day's texts.

export const meta: MetaFunction = () => [{ title: '个人星象日历 · 当日详情 - 星图' }];

const WEEKDAY = ['日', '一', '二', '三', '四', '五', '六'];
const dateTitle = (date: string) =>
  `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月${Number(date.slice(8))}日 周${
    WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]
  }`;

export default function CalendarReportDayPage() {
  const [params] = useSearchParams();
  const report = params.get('report') ?? '';
  const date = params.get('date') ?? '';
  if (!report || !date) return <NoReport />;
  return <DayInfo report={report} date={date} />;
}

function DayInfo({ report, date }: { report: string; date: string }) {
  const { load, reload } = useLoaded(useCallback(() => fetchCalendarDay(report, date), [report, date]));
  if (load.kind !== 'ready') return <LoadState load={load} reload={reload} />;
  const { day, moonSigns, name, timeKnown, focus, previousDate, nextDate } = load.value;
  const stations = day.events.filter((e) => e.kind === 'station');
  const others = day.events.filter((e) => e.kind !== 'station' && e.kind !== 'voidOfCourse');
  return (
    <div className="page calrep-page">
      <p>
        <Link to={monthPath(report, date.slice(0, 7))}>‹ 返回月历</Link>
      </p>
      <header className="calrep-day-head">
        <h1>{dateTitle(date)}</h1>
        <span className="calrep-big-score" aria-label={`评分 ${day.score} 分`}>
          {day.score}分
        </span>
        <span className="calrep-day-stars" aria-label={`${day.stars} 星`}>
          {starText(day.stars)}
        </span>
      </header>
      <p className="calrep-lead">
        {name}的个人日历 · 时间均为北京时间
        {focus.length > 0 && ` · 今天与${focus.map((f) => CALENDAR_FOCUS_NAMES[f]).join('、')}相关`}
      </p>
      <div className="calrep-columns">
        <section className="card" aria-labelledby="reasons-title">
          <h2 id="reasons-title">评分理由</h2>
          <ul className="calrep-list">
            {day.reasons.map((r) => (
              <li key={r.factor} className={r.effect >= 0 ? 'calrep-reason-plus' : 'calrep-reason-minus'}>
                {r.effect >= 0 ? '+' : '−'}
                {Math.abs(r.effect)} {r.factor}
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="moon-title">
          <h2 id="moon-title">月亮</h2>
          <ul className="calrep-list">
            <li>月相：{day.moonPhaseZh}</li>
            {moonSigns.map((m) => (
              <li key={m.from}>
                <time>{m.from}</time>
                {m.from === '00:00' ? `月亮在${m.sign}` : `月亮进入${m.sign}`}
              </li>
            ))}
            {timeKnown &&
              day.moonHouses.map((h) => (
                <li key={`h-${h.from}`}>
                  <time>{h.from}</time>
                  {h.from === '00:00' ? `月亮在你的第${h.house}宫` : `月亮进入你的第${h.house}宫`}
                </li>
              ))}
          </ul>
          <h3>月亮空亡</h3>
          {day.voids.length === 0 ? (
            <p className="muted">今天没有月亮空亡。</p>
          ) : (
            <ul className="calrep-list" aria-label="月亮空亡">
              {day.voids.map((v) => (
                <li key={v.from}>
                  <time>
                    {v.from}–{v.to}
                  </time>
                  空亡期间不宜开启新事项
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="card" aria-labelledby="transits-title" style={{ marginTop: 16 }}>
        <h2 id="transits-title">行运与你的本命星盘</h2>
        {day.transits.length === 0 ? (
          <p className="muted">今天没有行星与你的本命星盘形成精确相位。</p>
        ) : (
          <ul className="calrep-list" aria-label="今日行运">
            {day.transits.map((t) => (
              <li key={`${t.at}-${t.body}-${t.natalPoint}`}>
                <time dateTime={t.at}>{t.time}</time>
                {t.title}
              </li>
            ))}
          </ul>
        )}
      </section>
      {(stations.length > 0 || others.length > 0) && (
        <section className="card" aria-labelledby="sky-title" style={{ marginTop: 16 }}>
          <h2 id="sky-title">今日天象</h2>
          <ul className="calrep-list">
            {[...stations, ...others].map((e) => (
              <li key={`${e.kind}-${e.at}-${e.body}`}>
                <time dateTime={e.at}>{e.time}</time>
                <strong>{e.title}</strong> {e.text}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="card" aria-labelledby="texts-title" style={{ marginTop: 16 }}>
        <h2 id="texts-title">今日解读</h2>
        {day.texts.map((t) => (
          <div key={t.title}>
            <h3>{t.title}</h3>
            <p>{t.text}</p>
          </div>
        ))}
      </section>
      <nav className="calrep-day-nav" aria-label="前后日期">
        {previousDate ? (
          <Link className="btn" rel="prev" to={dayPath(report, previousDate)}>
            ‹ 前一天
          </Link>
        ) : (
          <span />
        )}
        {nextDate && (
          <Link className="btn" rel="next" to={dayPath(report, nextDate)}>
            后一天 ›
          </Link>
        )}
      </nav>
    </div>
  );
}
