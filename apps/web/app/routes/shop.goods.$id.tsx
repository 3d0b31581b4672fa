import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, type MetaFunction } from 'react-router';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { allowsQuantity, grantsLastingAccess, type PurchasedRecord } from '@xingtu/contracts/purchase-rules';
import { addToCart, fetchProduct, fetchPurchased } from '../api/commerce.ts';
import { notify } from '../api/notify.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { QuantityStepper } from '../features/commerce/QuantityStepper.tsx';
import { useRecordById } from '../features/commerce/use-record-by-id.ts';
import { productCoverUrl } from '../features/commerce/cover-url.ts';
import { useSession } from '../shell/use-session.ts';
import { FavouriteButton } from '../features/content/FavouriteButton.tsx';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '商品详情 - 星图' }];

/** The product types a member may keep in 我的收藏. */
const FAVOURITE_OF_TYPE: Partial<Record<string, 'course' | 'report' | 'ebook'>> = {
  [PRODUCT_TYPE.COURSE]: 'course',
  [PRODUCT_TYPE.REPORT]: 'report',
  [PRODUCT_TYPE.EBOOK]: 'ebook',
};

export default function GoodsPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { load, reload } = useRecordById(id, fetchProduct);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const session = useSession();
  // A member who already holds lasting access sees 已购买 and the way to use it, not a second sale.
  const [owned, setOwned] = useState<PurchasedRecord | null>(null);
  const lasting = load.kind === 'ready' && grantsLastingAccess(load.record.type);
  const signedIn = Boolean(session.user);
  useEffect(() => {
    setOwned(null);
    if (!lasting || !signedIn) return;
    let live = true;
    fetchPurchased().then(
      (items) => live && setOwned(items.find((item) => item.productId === id) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, lasting, signedIn]);

  if (load.kind === 'missing')
    return (
      <PageError
        text="商品不存在或已下架。"
        action={
          <Link className="btn" to="/shop">
            去商城看看
          </Link>
        }
      />
    );
  if (load.kind === 'failed')
    return (
      <PageError
        text="商品加载失败，请检查网络后重试。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  if (load.kind === 'loading') return <PageLoading />;
  const product = load.record;
  const max = Math.max(1, Math.min(product.purchaseLimit ?? 99, product.stock ?? 99, 99));
  const blocked = !product.onSale || product.soldOut;
  const goods = product.type === PRODUCT_TYPE.GOODS;
  const favouriteKind = FAVOURITE_OF_TYPE[product.type];

  const add = async () => {
    setAdding(true);
    try {
      await addToCart(product.id, quantity);
      notify('success', '已加入购物车');
    } catch {
      // The request layer has already shown why (limit, sold out, not signed in …).
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="shop-page">
      <div className="goods-detail card">
        <img className="goods-cover" src={productCoverUrl(product)} alt="" width={400} height={400} />
        <div className="goods-info">
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
            {owned ? (
              <>
                <span className="btn btn-primary" aria-disabled="true">
                  已购买
                </span>
                <Link className="btn" to={owned.usePath ?? '/user/purchased'}>
                  {owned.usePath ? '去使用' : '在“已购”中查看'}
                </Link>
              </>
            ) : (
              <>
                {allowsQuantity(product.type) && (
                  <QuantityStepper value={quantity} max={max} disabled={blocked} onChange={setQuantity} />
                )}
                {goods && (
                  <button
                    type="button"
                    className="btn"
                    disabled={blocked || adding}
                    onClick={() => void add()}
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
              </>
            )}
          </div>
          {favouriteKind && (
            <p>
              <FavouriteButton kind={favouriteKind} targetId={String(product.id)} />
            </p>
          )}
          {goods && (
            <p>
              <Link to="/shop/cart">查看购物车</Link>
            </p>
          )}
        </div>
      </div>
      {/* The server sanitised this HTML (sanitize-html) before storing it. */}
      <section
        className="card rich-text"
        aria-label="商品介绍"
        dangerouslySetInnerHTML={{ __html: product.description }}
      />
    </div>
  );
}
