import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@xingtu/contracts/envelope';
import { signPackage } from './wechat-signature.ts';

export const sysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;

  app.get(
    '/api/sys/wxSignPackage',
    {
      schema: {
        tags: ['sys'],
        summary: '微信 JS-SDK 签名包',
        querystring: z.object({ url: z.string().url('请提供正确的页面地址').max(2000) }),
      },
    },
    async (request) => ok(await signPackage(deps, config.wechat, request.query.url)),
  );

  app.get(
    '/api/aliCloud/ScanText',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['sys'],
        summary: '文本内容安全检测',
        querystring: z.object({
          content: z.string().min(1, '请输入要检测的内容').max(5000, '内容不能超过5000字'),
        }),
      },
    },
    async (request) => {
      const result = await deps.moderator.scan(request.query.content);
      return ok({ pass: result.pass, hits: result.hits });
    },
  );
};
