// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@xingtu/contracts/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';

vi.mock('../../api/users.ts', () => ({ updateProfile: vi.fn() }));
vi.mock('../../api/session.ts', () => ({ updateCachedUser: vi.fn() }));
vi.mock('../../api/notify.ts', () => ({ notify: vi.fn() }));
vi.mock('../../api/geo.ts', () => ({ searchPlaces: vi.fn() }));

const hangzhou = {
  id: 330100,
  name: '杭州',
  fullName: '浙江省 杭州市',
  latitude: 30.27,
  longitude: 120.15,
  timeZone: 'Asia/Shanghai',
};

const withInfo = (info: Partial<PublicUser['userInfo']>) =>
  ({ ...member, userInfo: { ...member.userInfo, ...info } }) as PublicUser;

const member = {
  userInfo: {
    name: null,
    gender: null,
    birthday: null,
    birthHour: null,
    birthMin: null,
    birthLocation: null,
    birthLatitude: null,
    birthLongitude: null,
    birthTimeZone: null,
  },
} as unknown as PublicUser;

// Test files share a worker's modules: the form (and the place search in it) is loaded afresh here,
// so it calls this file's mocks, not those of a file that loaded the chart pages before.
let ProfileForm: typeof import('./ProfileForm.tsx').ProfileForm;
let searchPlaces: typeof import('../../api/geo.ts').searchPlaces;
let updateProfile: typeof import('../../api/users.ts').updateProfile;
beforeAll(async () => {
  vi.resetModules();
  ({ ProfileForm } = await import('./ProfileForm.tsx'));
  ({ searchPlaces } = await import('../../api/geo.ts'));
  ({ updateProfile } = await import('../../api/users.ts'));
});
// …and left for the next file to load with its own mocks.
afterAll(() => {
  vi.resetModules();
});

afterEach(cleanup);

describe('the profile form', () => {
  it('shows a name the server refused at the name field, keeping what was typed', async () => {
    vi.mocked(updateProfile).mockRejectedValue(
      new ApiError('000422', '参数校验失败', 422, [{ field: 'name', message: '姓名含有不当内容，请修改' }]),
    );
    render(<ProfileForm user={member} />);
    const name = screen.getByLabelText('姓名') as HTMLInputElement;
    await userEvent.type(name, '林晓');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('姓名含有不当内容，请修改')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.value).toBe('林晓');
  });
});

describe('the birth place of the profile form', () => {
  it('is chosen from the place search and saved with its coordinates and time zone', async () => {
    vi.mocked(searchPlaces).mockResolvedValue([hangzhou] as never);
    vi.mocked(updateProfile).mockResolvedValue(null);
    render(<ProfileForm user={withInfo({ birthday: '1992-08-20', birthHour: 9, birthMin: 30 })} />);
    expect(screen.getByText(/请从搜索结果中选择出生地点/)).toBeTruthy();
    expect(screen.queryByText(/出生信息已完整/)).toBeNull();
    await userEvent.type(screen.getByRole('combobox', { name: '出生地点' }), '杭州');
    await userEvent.click(await screen.findByRole('option', { name: /浙江省 杭州市/ }));
    expect(screen.getByText(/出生信息已完整/)).toBeTruthy();
    expect(screen.getByText(/北京时间/)).toBeTruthy();
    expect(screen.queryByText(/Asia\/Shanghai/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(updateProfile).toHaveBeenLastCalledWith(
      expect.objectContaining({
        birthLocation: '浙江省 杭州市',
        birthLatitude: 30.27,
        birthLongitude: 120.15,
        birthTimeZone: 'Asia/Shanghai',
      }),
    );
  });

  it('does not call a place typed without coordinates complete', () => {
    render(
      <ProfileForm
        user={withInfo({ birthday: '1992-08-20', birthHour: 9, birthMin: 30, birthLocation: '杭州' })}
      />,
    );
    expect(screen.queryByText(/出生信息已完整/)).toBeNull();
    expect(screen.getByText(/请从搜索结果中选择出生地点/)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: '出生地点' }) as HTMLInputElement).value).toBe('杭州');
  });
});

describe('the profile form and a fresher copy of the account', () => {
  const filled = withInfo({
    name: '王小星',
    birthday: '1992-08-20',
    birthHour: 9,
    birthMin: 30,
    birthLocation: '浙江省 杭州市',
    birthLatitude: 30.27,
    birthLongitude: 120.15,
    birthTimeZone: 'Asia/Shanghai',
  });

  it('fills in from the account fetched after the page opened', async () => {
    const { rerender } = render(<ProfileForm user={member} />);
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('');
    rerender(<ProfileForm user={filled} />);
    await waitFor(() => expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('王小星'));
    expect((screen.getByLabelText('出生日期') as HTMLInputElement).value).toBe('1992-08-20');
    expect((screen.getByRole('combobox', { name: '出生地点' }) as HTMLInputElement).value).toBe(
      '浙江省 杭州市',
    );
    expect(screen.getByText(/出生信息已完整/)).toBeTruthy();
  });

  it('keeps what the member has started typing', async () => {
    const { rerender } = render(<ProfileForm user={member} />);
    await userEvent.type(screen.getByLabelText('姓名'), '林晓');
    rerender(<ProfileForm user={filled} />);
    await waitFor(() =>
      expect((screen.getByLabelText('出生日期') as HTMLInputElement).value).toBe('1992-08-20'),
    );
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('林晓');
  });
});
