// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginRecords } from '@xingtu/contracts/auth';
import { VALIDATION_MESSAGES } from '@xingtu/contracts/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { loginWithPassword, loginWithSms } from '../../api/auth.ts';
import { fetchSlider } from '../../api/human-check.ts';
import { PasswordLoginForm, SmsLoginForm } from './LoginForms.tsx';

vi.mock('../../api/human-check.ts', () => ({
  captchaImageUrl: () => 'data:,',
  fetchSlider: vi.fn(),
  verifySlider: vi.fn(),
}));
vi.mock('../../api/auth.ts', () => ({
  loginWithPassword: vi.fn(),
  loginWithSms: vi.fn(),
  sendSmsCode: vi.fn(),
  sendEmailCode: vi.fn(),
}));
vi.mock('../../api/notify.ts', () => ({ notify: vi.fn() }));

const records = { accessToken: 'a', refreshToken: 'r' } as unknown as LoginRecords;

/** The message tied to an input through aria-describedby: what a screen reader reads with it. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  if (!id) return null;
  return document.getElementById(id)?.textContent ?? null;
}

beforeEach(() => {
  vi.mocked(loginWithPassword).mockReset();
  vi.mocked(loginWithSms).mockReset();
  vi.mocked(fetchSlider).mockReset();
  vi.mocked(fetchSlider).mockReturnValue(new Promise(() => undefined));
});
afterEach(cleanup);

describe('PasswordLoginForm', () => {
  it('shows the SPEC messages at each field and keeps what was typed, without calling the server', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    render(<PasswordLoginForm onSignedIn={onSignedIn} />);
    const form = screen.getByRole('form', { name: '密码登录' });
    const account = within(form).getByLabelText('账号');
    const password = within(form).getByLabelText('密码');

    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(errorOf(account)).toBe(VALIDATION_MESSAGES.account);
    expect(errorOf(password)).toBe(VALIDATION_MESSAGES.password);
    expect(account.getAttribute('aria-invalid')).toBe('true');

    await user.type(account, '1380013800');
    await user.type(password, 'secret1');
    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(errorOf(account)).toBe(VALIDATION_MESSAGES.account);
    expect(errorOf(password)).toBeNull();
    expect((account as HTMLInputElement).value).toBe('1380013800');
    expect((password as HTMLInputElement).value).toBe('secret1');
    expect(loginWithPassword).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends a right account trimmed and hands the records on', async () => {
    vi.mocked(loginWithPassword).mockResolvedValue(records);
    const user = userEvent.setup();
    const onSignedIn = vi.fn().mockResolvedValue(undefined);
    render(<PasswordLoginForm onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText('账号'), ' star@example.com ');
    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(loginWithPassword).toHaveBeenCalledWith('star@example.com', 'secret1', undefined);
    expect(onSignedIn).toHaveBeenCalledWith(records);
    expect(errorOf(screen.getByLabelText('账号'))).toBeNull();
  });

  it('asks for the image captcha when the server wants it, and requires it on the next try', async () => {
    vi.mocked(loginWithPassword).mockRejectedValueOnce(
      new ApiError('000094', '账号或密码错误', 400, [], { needCaptcha: true }),
    );
    const user = userEvent.setup();
    render(<PasswordLoginForm onSignedIn={vi.fn()} initialAccount="13800138000" />);
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('13800138000');
    expect(screen.queryByLabelText('图形验证码')).toBeNull();

    await user.type(screen.getByLabelText('密码'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const captcha = await screen.findByLabelText('图形验证码', { selector: 'input' });

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(errorOf(captcha)).toBe(VALIDATION_MESSAGES.captcha);
    expect(loginWithPassword).toHaveBeenCalledTimes(1);

    vi.mocked(loginWithPassword).mockResolvedValueOnce(records);
    await user.type(captcha, ' ab12 ');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(loginWithPassword).toHaveBeenLastCalledWith(
      '13800138000',
      'wrong-pass',
      expect.objectContaining({ captchaCode: 'ab12', captchaKey: expect.stringMatching(/^[0-9a-f]{24}$/) }),
    );
  });
});

describe('SmsLoginForm', () => {
  it('shows the mobile and SMS code messages at their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<SmsLoginForm onSignedIn={vi.fn()} />);
    const form = screen.getByRole('form', { name: '验证码登录' });
    const mobile = within(form).getByLabelText('手机号');
    const code = within(form).getByLabelText('短信验证码');

    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(errorOf(mobile)).toBe(VALIDATION_MESSAGES.mobile);
    expect(errorOf(code)).toBe(VALIDATION_MESSAGES.sms);

    await user.type(mobile, '23800138000');
    await user.type(code, '12a34');
    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(errorOf(mobile)).toBe(VALIDATION_MESSAGES.mobile);
    expect(errorOf(code)).toBe(VALIDATION_MESSAGES.sms);
    expect((mobile as HTMLInputElement).value).toBe('23800138000');
    // The code field takes digits only.
    expect((code as HTMLInputElement).value).toBe('1234');
    expect(loginWithSms).not.toHaveBeenCalled();
  });

  it('logs in with a right mobile number and six-digit code', async () => {
    vi.mocked(loginWithSms).mockResolvedValue(records);
    const user = userEvent.setup();
    const onSignedIn = vi.fn().mockResolvedValue(undefined);
    render(<SmsLoginForm onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(loginWithSms).toHaveBeenCalledWith('13800138000', '123456');
    expect(onSignedIn).toHaveBeenCalledWith(records);
  });
});
