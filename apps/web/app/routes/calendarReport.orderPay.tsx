import { useState } from 'react';
import {
  Link,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { createOrder } from '../api/commerce.ts';
import { PageError } from '../components/ui/PageState.tsx';
import { PayPanel } from '../features/commerce/PayPanel.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { CALENDAR_HOME, CALENDAR_ORDER_PAY } from '../features/calendar-report/index.ts';
import { ReportAfterPay } from '../features/reports/ReportAfterPay.tsx';
import '../features/commerce/commerce.css';
import '../features/calendar-report/calendar-report.css';

import { loader } from './calendarReport.home.tsx';

export { loader };

/** Moving between the confirm, pay and paid states of this page needs no new product data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

// The pay step: the product and its price, then an order of one paid here (?orderNo=, the shop's pay panel). Once
// it is paid (?paid=1) the member goes straight on to the first of the three steps of the order's calendar.

const ORDER_NO = /^[A-Za-z]{0,4}\d{10,40}$/;

const payPath = (orderNo: string, paid = false): string =>
  `${CALENDAR_ORDER_PAY}?${new URLSearchParams(paid ? { orderNo, paid: '1' } : { orderNo }).toString()}`;

/** Where the pay panel goes once the order is paid (one function, so the panel does not navigate again and again). */
const paidPath = (orderNo: string): string => payPath(orderNo, true);

/** Paying an order, then on to its calendar's first step. */
function PayStep({ orderNo, paid }: { orderNo: string; paid: boolean }) {
  if (!ORDER_NO.test(orderNo)) return <PageError text="订单不存在或不属于当前账号。" />;
  if (paid) return <ReportAfterPay orderNo={orderNo} />;
  return <PayPanel orderNo={orderNo} title="支付个人星象日历" successPath={paidPath} />;
}

export const meta: MetaFunction = () => [{ title: '购买个人星象日历 - 星图' }];

export default function CalendarReportOrderPayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  if (orderNo !== null)
    return (
      <div className="page calrep-page">
        <PayStep key={params.toString()} orderNo={orderNo} paid={params.get('paid') === '1'} />
      </div>
    );
  return <ConfirmOrder />;
}

/** The product and its price, then an order of one. */
function ConfirmOrder() {
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
      navigate(payPath(order.orderNo));
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
