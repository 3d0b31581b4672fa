import { describe, expect, it } from 'vitest';
import {
  validateCodeRequest,
  validatePasswordLogin,
  validateRegister,
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
});
