import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { PAYMENT_CHANNEL_LABELS, type OrderRecord, type PaymentChannel } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import { fetchOrder, fetchPayment, fetchWallet, startPayment } from '../api/commerce.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '订单支付 - 星图' }];

const POLL_MS = 2000;
const CHANNELS: PaymentChannel[] = ['wallet', 'sandbox', 'alipay', 'wechat'];

function remaining(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  return `${Math.floor(seconds / 60)} 分 ${String(seconds % 60).padStart(2, '0')} 秒`;
}

/** Pay one order: balance at once, or a gateway page while this page polls the order. */
export default function PayPage() {
  const orderId = Number(useSearchParams()[0].get('orderId'));
  const navigate = useNavigate();
  const [order, setOrder] = useState<OrderRecord | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [channel, setChannel] = useState<PaymentChannel>('wallet');
  const [waiting, setWaiting] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    fetchOrder(orderId).then(setOrder, () => setFailed(true));
    fetchWallet().then(
      (wallet) => setBalance(wallet.balanceFen),
      () => setBalance(null),
    );
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(tick);
      clearInterval(timer.current);
    };
  }, [orderId]);

  useEffect(() => {
    if (order && order.status !== ORDER_STATUS.NEW)
      navigate(
        order.status === ORDER_STATUS.CANCELLED
          ? '/pay/fail?reason=cancelled'
          : `/pay/success?orderId=${order.id}`,
        { replace: true },
      );
  }, [order, navigate]);

  useEffect(() => {
    if (waiting === null) return;
    timer.current = setInterval(() => {
      void fetchPayment(waiting).then((payment) => {
        if (payment.status === 'returned')
          navigate(`/pay/fail?code=${payment.failCode ?? ''}`, { replace: true });
      });
      void fetchOrder(orderId).then(setOrder);
    }, POLL_MS);
    return () => clearInterval(timer.current);
  }, [waiting, orderId, navigate]);

  if (failed) return <PageError text="订单不存在或无法支付。" />;
  if (!order) return <PageLoading />;
  const topup = order.kind === 'topup';

  const pay = async () => {
    setBusy(true);
    try {
      const payment = await startPayment(order.id, channel);
      if (payment.status === 'succeeded') {
        navigate(`/pay/success?orderId=${order.id}`, { replace: true });
        return;
      }
      if (payment.payUrl) window.open(payment.payUrl, '_blank', 'noopener');
      setWaiting(payment.id);
    } catch {
      setBusy(false);
    }
  };

  return (
    <div className="shop-page">
      <h1>订单支付</h1>
      <section className="card">
        <p className="muted">订单号 {order.orderNo}</p>
        <p>
          应付金额 <Price fen={order.totalFen} />
        </p>
        <p className="muted">请在 {remaining(order.expiresAt, now)} 内完成支付，超时订单将自动取消。</p>
        <div className="channels" role="radiogroup" aria-label="支付方式">
          {CHANNELS.filter((option) => !(topup && option === 'wallet')).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="channel"
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {PAYMENT_CHANNEL_LABELS[option]}
              {option === 'wallet' && balance !== null && (
                <span className="muted">
                  （可用 <Price fen={balance} />）
                </span>
              )}
            </label>
          ))}
        </div>
        {waiting !== null ? (
          <p role="status">已打开支付页面，完成付款后本页会自动跳转…</p>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={busy}
            onClick={() => void pay()}
          >
            确认支付
          </button>
        )}
      </section>
    </div>
  );
}
