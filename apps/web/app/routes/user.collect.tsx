import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { FAVOURITE_KINDS, type FavouriteKind, type FavouriteRecord } from '@xingtu/contracts/content';
import type { PageData } from '@xingtu/contracts/envelope';
import { fetchFavourites, removeFavourite } from '../api/content.ts';
import { notify } from '../api/notify.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Pager } from '../components/ui/Pager.tsx';
import { useActiveTabInView } from '../components/ui/use-active-tab-in-view.ts';
import '../features/content/content.css';

// 我的收藏: courses, reports, e-books, news and astrologers a member kept, newest first, by kind.
// What is gone or off sale stays listed (under the title it had) until removed.

export const meta: MetaFunction = () => [{ title: '我的收藏 - 星图' }];

const PAGE_SIZE = 12;
const KINDS = new Set<string>(FAVOURITE_KINDS.map((k) => k.value));
const LABEL = Object.fromEntries(FAVOURITE_KINDS.map((k) => [k.value, k.label])) as Record<
  FavouriteKind,
  string
>;

export default function MyFavouritesPage() {
  const [params, setParams] = useSearchParams();
  const initial = params.get('kind');
  const [kind, setKind] = useState<FavouriteKind | undefined>(
    initial && KINDS.has(initial) ? (initial as FavouriteKind) : undefined,
  );
  const [current, setCurrent] = useState(1);
  const [state, setState] = useState<'loading' | 'failed' | PageData<FavouriteRecord>>('loading');
  const tabBar = useRef<HTMLDivElement>(null);
  useActiveTabInView(tabBar, kind);

  const read = useCallback(() => {
    setState('loading');
    fetchFavourites(kind, current, PAGE_SIZE).then(setState, () => setState('failed'));
  }, [kind, current]);
  useEffect(read, [read]);

  const remove = async (item: FavouriteRecord) => {
    try {
      await removeFavourite(item.kind, item.targetId);
      notify('success', '已取消收藏');
      read();
    } catch {
      // The request layer has already said why.
    }
  };

  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>我的收藏</h1>
        <Link to="/news">逛逛资讯 ›</Link>
      </div>
      <div className="tabs" role="toolbar" aria-label="收藏类型" ref={tabBar}>
        {[undefined, ...FAVOURITE_KINDS.map((k) => k.value)].map((tab) => (
          <button
            key={tab ?? 'all'}
            type="button"
            aria-pressed={kind === tab}
            onClick={() => {
              setKind(tab);
              setCurrent(1);
              setParams(tab ? { kind: tab } : {}, { replace: true, preventScrollReset: true });
            }}
          >
            {tab ? LABEL[tab] : '全部'}
          </button>
        ))}
      </div>
      {state === 'loading' && <PageLoading />}
      {state === 'failed' && (
        <PageError
          text="收藏加载失败。"
          action={
            <button type="button" className="btn" onClick={read}>
              重新加载
            </button>
          }
        />
      )}
      {typeof state === 'object' && state.records.length === 0 && (
        <EmptyState
          text={
            kind
              ? `还没有收藏${LABEL[kind]}。看到喜欢的内容时，点一下“收藏”就会出现在这里。`
              : '还没有收藏。看到喜欢的课程、报告、文章或占星师时，点一下“收藏”就会出现在这里。'
          }
          action={
            <Link
              className="btn btn-primary"
              to={kind === 'news' ? '/news' : kind === 'astrologer' ? '/consultant' : '/shop'}
            >
              去看看
            </Link>
          }
        />
      )}
      {typeof state === 'object' && state.records.length > 0 && (
        <>
          <ul className="favourite-list" aria-label="我的收藏">
            {state.records.map((item) => (
              <li
                key={`${item.kind}:${item.targetId}`}
                className={`card favourite-item${item.available ? '' : ' is-gone'}`}
              >
                {item.cover ? (
                  <img
                    className="favourite-cover"
                    src={item.cover}
                    alt=""
                    width={96}
                    height={72}
                    loading="lazy"
                  />
                ) : (
                  <span className="favourite-cover" aria-hidden="true">
                    {LABEL[item.kind]}
                  </span>
                )}
                <div className="favourite-body">
                  <span className="content-badge">{LABEL[item.kind]}</span>
                  {item.available ? (
                    <Link to={item.url} className="favourite-title">
                      {item.title}
                    </Link>
                  ) : (
                    <span className="favourite-title">{item.title}</span>
                  )}
                  <p className="muted">{item.subtitle}</p>
                </div>
                <button type="button" className="link-button" onClick={() => void remove(item)}>
                  取消收藏
                </button>
              </li>
            ))}
          </ul>
          {state.total > PAGE_SIZE && (
            <Pager current={current} pages={Math.ceil(state.total / PAGE_SIZE)} onChange={setCurrent} />
          )}
        </>
      )}
    </div>
  );
}
