import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@xingtu/contracts/envelope';
import { learningApi } from '@xingtu/contracts/learning-api';
import { learningApiSchemas } from '@xingtu/contracts/learning-api-schemas';
import { endpointRoutes } from '../../http/endpoints.ts';
import { aspectTool } from './aspect-tool.ts';
import { compareHouses } from './house-compare.ts';
import { moonMonth } from './moon-month.ts';
import { cachedPlanetYear } from './planet-cycle.ts';
import { skyTool } from './sky-tool.ts';
import { solarTimeOf } from './solar-time.ts';

/** Answers that never change for the same question: browsers and the CDN may keep them a day. */
const FIXED_MAX_AGE_S = 86_400;
const MINUTE_MS = 60_000;

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, learningApi, learningApiSchemas);

  route('toolSky', {}, async (request, reply) => {
    const { at } = request.query;
    // "Now" is the current minute (kept a minute); a chosen instant never changes.
    const instantMs = at ? Date.parse(at) : Math.floor(deps.now().getTime() / MINUTE_MS) * MINUTE_MS;
    reply.header('cache-control', `public, max-age=${at ? FIXED_MAX_AGE_S : 60}`);
    return ok(skyTool(instantMs));
  });

  route('toolPlanetCycle', {}, async (request, reply) => {
    reply.header('cache-control', `public, max-age=${FIXED_MAX_AGE_S}`);
    return ok(await cachedPlanetYear(deps.kv, request.query.planet, request.query.year));
  });

  route('toolMoonMonth', {}, async (request, reply) => {
    reply.header('cache-control', `public, max-age=${FIXED_MAX_AGE_S}`);
    return ok(moonMonth(request.query.year, request.query.month));
  });

  route('toolHouses', {}, async (request) => ok(compareHouses(request.body.birth)));

  route('toolAspect', {}, async (request, reply) => {
    reply.header('cache-control', `public, max-age=${FIXED_MAX_AGE_S}`);
    const { a, b, luminary } = request.query;
    return ok(aspectTool(a, b, luminary));
  });

  route('toolSolarTime', {}, async (request) => {
    const { date, time, longitude, time_zone: timeZone } = request.query;
    return ok(solarTimeOf(date, time, longitude, timeZone));
  });
};
