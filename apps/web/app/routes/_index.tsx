import { lazy, Suspense } from 'react';
import {
  Link,
  useLoaderData,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { RootData } from '../root.tsx';
import { ChartTools } from '../features/home/ChartTools.tsx';
import { SkyCard } from '../features/home/SkyCard.tsx';
import { loadSky } from '../features/home/home.server.ts';
import { ProductGrid } from '../features/commerce/ProductCard.tsx';
import { loadProducts } from '../features/commerce/catalog.server.ts';
import { useSession } from '../shell/use-session.ts';
import { ContentCard } from '../features/content/ContentCard.tsx';
import { loadContentList } from '../features/content/content.server.ts';
import '../features/content/content.css';
import '../features/home/home.css';
import '../features/commerce/shop.css';
import '../features/commerce/commerce.css';

// The most visited page: today's sky and the free chart above the fold, the chart tools, products
// with their covers, and for a member their own corner instead of an invitation to register.

const MemberCorner = lazy(() => import('../features/home/MemberCorner.tsx'));
/** Addresses that invite a visitor to join; a member never sees them. */
const VISITOR_ONLY = /^\/(register|login)(\?|$)/;
const FEATURED_PRODUCTS = 4;
const LATEST_NEWS = 4;

export const meta: MetaFunction = () => [
  { title: '星图 - 占星学习与咨询平台' },
  {
    name: 'description',
    content: '星图是面向中文用户的占星学习与咨询平台：免费排盘、系统课程、专业报告与占星师一对一咨询。',
  },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const [sky, products, news, teachers] = await Promise.all([
    loadSky(context, request),
    loadProducts(context, request, { size: FEATURED_PRODUCTS }),
    loadContentList(context, request, { kind: 'news', size: LATEST_NEWS }),
    loadContentList(context, request, { kind: 'C_TEACHER', size: 4 }),
  ]);
  return {
    sky,
    products: products?.records ?? [],
    news: news?.records ?? [],
    teachers: teachers?.records ?? [],
  };
}

export default function HomePage() {
  const { sky, products, news, teachers } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>('root');
  const session = useSession();
  const member = session.user;
  // Invitations to join wait until the session is known, so a member never glimpses one.
  const visitor = session.ready && !member;
  const banners = (root?.common.banners ?? []).filter(
    (banner) => visitor || !VISITOR_ONLY.test(banner.linkUrl),
  );
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div className="hero-copy">
            <h1 id="hero-title">仰望星空，也读懂自己</h1>
            <p>输入出生时间与地点，一分钟生成你的专属星盘，看懂太阳、月亮与上升。</p>
            <div className="hero-actions">
              <Link className="btn btn-gold btn-large" to="/chart">
                免费排盘
              </Link>
              {session.ready &&
                (member ? (
                  <Link className="btn btn-ghost" to="/learning/myChart">
                    查看我的星盘
                  </Link>
                ) : (
                  <Link className="btn btn-ghost" to="/register">
                    注册，保存你的星盘
                  </Link>
                ))}
            </div>
          </div>
          <SkyCard sky={sky} />
        </div>
      </section>

      {member && (
        <Suspense fallback={null}>
          <MemberCorner user={member} />
        </Suspense>
      )}

      <ChartTools />

      {products.length > 0 && (
        <section className="home-section" aria-labelledby="shop-title">
          <div className="section-head">
            <h2 id="shop-title">星图商城</h2>
            <Link to="/shop">全部商品 ›</Link>
          </div>
          <ProductGrid products={products} label="商城精选" />
        </section>
      )}

      {news.length > 0 && (
        <section className="home-section home-news" aria-labelledby="news-title">
          <div className="section-head">
            <h2 id="news-title">星图资讯</h2>
            <Link to="/news">更多资讯 ›</Link>
          </div>
          <ul className="content-list content-list-compact">
            {news.map((item) => (
              <ContentCard key={item.id} item={item} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}

      {teachers.length > 0 && (
        <section className="home-section" aria-labelledby="teacher-title">
          <div className="section-head">
            <h2 id="teacher-title">师资团队</h2>
            <Link to="/teacher">认识全部老师 ›</Link>
          </div>
          <ul className="teacher-grid">
            {teachers.map((teacher) => (
              <li key={teacher.id} className="card teacher-card">
                <Link to={teacher.url}>
                  <img src={teacher.cover ?? '/favicon.svg'} alt="" width={96} height={96} loading="lazy" />
                  <h3>{teacher.title}</h3>
                </Link>
                <p>{teacher.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {banners.length > 0 && (
        <section className="home-section" aria-labelledby="banner-title">
          <h2 id="banner-title">最新动态</h2>
          <ul className="banner-list">
            {banners.map((banner) => (
              <li key={banner.id} className="banner-card">
                <Link to={banner.linkUrl}>
                  <h3>{banner.title}</h3>
                  <p>{banner.subtitle}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {visitor && (
        <section className="home-section" aria-labelledby="start-title">
          <h2 id="start-title">三步开启你的星图</h2>
          <ol className="steps">
            <li>
              <h3>免费排盘</h3>
              <p>输入出生日期、时间与地点，马上看到你的本命盘和逐项解读。</p>
              <Link to="/chart">开始排盘</Link>
            </li>
            <li>
              <h3>注册账号</h3>
              <p>使用手机号或邮箱注册，一分钟即可完成，星盘和档案都会为你保存。</p>
              <Link to="/register">立即注册</Link>
            </li>
            <li>
              <h3>完善出生信息</h3>
              <p>信息越准确，星盘与解读越可靠；还可以为家人朋友建立档案。</p>
              <Link to="/login?from=%2Fuser%2Finformation">登录后填写</Link>
            </li>
          </ol>
        </section>
      )}
    </div>
  );
}
