import type { FastifyPluginAsync } from 'fastify';
import {
  passwordLoginSchema,
  registerByEmailSchema,
  registerByMobileSchema,
  smsLoginSchema,
  type SmsScene,
} from '@xingtu/contracts/auth';
import { authApi } from '@xingtu/contracts/auth-api';
import { authApiSchemas } from '@xingtu/contracts/auth-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { parseWith } from '../../http/parse.ts';
import { loadUserRecords } from '../users/index.ts';
import { loginWithPassword, loginWithSmsCode, register, sendCode } from './service.ts';
import { endSession } from './sessions.ts';
import { endSessionOfToken, rotateRefreshToken } from './tokens.ts';

/** Codes for binding an address to an account, or proving the owner of one, are asked for signed in. */
const SIGNED_IN_SCENES: ReadonlySet<SmsScene> = new Set(['bind', 'verify']);

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { deps, config } = app;
  const route = endpointRoutes(app, authApi, authApiSchemas);
  const PER_IP_STRICT = { config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } } };
  const clientOf = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  route('sendSmsCode', PER_IP_STRICT, async (request) => {
    const { mobile, scene, ...human } = request.body;
    if (SIGNED_IN_SCENES.has(scene)) await app.requireUser(request);
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
  });

  route('sendEmailCode', PER_IP_STRICT, async (request) => {
    const { email, scene, ...human } = request.body;
    if (SIGNED_IN_SCENES.has(scene)) await app.requireUser(request);
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
  });

  route('register', PER_IP_STRICT, async (request) => {
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
  });

  route('login', PER_IP_STRICT, async (request) => {
    const body = request.body;
    const records =
      'sms_code' in body
        ? await loginWithSmsCode(deps, config, parseWith(smsLoginSchema, body), clientOf(request))
        : await loginWithPassword(deps, config, parseWith(passwordLoginSchema, body), clientOf(request));
    return ok(records, '登录成功');
  });

  route('refreshToken', PER_IP_STRICT, async (request) =>
    ok({ auth: await rotateRefreshToken(deps, config, request.body.refresh_token, clientOf(request)) }),
  );

  route('logout', {}, async (request) => {
    // SPEC §7: no payload. The access token names the session; a refresh token sent along (older
    // clients) ends its session too, so an expired access token can still sign out.
    if (request.auth) await endSession(deps, request.auth.sessionId);
    const token = request.body?.refresh_token;
    if (token) await endSessionOfToken(deps, token);
    return ok(null, '已退出登录');
  });

  route('userInfo', {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await loadUserRecords(deps.database.db, userIdOf(request)));
  });
};
