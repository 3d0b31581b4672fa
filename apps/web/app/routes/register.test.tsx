// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginRecords } from '@xingtu/contracts/auth';
import { VALIDATION_MESSAGES } from '@xingtu/contracts/validation';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { register } from '../api/auth.ts';
import { fetchSlider } from '../api/human-check.ts';
import { signIn } from '../api/session.ts';
import RegisterPage from './register.tsx';

vi.mock('../api/human-check.ts', () => ({ fetchSlider: vi.fn(), verifySlider: vi.fn() }));
vi.mock('../api/auth.ts', () => ({
  register: vi.fn(),
  sendSmsCode: vi.fn(),
  sendEmailCode: vi.fn(),
}));
vi.mock('../api/notify.ts', () => ({ notify: vi.fn() }));
vi.mock('../api/session.ts', () => ({ signIn: vi.fn() }));

function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  if (!id) return null;
  return document.getElementById(id)?.textContent ?? null;
}

function renderPage(url = '/register') {
  const Stub = createRoutesStub([
    { path: '/register', Component: RegisterPage },
    { path: '/login', Component: () => <p>登录页</p> },
    { path: '/', Component: () => <p>首页</p> },
    { path: '/chart', Component: () => <p>排盘页</p> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

beforeEach(() => {
  vi.mocked(register).mockReset();
  vi.mocked(signIn).mockReset();
  vi.mocked(fetchSlider).mockReset();
  vi.mocked(fetchSlider).mockReturnValue(new Promise(() => undefined));
});
afterEach(cleanup);

describe('RegisterPage form', () => {
  it('shows every SPEC message at its field on an empty form and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: '手机号注册' });
    await user.click(within(form).getByRole('button', { name: '注册' }));

    expect(errorOf(within(form).getByLabelText('手机号'))).toBe(VALIDATION_MESSAGES.mobile);
    expect(errorOf(within(form).getByLabelText('短信验证码'))).toBe(VALIDATION_MESSAGES.sms);
    expect(errorOf(within(form).getByLabelText('设置密码'))).toBe(VALIDATION_MESSAGES.password);
    expect(errorOf(within(form).getByLabelText('确认密码'))).toBeNull();
    expect(errorOf(within(form).getByRole('checkbox'))).toBe(VALIDATION_MESSAGES.agreement);
    expect(register).not.toHaveBeenCalled();
  });

  it('flags a short password and a differing repeat, keeping everything typed', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: '手机号注册' });
    const mobile = within(form).getByLabelText('手机号');
    const code = within(form).getByLabelText('短信验证码');
    const password = within(form).getByLabelText('设置密码');
    const rePassword = within(form).getByLabelText('确认密码');
    const agreement = within(form).getByRole('checkbox');

    await user.type(mobile, '13800138000');
    await user.type(code, '123456');
    await user.type(password, 'abc123');
    await user.type(rePassword, 'abc1234');
    await user.click(agreement);
    await user.click(within(form).getByRole('button', { name: '注册' }));

    expect(errorOf(mobile)).toBeNull();
    expect(errorOf(code)).toBeNull();
    expect(errorOf(password)).toBe(VALIDATION_MESSAGES.password);
    expect(errorOf(rePassword)).toBe(VALIDATION_MESSAGES.rePassword);
    expect(errorOf(agreement)).toBeNull();
    expect((mobile as HTMLInputElement).value).toBe('13800138000');
    expect((code as HTMLInputElement).value).toBe('123456');
    expect((password as HTMLInputElement).value).toBe('abc123');
    expect((rePassword as HTMLInputElement).value).toBe('abc1234');
    expect((agreement as HTMLInputElement).checked).toBe(true);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers by e-mail on the e-mail tab with the e-mail messages, then signs in and returns', async () => {
    const records = { accessToken: 'a', refreshToken: 'r' } as unknown as LoginRecords;
    vi.mocked(register).mockResolvedValue(records);
    const user = userEvent.setup();
    renderPage('/register?from=%2Fchart');
    await user.click(await screen.findByRole('tab', { name: '邮箱注册' }));
    const form = await screen.findByRole('form', { name: '邮箱注册' });
    const email = within(form).getByLabelText('邮箱');

    await user.type(email, 'star@');
    await user.click(within(form).getByRole('button', { name: '注册' }));
    expect(errorOf(email)).toBe(VALIDATION_MESSAGES.email);
    expect(errorOf(within(form).getByLabelText('邮箱验证码'))).toBe(VALIDATION_MESSAGES.emailCode);
    expect((email as HTMLInputElement).value).toBe('star@');

    await user.type(email, 'example.com');
    await user.type(within(form).getByLabelText('邮箱验证码'), '654321');
    await user.type(within(form).getByLabelText('设置密码'), 'secret12');
    await user.type(within(form).getByLabelText('确认密码'), 'secret12');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: '注册' }));

    expect(register).toHaveBeenCalledWith({
      email: 'star@example.com',
      emailCode: '654321',
      password: 'secret12',
      rePassword: 'secret12',
      agreement: true,
    });
    expect(signIn).toHaveBeenCalledWith(records);
    expect(await screen.findByText('排盘页')).toBeTruthy();
  });
});
