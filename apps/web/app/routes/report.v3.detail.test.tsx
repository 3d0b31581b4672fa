// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReportDocument } from '@xingtu/contracts/report-document';
import type { ReportDetailRecord } from '@xingtu/contracts/reports';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fetchReport } from '../api/reports.ts';
import ReportReaderPage from './report.v3.detail.$reportId.tsx';

vi.mock('../api/reports.ts', () => ({ fetchReport: vi.fn(), downloadReportFile: vi.fn() }));

const document: ReportDocument = {
  template: 'natal',
  title: '本命盘深度报告',
  subtitle: '看清你的性格底色与人生主题',
  version: 1,
  generatedAt: '2026年11月25日 15:40',
  people: [{ name: '苏念', birthLine: '1991年3月9日 06:40（当地时间） · 杭州' }],
  wheel: {
    cusps: Array.from({ length: 12 }, (_, i) => i * 30),
    ascendant: 0,
    midheaven: 270,
    points: [{ key: 'sun', name: '太阳', glyph: '☉', longitude: 348, retrograde: false }],
    aspects: [],
  },
  highlights: ['太阳 双鱼座 第12宫'],
  sections: [
    {
      key: 'core',
      title: '太阳、月亮与上升：你的核心三要素',
      factors: ['太阳在双鱼座', '太阳在第十二宫'],
      blocks: [{ kind: 'entry', heading: '太阳在双鱼座', text: '你的感受细腻而开阔。' }],
    },
    {
      key: 'table',
      title: '行星一览',
      factors: [],
      blocks: [{ kind: 'table', columns: ['行星', '星座'], rows: [['太阳', '双鱼座']] }],
    },
  ],
};

function record(patch: Partial<ReportDetailRecord>): ReportDetailRecord {
  return {
    id: 'abcdefgh2345',
    template: 'natal',
    title: '本命盘深度报告',
    form: 'one',
    status: 'ready',
    statusLabel: '已生成',
    orderNo: '202611251540000000001',
    productId: 7,
    people: [{ name: '苏念', birthLine: '1991年3月9日 06:40（当地时间） · 杭州' }],
    currentVersion: 1,
    versions: [{ version: 1, createdAt: '2026-11-25T07:40:00.000Z' }],
    correctionUntil: null,
    createdAt: '2026-11-25T07:39:00.000Z',
    updatedAt: '2026-11-25T07:40:00.000Z',
    document,
    ...patch,
  };
}

function renderAt(id: string) {
  const Stub = createRoutesStub([{ path: '/report/v3/detail/:reportId', Component: ReportReaderPage }]);
  render(<Stub initialEntries={[`/report/v3/detail/${id}`]} />);
}

afterEach(() => {
  cleanup();
  vi.mocked(fetchReport).mockReset();
});

describe('the report reader page', () => {
  it('shows the generating state, asks again, then reads the report with its contents', async () => {
    vi.mocked(fetchReport)
      .mockResolvedValueOnce(record({ status: 'generating', statusLabel: '生成中', document: null }))
      .mockResolvedValueOnce(record({}));
    renderAt('abcdefgh2345');
    expect(await screen.findByText(/报告生成中/)).toBeTruthy();
    const article = await screen.findByRole('article', { name: '本命盘深度报告' }, { timeout: 4000 });
    expect(vi.mocked(fetchReport)).toHaveBeenCalledTimes(2);
    expect(within(article).getByRole('img', { name: '苏念的星盘' })).toBeTruthy();
    const contents = within(article).getByRole('navigation', { name: '目录' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#section-core', '#section-table']);
    expect(within(article).getByText('太阳在双鱼座；太阳在第十二宫')).toBeTruthy();
    expect(within(article).getByRole('table')).toBeTruthy();
    expect(within(article).getByRole('button', { name: '下载 PDF' })).toBeTruthy();
  });

  it('offers the input for a report not yet filled, and the free correction while it is open', async () => {
    vi.mocked(fetchReport).mockResolvedValueOnce(
      record({ status: 'awaiting_input', document: null, people: null }),
    );
    renderAt('abcdefgh2345');
    expect((await screen.findByRole('link', { name: '去填写资料' })).getAttribute('href')).toBe(
      '/report/input/abcdefgh2345',
    );
    cleanup();
    vi.mocked(fetchReport).mockResolvedValueOnce(
      record({
        correctionUntil: '2026-12-02T07:40:00.000Z',
        currentVersion: 2,
        versions: [
          { version: 1, createdAt: '2026-11-25T07:40:00.000Z' },
          { version: 2, createdAt: '2026-11-26T07:40:00.000Z' },
        ],
      }),
    );
    renderAt('abcdefgh2345');
    expect((await screen.findByRole('link', { name: '修正出生资料' })).getAttribute('href')).toBe(
      '/report/input/abcdefgh2345?correct=1',
    );
    expect(screen.getByRole('link', { name: '查看第 1 版' }).getAttribute('href')).toBe(
      '/report/version/content?report=abcdefgh2345&version=1',
    );
  });

  it('says the report is not there for an id the member does not own', async () => {
    vi.mocked(fetchReport).mockRejectedValueOnce(new ApiError('000404', '报告不存在', 404));
    renderAt('zzzzzzzzzzzz');
    expect(await screen.findByText('报告不存在，或不属于当前账号。')).toBeTruthy();
  });
});
