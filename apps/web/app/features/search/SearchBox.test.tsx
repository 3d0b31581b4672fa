// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popularSearches, suggestSearch } from '../../api/search.ts';
import { SearchBox } from './SearchBox.tsx';

vi.mock('../../api/search.ts', () => ({ popularSearches: vi.fn(), suggestSearch: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{decodeURIComponent(`${location.pathname}${location.search}`)}</p>;
}

const Stub = createRoutesStub([
  { path: '/', Component: () => <SearchBox className="test-box" /> },
  { path: '/search', Component: Where },
  { path: '/news/detail/:id', Component: Where },
]);

describe('the search box', () => {
  it('offers 热门搜索 while empty and searches the chosen word', async () => {
    vi.mocked(popularSearches).mockResolvedValue([{ keyword: '水星逆行' }, { keyword: '合盘' }]);
    render(<Stub initialEntries={['/']} />);
    await userEvent.click(screen.getByRole('combobox'));
    const list = await screen.findByRole('listbox', { name: '热门搜索' });
    expect([...list.querySelectorAll('.suggestion-title')].map((item) => item.textContent)).toEqual([
      '水星逆行',
      '合盘',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /合盘/ }));
    expect((await screen.findByTestId('where')).textContent).toBe('/search?keyword=合盘');
    expect(suggestSearch).not.toHaveBeenCalled();
  });

  it('turns to title suggestions once the visitor types', async () => {
    vi.mocked(popularSearches).mockResolvedValue([{ keyword: '水星逆行' }]);
    vi.mocked(suggestSearch).mockResolvedValue([
      { kind: 'news', kindLabel: '资讯', title: '上升星座速查', url: '/news/detail/7' },
    ]);
    render(<Stub initialEntries={['/']} />);
    await userEvent.type(screen.getByRole('combobox'), 'ssxz');
    const list = await screen.findByRole('listbox', { name: '搜索建议' });
    expect(list.textContent).toContain('上升星座速查');
    expect(list.textContent).not.toContain('水星逆行');
    expect(suggestSearch).toHaveBeenLastCalledWith('ssxz');
  });

  it('shows no list when there are no popular words yet', async () => {
    vi.mocked(popularSearches).mockResolvedValue([]);
    render(<Stub initialEntries={['/']} />);
    await userEvent.click(screen.getByRole('combobox'));
    await vi.waitFor(() => expect(popularSearches).toHaveBeenCalled());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('stays open when the visitor leaves the box and comes straight back', async () => {
    vi.mocked(popularSearches).mockResolvedValue([{ keyword: '水星逆行' }]);
    render(<Stub initialEntries={['/']} />);
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    await screen.findByRole('listbox', { name: '热门搜索' });
    box.blur();
    box.focus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('listbox', { name: '热门搜索' })).toBeTruthy();
  });
});
