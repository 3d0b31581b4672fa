// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@xingtu/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { updateProfile } from '../../api/users.ts';
import { ProfileForm } from './ProfileForm.tsx';

vi.mock('../../api/users.ts', () => ({ updateProfile: vi.fn() }));
vi.mock('../../api/session.ts', () => ({ updateCachedUser: vi.fn() }));
vi.mock('../../api/notify.ts', () => ({ notify: vi.fn() }));

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
