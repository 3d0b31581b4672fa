import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { serverFieldErrors } from './server-fields.ts';

describe('server field errors', () => {
  it('puts the named 422 fields under their inputs, first message of each', () => {
    const error = new ApiError('000422', '验证码错误或已过期，请重新获取', 422, [
      { field: 'code', message: '验证码错误或已过期，请重新获取' },
      { field: 're_password', message: '两次输入的密码不一致' },
      { field: 'code', message: '第二条' },
      { field: 'unknown', message: '不显示' },
    ]);
    expect(serverFieldErrors(error, { code: 'code', re_password: 'rePassword' })).toEqual({
      code: '验证码错误或已过期，请重新获取',
      rePassword: '两次输入的密码不一致',
    });
  });

  it('gives nothing for business errors and non-errors', () => {
    expect(serverFieldErrors(new ApiError('001109', '账号未注册', 200), { code: 'code' })).toEqual({});
    expect(serverFieldErrors(null, { code: 'code' })).toEqual({});
    expect(serverFieldErrors(new Error('x'), { code: 'code' })).toEqual({});
  });
});
