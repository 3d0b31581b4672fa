// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElementCheckRecord } from '@xingtu/contracts/baby';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import type { ReportDetailRecord } from '@xingtu/contracts/reports';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fetchElementCheck } from '../api/baby.ts';
import { fetchContacts } from '../api/contacts.ts';
import { correctReportInput, fetchReport, fetchReportTemplates, submitReportInput } from '../api/reports.ts';
import { readChildDraft, saveChildDraft } from '../features/baby/child-draft.ts';
import BabyElementResultPage from './babyReport.element.result.$id.tsx';
import BabyReportInputPage from './babyReport.input.$id.tsx';
import BabyParentInputPage from './babyReport.parentInput.tsx';

vi.mock('../api/reports.ts', () => ({
  fetchReport: vi.fn(),
  fetchReportTemplates: vi.fn(),
  submitReportInput: vi.fn(),
  correctReportInput: vi.fn(),
}));
vi.mock('../api/contacts.ts', () => ({ fetchContacts: vi.fn() }));
vi.mock('../api/baby.ts', () => ({ fetchElementCheck: vi.fn(), createElementCheck: vi.fn() }));
vi.mock('../shell/use-session.ts', () => ({
  useSession: () => ({ ready: true, user: { userId: '1' }, access: null, ended: null }),
}));

const ID = 'abcdefgh2345';

function record(patch: Partial<ReportDetailRecord> = {}): ReportDetailRecord {
  return {
    id: ID,
    template: 'baby',
    title: '宝宝成长星盘报告',
    form: 'child',
    status: 'awaiting_input',
    statusLabel: '待填写资料',
    orderNo: '202611251540000000001',
    productId: 9,
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

const child = { source: { contactId: 5 }, label: '豆豆 · 2019-09-03' };
const mother = { id: 6, name: '林芳', birthday: '1990-10-03' } as ContactProfile;

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/babyReport/input/:id', Component: BabyReportInputPage },
    { path: '/babyReport/parentInput', Component: BabyParentInputPage },
    { path: '/babyReport/element/result/:id', Component: BabyElementResultPage },
    { path: '/babyReport/detail/:reportId', Component: () => <p>宝宝报告阅读页</p> },
    { path: '/report/input/:id', Component: () => <p>通用填写页</p> },
  ]);
  render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(fetchContacts).mockResolvedValue({ records: [mother], total: 1, size: 100, current: 1 });
});
afterEach(() => {
  cleanup();
  vi.mocked(fetchReport).mockReset();
  vi.mocked(submitReportInput).mockReset();
  vi.mocked(correctReportInput).mockReset();
  vi.mocked(fetchElementCheck).mockReset();
});

describe('the baby report input: the child, then the parents', () => {
  it('keeps the chosen child in this tab and goes on to the parents', async () => {
    vi.mocked(fetchReport).mockResolvedValue(record());
    vi.mocked(fetchContacts).mockResolvedValue({
      records: [{ id: 5, name: '豆豆', birthday: '2019-09-03' } as ContactProfile],
      total: 1,
      size: 100,
      current: 1,
    });
    const user = userEvent.setup();
    renderAt(`/babyReport/input/${ID}`);
    const next = await screen.findByRole('button', { name: '下一步：父母的出生资料' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(await screen.findByLabelText('孩子：选择档案'), '5');
    await user.click(next);
    expect(await screen.findByRole('heading', { name: '填写父母的出生资料' })).toBeTruthy();
    expect(screen.getByTestId('child-summary').textContent).toContain('豆豆');
    expect(readChildDraft(ID)).toEqual({ source: { contactId: 5 }, label: '豆豆 · 2019-09-03' });
    expect(vi.mocked(submitReportInput)).not.toHaveBeenCalled();
  });

  it('sends the child first and the parent given, shows a refusal, then opens the baby reader', async () => {
    saveChildDraft(ID, child);
    vi.mocked(fetchReport).mockResolvedValue(record());
    vi.mocked(submitReportInput)
      .mockRejectedValueOnce(
        new ApiError('000422', '提交的内容未通过校验', 422, [
          { field: 'people.1.contact_id', message: '请选择自己保存的档案' },
        ]),
      )
      .mockResolvedValueOnce(record({ status: 'generating' }));
    const user = userEvent.setup();
    renderAt(`/babyReport/parentInput?report=${ID}`);
    expect(await screen.findByRole('button', { name: '不填父母资料，直接生成' })).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('家长一（可选）：选择档案'), '6');
    await user.click(screen.getByRole('button', { name: '提交并生成报告' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择自己保存的档案');
    expect(vi.mocked(submitReportInput)).toHaveBeenLastCalledWith(ID, [{ contactId: 5 }, { contactId: 6 }]);
    await user.click(screen.getByRole('button', { name: '提交并生成报告' }));
    expect(await screen.findByText('宝宝报告阅读页')).toBeTruthy();
    expect(readChildDraft(ID)).toBeNull();
  });

  it('without a child chosen, asks for the child first and sends nothing', async () => {
    vi.mocked(fetchReport).mockResolvedValue(record());
    renderAt(`/babyReport/parentInput?report=${ID}`);
    expect(await screen.findByText('请先填写孩子的出生资料。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /生成/ })).toBeNull();
  });

  it('a locked report shows who it is about; the correction sends through the correction', async () => {
    vi.mocked(fetchReport).mockResolvedValue(
      record({ status: 'ready', currentVersion: 1, people: [{ name: '豆豆', birthLine: '2019年9月3日' }] }),
    );
    renderAt(`/babyReport/input/${ID}`);
    expect(await screen.findByText('这份报告的资料已经提交：豆豆。')).toBeTruthy();
    cleanup();

    saveChildDraft(ID, child);
    vi.mocked(fetchReport).mockResolvedValue(
      record({ status: 'ready', currentVersion: 1, correctionUntil: '2026-12-02T07:40:00.000Z' }),
    );
    vi.mocked(correctReportInput).mockResolvedValue(record({ status: 'generating' }));
    const user = userEvent.setup();
    renderAt(`/babyReport/parentInput?report=${ID}&correct=1`);
    await user.click(await screen.findByRole('button', { name: '提交修正并重新生成' }));
    expect(await screen.findByText('宝宝报告阅读页')).toBeTruthy();
    expect(vi.mocked(correctReportInput)).toHaveBeenCalledWith(ID, [{ contactId: 5 }]);
    expect(vi.mocked(submitReportInput)).not.toHaveBeenCalled();
  });

  it('another template is not filled here', async () => {
    vi.mocked(fetchReport).mockResolvedValue(record({ template: 'natal', form: 'one' }));
    renderAt(`/babyReport/input/${ID}`);
    expect(await screen.findByText('这份报告不是宝宝报告，请在它自己的页面填写资料。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一步：父母的出生资料' })).toBeNull();
  });
});

describe('the element check result', () => {
  const check: ElementCheckRecord = {
    id: ID,
    name: '小橙子',
    birthLine: '2021年4月18日 07:40（当地时间） · 广东省 深圳市',
    timeKnown: false,
    elements: [
      { key: 'fire', name: '火', count: 4, planets: ['太阳', '火星', '金星', '水星'] },
      { key: 'earth', name: '土', count: 1, planets: ['月亮'] },
      { key: 'air', name: '风', count: 3, planets: ['木星', '土星', '天王星'] },
      { key: 'water', name: '水', count: 2, planets: ['海王星', '冥王星'] },
    ],
    modalities: [
      { key: 'cardinal', name: '本位', count: 5, planets: [] },
      { key: 'fixed', name: '固定', count: 3, planets: [] },
      { key: 'mutable', name: '变动', count: 2, planets: [] },
    ],
    leadingElement: 'fire',
    readings: [
      { kind: 'element-strong', heading: '火元素突出', factor: '火元素 4颗行星', text: '像一只小太阳。' },
    ],
    wheel: { cusps: [], ascendant: null, midheaven: null, points: [], aspects: [] },
    createdAt: '2026-11-25T07:39:00.000Z',
  };

  it('shows the balance, the readings and the way to the paid report', async () => {
    vi.mocked(fetchElementCheck).mockResolvedValue(check);
    vi.mocked(fetchReportTemplates).mockResolvedValue([]);
    renderAt(`/babyReport/element/result/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: '小橙子的元素平衡' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '小橙子的元素分布：火4颗，土1颗，风3颗，水2颗' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '火元素突出' })).toBeTruthy();
    expect(screen.getByText('依据：火元素 4颗行星')).toBeTruthy();
    expect(screen.getByText(/出生时间不详/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /看看火元素宝宝的更多日常/ }).getAttribute('href')).toBe(
      '/babyReport/template/fire',
    );
  });

  it("someone else's (or an unknown) result is not found; a malformed id is not even asked for", async () => {
    vi.mocked(fetchElementCheck).mockRejectedValue(new ApiError('000404', '测试结果不存在', 404));
    renderAt(`/babyReport/element/result/${ID}`);
    expect(await screen.findByText('测试结果不存在，或不属于当前账号。')).toBeTruthy();
    cleanup();
    vi.mocked(fetchElementCheck).mockClear();
    renderAt('/babyReport/element/result/..%2Fadmin');
    expect(await screen.findByText('测试结果不存在，或不属于当前账号。')).toBeTruthy();
    expect(vi.mocked(fetchElementCheck)).not.toHaveBeenCalled();
  });
});
