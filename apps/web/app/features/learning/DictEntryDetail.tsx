import { Link } from 'react-router';
import { DICT_CATEGORY_LABELS } from '@xingtu/readings/data/learning/dict-entry';
import { DictCards } from './DictCards.tsx';
import type { DictDetail } from './dict-types.ts';
import { dictListHref } from './dict-links.ts';

/** One entry in full: what it is, the explanation, and the related entries to read next. */
export function DictEntryDetail({ entry }: { entry: DictDetail }) {
  return (
    <article className="dict-detail" aria-labelledby="dict-detail-term">
      <p className="dict-crumbs">
        <Link to="/learning/dict">占星词典</Link>
        <span aria-hidden="true"> / </span>
        <Link to={dictListHref({ category: entry.category })}>{DICT_CATEGORY_LABELS[entry.category]}</Link>
      </p>
      <h1 id="dict-detail-term">
        {entry.term}
        <span className="dict-english" lang="en">
          {entry.english}
        </span>
      </h1>
      <p className="dict-lead">{entry.summary}</p>
      <p className="dict-body">{entry.body}</p>
      {entry.related.length > 0 && (
        <section aria-labelledby="dict-related-title">
          <h2 id="dict-related-title">相关词条</h2>
          <DictCards cards={entry.related} label="相关词条" />
        </section>
      )}
      <p>
        <Link className="btn" to="/learning/dict">
          返回词典
        </Link>
      </p>
    </article>
  );
}
