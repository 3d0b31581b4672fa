import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@xingtu/contracts/envelope';
import { usersApi } from '@xingtu/contracts/users-api';
import { usersApiSchemas } from '@xingtu/contracts/users-api-schemas';
import { isSafeStorageKey } from '../../adapters/storage/storage.ts';
import { notFound } from '../../errors.ts';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { readSingleFile } from '../../http/multipart.ts';
import { changeEmail, changeMobile } from './contact-change.ts';
import {
  AVATAR_MAX_BYTES,
  cancelAccount,
  changePassword,
  resetPassword,
  saveAvatar,
  updateProfile,
} from './service.ts';
import { loadUserRecords } from './user-record.ts';

const TEN_A_MINUTE = { config: { rateLimit: { max: 10, timeWindow: 60_000 } } };

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, usersApi, usersApiSchemas);
  const clientOf = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  route('account', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await loadUserRecords(deps.database.db, userIdOf(request), { revealContact: true }));
  });

  route('updateProfile', {}, async (request) =>
    ok(await updateProfile(deps, userIdOf(request), request.body), '保存成功'),
  );

  route('putMobile', {}, async (request) =>
    ok(
      await changeMobile(deps, app.config, userIdOf(request), request.body, clientOf(request)),
      '手机号已更新',
    ),
  );

  route('putEmail', {}, async (request) =>
    ok(await changeEmail(deps, app.config, userIdOf(request), request.body, clientOf(request)), '邮箱已更新'),
  );

  route('changePassword', {}, async (request) => {
    await changePassword(deps, userIdOf(request), request.body.old_password, request.body.password);
    return ok(null, '密码已修改，请重新登录');
  });

  route('resetPassword', TEN_A_MINUTE, async (request) => {
    const { account, code, password } = request.body;
    await resetPassword(deps, { account, code, password, ip: request.ip });
    return ok(null, '密码已重置，请使用新密码登录');
  });

  route('cancelAccount', TEN_A_MINUTE, async (request) => {
    await cancelAccount(deps, userIdOf(request), request.body);
    return ok(null, '账号已注销');
  });

  route('uploadAvatar', {}, async (request) => {
    const body = await readSingleFile(request, 'file', AVATAR_MAX_BYTES);
    return ok(await saveAvatar(deps, userIdOf(request), body), '头像已更新');
  });

  route('upload', { hide: true }, async (request, reply) => {
    const key = request.params['*'];
    // private/ holds files only operators read (astrologer applications' certificates).
    const file = isSafeStorageKey(key) && !key.startsWith('private/') ? await deps.storage.get(key) : null;
    if (!file) throw notFound('文件不存在');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
};
