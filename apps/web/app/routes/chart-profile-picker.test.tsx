// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFresh, savedProfilesPage } from './chart-pages.test-support.ts';

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

const loaded = loadFresh(async () => ({
  charts: await import('../api/charts.ts'),
  fetchContacts: (await import('../api/contacts.ts')).fetchContacts,
  pageModules: {
    '/chart/progressions': (await import('./chart.progressions.tsx')).default,
    '/chart/returns': (await import('./chart.returns.tsx')).default,
    '/chart/transitTimeline': (await import('./chart.transitTimeline.tsx')).default,
  } as Record<string, ComponentType>,
}));

afterEach(cleanup);

const birth = expect.objectContaining({
  birth: expect.objectContaining({ date: '1992-08-20', time: '09:30', latitude: 30.27, longitude: 120.15 }),
});

const pages: [string, string, () => unknown][] = [
  ['/chart/progressions', '生成推运盘', () => vi.mocked(loaded.charts.fetchProgressions).mock.lastCall?.[0]],
  ['/chart/returns', '计算返照盘', () => vi.mocked(loaded.charts.fetchReturn).mock.lastCall?.[0].natal],
  [
    '/chart/transitTimeline',
    '生成时间线',
    () => vi.mocked(loaded.charts.fetchTransitTimeline).mock.lastCall?.[0].natal,
  ],
];

describe.each(pages)('%s with saved profiles', (path, submitText, sent) => {
  it('fills the birth form with the picked profile and sends that birth', async () => {
    const { charts, fetchContacts, pageModules } = loaded;
    vi.mocked(fetchContacts).mockResolvedValue(savedProfilesPage);
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
