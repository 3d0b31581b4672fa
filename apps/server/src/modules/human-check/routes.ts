import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@xingtu/contracts/envelope';
import { humanCheckApi } from '@xingtu/contracts/human-check-api';
import { humanCheckApiSchemas } from '@xingtu/contracts/human-check-api-schemas';
import { endpointRoutes } from '../../http/endpoints.ts';
import { createCaptcha } from './captcha.ts';
import { createSlider, verifySlider } from './slider.ts';

const PER_IP = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

export const humanCheckRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRoutes(app, humanCheckApi, humanCheckApiSchemas);

  route('pictureCode', PER_IP, async (request, reply) => {
    const png = await createCaptcha(app.deps.kv, request.query.key);
    return reply.header('content-type', 'image/png').header('cache-control', 'no-store').send(png);
  });
  route('slider', PER_IP, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await createSlider(app.deps.kv));
  });
  route('verifySlider', PER_IP, async (request) => {
    const { slider_id, offset_x, track } = request.body;
    return ok({ sliderToken: await verifySlider(app.deps.kv, slider_id, offset_x, track) });
  });
};
