import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { LinkPager } from '../components/ui/LinkPager.tsx';
import { pageParam } from '../features/commerce/catalog.server.ts';
import { ContentCard } from '../features/content/ContentCard.tsx';
import { canonicalOf, loadContentList } from '../features/content/content.server.ts';
import { seoMeta } from '../features/content/seo.ts';
import '../features/content/content.css';

// 星图资讯: news and recommended reading, newest first, ten a page (each page its own address), with
// a tag filter from the address (?tag=…).

const PAGE_SIZE = 10;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const current = pageParam(url.searchParams.get('page'));
  const tag = url.searchParams.get('tag')?.trim().slice(0, 12) || undefined;
  const list = await loadContentList(context, request, { kind: 'news', current, size: PAGE_SIZE, tag });
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (current > 1) query.set('page', String(current));
  return {
    list,
    tag: tag ?? null,
    current,
    canonical: canonicalOf(request, `/news${query.size ? `?${query}` : ''}`),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    title: data?.tag ? `${data.tag} - 星图资讯` : '星图资讯',
    description: '星图资讯：每月星象、行运提醒、占星入门知识、学院动态与学员故事，陪你一起读懂星空。',
    keywords: '占星资讯,星象,水星逆行,行运,占星入门',
    canonical: data?.canonical ?? '',
  });

export default function NewsPage() {
  const { list, tag, current } = useLoaderData<typeof loader>();
  const hrefFor = (page: number) => {
    const query = new URLSearchParams();
    if (tag) query.set('tag', tag);
    if (page > 1) query.set('page', String(page));
    return `/news${query.size ? `?${query}` : ''}`;
  };
  return (
    <div className="page content-page">
      <header className="content-page-head">
        <h1>星图资讯</h1>
        <p className="muted">星象提醒、入门知识、学院动态与学员故事。</p>
        {tag && (
          <p className="content-filter">
            正在看标签「{tag}」的文章 <Link to="/news">查看全部 ›</Link>
          </p>
        )}
      </header>
      {!list && (
        <PageError
          text="资讯暂时无法加载，请稍后刷新。"
          action={
            <Link className="btn" to={hrefFor(current)} reloadDocument>
              重新加载
            </Link>
          }
        />
      )}
      {list && list.records.length === 0 && (
        <EmptyState
          text={tag ? `还没有标签为「${tag}」的文章。` : '还没有发布资讯，先去排一张星盘看看吧。'}
          action={
            <Link className="btn btn-primary" to={tag ? '/news' : '/chart'}>
              {tag ? '查看全部资讯' : '免费排盘'}
            </Link>
          }
        />
      )}
      {list && list.records.length > 0 && (
        <>
          <ul className="content-list" aria-label="资讯列表">
            {list.records.map((item) => (
              <ContentCard key={item.id} item={item} />
            ))}
          </ul>
          <LinkPager current={current} pages={Math.ceil(list.total / PAGE_SIZE)} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
