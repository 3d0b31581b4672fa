import { useEffect, useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import type { DevelopmentAgesRecord } from '@xingtu/contracts/fun';
import { fetchDevelopmentAges } from '../api/fun.ts';
import { birthOfUser } from '../features/charts/birth-of-user.ts';
import { chartFailureOf } from '../features/charts/chart-failure.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /developmentAge: the planetary cycles of the member's own chart (from 个人信息) with their exact dates.

export const meta: MetaFunction = () => [
  { title: '发展年龄 - 星图' },
  {
    name: 'description',
    content: '土星回归、天王星对冲、凯龙回归……按你的本命盘算出人生各个发展阶段的精确日期。',
  },
];

const STATUS = { past: '已经历', now: '正在经历', future: '将要到来' } as const;

function Timeline({ data }: { data: DevelopmentAgesRecord }) {
  return (
    <>
      <p className="muted">{data.birthLine}</p>
      <ol className="fun-timeline" aria-label="发展年龄">
        {data.ages.map((age) => (
          <li key={age.key} data-status={age.status}>
            <h2>
              {age.title} <span className="fun-tag">{STATUS[age.status]}</span>
            </h2>
            <p>
              <strong>约{age.age}岁</strong> · {age.cycle}
            </p>
            <p className="muted">精确日期：{age.exactDates.join('、')}</p>
            <p>{age.text}</p>
          </li>
        ))}
      </ol>
      <p className="field-hint">
        日期为行运行星与本命位置精确成相位的北京时间日期；行星逆行时同一周期会精确多次，影响通常在前后一年内都能感受到。
      </p>
    </>
  );
}

export default function DevelopmentAgePage() {
  const session = useSession();
  const birth = session.user ? birthOfUser(session.user) : null;
  const key = birth ? JSON.stringify(birth) : '';
  const [data, setData] = useState<DevelopmentAgesRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!birth) return;
    setFailure(null);
    fetchDevelopmentAges({ birth, name: session.user?.userInfo.name ?? '我' }).then(
      setData,
      (error: unknown) => setFailure(chartFailureOf(error).message),
    );
    // The timeline follows the saved birth (its JSON is the key).
  }, [key]);
  return (
    <div className="page fun-page">
      <section className="fun-hero">
        <h1>发展年龄</h1>
        <p>
          行星各有自己的周期：土星约二十九年一圈，天王星八十四年。它们回到或对冲本命位置的时刻，常是人生的转折期。
        </p>
      </section>
      {!session.ready && <PageLoading />}
      {session.ready && !session.user && (
        <EmptyState
          text="登录后按你的出生资料计算人生各阶段的精确日期"
          action={
            <Link className="btn btn-primary" to="/login?from=%2FdevelopmentAge">
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
      {failure && (
        <PageError
          text={failure}
          action={
            <Link className="btn" to="/user/information">
              检查出生资料
            </Link>
          }
        />
      )}
      {birth && !data && !failure && <PageLoading text="正在推算行星周期…" />}
      {data && <Timeline data={data} />}
    </div>
  );
}
