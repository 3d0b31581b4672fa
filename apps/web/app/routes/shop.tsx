import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PRODUCT_TYPE_LABELS } from '@xingtu/contracts/enums';
import { LinkPager } from '../components/ui/LinkPager.tsx';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { ProductGrid } from '../features/commerce/ProductCard.tsx';
import {
  asProductType,
  loadProducts,
  loadProductTypes,
  pageParam,
} from '../features/commerce/catalog.server.ts';
import { shopHref, ShopTabs } from '../features/commerce/ShopTabs.tsx';
import '../features/commerce/commerce.css';
import '../features/commerce/shop.css';

const PAGE_SIZE = 12;

export const meta: MetaFunction = () => [
  { title: '星图商城 - 星图' },
  { name: 'description', content: '星图商城：星图原创的占星周边与学习好物，在线下单，订单进度随时可查。' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const type = asProductType(url.searchParams.get('type'));
  const current = pageParam(url.searchParams.get('page'));
  const [products, types] = await Promise.all([
    loadProducts(context, request, { type, current, size: PAGE_SIZE }),
    loadProductTypes(context, request),
  ]);
  return { type: type ?? null, products, types };
}

export default function ShopPage() {
  const { type, products, types } = useLoaderData<typeof loader>();
  const heading = type ? PRODUCT_TYPE_LABELS[type] : '全部商品';
  return (
    <div className="page shop-list">
      <header className="shop-head">
        <h1>星图商城</h1>
        <p>星图原创的占星周边与学习好物。</p>
      </header>
      {types.length > 0 && <ShopTabs types={types} active={type} />}
      {products === null ? (
        <PageError
          text="商品暂时加载不出来，请稍后刷新重试。"
          action={
            <a className="btn" href={shopHref(type, 1)}>
              重新加载
            </a>
          }
        />
      ) : products.records.length === 0 ? (
        <EmptyState
          text={type ? `「${heading}」暂时没有在售商品。` : '商城正在上新，暂时没有在售商品。'}
          action={
            type ? (
              <Link className="btn btn-primary" to="/shop">
                看看全部商品
              </Link>
            ) : (
              <Link className="btn btn-primary" to="/chart">
                先去免费排盘
              </Link>
            )
          }
        />
      ) : (
        <>
          <ProductGrid products={products.records} label={heading} />
          <LinkPager
            current={products.current}
            pages={Math.max(1, Math.ceil(products.total / products.size))}
            hrefFor={(page) => shopHref(type, page)}
          />
        </>
      )}
    </div>
  );
}
