import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import {
  CALENDAR_REPORT_TEMPLATE,
  monthLabel,
  type CalendarReportHomeRecord,
} from '@xingtu/contracts/calendar-report';
import type { RecordsData } from '@xingtu/contracts/envelope';
import type { ReportRecord } from '@xingtu/contracts/reports';
import { serverApi } from '../api/server-api.server.ts';
import { fetchMyReports } from '../api/reports.ts';
import { PageError } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { CALENDAR_ORDER_PAY, ScoreGrid } from '../features/calendar-report/index.ts';
import { inputPath, readerPath } from '../features/reports/report-links.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/calendar-report/calendar-report.css';

// The personal calendar report's product page: what it is, a sample month, the price and the way to buy; a member
// who holds one is sent on to fill it in or read it.

export const meta: MetaFunction = () => [
  { title: '个人星象日历 - 星图' },
  {
    name: 'description',
    content:
      '按你的出生星盘逐日推算行运、月相、月亮空亡与行星停滞，给每一天打分并说明理由，北京时间精确到分钟。',
  },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const envelope = await serverApi<RecordsData<CalendarReportHomeRecord>>(
    context,
    request,
    '/api/calendar-reports/home',
  );
  return { home: envelope?.success ? (envelope.data?.records ?? null) : null, today: beijingToday() };
}

const FEATURES = [
  ['每日评分与理由', '综合行运相位、月亮宫位、月相与空亡，给每天 0–100 分，并列出加分和减分的原因。'],
  ['精确到分钟的行运', '行星与你本命行星、上升、天顶形成相位的时刻，全部换算为北京时间。'],
  ['月相与月亮星座', '新月满月、上下弦，月亮每天所在的星座与换座时刻，以及月亮空亡的起止时间。'],
  ['行星停滞与换座', '水星等行星停滞转向、换座与日月食，提前知道节奏转换的日子。'],
] as const;

function MyCalendars() {
  const session = useSession();
  const [mine, setMine] = useState<ReportRecord[]>([]);
  useEffect(() => {
    if (!session.user) return;
    fetchMyReports(1, 50).then(
      (page) =>
        setMine(
          page.records.filter((r) => r.template === CALENDAR_REPORT_TEMPLATE && r.status !== 'withdrawn'),
        ),
      () => setMine([]),
    );
  }, [session.user]);
  if (mine.length === 0) return null;
  return (
    <section className="card" aria-labelledby="mine-title">
      <h2 id="mine-title">我的个人星象日历</h2>
      <ul className="calrep-list" aria-label="我的个人星象日历">
        {mine.map((r) => (
          <li key={r.id}>
            {r.people?.[0]?.name ?? '待填写'} · 订单 {r.orderNo} ·{' '}
            {r.status === 'awaiting_input' ? (
              <Link to={inputPath(r)}>填写资料</Link>
            ) : (
              <Link to={readerPath(r)}>查看日历</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function CalendarReportHomePage() {
  const { home, today } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  if (!home) return <PageError text="个人星象日历的介绍暂时加载不出来，请稍后刷新。" />;
  return (
    <div className="page calrep-page">
      <section className="calrep-hero">
        <div>
          <h1>{home.title}</h1>
          <p className="calrep-lead">{home.summary}</p>
          <p>
            选择一个人（你保存的档案或新填的出生资料），再选开始月份与时长（1、3、6 或 12 个月）和关注方向，
            就能按月查看每天的评分，点开任意一天看当天的行运时刻、月相与月亮星座、月亮空亡和行星停滞。
          </p>
          {home.priceFen !== null && home.productId !== null ? (
            <div className="calrep-actions">
              <Price fen={home.priceFen} listFen={home.listPriceFen ?? undefined} />
              <button type="button" className="btn btn-primary" onClick={() => navigate(CALENDAR_ORDER_PAY)}>
                立即购买
              </button>
            </div>
          ) : (
            <p className="muted">个人星象日历暂未开售，敬请期待。</p>
          )}
        </div>
        <img src="/covers/calendar-report.svg" alt="" width={280} height={210} />
      </section>
      <MyCalendars />
      <ul className="calrep-features" aria-label="日历里有什么">
        {FEATURES.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong>
            {text}
          </li>
        ))}
      </ul>
      <section aria-labelledby="sample-title">
        <h2 id="sample-title">样例：{monthLabel(home.sample.month)}（示例人物）</h2>
        <p className="muted">
          下面是一位示例人物本月的评分，颜色越绿越顺，红色的日子宜放慢节奏。购买后，日历按你自己的星盘推算。
        </p>
        <ScoreGrid month={home.sample} today={today} />
      </section>
      <p>
        只想看看大家共同的天象？<Link to="/calendar">免费的星象日历</Link>
      </p>
    </div>
  );
}
