// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import type { ReportDetailRecord } from '@xingtu/contracts/reports';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fetchContacts } from '../api/contacts.ts';
import { correctReportInput, fetchReport, submitReportInput } from '../api/reports.ts';
import ReportInputPage from './report.input.$id.tsx';

vi.mock('../api/reports.ts', () => ({
  fetchReport: vi.fn(),
  submitReportInput: vi.fn(),
  correctReportInput: vi.fn(),
}));
vi.mock('../api/contacts.ts', () => ({ fetchContacts: vi.fn() }));

const ID = 'abcdefgh2345';

function record(patch: Partial<ReportDetailRecord> = {}): ReportDetailRecord {
  return {
    id: ID,
    template: 'natal',
    title: '本命盘深度报告',
    form: 'one',
    status: 'awaiting_input',
    statusLabel: '待填写资料',
    orderNo: '202611251540000000001',
    productId: 7,
    people: null,
    currentVersion: 0,
    versions: [],
    correctionUntil: null,
    createdAt: '2026-11-25T07:39:00.000Z',
    updatedAt: '2026-11-25T07:39:00.000Z',
    document: null,
    ...patch,
  };
}

const profile = { id: 5, name: '苏念', birthday: '1991-03-09' } as ContactProfile;

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/report/input/:id', Component: ReportInputPage },
    { path: '/report/v3/detail/:reportId', Component: () => <p>阅读页</p> },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  cleanup();
  vi.mocked(fetchReport).mockReset();
  vi.mocked(submitReportInput).mockReset();
  vi.mocked(correctReportInput).mockReset();
});

describe('filling a bought report', () => {
  it('sends the chosen profile once and goes to the reader; a refusal is shown by the form', async () => {
    vi.mocked(fetchReport).mockResolvedValue(record());
    vi.mocked(fetchContacts).mockResolvedValue({ records: [profile], total: 1, size: 100, current: 1 });
    vi.mocked(submitReportInput)
      .mockRejectedValueOnce(
        new ApiError('000422', '提交的内容未通过校验', 422, [
          { field: 'people.0.contact_id', message: '请选择自己保存的档案' },
        ]),
      )
      .mockResolvedValueOnce(record({ status: 'generating' }));
    const user = userEvent.setup();
    renderAt(`/report/input/${ID}`);

    const submit = await screen.findByRole('button', { name: '提交并生成报告' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(await screen.findByLabelText('本人：选择档案'), '5');
    expect(screen.getByTestId('person-summary').textContent).toContain('苏念');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('请选择自己保存的档案');
    expect(vi.mocked(submitReportInput)).toHaveBeenLastCalledWith(ID, [{ contactId: 5 }]);

    await user.click(screen.getByRole('button', { name: '提交并生成报告' }));
    expect(await screen.findByText('阅读页')).toBeTruthy();
    expect(vi.mocked(correctReportInput)).not.toHaveBeenCalled();
  });

  it('shows a locked report instead of the form, and opens the correction only while it is free', async () => {
    vi.mocked(fetchReport).mockResolvedValue(
      record({ status: 'ready', people: [{ name: '苏念', birthLine: '1991年3月9日' }], currentVersion: 1 }),
    );
    renderAt(`/report/input/${ID}?correct=1`);
    expect(await screen.findByText('这份报告的资料已经提交：苏念。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交修正并重新生成' })).toBeNull();
    cleanup();

    vi.mocked(fetchReport).mockResolvedValue(
      record({ status: 'ready', currentVersion: 1, correctionUntil: '2026-12-02T07:40:00.000Z' }),
    );
    renderAt(`/report/input/${ID}?correct=1`);
    expect(await screen.findByRole('heading', { name: '修正报告资料' })).toBeTruthy();
    expect(screen.getByText(/免费修正仅此一次，截止 2026-12-02 15:40/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交修正并重新生成' })).toBeTruthy();
  });
});
