import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageError } from '../components/ui/PageState.tsx';
import { ContentCard } from '../features/content/ContentCard.tsx';
import { FavouriteButton } from '../features/content/FavouriteButton.tsx';
import { NewsComments } from '../features/content/NewsComments.tsx';
import { canonicalOf, loadContent } from '../features/content/content.server.ts';
import { notFoundMeta, seoMeta } from '../features/content/seo.ts';
import '../features/comments/comments.css';
import '../features/content/content.css';

// One news article, rendered on the server for readers and search engines: the body (sanitised HTML
// from the server), tags, previous / next, related reading, a favourite button and the comments.

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const loaded = await loadContent(context, request, params.id);
  if (loaded.kind === 'missing') return data({ loaded, canonical: '' }, { status: 404 });
  if (loaded.kind === 'failed') return data({ loaded, canonical: '' }, { status: 503 });
  // A teacher or a fixed page has an address of its own.
  if (!loaded.record.url.startsWith('/news/'))
    return data({ loaded: { kind: 'missing' as const }, canonical: '' }, { status: 404 });
  return { loaded, canonical: canonicalOf(request, loaded.record.url) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page || page.loaded.kind !== 'ready') return notFoundMeta();
  const item = page.loaded.record;
  return seoMeta({
    title: item.seoTitle,
    description: item.seoDescription,
    keywords: item.seoKeywords,
    canonical: page.canonical,
    image: item.cover,
    type: 'article',
    publishedAt: item.publishedAt,
  });
};

export default function NewsDetailPage() {
  const { loaded } = useLoaderData<typeof loader>();
  if (loaded.kind === 'missing') return <NotFound />;
  if (loaded.kind === 'failed')
    return (
      <PageError
        text="文章暂时无法加载，请稍后刷新。"
        action={
          <Link className="btn" to="/news">
            返回资讯列表
          </Link>
        }
      />
    );
  const item = loaded.record;
  return (
    <div className="page content-page">
      <nav className="breadcrumb" aria-label="位置">
        <Link to="/">首页</Link> › <Link to="/news">星图资讯</Link>
      </nav>
      <div className="content-layout">
        <article className="card content-article">
          <header>
            <h1>{item.title}</h1>
            <p className="muted content-card-meta">
              <span>{item.author}</span>
              {item.publishedAt && (
                <time dateTime={item.publishedAt}>{formatBeijing(item.publishedAt, 'date')}</time>
              )}
            </p>
            <div className="content-actions">
              {item.tags.map((tag) => (
                <Link key={tag} className="content-tag" to={`/news?tag=${encodeURIComponent(tag)}`}>
                  #{tag}
                </Link>
              ))}
              <FavouriteButton kind="news" targetId={String(item.id)} />
            </div>
          </header>
          {item.cover && <img className="content-hero" src={item.cover} alt="" width={800} height={600} />}
          {/* Rendered from Markdown and sanitised by the server (sanitize-html allow-list) before storing. */}
          <div className="rich-text content-body" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
          <nav className="content-neighbours" aria-label="上一篇和下一篇">
            {item.previous ? (
              <Link to={item.previous.url} rel="prev">
                <span className="muted">上一篇</span>
                {item.previous.title}
              </Link>
            ) : (
              <span className="muted">已经是最早的一篇</span>
            )}
            {item.next ? (
              <Link to={item.next.url} rel="next">
                <span className="muted">下一篇</span>
                {item.next.title}
              </Link>
            ) : (
              <span className="muted">已经是最新的一篇</span>
            )}
          </nav>
        </article>
        <aside className="content-aside" aria-labelledby="related-title">
          <h2 id="related-title">相关阅读</h2>
          {item.related.length === 0 ? (
            <p className="muted">暂无相关文章。</p>
          ) : (
            <ul className="content-list content-list-compact">
              {item.related.map((related) => (
                <ContentCard key={related.id} item={related} headingLevel={3} />
              ))}
            </ul>
          )}
        </aside>
      </div>
      <NewsComments newsId={item.id} />
    </div>
  );
}
