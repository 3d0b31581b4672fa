// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentAdminRecord } from '@xingtu/contracts/content';
import { fetchContentItem, publishContentItem, saveContentItem } from '../../api/console-areas.ts';
import { ContentEditor } from './Content.tsx';

vi.mock('../../api/console-areas.ts', () => ({
  fetchContentItem: vi.fn(),
  fetchContentList: vi.fn(),
  publishContentItem: vi.fn(),
  saveContentItem: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const draft: ContentAdminRecord = {
  id: 42,
  kind: 'N_NEWS',
  title: '冬至星象',
  summary: '太阳进入摩羯座',
  cover: null,
  author: '星图编辑部',
  tags: ['节气'],
  url: '/news/detail/42',
  publishedAt: null,
  slug: null,
  bodyMarkdown: '太阳进入**摩羯座**',
  bodyHtml: '<p>太阳进入<strong>摩羯座</strong></p>',
  status: 'draft',
  visibility: 2,
  publishAt: null,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: '',
  sortOrder: 0,
  live: false,
  createdAt: '2026-11-27T01:00:00.000Z',
  updatedAt: '2026-11-27T01:00:00.000Z',
};

const Stub = createRoutesStub([{ path: '/admin/content/:id', Component: ContentEditor }]);

describe('the console content editor', () => {
  it('shows the server preview, saves the edited form and schedules in Beijing time', async () => {
    vi.mocked(fetchContentItem).mockResolvedValue(draft);
    vi.mocked(saveContentItem).mockResolvedValue({ ...draft, title: '冬至星象提醒', tags: ['节气', '星象'] });
    vi.mocked(publishContentItem).mockResolvedValue({
      ...draft,
      status: 'scheduled',
      publishAt: '2026-12-21T00:00:00.000Z',
    });
    render(<Stub initialEntries={['/admin/content/42']} />);
    const preview = await screen.findByRole('region', { name: '预览' });
    expect(preview.querySelector('strong')?.textContent).toBe('摩羯座');

    const title = screen.getByLabelText('标题', { exact: true });
    await userEvent.clear(title);
    await userEvent.type(title, '冬至星象提醒');
    const tags = screen.getByLabelText('标签（用逗号分隔）');
    await userEvent.clear(tags);
    await userEvent.type(tags, '节气，星象、节气');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('已保存')).toBeTruthy();
    expect(vi.mocked(saveContentItem).mock.calls[0]![0]).toBe(42);
    expect(vi.mocked(saveContentItem).mock.calls[0]![1]).toMatchObject({
      title: '冬至星象提醒',
      tags: ['节气', '星象'],
      bodyMarkdown: '太阳进入**摩羯座**',
    });

    // No time chosen: refused here, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: '定时发布' }));
    expect(await screen.findByText('请选择定时发布的时间（北京时间）')).toBeTruthy();
    expect(publishContentItem).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('定时发布（北京时间）'), {
      target: { value: '2026-12-21T08:00' },
    });
    await userEvent.click(screen.getByRole('button', { name: '定时发布' }));
    expect(await screen.findByText('已设定定时发布')).toBeTruthy();
    expect(publishContentItem).toHaveBeenCalledWith(42, 'schedule', '2026-12-21T08:00:00+08:00');
    expect(screen.getByText('定时发布（2026-12-21 08:00）')).toBeTruthy();
  });
});
