import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { messageForCode } from '@xingtu/contracts/result-codes';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '支付未完成 - 星图' }];

export default function PayFailPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const text =
    params.get('reason') === 'cancelled'
      ? '订单已取消。'
      : (code && messageForCode(code)) || '支付未完成，请稍后再试。';
  return (
    <div className="shop-page">
      <section className="card page-state page-state-error" role="alert">
        <h1>支付未完成</h1>
        <p>{text}</p>
        {code === '003303' && <p className="muted">如已付款，款项已自动退回您的钱包。</p>}
        <div className="pay-actions">
          <Link className="btn" to="/user/order">
            我的订单
          </Link>
          <Link className="btn btn-primary" to="/user/wallet">
            查看钱包
          </Link>
        </div>
      </section>
    </div>
  );
}
