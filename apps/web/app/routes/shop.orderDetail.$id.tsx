import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, type MetaFunction } from 'react-router';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS, ORDER_STATUS_LABELS } from '@xingtu/contracts/enums';
import { cancelOrder, fetchOrder, receiveOrder } from '../api/commerce.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '订单详情 - 星图' }];

const shanghai = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '';
const ACTORS = { user: '本人', system: '系统', admin: '客服', gateway: '支付网关' } as const;

export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const [order, setOrder] = useState<OrderRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => fetchOrder(id).then(setOrder, () => setFailed(true)), [id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed) return <PageError text="订单不存在。" />;
  if (!order) return <PageLoading />;
  return (
    <div className="shop-page">
      <h1>订单详情</h1>
      <section className="card">
        <div className="order-head">
          <span>订单号 {order.orderNo}</span>
          <span className="order-status">{order.statusLabel}</span>
        </div>
        {order.items.map((item) => (
          <div className="order-item" key={item.id}>
            <div className="grow">{item.title}</div>
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
        {order.trackingNo && (
          <p className="muted">
            物流：{order.carrier} {order.trackingNo}
          </p>
        )}
        <div className="order-foot">
          {order.status === ORDER_STATUS.NEW && (
            <>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => void cancelOrder(order.id).then(setOrder, () => undefined)}
              >
                取消订单
              </button>
              <Link className="btn btn-small btn-primary" to={`/pay?orderId=${order.id}`}>
                去支付
              </Link>
            </>
          )}
          {order.status === ORDER_STATUS.SHIPPED && (
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => void receiveOrder(order.id).then(setOrder, () => undefined)}
            >
              确认收货
            </button>
          )}
        </div>
      </section>
      {order.events && (
        <section className="card">
          <h2>订单进度</h2>
          <ol>
            {order.events.map((event, index) => (
              <li key={index}>
                {shanghai(event.createdAt)} · {ORDER_STATUS_LABELS[event.toStatus]}（{ACTORS[event.actorType]}
                ）{event.note ? ` · ${event.note}` : ''}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
