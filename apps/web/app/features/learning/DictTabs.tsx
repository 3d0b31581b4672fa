import { useRef } from 'react';
import { Link } from 'react-router';
import type { DictCategory } from '@xingtu/readings/data/learning/dict-entry';
import { useActiveTabInView } from '../../components/ui/use-active-tab-in-view.ts';
import { DICT_TABS, dictListHref } from './dict-links.ts';

/** The category tabs: plain links (?category=), keeping the search words; the active one stays in view. */
export function DictTabs({ q, category }: { q: string; category: DictCategory | null }) {
  const bar = useRef<HTMLElement>(null);
  useActiveTabInView(bar, category);
  return (
    <nav className="dict-tabs" aria-label="词条分类" ref={bar}>
      {DICT_TABS.map((tab) => (
        <Link
          key={tab.category ?? 'all'}
          to={dictListHref({ q, category: tab.category })}
          aria-current={tab.category === category ? 'page' : undefined}
          preventScrollReset
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
