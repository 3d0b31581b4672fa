import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DICT_CATEGORY_LABELS } from '@xingtu/readings/data/learning/dict-entry';
import { EmptyState } from '../components/ui/PageState.tsx';
import { DictCards } from '../features/learning/DictCards.tsx';
import { DictEntryDetail } from '../features/learning/DictEntryDetail.tsx';
import { DictSearchForm } from '../features/learning/DictSearchForm.tsx';
import { DictTabs } from '../features/learning/DictTabs.tsx';
import { loadDictPage } from '../features/learning/dict.server.ts';
import '../features/learning/learning.css';

// /learning/dict: the astrology dictionary. ?q= searches, ?category= narrows, ?entry=<key> opens one
// entry. Filtering happens in the loader, so the page works without script and stays light.

export function loader({ request }: LoaderFunctionArgs) {
  const page = loadDictPage(new URL(request.url));
  return page.missingEntry ? data(page, { status: 404 }) : page;
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (page?.detail)
    return [
      { title: `${page.detail.term}（${page.detail.english}）- 占星词典 - 星图` },
      { name: 'description', content: page.detail.summary },
    ];
  return [
    { title: page?.q ? `“${page.q}” - 占星词典 - 星图` : '占星词典 - 星图' },
    {
      name: 'description',
      content: '星图占星词典：星座、行星、宫位、相位、轴点与推运技法的中文释义，附英文术语与相关词条。',
    },
    // Search results and a dead entry address are not pages to index.
    ...(page?.q || page?.missingEntry ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

export default function DictPage() {
  const page = useLoaderData<typeof loader>();
  if (page.detail)
    return (
      <div className="page learning-page">
        <DictEntryDetail entry={page.detail} />
      </div>
    );
  const where = page.category ? `“${DICT_CATEGORY_LABELS[page.category]}”中` : '';
  return (
    <div className="page learning-page">
      <h1>占星词典</h1>
      <p className="muted">
        收录 {page.total} 个常用占星术语，每条附英文原名、一句话释义与详细讲解。
        <Link to="/learning/birthInfo">起盘前先读：出生资料须知</Link>
      </p>
      {page.missingEntry && (
        <p className="dict-notice" role="alert">
          没有找到这个词条，它可能已改名。可以在下面搜索或按分类浏览。
        </p>
      )}
      <DictSearchForm q={page.q} category={page.category} />
      <DictTabs q={page.q} category={page.category} />
      {page.cards.length === 0 ? (
        <EmptyState
          text={`没有找到${where}与“${page.q}”相关的词条，换个词试试，比如“上升”“合相”或英文名。`}
          action={
            page.category ? (
              <Link className="btn" to={`/learning/dict?q=${encodeURIComponent(page.q)}`}>
                在全部分类中搜索
              </Link>
            ) : (
              <Link className="btn" to="/learning/dict">
                查看全部词条
              </Link>
            )
          }
        />
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {page.q
              ? `找到 ${page.cards.length} 个与“${page.q}”相关的词条`
              : `共 ${page.cards.length} 个词条`}
          </p>
          <DictCards cards={page.cards} label="词条列表" />
        </>
      )}
    </div>
  );
}
