import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@xingtu/contracts/envelope';
import {
  emailCodeRequestSchema,
  passwordLoginSchema,
  refreshTokenSchema,
  registerByEmailSchema,
  registerByMobileSchema,
  smsCodeRequestSchema,
  smsLoginSchema,
} from '@xingtu/contracts/auth';
import { userIdOf } from '../../http/authenticate.ts';
import { parseWith } from '../../http/parse.ts';
import { loadUserRecords } from '../users/index.ts';
import { loginWithPassword, loginWithSmsCode, register, sendCode } from './service.ts';
import { revokeByToken, rotateRefreshToken } from './tokens.ts';

const looseBody = z.record(z.string(), z.unknown());
const PER_IP_STRICT = { max: 20, timeWindow: 60_000 };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const clientOf = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/base/sys/smsCode',
    {
      config: { rateLimit: PER_IP_STRICT },
      schema: {
        tags: ['auth'],
        summary: '发送短信验证码（需先通过图形验证码或滑块）',
        body: smsCodeRequestSchema,
      },
    },
    async (request) => {
      const { mobile, scene, ...human } = request.body;
      return ok(
        await sendCode(deps, config, {
          ...human,
          channel: 'sms',
          target: mobile,
          scene,
          ip: request.ip,
          userId: request.auth?.userId,
        }),
      );
    },
  );

  app.post(
    '/base/sys/emailCode',
    {
      config: { rateLimit: PER_IP_STRICT },
      schema: { tags: ['auth'], summary: '发送邮箱验证码', body: emailCodeRequestSchema },
    },
    async (request) => {
      const { email, scene, ...human } = request.body;
      return ok(
        await sendCode(deps, config, {
          ...human,
          channel: 'email',
          target: email,
          scene,
          ip: request.ip,
          userId: request.auth?.userId,
        }),
      );
    },
  );

  app.post(
    '/base/user/register',
    {
      config: { rateLimit: PER_IP_STRICT },
      schema: { tags: ['auth'], summary: '注册：手机号+短信验证码，或邮箱+邮箱验证码', body: looseBody },
    },
    async (request) => {
      const body = request.body;
      const records =
        'email' in body && !('mobile' in body)
          ? await (async () => {
              const input = parseWith(registerByEmailSchema, body);
              return register(
                deps,
                config,
                { email: input.email, code: input.email_code, password: input.password },
                clientOf(request),
              );
            })()
          : await (async () => {
              const input = parseWith(registerByMobileSchema, body);
              return register(
                deps,
                config,
                { mobile: input.mobile, code: input.sms_code, password: input.password },
                clientOf(request),
              );
            })();
      return ok(records, '注册成功');
    },
  );

  app.post(
    '/base/user/login',
    {
      config: { rateLimit: PER_IP_STRICT },
      schema: { tags: ['auth'], summary: '登录：账号+密码，或手机号+短信验证码', body: looseBody },
    },
    async (request) => {
      const body = request.body;
      const records =
        'sms_code' in body
          ? await loginWithSmsCode(deps, config, parseWith(smsLoginSchema, body), clientOf(request))
          : await loginWithPassword(deps, config, parseWith(passwordLoginSchema, body), clientOf(request));
      return ok(records, '登录成功');
    },
  );

  app.post(
    '/base/user/refreshToken',
    {
      config: { rateLimit: PER_IP_STRICT },
      schema: { tags: ['auth'], summary: '用刷新令牌换取新令牌（旧令牌随即作废）', body: refreshTokenSchema },
    },
    async (request) =>
      ok({
        auth: await rotateRefreshToken(
          deps.database.db,
          config,
          request.body.refresh_token,
          clientOf(request),
        ),
      }),
  );

  app.post(
    '/base/user/logout',
    {
      schema: {
        tags: ['auth'],
        summary: '退出登录：作废刷新令牌',
        body: z.object({ refresh_token: z.string().max(256).optional() }).optional(),
      },
    },
    async (request) => {
      const token = request.body?.refresh_token;
      if (token) await revokeByToken(deps.database.db, token);
      return ok(null, '已退出登录');
    },
  );

  app.get(
    '/base/user/info',
    {
      preHandler: app.requireUser,
      schema: { tags: ['auth'], summary: '当前用户信息与权限', security: [{ bearer: [] }] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await loadUserRecords(deps.database.db, userIdOf(request)));
    },
  );
};
