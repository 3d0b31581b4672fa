// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactProfile } from '@xingtu/contracts/contacts';

// The chart pages over time offer the member's saved profiles, as /chart does: one picked fills the
// birth form, which then sends that birth.

vi.mock('../api/charts.ts', () => ({
  fetchProgressions: vi.fn(),
  fetchReturn: vi.fn(),
  fetchTransitTimeline: vi.fn(),
}));
vi.mock('../api/contacts.ts', () => ({ fetchContacts: vi.fn() }));
vi.mock('../api/geo.ts', () => ({ searchPlaces: vi.fn().mockResolvedValue([]) }));
vi.mock('../shell/use-session.ts', () => ({ useSession: () => ({ ready: true, user: { userId: '7' } }) }));

// Test files share a worker's modules: the pages (and the profile picker in them) are loaded afresh
// here, so they call this file's mocks, not the modules another file loaded before.
let charts: typeof import('../api/charts.ts');
let fetchContacts: typeof import('../api/contacts.ts').fetchContacts;
const pageModules: Record<string, ComponentType> = {};
beforeAll(async () => {
  vi.resetModules();
  charts = await import('../api/charts.ts');
  ({ fetchContacts } = await import('../api/contacts.ts'));
  pageModules['/chart/progressions'] = (await import('./chart.progressions.tsx')).default;
  pageModules['/chart/returns'] = (await import('./chart.returns.tsx')).default;
  pageModules['/chart/transitTimeline'] = (await import('./chart.transitTimeline.tsx')).default;
});
// …and left for the next file to load with its own mocks.
afterAll(() => {
  vi.resetModules();
});

afterEach(cleanup);

const profile = {
  id: 12,
  name: '王小星',
  gender: 'female',
  relation: 'friend',
  calendar: 'solar',
  birthday: '1992-08-20',
  lunarDate: null,
  timeUnknown: false,
  birthHour: 9,
  birthMin: 30,
  birthShichen: null,
  timeBasis: 'clock',
  standardTime: false,
  birthLocation: '浙江省 杭州市',
  birthLatitude: 30.27,
  birthLongitude: 120.15,
  birthTimeZone: 'Asia/Shanghai',
  reliability: 'A',
  visibility: 1,
  note: null,
  complete: true,
  createdAt: '2026-01-01',
  updatedAt: '2026-01-01',
} as ContactProfile;

const birth = expect.objectContaining({
  birth: expect.objectContaining({ date: '1992-08-20', time: '09:30', latitude: 30.27, longitude: 120.15 }),
});

const pages: [string, string, () => unknown][] = [
  ['/chart/progressions', '生成推运盘', () => vi.mocked(charts.fetchProgressions).mock.lastCall?.[0]],
  ['/chart/returns', '计算返照盘', () => vi.mocked(charts.fetchReturn).mock.lastCall?.[0].natal],
  [
    '/chart/transitTimeline',
    '生成时间线',
    () => vi.mocked(charts.fetchTransitTimeline).mock.lastCall?.[0].natal,
  ],
];

describe.each(pages)('%s with saved profiles', (path, submitText, sent) => {
  it('fills the birth form with the picked profile and sends that birth', async () => {
    vi.mocked(fetchContacts).mockResolvedValue({
      records: [profile],
      total: 1,
      size: 100,
      current: 1,
    } as never);
    for (const fetch of [charts.fetchProgressions, charts.fetchReturn, charts.fetchTransitTimeline])
      vi.mocked(fetch).mockRejectedValue(new Error('暂不可用'));
    const Stub = createRoutesStub([{ path, Component: pageModules[path]! }]);
    render(<Stub initialEntries={[path]} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('选择已保存的档案', {}, { timeout: 30_000 }), '12');
    expect((screen.getByLabelText('出生日期') as HTMLInputElement).value).toBe('1992-08-20');
    expect((screen.getByRole('combobox', { name: '出生地点' }) as HTMLInputElement).value).toBe(
      '浙江省 杭州市',
    );
    const submit = screen.getByRole('button', { name: submitText });
    await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false), { timeout: 15_000 });
    await user.click(submit);
    await vi.waitFor(() => expect(sent()).toEqual(birth));
  });
});
