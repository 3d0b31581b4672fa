import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@xingtu/contracts/envelope';
import { searchApi } from '@xingtu/contracts/search-api';
import { searchApiSchemas } from '@xingtu/contracts/search-api-schemas';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { indexStatus } from './index-status.ts';
import { search, suggest } from './search-service.ts';
import { warmSegmenter } from './segment.ts';
import { followContent } from './content-source.ts';
import { followProducts } from './product-source.ts';
import { reindexSources } from './sources.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, searchApi, searchApiSchemas);
  followContent(deps);
  followProducts(deps);

  route('search', {}, async (request) => ok(await search(deps, request.query)));
  // The header box asks as the visitor types: allow a brisk pace, cache briefly.
  route('suggest', { config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return ok(await suggest(deps, request.query.keyword));
  });

  const editors = { guard: requireOperator('admin', 'editor') };
  route('adminIndexStatus', editors, async () => ok(await indexStatus(deps)));
  route('adminReindex', editors, async () => {
    const started = Date.now();
    const result = await reindexSources(deps);
    const status = await indexStatus(deps);
    return ok({ ...result, total: status.total, tookMs: Date.now() - started });
  });

  // Products and astrologers do not announce their changes: read them again whenever the site starts
  // (after commerce has sealed what is on sale). A failure leaves the previous index and is logged.
  app.addHook('onReady', async () => {
    warmSegmenter();
    await reindexSources(deps).catch((error: unknown) =>
      app.log.error({ err: error }, 'search reindex failed'),
    );
  });
};
