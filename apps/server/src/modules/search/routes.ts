import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@xingtu/contracts/envelope';
import { searchApi } from '@xingtu/contracts/search-api';
import { searchApiSchemas } from '@xingtu/contracts/search-api-schemas';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { indexStatus } from './index-status.ts';
import { search, suggest } from './search-service.ts';
import { adminPopularWords, logSearch, popularWords, setWordHidden } from './popular.ts';
import { userIdOf } from '../../http/authenticate.ts';
import { warmSegmenter } from './segment.ts';
import { followContent } from './content-source.ts';
import { followProducts } from './product-source.ts';
import { reindexSources } from './sources.ts';
import { AppError } from '../../errors.ts';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, searchApi, searchApiSchemas);
  followContent(deps);
  followProducts(deps);

  route('search', {}, async (request) => {
    const answer = await search(deps, request.query);
    // Only words that found what they asked for count towards 热门搜索; the log never fails a search.
    if (answer.total > 0 && !answer.partial)
      await logSearch(
        deps,
        app.config.secrets.jwt,
        { userId: request.auth?.userId ?? null, ip: request.ip },
        answer.keyword,
      ).catch((error: unknown) => request.log.warn({ err: error }, 'search log failed'));
    return ok(answer);
  });
  route('popular', {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(await popularWords(deps));
  });
  // The header box asks as the visitor types: allow a brisk pace, cache briefly.
  route('suggest', { config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return ok(await suggest(deps, request.query.keyword));
  });

  const editors = { guard: requireOperator('admin', 'editor') };
  route('adminPopular', editors, async () => ok(await adminPopularWords(deps)));
  // Recorded in the operators' audit trail by the console's trail hook (every /api/admin/ change).
  route('adminHideWord', editors, async (request) =>
    ok(await setWordHidden(deps, userIdOf(request), request.body.keyword, request.body.hidden)),
  );
  route('adminIndexStatus', editors, async () => ok(await indexStatus(deps)));
  route('adminReindex', editors, async () => {
    const started = Date.now();
    const result = await reindexSources(deps);
    const status = await indexStatus(deps);
    return ok({ ...result, total: status.total, tookMs: Date.now() - started });
  });

  // Products and astrologers do not announce their changes: read them again whenever the site starts
  // (after commerce has sealed what is on sale). A failure leaves the previous index and is logged;
  // instances (or a cluster's workers) starting together rebuild it once, the others say so.
  app.addHook('onReady', async () => {
    warmSegmenter();
    await reindexSources(deps).catch((error: unknown) => {
      if (error instanceof AppError && error.code === RESULT_CODES.SEARCH_REINDEX_BUSY.code)
        app.log.info('search index: another instance is rebuilding it');
      else app.log.error({ err: error }, 'search reindex failed');
    });
  });
};
