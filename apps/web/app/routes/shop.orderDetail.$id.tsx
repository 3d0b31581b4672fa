import { Link, useParams, type MetaFunction } from 'react-router';
import { ORDER_STATUS, ORDER_STATUS_LABELS } from '@xingtu/contracts/enums';
import { cancelOrder, fetchOrder, receiveOrder } from '../api/commerce.ts';
import { notify } from '../api/notify.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { CancelOrderButton } from '../features/commerce/CancelOrderButton.tsx';
import { holdsReports } from '../features/commerce/order-progress.ts';
import { Price } from '../features/commerce/Price.tsx';
import { useRecordById } from '../features/commerce/use-record-by-id.ts';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '订单详情 - 星图' }];

const ACTORS = { user: '本人', system: '系统', admin: '客服', gateway: '支付网关' } as const;

export default function OrderDetailPage() {
  const orderNo = useParams().id ?? '';
  const { load, reload, show } = useRecordById(orderNo, fetchOrder);

  if (load.kind === 'missing')
    return (
      <PageError
        text="订单不存在，或不属于当前账号。"
        action={
          <Link className="btn" to="/user/order">
            返回我的订单
          </Link>
        }
      />
    );
  if (load.kind === 'failed')
    return (
      <PageError
        text="订单加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  if (load.kind === 'loading') return <PageLoading />;
  const order = load.record;
  const cancel = () =>
    void cancelOrder(order.orderNo).then(
      (next) => {
        notify('success', '订单已取消');
        show(next);
      },
      () => undefined,
    );

  return (
    <div className="shop-page">
      <p>
        <Link to="/user/order">‹ 我的订单</Link>
      </p>
      <h1>订单详情</h1>
      <section className="card">
        <div className="order-head">
          <span>订单号 {order.orderNo}</span>
          <span className="order-status">{order.statusLabel}</span>
        </div>
        <p className="muted">下单时间 {formatBeijing(order.createdAt)}</p>
        {/* An order's lines never change and have no public name of their own: their place is their key. */}
        {order.items.map((item, index) => (
          <div className="order-item" key={index}>
            <div className="grow">
              {item.productId !== null ? (
                <Link to={`/shop/goods/${item.productId}`}>{item.title}</Link>
              ) : (
                item.title
              )}
            </div>
            <span className="muted">×{item.quantity}</span>
            <Price fen={item.amountFen} />
          </div>
        ))}
        <p>
          合计 <Price fen={order.totalFen} />
          {order.refundedFen > 0 && (
            <span className="muted">
              （已退款 <Price fen={order.refundedFen} />）
            </span>
          )}
        </p>
        {order.address && (
          <p className="muted">
            收货信息：{order.address.name} {order.address.mobile} {order.address.region}{' '}
            {order.address.detail}
          </p>
        )}
        {order.contact && (
          <p className="muted">
            联系人：{order.contact.name}
            {order.contact.mobile ? ` ${order.contact.mobile}` : ''}
          </p>
        )}
        {order.trackingNo && (
          <p className="muted">
            物流：{order.carrier} {order.trackingNo}
          </p>
        )}
        <div className="order-foot">
          {holdsReports(order) && (
            <Link className="btn btn-small btn-primary" to={`/report/content/${order.orderNo}`}>
              查看报告
            </Link>
          )}
          {order.status === ORDER_STATUS.NEW && (
            <>
              <CancelOrderButton orderNo={order.orderNo} onConfirm={cancel} />
              <Link className="btn btn-small btn-primary" to={`/pay?orderNo=${order.orderNo}`}>
                去支付
              </Link>
            </>
          )}
          {order.status === ORDER_STATUS.SHIPPED && (
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() =>
                void receiveOrder(order.orderNo).then(
                  (next) => {
                    notify('success', '已确认收货');
                    show(next);
                  },
                  () => undefined,
                )
              }
            >
              确认收货
            </button>
          )}
        </div>
      </section>
      {order.events && order.events.length > 0 && (
        <section className="card">
          <h2>订单进度</h2>
          <ol className="order-events">
            {order.events.map((event, index) => (
              <li key={index}>
                <span className="muted">{formatBeijing(event.createdAt)}</span>{' '}
                {ORDER_STATUS_LABELS[event.toStatus]}（{ACTORS[event.actorType]}）
                {event.note ? ` · ${event.note}` : ''}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
