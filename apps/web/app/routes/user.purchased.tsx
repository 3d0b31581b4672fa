import { useCallback, useEffect, useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { PurchasedRecord } from '@xingtu/contracts/purchase-rules';
import { fetchPurchased } from '../api/commerce.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { productCoverUrl } from '../features/commerce/cover-url.ts';
import '../features/commerce/commerce.css';

// 已购: what the member bought and still holds, each with the way to use it.

export const meta: MetaFunction = () => [{ title: '已购 - 星图' }];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: PurchasedRecord[] };

export default function PurchasedPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const read = useCallback(() => {
    setLoad({ state: 'loading' });
    fetchPurchased().then(
      (items) => setLoad({ state: 'ready', items }),
      () => setLoad({ state: 'failed' }),
    );
  }, []);
  useEffect(read, [read]);

  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>已购</h1>
        <Link to="/user/order">我的订单 ›</Link>
      </div>
      {load.state === 'loading' && <PageLoading />}
      {load.state === 'failed' && (
        <PageError
          text="已购内容加载失败。"
          action={
            <button type="button" className="btn" onClick={read}>
              重新加载
            </button>
          }
        />
      )}
      {load.state === 'ready' && load.items.length === 0 && (
        <EmptyState
          text="这里会列出你买下的课程、电子书、报告和问答次数；实物商品的物流请在“我的订单”查看。"
          action={
            <Link className="btn btn-primary" to="/shop">
              去商城看看
            </Link>
          }
        />
      )}
      {load.state === 'ready' && load.items.length > 0 && (
        <ul className="purchased-list" aria-label="已购内容">
          {load.items.map((item) => (
            <li key={`${item.orderNo}-${item.productId}`} className="purchased-item">
              <img
                className="order-thumb"
                src={productCoverUrl({ cover: item.cover, type: item.type, id: item.productId })}
                alt=""
                width={48}
                height={48}
              />
              <div className="grow">
                <p className="purchased-title">{item.title}</p>
                <p className="muted">
                  {item.typeLabel} · 购于 {formatBeijing(item.grantedAt, 'date')} ·{' '}
                  {item.expiresAt ? `有效期至 ${formatBeijing(item.expiresAt, 'minute')}` : '长期有效'}
                </p>
              </div>
              {item.usePath ? (
                <Link className="btn btn-small btn-primary" to={item.usePath}>
                  去使用
                </Link>
              ) : (
                <Link className="btn btn-small" to={`/shop/orderDetail/${item.orderNo}`}>
                  查看订单
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
