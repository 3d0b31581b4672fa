import { useEffect } from 'react';
import { Link, type MetaFunction } from 'react-router';
import type { NatalRecord } from '@xingtu/contracts/charts';
import { fetchNatalChart } from '../api/charts.ts';
import { birthOfUser } from '../features/charts/birth-of-user.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { NatalChartView } from '../features/charts/ChartView.tsx';
import { PlacementNotes } from '../features/charts/PlacementNotes.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';

// /learning/myChart: the member's own chart from the birth info in 个人信息, each placement explained.

export const meta: MetaFunction = () => [{ title: '我的星盘 - 星图' }];

export default function MyChartPage() {
  const session = useSession();
  const { data, failure, busy, run } = useChartRequest<NatalRecord>();
  const birth = session.user ? birthOfUser(session.user) : null;
  const key = birth ? JSON.stringify(birth) : '';
  useEffect(() => {
    if (birth)
      void run(() =>
        fetchNatalChart({ birth, name: session.user?.userInfo.name ?? '我' }, { houseSystem: 'P' }),
      );
    // The chart follows the saved birth info (its JSON is the key).
  }, [key, run]);

  return (
    <div className="page chart-page">
      <h1>我的星盘</h1>
      {!session.ready && <PageLoading />}
      {session.ready && !session.user && (
        <EmptyState
          text="登录后即可查看根据你的出生资料生成的星盘"
          action={
            <Link className="btn btn-primary" to="/login?from=%2Flearning%2FmyChart">
              登录
            </Link>
          }
        />
      )}
      {session.user && !birth && (
        <EmptyState
          text="你的出生资料还不完整：需要出生日期、时间和地点（或经纬度与时区）。"
          action={
            <Link className="btn btn-primary" to="/user/information">
              完善出生资料
            </Link>
          }
        />
      )}
      {busy && <PageLoading text="正在生成你的星盘…" />}
      {failure && (
        <PageError
          text={failure.message}
          action={
            <Link className="btn" to="/user/information">
              检查出生资料
            </Link>
          }
        />
      )}
      {data && (
        <>
          <NatalChartView chart={data.chart} readings={data.readings} fallbackName="我" />
          <PlacementNotes chart={data.chart} />
        </>
      )}
    </div>
  );
}
