// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReportRecord, ReportTemplateRecord } from '@xingtu/contracts/reports';
import {
  fetchAdminReports,
  fetchReportTemplates,
  regenerateReport,
  updateReportTemplate,
} from '../../api/console-reports.ts';
import { Reports } from './Reports.tsx';

vi.mock('../../api/console-reports.ts', async (original) => ({
  ...(await original<typeof import('../../api/console-reports.ts')>()),
  fetchAdminReports: vi.fn(),
  fetchReportTemplates: vi.fn(),
  regenerateReport: vi.fn(),
  updateReportTemplate: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const natal: ReportTemplateRecord = {
  key: 'natal',
  templateId: '1001',
  title: '本命盘深度解读',
  subtitle: '',
  form: 'one',
  productId: 1001,
  priceFen: 6800,
  listPriceFen: 9900,
  summary: '',
  cover: null,
  sections: [],
  sample: { title: '样例：太阳在狮子座', text: '太阳落在狮子座的人，天生带着舞台感。' },
};

const failed = {
  id: 'R0001',
  template: 'natal',
  title: '本命盘深度解读',
  status: 'failed',
  statusLabel: '生成失败',
  orderNo: 'T2026112700001',
  userId: 10000001,
  failure: '星历计算超时',
  currentVersion: 0,
  updatedAt: '2026-11-27T02:00:00.000Z',
} as unknown as AdminReportRecord;

describe('the console report section', () => {
  it('changes a template’s price and sample in fen, and regenerates a failed report', async () => {
    vi.mocked(fetchReportTemplates).mockResolvedValue([natal]);
    vi.mocked(fetchAdminReports).mockResolvedValue({ records: [failed], total: 1, size: 20, current: 1 });
    vi.mocked(updateReportTemplate).mockResolvedValue(natal);
    vi.mocked(regenerateReport).mockResolvedValue({ ...failed, status: 'generating' } as AdminReportRecord);
    render(<Reports />);

    const templates = await screen.findByRole('table', { name: '报告模板' });
    expect(within(templates).getByText('¥68.00')).toBeTruthy();
    await userEvent.click(within(templates).getByRole('button', { name: '修改' }));
    const price = screen.getByLabelText('售价（元）');
    await userEvent.clear(price);
    await userEvent.type(price, '58.5');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(updateReportTemplate).toHaveBeenCalledWith('natal', {
      priceFen: 5850,
      listPriceFen: 9900,
      sampleTitle: natal.sample.title,
      sampleText: natal.sample.text,
    });

    const reports = await screen.findByRole('table', { name: '用户报告' });
    expect(within(reports).getByText('（星历计算超时）')).toBeTruthy();
    await userEvent.click(within(reports).getByRole('button', { name: '重新生成' }));
    expect(regenerateReport).toHaveBeenCalledWith('R0001');
    expect(await screen.findByText('已开始重新生成')).toBeTruthy();
  });
});
