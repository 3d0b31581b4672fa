import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '@xingtu/contracts/auth';
import type { ChartRecord } from '@xingtu/contracts/charts';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import { signOfLongitude } from '@xingtu/contracts/astrology';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchNatalChart } from '../../api/charts.ts';
import { fetchOrders } from '../../api/commerce.ts';
import { birthOfUser } from '../charts/index.ts';
import { displayName } from '../../shell/links.ts';

// The signed-in member's own corner of the home page: their chart in three signs and what they
// bought. Loaded only for members (React.lazy), so visitors never download it.

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

const BOUGHT: ReadonlySet<string> = new Set([
  ORDER_STATUS.PAID,
  ORDER_STATUS.SHIPPED,
  ORDER_STATUS.RECEIVED,
  ORDER_STATUS.FINISHED,
]);

function useLoad<T>(key: string, load: (() => Promise<T>) | null): Load<T> | null {
  const [result, setResult] = useState<Load<T> | null>(load ? { state: 'loading' } : null);
  useEffect(() => {
    if (!load) {
      setResult(null);
      return;
    }
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (value) => live && setResult({ state: 'ready', value }),
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `key` names what `load` reads.
  }, [key]);
  return result;
}

function ChartSummary({ user }: { user: PublicUser }) {
  const birth = birthOfUser(user);
  const chart = useLoad<ChartRecord>(
    birth ? JSON.stringify(birth) : '',
    birth
      ? async () => (await fetchNatalChart({ birth, name: displayName(user) }, { houseSystem: 'P' })).chart
      : null,
  );
  if (!birth || !chart)
    return (
      <div className="corner-card">
        <h3>我的星盘</h3>
        <p>填好出生日期、时间和地点，这里会显示你的太阳、月亮和上升星座。</p>
        <Link className="btn btn-small btn-primary" to="/user/information">
          完善出生信息
        </Link>
      </div>
    );
  const signs =
    chart.state === 'ready'
      ? [
          ['太阳', chart.value.points.find((point) => point.id === 'sun')?.signZh],
          ['月亮', chart.value.points.find((point) => point.id === 'moon')?.signZh],
          ['上升', chart.value.angles ? signOfLongitude(chart.value.angles.asc).nameZh : '出生时间不详'],
        ]
      : [];
  return (
    <div className="corner-card">
      <h3>我的星盘</h3>
      {chart.state === 'loading' && <p className="muted">正在读取你的星盘…</p>}
      {chart.state === 'failed' && <p className="muted">星盘暂时读不出来，请检查出生信息或稍后再试。</p>}
      {chart.state === 'ready' && (
        <dl className="corner-signs">
          {signs.map(([label, sign]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{sign}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link className="btn btn-small" to="/learning/myChart">
        查看完整星盘
      </Link>
    </div>
  );
}

function Purchases() {
  const orders = useLoad<OrderRecord[]>('orders', async () =>
    (await fetchOrders({ size: 10 })).records.filter(
      (order) => order.kind === 'purchase' && BOUGHT.has(order.status),
    ),
  );
  const recent = orders?.state === 'ready' ? orders.value.slice(0, 3) : [];
  return (
    <div className="corner-card">
      <h3>我的购买</h3>
      {orders?.state === 'loading' && <p className="muted">正在读取购买记录…</p>}
      {orders?.state === 'failed' && <p className="muted">购买记录暂时读不出来，请稍后再试。</p>}
      {orders?.state === 'ready' && recent.length === 0 && <p>还没有购买记录，去商城看看有什么适合你。</p>}
      {recent.length > 0 && (
        <ul className="corner-orders">
          {recent.map((order) => (
            <li key={order.orderNo}>
              <Link to={`/shop/orderDetail/${order.orderNo}`}>
                {order.items.map((item) => item.title).join('、')}
              </Link>
              <span className="muted">
                {order.statusLabel} · {formatBeijing(order.paidAt ?? order.createdAt, 'date')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link className="btn btn-small" to={recent.length > 0 ? '/user/order' : '/shop'}>
        {recent.length > 0 ? '全部订单' : '去商城'}
      </Link>
    </div>
  );
}

export default function MemberCorner({ user }: { user: PublicUser }) {
  return (
    <section className="home-section member-corner" aria-labelledby="corner-title">
      <h2 id="corner-title">{displayName(user)}，欢迎回来</h2>
      <div className="corner-grid">
        <ChartSummary user={user} />
        <Purchases />
      </div>
    </section>
  );
}
