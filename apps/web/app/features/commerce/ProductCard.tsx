import { Link } from 'react-router';
import type { ProductRecord } from '@xingtu/contracts/commerce';
import { Price } from '../commerce/index.ts';
import { productCoverUrl } from './cover-url.ts';

/** Why a product cannot be bought right now, in the shop's words; null when it can. */
export function saleBadge(product: Pick<ProductRecord, 'onSale' | 'soldOut'>): string | null {
  if (product.soldOut) return '已售罄';
  if (!product.onSale) return '暂未开售';
  return null;
}

export function ProductCard({ product, headingLevel = 3 }: { product: ProductRecord; headingLevel?: 2 | 3 }) {
  const badge = saleBadge(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`product-card${badge ? ' is-unavailable' : ''}`}>
      <Link to={`/shop/goods/${product.id}`} className="product-card-link">
        <span className="product-cover">
          <img
            src={productCoverUrl(product)}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
          />
          {badge && <span className="product-badge">{badge}</span>}
        </span>
        <span className="product-body">
          <span className="product-type">{product.typeLabel}</span>
          <Heading className="product-title">{product.title}</Heading>
          {product.summary && <span className="product-summary">{product.summary}</span>}
          <Price fen={product.priceFen} listFen={product.listPriceFen} />
        </span>
      </Link>
    </article>
  );
}

export function ProductGrid({ products, label }: { products: ProductRecord[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
