import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type MetaFunction } from 'react-router';
import { createOrder } from '../api/commerce.ts';
import { PageError } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { CALENDAR_HOME } from '../features/calendar-report/index.ts';
import '../features/calendar-report/calendar-report.css';

import { loader } from './calendarReport.home.tsx';

export { loader };

// The pay step: the product and its price, then an order of one and the shop's cashier (/pay). After paying, the
// shop's success page leads to the order's report, which opens the three steps.

export const meta: MetaFunction = () => [{ title: '购买个人星象日历 - 星图' }];

export default function CalendarReportOrderPayPage() {
  const { home } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!home) return <PageError text="商品信息暂时加载不出来，请稍后刷新。" />;
  if (home.productId === null || home.priceFen === null)
    return (
      <PageError
        text="个人星象日历暂未开售。"
        action={
          <Link className="btn" to={CALENDAR_HOME}>
            返回介绍
          </Link>
        }
      />
    );
  const productId = home.productId;
  const pay = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const order = await createOrder({ productId, quantity: 1 });
      navigate(`/pay?orderNo=${order.orderNo}`);
    } catch {
      // The request layer has shown why (limit, off sale …).
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className="page calrep-page">
      <p>
        <Link to={CALENDAR_HOME}>‹ 个人星象日历</Link>
      </p>
      <h1>确认购买</h1>
      <section className="card" aria-label="订单内容">
        <dl className="calrep-summary">
          <dt>商品</dt>
          <dd>{home.title}</dd>
          <dt>数量</dt>
          <dd>1 份（一个人，最长 12 个月）</dd>
          <dt>应付</dt>
          <dd>
            <Price fen={home.priceFen} listFen={home.listPriceFen ?? undefined} />
          </dd>
        </dl>
        <p className="muted">付款后分三步填写：选择星盘、选择时间范围、选择关注方向。资料提交后锁定。</p>
        {failed && (
          <p className="form-error" role="alert">
            下单没有成功，请稍后再试。
          </p>
        )}
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void pay()}>
          {busy ? '正在下单…' : '提交订单并支付'}
        </button>
      </section>
    </div>
  );
}
