import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LinkPager } from '../components/ui/LinkPager.tsx';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { ProductGrid } from '../features/commerce/ProductCard.tsx';
import { loadProducts, pageParam } from '../features/commerce/catalog.server.ts';
import '../features/commerce/commerce.css';
import '../features/commerce/shop.css';

// SPEC §2: /search?keyword=… — what the site sells whose name or description mentions the words.

const PAGE_SIZE = 12;
/** The catalogue accepts keywords of up to 50 characters (contracts productListQuerySchema). */
const KEYWORD_MAX = 50;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.keyword ? `搜索“${data.keyword}” - 星图` : '搜索 - 星图' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const current = pageParam(url.searchParams.get('page'));
  const results = keyword
    ? await loadProducts(context, request, { keyword, current, size: PAGE_SIZE })
    : null;
  return { keyword, results, failed: Boolean(keyword) && results === null };
}

const searchHref = (keyword: string, page: number) =>
  `/search?${new URLSearchParams({ keyword, ...(page > 1 ? { page: String(page) } : {}) })}`;

export default function SearchPage() {
  const { keyword, results, failed } = useLoaderData<typeof loader>();
  return (
    <div className="page search-page">
      <h1>{keyword ? `“${keyword}”的搜索结果` : '搜索'}</h1>
      <Form method="get" action="/search" role="search" className="search-form">
        <label htmlFor="search-page-input" className="visually-hidden">
          搜索关键词
        </label>
        <input
          id="search-page-input"
          className="input"
          name="keyword"
          type="search"
          defaultValue={keyword}
          placeholder="搜索课程或老师"
          maxLength={KEYWORD_MAX}
        />
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
      </Form>
      {!keyword && (
        <EmptyState
          text="输入课程、老师或商品的名称，看看星图有什么。"
          action={
            <Link className="btn" to="/shop">
              逛逛商城
            </Link>
          }
        />
      )}
      {failed && (
        <PageError
          text="搜索暂时不可用，请稍后重试。"
          action={
            <a className="btn" href={searchHref(keyword, 1)}>
              重新搜索
            </a>
          }
        />
      )}
      {results && results.records.length === 0 && (
        <EmptyState
          text={`没有找到与“${keyword}”相关的内容，换个词试试，或者去商城看看。`}
          action={
            <span className="empty-actions">
              <Link className="btn btn-primary" to="/shop">
                去商城看看
              </Link>
              <Link className="btn" to="/chart">
                免费排盘
              </Link>
            </span>
          }
        />
      )}
      {results && results.records.length > 0 && (
        <>
          <p className="muted">共找到 {results.total} 个结果</p>
          <ProductGrid products={results.records} label="搜索结果" />
          <LinkPager
            current={results.current}
            pages={Math.max(1, Math.ceil(results.total / results.size))}
            hrefFor={(page) => searchHref(keyword, page)}
          />
        </>
      )}
    </div>
  );
}
