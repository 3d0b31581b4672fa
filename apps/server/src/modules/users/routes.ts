import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@xingtu/contracts/envelope';
import {
  cancelAccountSchema,
  changePasswordSchema,
  putEmailSchema,
  putMobileSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '@xingtu/contracts/auth';
import { isSafeStorageKey } from '../../adapters/storage/storage.ts';
import { notFound } from '../../errors.ts';
import { readSingleFile } from '../../http/multipart.ts';
import { userIdOf } from '../../http/authenticate.ts';
import { loadUserRecords } from './user-record.ts';
import { changeEmail, changeMobile } from './contact-change.ts';
import {
  AVATAR_MAX_BYTES,
  cancelAccount,
  changePassword,
  resetPassword,
  saveAvatar,
  updateProfile,
} from './service.ts';

const secured = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const clientOf = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.get(
    '/base/user/account',
    {
      onRequest: app.requireUser,
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
      onRequest: app.requireUser,
      schema: { tags: ['users'], summary: '修改个人资料', body: updateProfileSchema, security: secured },
    },
    async (request) => ok(await updateProfile(deps, userIdOf(request), request.body), '保存成功'),
  );

  app.put(
    '/base/user/putMobile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: '绑定或更换手机号（需当前密码或原手机号验证码；所有设备随即退出，本设备获得新令牌）',
        body: putMobileSchema,
        security: secured,
      },
    },
    async (request) =>
      ok(
        await changeMobile(deps, app.config, userIdOf(request), request.body, clientOf(request)),
        '手机号已更新',
      ),
  );

  app.put(
    '/base/user/putEmail',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: '绑定或更换邮箱（需当前密码或原邮箱验证码；所有设备随即退出，本设备获得新令牌）',
        body: putEmailSchema,
        security: secured,
      },
    },
    async (request) =>
      ok(
        await changeEmail(deps, app.config, userIdOf(request), request.body, clientOf(request)),
        '邮箱已更新',
      ),
  );

  app.put(
    '/base/user/password',
    {
      onRequest: app.requireUser,
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
      const { account, code, password } = request.body;
      await resetPassword(deps, { account, code, password, ip: request.ip });
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.post(
    '/base/user/cancel',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['users'],
        summary: '注销账号（登录密码或原手机号/邮箱验证码；所有设备随即退出）',
        body: cancelAccountSchema,
        security: secured,
      },
    },
    async (request) => {
      await cancelAccount(deps, userIdOf(request), request.body);
      return ok(null, '账号已注销');
    },
  );

  app.post(
    '/base/user/avatar',
    {
      onRequest: app.requireUser,
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
      const file = isSafeStorageKey(key) ? await deps.storage.get(key) : null;
      if (!file) throw notFound('文件不存在');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
