// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { changePassword } from '../../api/users.ts';
import { PasswordForm } from './PasswordForm.tsx';

vi.mock('../../api/users.ts', () => ({ changePassword: vi.fn() }));
vi.mock('../../api/notify.ts', () => ({ notify: vi.fn() }));

afterEach(cleanup);

describe('the change-password form', () => {
  it('shows the server refusing the new password at that field, keeping all three as typed', async () => {
    vi.mocked(changePassword).mockRejectedValue(
      new ApiError('000422', '参数校验失败', 422, [{ field: 'password', message: '新密码不能与原密码相同' }]),
    );
    const Stub = createRoutesStub([{ path: '/user/account', Component: PasswordForm }]);
    render(<Stub initialEntries={['/user/account']} />);
    const old = (await screen.findByLabelText('原密码')) as HTMLInputElement;
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="password"]'));
    await userEvent.type(old, 'starry-old-1');
    await userEvent.type(inputs[1]!, 'starry-new-2');
    await userEvent.type(inputs[2]!, 'starry-new-2');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('新密码不能与原密码相同')).toBeTruthy();
    expect(inputs[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(inputs.map((input) => input.value)).toEqual(['starry-old-1', 'starry-new-2', 'starry-new-2']);
  });
});
