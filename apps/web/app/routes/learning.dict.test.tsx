// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDictPage } from '../features/learning/dict.server.ts';
import DictPage from './learning.dict.tsx';

// The real loader behind the page: what is typed, clicked or opened goes through the same filtering.
function renderDict(address: string) {
  const Stub = createRoutesStub([
    {
      path: '/learning/dict',
      Component: DictPage,
      loader: ({ request }) => loadDictPage(new URL(request.url)),
    },
  ]);
  return render(<Stub initialEntries={[address]} />);
}

const cardTerms = () =>
  within(screen.getByRole('list', { name: '词条列表' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('.dict-term')?.textContent);

// The full dictionary is a long list to render in happy-dom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

describe('/learning/dict', () => {
  it('lists the dictionary and follows what is typed, without pressing 搜索', async () => {
    const user = userEvent.setup();
    renderDict('/learning/dict');
    expect(await screen.findByRole('heading', { name: '占星词典' })).toBeTruthy();
    const all = cardTerms().length;
    expect(all).toBeGreaterThan(50);

    await user.type(screen.getByRole('searchbox', { name: '搜索词条' }), '上升');
    expect(await screen.findByText(/个与“上升”相关的词条/)).toBeTruthy();
    expect(cardTerms()[0]).toBe('上升点');
    expect(cardTerms().length).toBeLessThan(all);
  });

  it('waits for a pinyin composition to end before filtering', async () => {
    renderDict('/learning/dict');
    const box = await screen.findByRole('searchbox', { name: '搜索词条' });
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'shang' } });
    await new Promise((done) => setTimeout(done, 600));
    expect(screen.queryByText(/shang/)).toBeNull();
    expect(screen.getByText(/^共 \d+ 个词条$/)).toBeTruthy();
    fireEvent.change(box, { target: { value: '上升' } });
    fireEvent.compositionEnd(box);
    expect(await screen.findByText(/个与“上升”相关的词条/)).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('上升');
  });

  it('says so when nothing matches and offers the whole dictionary', async () => {
    renderDict('/learning/dict?q=完全没有的词');
    expect(await screen.findByText(/没有找到与“完全没有的词”相关的词条，换个词试试/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '词条列表' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看全部词条' }).getAttribute('href')).toBe('/learning/dict');
  });

  it('narrows by the category tab and marks it current', async () => {
    const user = userEvent.setup();
    renderDict('/learning/dict');
    const tabs = await screen.findByRole('navigation', { name: '词条分类' });
    expect(within(tabs).getByRole('link', { name: '全部' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(tabs).getByRole('link', { name: '相位' }));
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: '相位' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(within(tabs).getByRole('link', { name: '全部' }).getAttribute('aria-current')).toBeNull();
    expect(cardTerms()).toContain('合相');
    expect(cardTerms()).not.toContain('上升点');
  });

  it('opens an entry with its explanation and related entries as links', async () => {
    const user = userEvent.setup();
    renderDict('/learning/dict?q=上升');
    await user.click(await screen.findByRole('link', { name: /^上升点/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /上升点/ })).toBeTruthy();
    expect(screen.getByText(/十二个星座都会从东方地平线依次升起/)).toBeTruthy();
    const related = screen.getByRole('list', { name: '相关词条' });
    expect(within(related).getByRole('link', { name: /天顶/ }).getAttribute('href')).toBe(
      '/learning/dict?entry=mc',
    );
  });
});
