import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import type { CartRecord } from '@xingtu/contracts/commerce';
import { fetchCart, removeCartItem, selectCart, updateCartItem } from '../api/commerce.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { QuantityStepper } from '../features/commerce/QuantityStepper.tsx';
import { productCoverUrl } from '../features/commerce/cover-url.ts';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '购物车 - 星图' }];

export default function CartPage() {
  const navigate = useNavigate();
  const [cart, setCart] = useState<CartRecord | null>(null);
  const [failed, setFailed] = useState(false);
  /** One change at a time: two quick clicks must not both start from the same old quantity. */
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    fetchCart().then(setCart, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const apply = (change: () => Promise<CartRecord>) => {
    setBusy(true);
    change()
      .then(setCart, () => undefined)
      .finally(() => setBusy(false));
  };

  if (failed)
    return (
      <PageError
        text="购物车加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={load}>
            重新加载
          </button>
        }
      />
    );
  if (!cart) return <PageLoading />;
  if (cart.items.length === 0)
    return (
      <div className="shop-page">
        <h1>购物车</h1>
        <EmptyState
          text="购物车还是空的"
          action={
            <Link className="btn btn-primary" to="/">
              去逛逛
            </Link>
          }
        />
      </div>
    );
  const allSelected = cart.items.every((item) => item.selected);
  const blocked = cart.items.some((item) => item.selected && !item.available);

  return (
    <div className="shop-page">
      <h1>购物车</h1>
      <div className="card">
        <ul className="cart-list" aria-label="购物车商品">
          {cart.items.map((item) => (
            <li className="cart-row" key={item.id}>
              <input
                type="checkbox"
                className="cart-check"
                aria-label={`选择${item.title}`}
                checked={item.selected}
                disabled={busy}
                onChange={(event) => apply(() => updateCartItem(item.id, { selected: event.target.checked }))}
              />
              <img
                className="cart-thumb"
                src={productCoverUrl({ ...item, id: item.productId })}
                alt=""
                width={64}
                height={64}
              />
              <div className="cart-title">
                <Link to={`/shop/goods/${item.productId}`}>{item.title}</Link>
                <div className="muted">
                  {item.stock !== null ? `库存 ${item.stock} 件` : '不限库存'}
                  {item.unavailableReason && <span className="field-error"> · {item.unavailableReason}</span>}
                </div>
              </div>
              <span className="cart-price">
                <Price fen={item.priceFen} />
              </span>
              <QuantityStepper
                value={item.quantity}
                max={Math.max(1, Math.min(99, item.stock ?? 99, item.remainingLimit ?? 99))}
                label={`${item.title}的数量`}
                disabled={busy}
                onChange={(quantity) => apply(() => updateCartItem(item.id, { quantity }))}
              />
              <button
                type="button"
                className="link-button cart-remove"
                aria-label={`删除${item.title}`}
                disabled={busy}
                onClick={() => apply(() => removeCartItem(item.id))}
              >
                删除
              </button>
            </li>
          ))}
        </ul>
        <div className="cart-bar">
          <label>
            <input
              type="checkbox"
              checked={allSelected}
              disabled={busy}
              onChange={() => apply(() => selectCart(!allSelected))}
            />{' '}
            全选
          </label>
          <span className="cart-total" aria-live="polite">
            已选 {cart.totals.selectedQuantity} 件，合计 <Price fen={cart.totals.totalFen} />
          </span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || blocked || cart.totals.selectedCount === 0}
            onClick={() => navigate('/shop/order?fromCart=1')}
          >
            去结算
          </button>
          {blocked && <p className="field-error cart-hint">请先取消勾选暂不可购买的商品。</p>}
        </div>
      </div>
    </div>
  );
}
