// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentAdminRecord } from '@xingtu/contracts/content';
import {
  fetchContentItem,
  publishContentItem,
  saveContentItem,
  uploadContentImage,
} from '../../api/console-areas.ts';
import { ContentEditor } from './Content.tsx';

vi.mock('../../api/console-areas.ts', () => ({
  fetchContentItem: vi.fn(),
  fetchContentList: vi.fn(),
  publishContentItem: vi.fn(),
  saveContentItem: vi.fn(),
  uploadContentImage: vi.fn(),
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

  it('uploads an image and puts its Markdown at the cursor; the saved body carries it', async () => {
    const url = '/uploads/content-images/moon.png';
    vi.mocked(fetchContentItem).mockResolvedValue({ ...draft, bodyMarkdown: '第一段第二段' });
    vi.mocked(uploadContentImage).mockResolvedValue({ url, markdown: `![图片](${url})` });
    vi.mocked(saveContentItem).mockResolvedValue({
      ...draft,
      bodyHtml: `<p>第一段</p><p><img src="${url}" alt="图片" loading="lazy" /></p><p>第二段</p>`,
    });
    render(<Stub initialEntries={['/admin/content/42']} />);
    const body = (await screen.findByLabelText('正文（Markdown）')) as HTMLTextAreaElement;
    body.setSelectionRange(3, 3);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'moon.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('插入正文图片'), file);
    expect(await screen.findByText('图片已插入正文，保存后可在预览中查看')).toBeTruthy();
    expect(uploadContentImage).toHaveBeenCalledWith(file);
    expect(body.value).toBe(`第一段\n\n![图片](${url})\n\n第二段`);

    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('已保存')).toBeTruthy();
    expect(vi.mocked(saveContentItem).mock.calls[0]![1].bodyMarkdown).toContain(`![图片](${url})`);
    const preview = screen.getByRole('region', { name: '预览' });
    expect(preview.querySelector('img')?.getAttribute('src')).toBe(url);
  });

  it('refuses an image over 2 MB before sending it', async () => {
    vi.mocked(fetchContentItem).mockResolvedValue(draft);
    render(<Stub initialEntries={['/admin/content/42']} />);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('插入正文图片'), big);
    expect(await screen.findByText('正文图片不能超过 2MB')).toBeTruthy();
    expect(uploadContentImage).not.toHaveBeenCalled();
  });
});
