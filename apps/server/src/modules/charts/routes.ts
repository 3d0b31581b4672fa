import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerBodySchema,
  kidBodySchema,
  natalBodySchema,
  progressionsBodySchema,
  synastryBodySchema,
  transitsBodySchema,
} from '@xingtu/contracts/chart-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { careerFor } from './career.ts';
import { kidFor } from './kid.ts';
import { natalChartFor } from './natal.ts';
import { progressionsFor } from './progressions.ts';
import { synastryFor } from './synastry.ts';
import { transitsFor } from './transits.ts';

// Chart calculations are public; a request naming a contact profile needs the member's token
// (birth-input.ts answers 401 without one and 404 for another member's private profile). One file
// per answer: natal.ts, synastry.ts, transits.ts, career.ts, kid.ts.

export const chartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;
  const tags = ['charts'];

  app.post(
    '/api/chart/natal',
    { schema: { tags, summary: '本命盘', body: natalBodySchema } },
    async (request) => ok(await natalChartFor(deps, viewer(request), request.body)),
  );
  app.post(
    '/api/chart/synastry',
    { schema: { tags, summary: '合盘（比较盘与组合中点盘）', body: synastryBodySchema } },
    async (request) => ok(await synastryFor(deps, viewer(request), request.body)),
  );
  app.post(
    '/api/chart/transits',
    { schema: { tags, summary: '行运', body: transitsBodySchema } },
    async (request) => ok(await transitsFor(deps, viewer(request), request.body)),
  );
  app.post(
    '/api/chart/progressions',
    { schema: { tags, summary: '次限推运与太阳弧', body: progressionsBodySchema } },
    async (request) => ok(await progressionsFor(deps, viewer(request), request.body)),
  );
  app.post(
    '/api/chart/career',
    { schema: { tags, summary: '事业盘', body: careerBodySchema } },
    async (request) => ok(await careerFor(deps, viewer(request), request.body)),
  );
  app.post('/api/chart/kid', { schema: { tags, summary: '亲子盘', body: kidBodySchema } }, async (request) =>
    ok(await kidFor(deps, viewer(request), request.body)),
  );
};
