import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarApi } from '@xingtu/contracts/calendar-api';
import { calendarApiSchemas } from '@xingtu/contracts/calendar-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { endpointRoutes } from '../../http/endpoints.ts';
import { userIdOf } from '../../http/authenticate.ts';
import { cachedSkyMonth } from './month-service.ts';
import { personalCalendar } from './personal-service.ts';

/** Browsers and the CDN may keep a month a day (it never changes; the day bounds a fix of the texts). */
const MONTH_MAX_AGE_S = 86_400;

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, calendarApi, calendarApiSchemas);

  route('calendarMonth', {}, async (request, reply) => {
    reply.header('cache-control', `public, max-age=${MONTH_MAX_AGE_S}`);
    return ok(await cachedSkyMonth(deps.kv, request.query.year, request.query.month, deps.now()));
  });

  route('personalCalendar', {}, async (request) =>
    ok(
      await personalCalendar(deps, userIdOf(request), request.query.contact_id, {
        start: request.query.start,
        days: request.query.days,
      }),
    ),
  );
};
