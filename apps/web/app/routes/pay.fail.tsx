import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { messageForCode, RESULT_CODES } from '@xingtu/contracts/result-codes';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '支付未完成 - 星图' }];

/** A gateway captured a lasting product the member got meanwhile: the money went back the way it came. */
const OWNED_ALREADY = RESULT_CODES.PURCHASE_LIMIT.code;

export default function PayFailPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const text =
    params.get('reason') === 'cancelled'
      ? '订单已取消。'
      : code === OWNED_ALREADY
        ? '本次付款未生效。'
        : (code && messageForCode(code)) || '支付未完成，请稍后再试。';
  return (
    <div className="shop-page">
      <section className="card page-state page-state-error" role="alert">
        <h1>支付未完成</h1>
        <p>{text}</p>
        {code === '003303' && <p className="muted">如已付款，款项已自动退回您的钱包。</p>}
        {code === OWNED_ALREADY && (
          <p>
            这件商品你已经拥有（另一笔订单已完成支付），本次付款已原路退回，无需重复购买。
            <Link to="/user/purchased">去“已购”使用</Link>
          </p>
        )}
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
