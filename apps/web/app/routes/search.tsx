import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SEARCH_RULES } from '@xingtu/contracts/search';
import { LinkPager } from '../components/ui/LinkPager.tsx';
import { EmptyState, PageError } from '../components/ui/PageState.tsx';
import { SearchBox } from '../features/search/SearchBox.tsx';
import { KindTabs, ResultList, SuggestionLinks } from '../features/search/SearchResults.tsx';
import { searchHref } from '../features/search/search-href.ts';
import { loadPopular, loadSearch, searchPageQuery } from '../features/search/search.server.ts';

// SPEC §2: /search?keyword=… (the header's search box) — courses, reports, e-books, goods,
// astrologers and articles, ranked, with the keyword's words highlighted; filters by kind.

/** Starting points before the site has 热门搜索 of its own: words that find something here. */
const STARTER_KEYWORDS = ['上升星座', '合盘', '土星回归', '水星逆行', '本命盘', '占星入门'];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.keyword ? `搜索“${data.keyword}” - 星图` : '搜索 - 星图' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = searchPageQuery(new URL(request.url));
  const answer = query.keyword ? await loadSearch(context, request, query) : null;
  // 热门搜索 on the empty page and under an empty result (what other visitors found useful).
  const popular = !answer || answer.records.length === 0 ? await loadPopular(context, request) : [];
  return { ...query, answer, popular, failed: Boolean(query.keyword) && answer === null };
}

/** 热门搜索 of the last seven days; until the site has any, a few words that find something. */
function Starters({ popular }: { popular: string[] }) {
  const words = popular.length > 0 ? popular : STARTER_KEYWORDS;
  return (
    <section className="search-starters" aria-label={popular.length > 0 ? '热门搜索' : '搜索示例'}>
      <span className="muted">{popular.length > 0 ? '热门搜索：' : '试试：'}</span>
      {words.map((word) => (
        <Link key={word} to={searchHref(word)} className="search-chip">
          {word}
        </Link>
      ))}
    </section>
  );
}

export default function SearchPage() {
  const { keyword, kind, answer, popular, failed } = useLoaderData<typeof loader>();
  const found = answer && answer.records.length > 0;
  return (
    <div className="page search-page">
      <h1>{keyword ? `“${keyword}”的搜索结果` : '站内搜索'}</h1>
      <SearchBox className="search-page-box" defaultValue={keyword} autoFocus={!keyword} />
      {!keyword && (
        <>
          <EmptyState text="输入课程、老师、占星师或文章里的词，中文、拼音都可以。" />
          <Starters popular={popular} />
        </>
      )}
      {failed && (
        <PageError
          text="搜索暂时不可用，请稍后重试。"
          action={
            <a className="btn" href={searchHref(keyword, kind)}>
              重新搜索
            </a>
          }
        />
      )}
      {answer && (answer.kinds.length > 0 || kind) && <KindTabs answer={answer} />}
      {answer && answer.partial && found && (
        <p className="search-note">
          没有同时包含“{answer.terms.join('”“')}”的内容，以下结果包含其中部分词语。
        </p>
      )}
      {answer && found && <SuggestionLinks title="你是不是要找" items={answer.suggestions} />}
      {answer && !found && (
        <EmptyState
          text={
            kind && answer.kinds.length > 0
              ? `“${keyword}”在这一类里没有结果，看看其他类型。`
              : `没有找到与“${keyword}”相关的内容，换个说法试试，或者从下面开始。`
          }
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
      {answer && !found && <SuggestionLinks title="你可能想看" items={answer.suggestions} />}
      {answer && !found && answer.kinds.length === 0 && <Starters popular={popular} />}
      {answer && found && (
        <>
          <p className="muted search-count">
            {answer.capped
              ? `找到超过 ${answer.total} 条结果，显示最相关的部分`
              : `共找到 ${answer.total} 条结果`}
          </p>
          <ResultList hits={answer.records} />
          <LinkPager
            current={answer.current}
            pages={Math.min(SEARCH_RULES.maxPage, Math.max(1, Math.ceil(answer.total / answer.size)))}
            hrefFor={(page) => searchHref(keyword, kind, page)}
          />
        </>
      )}
    </div>
  );
}
