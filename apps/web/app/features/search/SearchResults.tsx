import { Link } from 'react-router';
import type { SearchAnswer, SearchHit, SearchKind, SearchSuggestion } from '@xingtu/contracts/search';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { highlightPieces } from './highlighted.ts';
import { searchHref } from './search-href.ts';

// The parts of /search: the kind tabs, the list of highlighted results and what to offer when the
// keyword found nothing (or only part of it).

/** Writing has a publication date worth showing; products and people do not. */
const DATED_KINDS = new Set<SearchKind>(['news', 'article']);

function Highlighted({ html }: { html: string }) {
  return (
    <>
      {highlightPieces(html).map((piece, i) =>
        piece.marked ? <mark key={i}>{piece.text}</mark> : piece.text,
      )}
    </>
  );
}

export function KindTabs({ answer }: { answer: SearchAnswer }) {
  const all = answer.kinds.reduce((sum, kind) => sum + kind.count, 0);
  const tabs: { kind: SearchKind | undefined; label: string; count: number }[] = [
    { kind: undefined, label: '全部', count: all },
    ...answer.kinds.map((kind) => ({ kind: kind.kind, label: kind.label, count: kind.count })),
  ];
  return (
    <nav className="search-tabs" aria-label="按类型筛选">
      {tabs.map((tab) => (
        <Link
          key={tab.kind ?? 'all'}
          to={searchHref(answer.keyword, tab.kind)}
          className={`search-tab${tab.kind === (answer.kind ?? undefined) ? ' is-active' : ''}`}
          aria-current={tab.kind === (answer.kind ?? undefined) ? 'page' : undefined}
        >
          {tab.label}
          {!answer.capped && <span className="search-tab-count">{tab.count}</span>}
        </Link>
      ))}
    </nav>
  );
}

function ResultItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-result">
      <Link to={hit.url} className="search-result-title">
        <Highlighted html={hit.titleHtml} />
      </Link>
      <p className="search-result-snippet">
        <Highlighted html={hit.snippetHtml} />
      </p>
      <p className="search-result-meta">
        <span className="search-kind-badge">{hit.kindLabel}</span>
        {DATED_KINDS.has(hit.kind) && (
          <time dateTime={hit.publishedAt}>{formatBeijing(hit.publishedAt, 'date')}</time>
        )}
      </p>
    </li>
  );
}

export function ResultList({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="search-results" aria-label="搜索结果">
      {hits.map((hit) => (
        <ResultItem key={`${hit.kind}-${hit.refId}`} hit={hit} />
      ))}
    </ol>
  );
}

export function SuggestionLinks({ title, items }: { title: string; items: SearchSuggestion[] }) {
  if (items.length === 0) return null;
  return (
    <section className="search-suggest-block" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.kind}-${item.url}`}>
            <Link to={item.url}>{item.title}</Link>
            <span className="search-kind-badge">{item.kindLabel}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
