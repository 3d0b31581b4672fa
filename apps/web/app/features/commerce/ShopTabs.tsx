import { useRef } from 'react';
import { Link } from 'react-router';
import type { ProductTypeRecord } from '@xingtu/contracts/commerce';
import type { ProductType } from '@xingtu/contracts/enums';
import { useActiveTabInView } from '../../components/ui/use-active-tab-in-view.ts';

/** The shop's address for a category (null: everything) and page; the category is kept in `?type=`. */
export function shopHref(type: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/shop?${query}` : '/shop';
}

/**
 * The category tabs: 全部 and every type on show, by its customer name. Links, so each category has
 * its own address; on a phone the bar scrolls sideways and keeps the active tab in view.
 */
export function ShopTabs({ types, active }: { types: ProductTypeRecord[]; active: ProductType | null }) {
  const bar = useRef<HTMLElement>(null);
  useActiveTabInView(bar, active);
  const tabs = [{ type: null, label: '全部' }, ...types];
  return (
    <nav className="tabs shop-tabs" aria-label="商品分类" ref={bar}>
      {tabs.map((tab) => (
        <Link
          key={tab.type ?? 'all'}
          to={shopHref(tab.type)}
          aria-current={tab.type === active ? 'page' : undefined}
          preventScrollReset
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
