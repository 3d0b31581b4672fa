import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@xingtu/contracts/envelope';
import { sliderVerifySchema } from '@xingtu/contracts/auth';
import { createCaptcha } from './captcha.ts';
import { createSlider, verifySlider } from './slider.ts';

const PER_IP = { max: 30, timeWindow: 60_000 };

export const humanCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/base/sys/digitalCode',
    {
      config: { rateLimit: PER_IP },
      schema: {
        tags: ['human-check'],
        summary: '图形验证码（SVG），key 由客户端生成',
        querystring: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '验证码标识不正确') }),
      },
    },
    async (request, reply) => {
      const svg = await createCaptcha(app.deps.kv, request.query.key);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(svg);
    },
  );

  app.get(
    '/base/sys/slider',
    { config: { rateLimit: PER_IP }, schema: { tags: ['human-check'], summary: '获取滑块验证题目' } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await createSlider(app.deps.kv))),
  );

  app.post(
    '/base/sys/slider/verify',
    {
      config: { rateLimit: PER_IP },
      schema: { tags: ['human-check'], summary: '校验滑块拖动', body: sliderVerifySchema },
    },
    async (request) => {
      const { slider_id, offset_x, track } = request.body;
      return ok({ sliderToken: await verifySlider(app.deps.kv, slider_id, offset_x, track) });
    },
  );
};
