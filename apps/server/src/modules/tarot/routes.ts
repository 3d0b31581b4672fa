import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '@xingtu/contracts/envelope';
import type { TarotStreamEvent } from '@xingtu/contracts/tarot';
import { tarotApi } from '@xingtu/contracts/tarot-api';
import { tarotApiSchemas } from '@xingtu/contracts/tarot-api-schemas';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { adminAssists, adminReadings } from './admin.ts';
import { prepareReading, streamReading, tarotEngine } from './reading-service.ts';
import { getReading, listReadings } from './readings.ts';
import { shareImage } from './share-image.ts';
import { assistShare, listShares, myAssists, shareReading, sharedView } from './shares.ts';
import { streamEvents } from '../../http/event-stream.ts';

export const tarotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const engine = tarotEngine(config, deps);
  const route = endpointRoutes(app, tarotApi, tarotApiSchemas);

  route(
    'read',
    { config: { rateLimit: { max: config.aiChatPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      // Every refusal (422, 001108, 010002) is the envelope; only then are the cards shown and read.
      const reading = await prepareReading(deps, userIdOf(request), request.body, engine);
      return streamEvents<TarotStreamEvent>(request, reply, async ({ send, gone }) => {
        await streamReading(deps, reading, {
          stallTimeoutMs: config.aiStallTimeoutMs,
          clientGone: gone,
          send,
          onError: (error) => request.log.error({ err: error }, 'tarot reading failed'),
        });
      });
    },
  );
  route('listReadings', {}, async (request) =>
    okPage(await listReadings(deps, userIdOf(request), request.query)),
  );
  route('getReading', {}, async (request) =>
    ok(await getReading(deps, userIdOf(request), request.params.readingId)),
  );
  route('share', {}, async (request) =>
    ok(await shareReading(deps, userIdOf(request), request.params.readingId)),
  );
  route('listShares', {}, async (request) =>
    okPage(await listShares(deps, userIdOf(request), request.query)),
  );
  route('sharedView', {}, async (request) =>
    ok(await sharedView(deps, request.params.code, request.auth?.userId ?? null)),
  );
  // Rendering costs a few hundred ms of CPU: a few a minute per visitor.
  route('shareImage', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request, reply) =>
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=300')
      .send(Buffer.from(await shareImage(deps, request.params.code, config.publicUrl))),
  );
  route('assist', { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) =>
    ok(await assistShare(deps, userIdOf(request), request.params.code)),
  );
  route('myAssists', {}, async (request) => okPage(await myAssists(deps, userIdOf(request), request.query)));

  const support = { guard: requireOperator('admin', 'support') };
  route('adminReadings', support, async (request) => okPage(await adminReadings(deps, request.query)));
  route('adminAssists', support, async (request) => okPage(await adminAssists(deps, request.query)));
};
