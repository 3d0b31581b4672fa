import { useEffect, useState } from 'react';
import { useNavigate, useParams, type MetaFunction } from 'react-router';
import type { ProductDetailRecord } from '@xingtu/contracts/commerce';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { addToCart, fetchProduct } from '../api/commerce.ts';
import { notify } from '../api/notify.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '商品详情 - 星图' }];

export default function GoodsPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [product, setProduct] = useState<ProductDetailRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const [quantity, setQuantity] = useState(1);

  useEffect(() => {
    fetchProduct(id).then(setProduct, () => setFailed(true));
  }, [id]);

  if (failed) return <PageError text="商品不存在或已下架。" />;
  if (!product) return <PageLoading />;
  const max = Math.min(product.purchaseLimit ?? 99, product.stock ?? 99, 99);
  const blocked = !product.onSale || product.soldOut;

  return (
    <div className="shop-page">
      <div className="goods-detail card">
        {product.cover ? (
          <img className="goods-cover" src={product.cover} alt={product.title} />
        ) : (
          <div className="goods-cover" />
        )}
        <div>
          <p className="muted">{product.typeLabel}</p>
          <h1>{product.title}</h1>
          <p>{product.summary}</p>
          <p>
            <Price fen={product.priceFen} listFen={product.listPriceFen} />
          </p>
          {product.stock !== null && <p className="muted">库存 {product.stock} 件</p>}
          {product.purchaseLimit !== null && <p className="muted">每人限购 {product.purchaseLimit} 件</p>}
          {product.validityDays !== null && <p className="muted">购买后 {product.validityDays} 天内有效</p>}
          <div className="goods-actions">
            <span className="qty" aria-label="购买数量">
              <button type="button" aria-label="减少" onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
                −
              </button>
              <span>{quantity}</span>
              <button
                type="button"
                aria-label="增加"
                onClick={() => setQuantity((q) => Math.min(max, q + 1))}
              >
                +
              </button>
            </span>
            {product.type === PRODUCT_TYPE.GOODS && (
              <button
                type="button"
                className="btn"
                disabled={blocked}
                onClick={() =>
                  void addToCart(product.id, quantity).then(() => notify('success', '已加入购物车'))
                }
              >
                加入购物车
              </button>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={blocked}
              onClick={() => navigate(`/shop/order?productId=${product.id}&quantity=${quantity}`)}
            >
              {product.soldOut ? '已售罄' : product.onSale ? '立即购买' : '暂不可购买'}
            </button>
          </div>
        </div>
      </div>
      {/* The server sanitised this HTML (sanitize-html) before storing it. */}
      <section className="card rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
    </div>
  );
}
