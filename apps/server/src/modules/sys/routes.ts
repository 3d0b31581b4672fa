import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@xingtu/contracts/envelope';
import { sysApi } from '@xingtu/contracts/sys-api';
import { sysApiSchemas } from '@xingtu/contracts/sys-api-schemas';
import { endpointRoutes } from '../../http/endpoints.ts';
import { signPackage } from './wechat-signature.ts';

export const sysRoutes: FastifyPluginAsync = async (app) => {
  const { deps, config } = app;
  const route = endpointRoutes(app, sysApi, sysApiSchemas);

  route('wechatSignPackage', {}, async (request) =>
    ok(await signPackage(deps, config.wechat, request.query.url)),
  );
  route('scanText', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request) => {
    const result = await deps.moderator.scan(request.query.content);
    return ok({ pass: result.pass, hits: result.hits });
  });
};
