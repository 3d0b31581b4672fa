import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@xingtu/contracts/envelope';
import {
  changePasswordSchema,
  putEmailSchema,
  putMobileSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '@xingtu/contracts/auth';
import { notFound } from '../../errors.ts';
import { readSingleFile } from '../../http/multipart.ts';
import { userIdOf } from '../../http/authenticate.ts';
import { loadUserRecords } from './user-record.ts';
import {
  AVATAR_MAX_BYTES,
  changeEmail,
  changeMobile,
  changePassword,
  resetPassword,
  saveAvatar,
  updateProfile,
} from './service.ts';

const secured = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/base/user/account',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], summary: '账号管理页：本人可见完整手机号', security: secured },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await loadUserRecords(deps.database.db, userIdOf(request), { revealContact: true }));
    },
  );

  app.put(
    '/base/user/profile',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], summary: '修改个人资料', body: updateProfileSchema, security: secured },
    },
    async (request) => ok(await updateProfile(deps, userIdOf(request), request.body), '保存成功'),
  );

  app.put(
    '/base/user/putMobile',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], summary: '绑定或更换手机号', body: putMobileSchema, security: secured },
    },
    async (request) =>
      ok(
        await changeMobile(deps, userIdOf(request), request.body.mobile, request.body.sms_code),
        '手机号已更新',
      ),
  );

  app.put(
    '/base/user/putEmail',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], summary: '绑定或更换邮箱', body: putEmailSchema, security: secured },
    },
    async (request) =>
      ok(
        await changeEmail(deps, userIdOf(request), request.body.email, request.body.email_code),
        '邮箱已更新',
      ),
  );

  app.put(
    '/base/user/password',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: '修改密码（其他设备随即退出）',
        body: changePasswordSchema,
        security: secured,
      },
    },
    async (request) => {
      await changePassword(deps, userIdOf(request), request.body.old_password, request.body.password);
      return ok(null, '密码已修改，请重新登录');
    },
  );

  app.post(
    '/base/user/password/reset',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['users'], summary: '用验证码重置密码', body: resetPasswordSchema },
    },
    async (request) => {
      await resetPassword(deps, request.body.account, request.body.code, request.body.password);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.post(
    '/base/user/avatar',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], summary: '上传头像（multipart，字段 file，≤2MB）', security: secured },
    },
    async (request) => {
      const body = await readSingleFile(request, 'file', AVATAR_MAX_BYTES);
      return ok(await saveAvatar(deps, userIdOf(request), body), '头像已更新');
    },
  );

  app.get(
    '/uploads/*',
    { schema: { hide: true, params: z.object({ '*': z.string().max(300) }) } },
    async (request, reply) => {
      const key = request.params['*'];
      const file = /^[a-zA-Z0-9/_.-]+$/.test(key) && !key.includes('..') ? await deps.storage.get(key) : null;
      if (!file) throw notFound('文件不存在');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
