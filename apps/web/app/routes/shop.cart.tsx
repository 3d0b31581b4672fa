import { useEffect, useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import type { CartRecord } from '@xingtu/contracts/commerce';
import { fetchCart, removeCartItem, selectCart, updateCartItem } from '../api/commerce.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '购物车 - 星图' }];

export default function CartPage() {
  const navigate = useNavigate();
  const [cart, setCart] = useState<CartRecord | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetchCart().then(setCart, () => setFailed(true));
  }, []);

  const apply = (change: Promise<CartRecord>) => void change.then(setCart, () => undefined);

  if (failed) return <PageError text="购物车加载失败，请稍后再试。" />;
  if (!cart) return <PageLoading />;
  if (cart.items.length === 0)
    return (
      <EmptyState
        text="购物车还是空的"
        action={
          <Link className="btn btn-primary" to="/">
            去逛逛
          </Link>
        }
      />
    );
  const allSelected = cart.items.every((item) => item.selected);

  return (
    <div className="shop-page">
      <h1>购物车</h1>
      <div className="card">
        {cart.items.map((item) => (
          <div className="cart-row" key={item.id}>
            <input
              type="checkbox"
              aria-label={`选择${item.title}`}
              checked={item.selected}
              onChange={(event) => apply(updateCartItem(item.id, { selected: event.target.checked }))}
            />
            {item.cover ? (
              <img className="cart-thumb" src={item.cover} alt="" />
            ) : (
              <span className="cart-thumb" />
            )}
            <div className="grow">
              <Link to={`/shop/goods/${item.productId}`}>{item.title}</Link>
              <div className="muted">
                {item.stock !== null ? `库存 ${item.stock} 件` : '不限库存'}
                {item.unavailableReason && ` · ${item.unavailableReason}`}
              </div>
            </div>
            <Price fen={item.priceFen} />
            <span className="qty">
              <button
                type="button"
                aria-label="减少"
                disabled={item.quantity <= 1}
                onClick={() => apply(updateCartItem(item.id, { quantity: item.quantity - 1 }))}
              >
                −
              </button>
              <span>{item.quantity}</span>
              <button
                type="button"
                aria-label="增加"
                onClick={() => apply(updateCartItem(item.id, { quantity: item.quantity + 1 }))}
              >
                +
              </button>
            </span>
            <button type="button" className="link-button" onClick={() => apply(removeCartItem(item.id))}>
              删除
            </button>
          </div>
        ))}
        <div className="cart-bar">
          <label>
            <input type="checkbox" checked={allSelected} onChange={() => apply(selectCart(!allSelected))} />{' '}
            全选
          </label>
          <span>
            已选 {cart.totals.selectedQuantity} 件，合计 <Price fen={cart.totals.totalFen} />
          </span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={cart.totals.selectedCount === 0}
            onClick={() => navigate('/shop/order?fromCart=1')}
          >
            去结算
          </button>
        </div>
      </div>
    </div>
  );
}
