// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopTabs, shopHref } from './ShopTabs.tsx';

afterEach(cleanup);

const types = [
  { type: PRODUCT_TYPE.EBOOK, label: '电子书', count: 2 },
  { type: PRODUCT_TYPE.GOODS, label: '实物商品', count: 5 },
];

function renderTabs(active: (typeof types)[number]['type'] | null) {
  const Stub = createRoutesStub([
    { path: '/shop', Component: () => <ShopTabs types={types} active={active} /> },
  ]);
  render(<Stub initialEntries={['/shop']} />);
}

describe('shop category tabs', () => {
  it('link every category on show by its customer name, keeping it in ?type=', () => {
    renderTabs(null);
    const nav = screen.getByRole('navigation', { name: '商品分类' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['全部', '/shop'],
      ['电子书', '/shop?type=30'],
      ['实物商品', '/shop?type=80'],
    ]);
    expect(screen.getByRole('link', { name: '全部' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks the category of the address as the current one, and only it', () => {
    renderTabs(PRODUCT_TYPE.GOODS);
    expect(screen.getByRole('link', { name: '实物商品' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '全部' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '电子书' }).getAttribute('aria-current')).toBeNull();
  });

  it('builds the address of a category page', () => {
    expect(shopHref(PRODUCT_TYPE.EBOOK, 3)).toBe('/shop?type=30&page=3');
    expect(shopHref(null, 1)).toBe('/shop');
  });
});
