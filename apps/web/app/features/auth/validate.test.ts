import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeError,
  hasErrors,
  targetError,
  validateCodeForm,
  validateCodeRequest,
  validatePasswordLogin,
  validateRegister,
  validateReset,
  validateSmsLogin,
} from './validate.ts';

// The exact SPEC §5 messages.
describe('auth form validation', () => {
  it('password login', () => {
    expect(
      validatePasswordLogin({ account: 'abc', password: '', needCaptcha: true, captchaCode: '' }),
    ).toEqual({
      account: '请输入正确的手机号或邮箱账号',
      password: '密码长度必须大于6位',
      captchaCode: '请输入图形验证码',
    });
    expect(
      validatePasswordLogin({ account: 'a@b.cn', password: 'x', needCaptcha: false, captchaCode: '' }),
    ).toEqual({});
  });

  it('sms login and code requests', () => {
    expect(validateSmsLogin({ mobile: '2380000000', smsCode: '12' })).toEqual({
      mobile: '请输入正确的手机号',
      smsCode: '请输入短信验证码',
    });
    expect(validateCodeRequest({ channel: 'sms', target: '13800000001', sliderToken: null })).toEqual({
      slider: '请完成滑块验证',
    });
    expect(validateCodeRequest({ channel: 'email', target: 'x@', sliderToken: 't' })).toEqual({
      target: '请输入正确的邮箱地址',
    });
  });

  it('registration', () => {
    expect(
      validateRegister({
        channel: 'sms',
        target: '13800000009',
        code: '123456',
        password: '123456',
        rePassword: '1234567',
        agreement: false,
      }),
    ).toEqual({
      password: '密码长度必须大于6位',
      rePassword: '两次输入的密码不一致',
      agreement: '请阅读并勾选同意协议',
    });
    expect(
      validateRegister({
        channel: 'email',
        target: 'a@b.com',
        code: '',
        password: 'abcdefg',
        rePassword: 'abcdefg',
        agreement: true,
      }),
    ).toEqual({ code: '请输入邮箱验证码' });
  });

  it('the address and code checks follow the channel', () => {
    expect(targetError('sms', ' 13800000001 ')).toBeUndefined();
    expect(targetError('sms', 'a@b.cn')).toBe('请输入正确的手机号');
    expect(targetError('email', 'a@b.cn')).toBeUndefined();
    expect(targetError('email', '13800000001')).toBe('请输入正确的邮箱地址');
    expect(codeError('sms', '12345')).toBe('请输入短信验证码');
    expect(codeError('email', '12345a')).toBe('请输入邮箱验证码');
    expect(codeError('email', '012345')).toBeUndefined();
    expect(validateCodeForm({ channel: 'email', target: 'x@', code: '' })).toEqual({
      target: '请输入正确的邮箱地址',
      code: '请输入邮箱验证码',
    });
    expect(validateCodeForm({ channel: 'sms', target: '13800000001', code: '123456' })).toEqual({});
  });

  it('password reset', () => {
    expect(
      validateReset({ channel: 'sms', target: '1380000', code: '', password: 'abc', rePassword: '' }),
    ).toEqual({
      target: '请输入正确的手机号',
      code: '请输入短信验证码',
      password: '密码长度必须大于6位',
      rePassword: '两次输入的密码不一致',
    });
    expect(
      validateReset({
        channel: 'email',
        target: 'star@xingtu.cn',
        code: '654321',
        password: 'newpass2026',
        rePassword: 'newpass2026',
      }),
    ).toEqual({});
  });

  it('a reset form passes exactly when every field does on its own', () => {
    const channel = fc.constantFrom('sms' as const, 'email' as const);
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^1\d{10}$/),
      fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.(cn|com)$/),
      fc.stringMatching(/^\d{6}$/),
    );
    fc.assert(
      fc.property(channel, text, text, text, text, (via, target, code, password, rePassword) => {
        const found = validateReset({ channel: via, target, code, password, rePassword });
        const fieldsPass =
          targetError(via, target) === undefined &&
          codeError(via, code) === undefined &&
          password.length >= 7 &&
          password.length <= 32 &&
          password === rePassword;
        expect(hasErrors(found)).toBe(!fieldsPass);
        expect(Object.values(found).every((message) => typeof message === 'string')).toBe(true);
      }),
    );
  });
});
