// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPopularWords, hidePopularWord } from '../../api/console-areas.ts';
import { PopularWords } from './PopularWords.tsx';

vi.mock('../../api/console-areas.ts', () => ({ fetchPopularWords: vi.fn(), hidePopularWord: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the console’s 热门搜索', () => {
  it('lists the words with their visitors and hides one, then shows the list again', async () => {
    vi.mocked(fetchPopularWords)
      .mockResolvedValueOnce([
        { keyword: '合盘', visitors: 12, hidden: false },
        { keyword: '加微信', visitors: 3, hidden: false },
      ])
      .mockResolvedValueOnce([
        { keyword: '合盘', visitors: 12, hidden: false },
        { keyword: '加微信', visitors: 3, hidden: true },
      ]);
    vi.mocked(hidePopularWord).mockResolvedValue({ keyword: '加微信', visitors: 3, hidden: true });
    render(<PopularWords />);
    const row = (await screen.findByText('加微信')).closest('tr')!;
    expect(row.textContent).toContain('3');
    expect(row.textContent).toContain('展示中');
    await userEvent.click(within(row).getByRole('button', { name: '隐藏' }));
    expect(hidePopularWord).toHaveBeenCalledWith('加微信', true);
    const hiddenRow = (await screen.findByText('已隐藏')).closest('tr')!;
    expect(within(hiddenRow).getByRole('button', { name: '恢复展示' })).toBeTruthy();
  });

  it('shows the refusal beside the list', async () => {
    vi.mocked(fetchPopularWords).mockResolvedValue([{ keyword: '合盘', visitors: 2, hidden: false }]);
    vi.mocked(hidePopularWord).mockRejectedValue(new Error('没有权限'));
    render(<PopularWords />);
    await userEvent.click(await screen.findByRole('button', { name: '隐藏' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });

  it('says when there are no words yet', async () => {
    vi.mocked(fetchPopularWords).mockResolvedValue([]);
    render(<PopularWords />);
    expect(await screen.findByText('近7天还没有足够的搜索记录。')).toBeTruthy();
  });
});
