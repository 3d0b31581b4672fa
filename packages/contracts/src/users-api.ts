import { declareEndpoints } from './endpoint.ts';
import type { usersApiSchemas } from './users-api-schemas.ts';

// A member's own account: profile, bound mobile and e-mail, password, cancellation, avatar. Schemas
// in users-api-schemas.ts. No zod here: pages load it.

export const usersApi = declareEndpoints<typeof usersApiSchemas>()({
  account: {
    method: 'GET',
    path: '/base/user/account',
    access: 'user',
    summary: '账号管理页：本人可见完整手机号',
  },
  updateProfile: { method: 'PUT', path: '/base/user/profile', access: 'user', summary: '修改个人资料' },
  putMobile: {
    method: 'PUT',
    path: '/base/user/putMobile',
    access: 'user',
    summary: '绑定或更换手机号（需当前密码或原手机号验证码；所有设备随即退出，本设备获得新令牌）',
  },
  putEmail: {
    method: 'PUT',
    path: '/base/user/putEmail',
    access: 'user',
    summary: '绑定或更换邮箱（需当前密码或原邮箱验证码；所有设备随即退出，本设备获得新令牌）',
  },
  changePassword: {
    method: 'PUT',
    path: '/base/user/password',
    access: 'user',
    summary: '修改密码（其他设备随即退出）',
  },
  resetPassword: {
    method: 'POST',
    path: '/base/user/password/reset',
    access: 'public',
    summary: '用验证码重置密码',
  },
  cancelAccount: {
    method: 'POST',
    path: '/base/user/cancel',
    access: 'user',
    summary: '注销账号（登录密码或原手机号/邮箱验证码；所有设备随即退出）',
  },
  uploadAvatar: {
    method: 'POST',
    path: '/base/user/avatar',
    access: 'user',
    summary: '上传头像（multipart，字段 file，≤2MB）',
  },
  upload: { method: 'GET', path: '/uploads/*', access: 'public', summary: '已上传的文件（头像）' },
});
