import type { FastifyPluginAsync } from 'fastify';
import { chartsApi } from '@xingtu/contracts/charts-api';
import { chartsApiSchemas } from '@xingtu/contracts/charts-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { endpointRoutes } from '../../http/endpoints.ts';
import { careerFor } from './career.ts';
import { kidFor } from './kid.ts';
import { natalChartFor } from './natal.ts';
import { progressionsFor } from './progressions.ts';
import { returnsFor } from './returns.ts';
import { synastryFor } from './synastry.ts';
import { traditionalFor } from './traditional.ts';
import { transitTimelineFor } from './transit-timeline.ts';
import { transitsFor } from './transits.ts';

// Chart calculations are public; a request naming a contact profile needs the member's token
// (birth-input.ts answers 401 without one and 404 for another member's private profile). One file
// per answer: natal.ts, synastry.ts, transits.ts, progressions.ts, career.ts, kid.ts, returns.ts,
// transit-timeline.ts, traditional.ts. The searches over time cost the most CPU (a year's timeline
// ~50 ms) and need no account: each address may ask for them only so often.

/** Requests a minute per address: a year's transit timeline, and progressions or returns. */
export const CHART_SEARCH_LIMITS = { timeline: 20, timed: 60 } as const;
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

export const chartsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;
  const route = endpointRoutes(app, chartsApi, chartsApiSchemas);

  route('natal', {}, async (request) => ok(await natalChartFor(deps, viewer(request), request.body)));
  route('synastry', {}, async (request) => ok(await synastryFor(deps, viewer(request), request.body)));
  route('transits', {}, async (request) => ok(await transitsFor(deps, viewer(request), request.body)));
  route('progressions', perMinute(CHART_SEARCH_LIMITS.timed), async (request) =>
    ok(await progressionsFor(deps, viewer(request), request.body)),
  );
  route('career', {}, async (request) => ok(await careerFor(deps, viewer(request), request.body)));
  route('kid', {}, async (request) => ok(await kidFor(deps, viewer(request), request.body)));
  route('returns', perMinute(CHART_SEARCH_LIMITS.timed), async (request) =>
    ok(await returnsFor(deps, viewer(request), request.body)),
  );
  route('transitTimeline', perMinute(CHART_SEARCH_LIMITS.timeline), async (request) =>
    ok(await transitTimelineFor(deps, viewer(request), request.body)),
  );
  route('traditional', {}, async (request) => ok(await traditionalFor(deps, viewer(request), request.body)));
};
