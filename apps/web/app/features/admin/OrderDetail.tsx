import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { REFUND_REAUTH_THRESHOLD_FEN } from '@xingtu/contracts/console';
import { PAYMENT_CHANNEL_LABELS, PAYMENT_STATUS_LABELS } from '@xingtu/contracts/commerce';
import { formatFen } from '@xingtu/contracts/constants';
import { ORDER_STATUS_LABELS, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { fetchOrder, refundOrder, shipOrder, voidOrder } from '../../api/console.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { yuanToFen } from './money.ts';
import { useReauth } from './Reauth.tsx';
import { messageOf, useLoad } from './use-load.ts';

const REFUNDABLE = ['B', 'D', 'E', 'F', 'G'];

export function OrderDetail() {
  const { orderNo = '' } = useParams();
  const { value: order, failed, reload } = useLoad(() => fetchOrder(orderNo), [orderNo]);
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState<'wallet' | 'original'>('wallet');
  const [reason, setReason] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const reauth = useReauth();

  if (failed)
    return (
      <PageError
        text="没有找到这个订单，或加载失败。"
        action={<Link to="/admin/orders">返回订单列表</Link>}
      />
    );
  if (!order) return <PageLoading />;
  const refundable = order.paidFen - order.refundedFen;

  const act = async (action: () => Promise<unknown>, done: string) => {
    setError('');
    setNotice('');
    try {
      await action();
      setNotice(done);
      reload();
    } catch (refused) {
      setError(messageOf(refused));
    }
  };
  const refund = async () => {
    const fen = amount.trim() ? yuanToFen(amount) : refundable;
    if (fen === null || fen <= 0 || fen > refundable) {
      setError(`请输入 0.01 到 ${formatFen(refundable).slice(1)} 元之间的退款金额`);
      return;
    }
    let reauthToken: string | undefined;
    if (fen > REFUND_REAUTH_THRESHOLD_FEN) {
      reauthToken = (await reauth.ask()) ?? undefined;
      if (!reauthToken) return;
    }
    await act(
      () =>
        refundOrder(order.orderNo, { amountFen: fen, destination, reason: reason || undefined, reauthToken }),
      `已退款 ${formatFen(fen)}`,
    );
  };

  return (
    <>
      <p>
        <Link to="/admin/orders">← 订单列表</Link>
      </p>
      <h1 className="console-title">订单 {order.orderNo}</h1>
      {notice && (
        <p className="console-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <section className="console-panel">
        <dl className="console-facts">
          <dt>状态</dt>
          <dd data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</dd>
          <dt>买家</dt>
          <dd>
            <Link to={`/admin/users/${order.userId}`}>{order.userName}</Link>{' '}
            <span className="muted">{order.userId}</span>
          </dd>
          <dt>订单金额</dt>
          <dd>{formatFen(order.totalFen)}</dd>
          <dt>实付 / 已退</dt>
          <dd>
            {formatFen(order.paidFen)} / {formatFen(order.refundedFen)}
          </dd>
          <dt>下单时间</dt>
          <dd>{formatBeijing(order.createdAt)}</dd>
          {order.carrier && (
            <>
              <dt>物流</dt>
              <dd>
                {order.carrier} {order.trackingNo}
              </dd>
            </>
          )}
        </dl>
        <ul className="console-list">
          {order.items.map((item, index) => (
            <li key={index}>
              {item.title} × {item.quantity} · {formatFen(item.amountFen)}
            </li>
          ))}
        </ul>
      </section>
      {REFUNDABLE.includes(order.status) && refundable > 0 && (
        <section className="console-panel">
          <h2>退款</h2>
          <p className="muted">
            最多可退 {formatFen(refundable)}；超过 {formatFen(REFUND_REAUTH_THRESHOLD_FEN)}{' '}
            需再次输入登录密码。留空金额即全部退款。
          </p>
          <div className="console-form-row">
            <label className="console-field">
              <span>退款金额（元）</span>
              <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </label>
            <label className="console-field">
              <span>退款去向</span>
              <select
                value={destination}
                onChange={(event) => setDestination(event.target.value as 'wallet' | 'original')}
              >
                <option value="wallet">退回钱包</option>
                <option value="original">原路退回</option>
              </select>
            </label>
            <label className="console-field">
              <span>原因</span>
              <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
            </label>
          </div>
          <button type="button" className="btn btn-danger" onClick={() => void refund()}>
            确认退款
          </button>
        </section>
      )}
      {order.status === 'B' && order.items.some((item) => item.productType === PRODUCT_TYPE.GOODS) && (
        <section className="console-panel">
          <h2>发货</h2>
          <div className="console-form-row">
            <label className="console-field">
              <span>快递公司</span>
              <input value={carrier} onChange={(event) => setCarrier(event.target.value)} />
            </label>
            <label className="console-field">
              <span>快递单号</span>
              <input value={trackingNo} onChange={(event) => setTrackingNo(event.target.value)} />
            </label>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void act(() => shipOrder(order.orderNo, carrier, trackingNo), '已发货')}
          >
            确认发货
          </button>
        </section>
      )}
      {order.status === 'A' && (
        <section className="console-panel">
          <h2>作废订单</h2>
          <div className="console-form-row">
            <label className="console-field">
              <span>作废原因</span>
              <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
            </label>
          </div>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void act(() => voidOrder(order.orderNo, reason), '订单已作废')}
          >
            作废
          </button>
        </section>
      )}
      <section className="console-panel">
        <h2>支付与退款</h2>
        <ul className="console-list">
          {order.payments.map((payment) => (
            <li key={payment.paymentNo}>
              支付 {payment.paymentNo} ·{' '}
              {PAYMENT_CHANNEL_LABELS[payment.channel as keyof typeof PAYMENT_CHANNEL_LABELS] ??
                payment.channel}{' '}
              · {formatFen(payment.amountFen)} ·{' '}
              {PAYMENT_STATUS_LABELS[payment.status as keyof typeof PAYMENT_STATUS_LABELS] ?? payment.status}
              {payment.paidAt && ` · ${formatBeijing(payment.paidAt, 'minute')}`}
            </li>
          ))}
          {order.refunds.map((line, index) => (
            <li key={index}>
              退款 {formatFen(line.amountFen)} · {line.destination === 'wallet' ? '退回钱包' : '原路退回'} ·{' '}
              {line.status}
              {line.reason && ` · ${line.reason}`} · {formatBeijing(line.createdAt, 'minute')}
            </li>
          ))}
          {order.payments.length + order.refunds.length === 0 && <li className="muted">没有支付记录。</li>}
        </ul>
      </section>
      <section className="console-panel">
        <h2>状态记录</h2>
        <ol className="console-list">
          {(order.events ?? []).map((event, index) => (
            <li key={index}>
              {formatBeijing(event.createdAt)} ·{' '}
              {event.fromStatus ? ORDER_STATUS_LABELS[event.fromStatus] : '新建'} →{' '}
              {ORDER_STATUS_LABELS[event.toStatus]}
              {event.note && ` · ${event.note}`}
            </li>
          ))}
        </ol>
      </section>
      {reauth.dialog}
    </>
  );
}
