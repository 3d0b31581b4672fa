import type { authApiSchemas } from './auth-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// Sign-up, sign-in, codes and the session. Schemas in auth-api-schemas.ts. No zod here: pages load it.

export const authApi = declareEndpoints<typeof authApiSchemas>()({
  sendSmsCode: {
    method: 'POST',
    path: '/base/sys/smsCode',
    access: 'public',
    summary: '发送短信验证码（需先通过图形验证码或滑块；绑定与验证身份需登录）',
  },
  sendEmailCode: { method: 'POST', path: '/base/sys/emailCode', access: 'public', summary: '发送邮箱验证码' },
  register: {
    method: 'POST',
    path: '/base/user/register',
    access: 'public',
    summary: '注册：手机号+短信验证码，或邮箱+邮箱验证码',
  },
  login: {
    method: 'POST',
    path: '/base/user/login',
    access: 'public',
    summary: '登录：账号+密码，或手机号+短信验证码',
  },
  refreshToken: {
    method: 'POST',
    path: '/base/user/refreshToken',
    access: 'public',
    summary: '用刷新令牌换取新令牌（旧令牌随即作废）',
  },
  logout: {
    method: 'POST',
    path: '/base/user/logout',
    access: 'public',
    summary: '退出登录：本次登录的访问令牌与刷新令牌随即作废（无需请求体）',
  },
  userInfo: { method: 'GET', path: '/base/user/info', access: 'user', summary: '当前用户信息与权限' },
});
