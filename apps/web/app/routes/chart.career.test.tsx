// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFresh, savedProfilesPage } from './chart-pages.test-support.ts';

// /chart/career with a saved profile: picking it fills the birth form, so 分析事业盘 sends that birth.

vi.mock('../api/charts.ts', () => ({ fetchCareer: vi.fn() }));
vi.mock('../api/contacts.ts', () => ({ fetchContacts: vi.fn() }));
vi.mock('../api/geo.ts', () => ({ searchPlaces: vi.fn().mockResolvedValue([]) }));
vi.mock('../shell/use-session.ts', () => ({ useSession: () => ({ ready: true, user: { userId: '7' } }) }));

const loaded = loadFresh(async () => ({
  CareerChartPage: (await import('./chart.career.tsx')).default,
  fetchCareer: (await import('../api/charts.ts')).fetchCareer,
  fetchContacts: (await import('../api/contacts.ts')).fetchContacts,
}));

afterEach(cleanup);

describe('the career chart page with a saved profile', () => {
  it('fills the form with the picked profile and analyses that birth without field errors', async () => {
    const { CareerChartPage, fetchCareer, fetchContacts } = loaded;
    vi.mocked(fetchContacts).mockResolvedValue(savedProfilesPage);
    vi.mocked(fetchCareer).mockRejectedValue(new Error('暂不可用'));
    const Stub = createRoutesStub([{ path: '/chart/career', Component: CareerChartPage }]);
    render(<Stub initialEntries={['/chart/career']} />);
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('选择已保存的档案', {}, { timeout: 30_000 });
    await user.selectOptions(picker, '12');
    expect(fetchCareer).toHaveBeenLastCalledWith({ contactId: 12 }, { houseSystem: 'P' });
    expect((screen.getByLabelText('出生日期') as HTMLInputElement).value).toBe('1992-08-20');
    expect((screen.getByLabelText('出生时间') as HTMLInputElement).value).toBe('09:30');
    expect((screen.getByRole('combobox', { name: '出生地点' }) as HTMLInputElement).value).toBe(
      '浙江省 杭州市',
    );
    const submit = screen.getByRole('button', { name: '分析事业盘' });
    await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false), { timeout: 15_000 });
    await user.click(submit);
    await vi.waitFor(() =>
      expect(fetchCareer).toHaveBeenLastCalledWith(
        expect.objectContaining({
          birth: expect.objectContaining({ date: '1992-08-20', time: '09:30', latitude: 30.27 }),
        }),
        expect.anything(),
      ),
    );
    expect(screen.queryByText('请输入出生日期')).toBeNull();
  });
});
