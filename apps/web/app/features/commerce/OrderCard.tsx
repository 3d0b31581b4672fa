import { Link } from 'react-router';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import { CancelOrderButton } from './CancelOrderButton.tsx';
import { Price } from './Price.tsx';
import { productCoverUrl } from './cover-url.ts';
import { formatBeijing } from '@xingtu/contracts/beijing-time';

/** One order in a list: its items, total, status and the actions that status allows. */
export function OrderCard({
  order,
  onCancel,
  onReceive,
}: {
  order: OrderRecord;
  onCancel: (orderNo: string) => void;
  onReceive: (orderNo: string) => void;
}) {
  return (
    <article className="order-card" aria-label={`订单 ${order.orderNo}`}>
      <div className="order-head">
        <span>
          订单号 {order.orderNo} <span className="order-time">· {formatBeijing(order.createdAt)}</span>
        </span>
        <span className="order-status">{order.statusLabel}</span>
      </div>
      {/* An order's lines never change and have no public name of their own: their place is their key. */}
      {order.items.map((item, index) => (
        <div className="order-item" key={index}>
          <img
            className="order-thumb"
            src={productCoverUrl({ cover: item.cover, type: item.productType, id: item.productId })}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
          <div className="grow">{item.title}</div>
          <span className="muted">×{item.quantity}</span>
          <Price fen={item.amountFen} />
        </div>
      ))}
      <div className="order-foot">
        <span>
          合计 <Price fen={order.totalFen} />
        </span>
        {order.refundedFen > 0 && (
          <span className="muted">
            已退款 <Price fen={order.refundedFen} />
          </span>
        )}
        <Link className="btn btn-small" to={`/shop/orderDetail/${order.orderNo}`}>
          详情
        </Link>
        {order.status === ORDER_STATUS.NEW && (
          <>
            <CancelOrderButton orderNo={order.orderNo} onConfirm={() => onCancel(order.orderNo)} />
            <Link className="btn btn-small btn-primary" to={`/pay?orderNo=${order.orderNo}`}>
              去支付
            </Link>
          </>
        )}
        {order.status === ORDER_STATUS.SHIPPED && (
          <button
            type="button"
            className="btn btn-small btn-primary"
            onClick={() => onReceive(order.orderNo)}
          >
            确认收货
          </button>
        )}
      </div>
    </article>
  );
}
