import { useEffect, useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { fetchOrder } from '../api/commerce.ts';
import { Price } from '../features/commerce/Price.tsx';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '支付成功 - 星图' }];

export default function PaySuccessPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId') ?? params.get('order_id'));
  const [order, setOrder] = useState<OrderRecord | null>(null);
  useEffect(() => {
    if (orderId) fetchOrder(orderId).then(setOrder, () => undefined);
  }, [orderId]);
  return (
    <div className="shop-page">
      <section className="card page-state">
        <h1>支付成功</h1>
        {order && (
          <p>
            订单 {order.orderNo} 已支付 <Price fen={order.paidFen || order.totalFen} />，
            {order.kind === 'topup' ? '余额稍后到账。' : '商品或权益将自动发放。'}
          </p>
        )}
        <div className="form-actions">
          <Link className="btn" to={order?.kind === 'topup' ? '/user/wallet' : '/user/order'}>
            {order?.kind === 'topup' ? '查看钱包' : '查看订单'}
          </Link>
          <Link className="btn btn-primary" to="/">
            返回首页
          </Link>
        </div>
      </section>
    </div>
  );
}
