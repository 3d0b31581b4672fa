import { Link, useSearchParams, type MetaFunction } from 'react-router';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import { PageLoading } from '../components/ui/PageState.tsx';
import { holdsReports, needsShipping, payProgress } from '../features/commerce/order-progress.ts';
import { Price } from '../features/commerce/Price.tsx';
import { useOrderUntilSettled } from '../features/commerce/use-order-until-settled.ts';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '支付结果 - 星图' }];

/** What the buyer should know now: paid or still being confirmed, and what happens next. */
function Outcome({ order, gaveUp }: { order: OrderRecord; gaveUp: boolean }) {
  const topup = order.kind === 'topup';
  const progress = payProgress(order);
  if (progress === 'closed')
    return (
      <>
        <h1>支付未完成</h1>
        <p>
          订单 {order.orderNo} 已关闭（{order.statusLabel}
          ）。如已付款，款项会自动退回，去向见订单详情中的记录。
        </p>
      </>
    );
  if (progress === 'confirming')
    return (
      <>
        <h1>正在确认支付结果</h1>
        <p>
          订单 {order.orderNo} 应付 <Price fen={order.totalFen} />
          。支付平台的到账通知一般几秒内送达，本页会自动刷新。
        </p>
        {gaveUp && <p className="muted">确认时间比平时长，请稍后在“我的订单”中查看结果，请勿重复付款。</p>}
      </>
    );
  const next =
    progress === 'fulfilling'
      ? topup
        ? '余额正在入账…'
        : '课程、报告等权益正在发放…'
      : topup
        ? '余额已到账。'
        : needsShipping(order) && order.status === ORDER_STATUS.PAID
          ? '我们会尽快为您发货。'
          : '权益已发放，可在个人中心查看。';
  return (
    <>
      <h1>支付成功</h1>
      <p>
        订单 {order.orderNo} 已支付 <Price fen={order.paidFen || order.totalFen} />。{next}
      </p>
      <p>
        订单状态：<strong className="order-status">{order.statusLabel}</strong>
      </p>
    </>
  );
}

export default function PaySuccessPage() {
  const [params] = useSearchParams();
  const state = useOrderUntilSettled(params.get('orderNo') ?? '');
  if (state.kind === 'loading') return <PageLoading text="正在查询支付结果…" />;
  const order = state.kind === 'order' ? state.order : null;
  const topup = order?.kind === 'topup';
  // A paid report waits for its birth data: the next step is filling it in.
  const reports = order && holdsReports(order);
  return (
    <div className="shop-page">
      <section className="card page-state" aria-live="polite">
        {order ? (
          <Outcome order={order} gaveUp={state.kind === 'order' && state.gaveUp} />
        ) : (
          <>
            <h1>没有找到订单</h1>
            <p>订单不存在或不属于当前账号，请在“我的订单”中查看支付结果。</p>
          </>
        )}
        <div className="pay-actions">
          {reports && (
            <Link className="btn btn-primary" to={`/report/content/${order.orderNo}`}>
              填写报告资料
            </Link>
          )}
          {order && !topup && (
            <Link className="btn" to={`/shop/orderDetail/${order.orderNo}`}>
              订单详情
            </Link>
          )}
          <Link className="btn" to={topup ? '/user/wallet' : '/user/order'}>
            {topup ? '查看钱包' : '我的订单'}
          </Link>
          <Link className="btn btn-primary" to="/">
            返回首页
          </Link>
        </div>
      </section>
    </div>
  );
}
