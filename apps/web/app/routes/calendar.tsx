import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import { CALENDAR_EVENT_KIND_NAMES, CALENDAR_EVENT_KINDS } from '@xingtu/contracts/calendar';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import {
  DayList,
  MonthGrid,
  monthFromQuery,
  monthHref,
  monthKey,
  neighbourMonths,
} from '../features/calendar/index.ts';
import { loadCalendarMonth } from '../features/calendar/calendar.server.ts';
import '../features/calendar/calendar.css';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const label = data ? `${data.year}年${data.month}月` : '本月';
  return [
    { title: `星象日历 ${label} - 星图` },
    {
      name: 'description',
      content: `${label}的新月满月、行星换座、水逆等停滞、日月食与月亮空亡，北京时间精确到分钟，附每个天象的简短解读。`,
    },
  ];
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const choice = monthFromQuery(new URL(request.url).searchParams.get('month'));
  const month = await loadCalendarMonth(context, request, choice.year, choice.month);
  return { ...choice, today: beijingToday(), calendar: month };
}

export default function CalendarPage() {
  const { year, month, invalid, today, calendar } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/calendar';
  const { previous, next } = neighbourMonths(year, month);
  const current = monthKey(year, month);
  const thisMonth = today.slice(0, 7);
  const counts = CALENDAR_EVENT_KINDS.map((kind) => ({
    kind,
    count: calendar?.events.filter((e) => e.kind === kind).length ?? 0,
  }));
  return (
    <div className="page cal-page">
      <header className="cal-head">
        <div>
          <h1>星象日历</h1>
          <p>每月的月相、行星换座、停滞逆行、日月食与月亮空亡。时间均为北京时间，精确到分钟。</p>
        </div>
        <nav className="cal-switcher" aria-label="切换月份">
          <Link to={monthHref(previous)} rel="prev" className="btn">
            ‹ 上个月
          </Link>
          <h2 aria-live="polite">
            {year}年{month}月
          </h2>
          <Link to={monthHref(next)} rel="next" className="btn">
            下个月 ›
          </Link>
          {current !== thisMonth && (
            <Link to={monthHref(thisMonth)} className="btn btn-primary">
              回到本月
            </Link>
          )}
          <form method="get" action="/calendar" className="cal-jump">
            <label htmlFor="cal-month">跳到</label>
            <input
              id="cal-month"
              type="month"
              name="month"
              defaultValue={current}
              min="1800-01"
              max="2199-12"
            />
            <button type="submit" className="btn">
              查看
            </button>
          </form>
        </nav>
      </header>
      {invalid && (
        <p className="cal-notice" role="note">
          没有找到你要的月份，先为你显示本月。可选范围为1800年至2199年。
        </p>
      )}
      {loading ? (
        <PageLoading text="正在推算这个月的天象…" />
      ) : calendar === null ? (
        <PageError
          text="这个月的星象暂时加载不出来，请稍后刷新重试。"
          action={
            <a className="btn" href={monthHref(current)}>
              重新加载
            </a>
          }
        />
      ) : calendar.events.length === 0 ? (
        <EmptyState text="这个月没有可列出的天象。" action={<Link to={monthHref(next)}>看看下个月</Link>} />
      ) : (
        <>
          <ul className="cal-summary" aria-label="本月天象统计">
            {counts.map(({ kind, count }) => (
              <li key={kind} className={`cal-kind-${kind}`}>
                {CALENDAR_EVENT_KIND_NAMES[kind]} <strong>{count}</strong>
              </li>
            ))}
          </ul>
          <MonthGrid year={year} month={month} events={calendar.events} today={today} />
          <section className="cal-details" aria-labelledby="cal-details-title">
            <h2 id="cal-details-title">逐日天象</h2>
            <DayList events={calendar.events} today={today} />
          </section>
          <p className="cal-footnote">
            月亮空亡记在开始的那一天；日月食时间为食甚时刻（地心）。想知道这些天象落在你自己星盘的哪里？
            <Link to="/chart">先免费排一张本命盘</Link>
            ；想逐日看行运与评分，可以订一份<Link to="/calendarReport/home">个人星象日历</Link>。
          </p>
        </>
      )}
    </div>
  );
}
