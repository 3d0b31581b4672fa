import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAYMENT_CHANNEL_LABELS, type OrderRecord, type PaymentChannel } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import { ApiError } from '../../api/api-error.ts';
import {
  fetchOrder,
  fetchPayment,
  fetchPaymentChannels,
  fetchWallet,
  startPayment,
} from '../../api/commerce.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Price } from './Price.tsx';
import './commerce.css';

const POLL_MS = 2000;

function remaining(expiresAt: string, now: number): { seconds: number; text: string } {
  const seconds = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  return { seconds, text: `${Math.floor(seconds / 60)} 分 ${String(seconds % 60).padStart(2, '0')} 秒` };
}

const toPaySuccess = (orderNo: string): string => `/pay/success?orderNo=${orderNo}`;

/**
 * Pay one order: balance at once, or a gateway page while this panel polls the order. Once the order
 * is no longer waiting it goes to `successPath` (the pay result page, or a flow's own next step).
 */
export function PayPanel({
  orderNo,
  title,
  successPath = toPaySuccess,
}: {
  orderNo: string;
  title?: string;
  successPath?: (orderNo: string) => string;
}) {
  const navigate = useNavigate();
  const [order, setOrder] = useState<OrderRecord | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [chosen, setChosen] = useState<PaymentChannel | null>(null);
  /** What the server has open (GET /api/payments/channels); null while it loads. */
  const [open, setOpen] = useState<PaymentChannel[] | null>(null);
  /** Gateways the server said are not open here (000503); offered no more. */
  const [closed, setClosed] = useState<PaymentChannel[]>([]);
  const [waiting, setWaiting] = useState<{ paymentNo: string; payUrl: string | null } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    fetchOrder(orderNo).then(setOrder, () => setFailed(true));
    fetchPaymentChannels().then(setOpen, () => setOpen(['wallet']));
    fetchWallet().then(
      (wallet) => setBalance(wallet.balanceFen),
      () => setBalance(null),
    );
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(tick);
      clearInterval(timer.current);
    };
  }, [orderNo]);

  useEffect(() => {
    if (order && order.status !== ORDER_STATUS.NEW)
      navigate(
        order.status === ORDER_STATUS.CANCELLED ? '/pay/fail?reason=cancelled' : successPath(order.orderNo),
        { replace: true },
      );
  }, [order, navigate, successPath]);

  useEffect(() => {
    if (waiting === null) return;
    timer.current = setInterval(() => {
      void fetchPayment(waiting.paymentNo).then((payment) => {
        if (payment.status === 'returned' || payment.status === 'refunded')
          navigate(`/pay/fail?code=${payment.failCode ?? ''}`, { replace: true });
      });
      void fetchOrder(orderNo).then(setOrder);
    }, POLL_MS);
    return () => clearInterval(timer.current);
  }, [waiting, orderNo, navigate]);

  if (failed) return <PageError text="订单不存在或无法支付。" />;
  if (!order || open === null) return <PageLoading />;
  const topup = order.kind === 'topup';
  const walletCovers = !topup && balance !== null && balance >= order.totalFen;
  const gateways = open.filter((option) => option !== 'wallet' && !closed.includes(option));
  // Until the buyer picks one: the balance when it covers the order, else the first open gateway.
  const channel = chosen ?? (walletCovers ? 'wallet' : (gateways[0] ?? null));
  const left = remaining(order.expiresAt, now);
  const expired = left.seconds === 0;

  const pay = async () => {
    if (!channel) return;
    setBusy(true);
    try {
      const payment = await startPayment(order.orderNo, channel);
      if (payment.status === 'succeeded') {
        navigate(successPath(order.orderNo), { replace: true });
        return;
      }
      if (payment.payUrl) window.open(payment.payUrl, '_blank', 'noopener');
      setWaiting({ paymentNo: payment.paymentNo, payUrl: payment.payUrl });
    } catch (error) {
      if (error instanceof ApiError && error.code === RESULT_CODES.SERVICE_UNAVAILABLE.code) {
        setClosed((list) => [...list, channel]);
        setChosen(null);
      }
      setBusy(false);
    }
  };

  return (
    <div className="shop-page pay-page">
      <h1>{title ?? (topup ? '钱包充值' : '订单支付')}</h1>
      <section className="card">
        <p className="muted">订单号 {order.orderNo}</p>
        <p>
          应付金额 <Price fen={order.totalFen} />
        </p>
        {expired ? (
          <p className="field-error" role="alert">
            订单已超过支付时限，将被自动取消，请重新下单。
          </p>
        ) : (
          <p className="muted">请在 {left.text} 内完成支付，超时订单将自动取消。</p>
        )}
        <fieldset className="channels" disabled={waiting !== null}>
          <legend>支付方式</legend>
          {!topup && (
            <label className={walletCovers ? undefined : 'is-disabled'}>
              <input
                type="radio"
                name="channel"
                value="wallet"
                checked={channel === 'wallet'}
                disabled={!walletCovers}
                onChange={() => setChosen('wallet')}
              />
              {PAYMENT_CHANNEL_LABELS.wallet}
              {balance !== null && (
                <span className="muted">
                  （可用 <Price fen={balance} />
                  {!walletCovers && '，余额不足'}）
                </span>
              )}
            </label>
          )}
          {gateways.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="channel"
                value={option}
                checked={channel === option}
                onChange={() => setChosen(option)}
              />
              {PAYMENT_CHANNEL_LABELS[option]}
            </label>
          ))}
        </fieldset>
        {!topup && !walletCovers && balance !== null && (
          <p className="muted">
            余额不足时可先 <Link to="/user/wallet">充值</Link>，或选择其他支付方式。
            <Link to="/user/wallet/scope">余额可以用在哪里？</Link>
          </p>
        )}
        {waiting !== null ? (
          <div role="status" className="pay-waiting">
            <p>已打开支付页面，完成付款后本页会自动跳转…</p>
            {waiting.payUrl && (
              <p className="muted">
                没有看到支付页面？
                <a href={waiting.payUrl} target="_blank" rel="noopener">
                  点此重新打开
                </a>
              </p>
            )}
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={busy || expired || channel === null}
            onClick={() => void pay()}
          >
            确认支付
          </button>
        )}
        {channel === null && <p className="field-error">暂无可用的支付方式，请稍后再试或联系客服。</p>}
      </section>
    </div>
  );
}
