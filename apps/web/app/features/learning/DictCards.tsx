import { Link } from 'react-router';
import { DICT_CATEGORY_LABELS } from '@xingtu/readings/data/learning/dict-entry';
import type { DictCard } from './dict-types.ts';
import { dictEntryHref } from './dict-links.ts';

/** Entry cards: term, English name, category and the one-line summary; each opens the entry. */
export function DictCards({ cards, label }: { cards: readonly DictCard[]; label: string }) {
  return (
    <ul className="dict-cards" aria-label={label}>
      {cards.map((entry) => (
        <li key={entry.key}>
          <Link className="dict-card" to={dictEntryHref(entry.key)}>
            <span className="dict-card-head">
              <strong className="dict-term">{entry.term}</strong>
              <span className="dict-english" lang="en">
                {entry.english}
              </span>
            </span>
            <span className="dict-category">{DICT_CATEGORY_LABELS[entry.category]}</span>
            <span className="dict-summary">{entry.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
