import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AI_ENGINE_LABELS, type AiStreamEvent } from '@xingtu/contracts/ai';
import { aiApi } from '@xingtu/contracts/ai-api';
import { aiApiSchemas } from '@xingtu/contracts/ai-api-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { chatEngine, prepareChat, streamChat } from './chat-service.ts';
import { chatModelFor } from './models.ts';
import { registerAiPackages } from './packages.ts';
import { quotaOf, usageLogsOf } from './quota.ts';
import { listSessions, sessionDetail } from './sessions.ts';
import { streamEvents } from '../../http/event-stream.ts';

export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const model = chatModelFor(config, deps);
  const engine = chatEngine(model);
  const route = endpointRoutes(app, aiApi, aiApiSchemas);
  registerAiPackages(deps);

  route('quota', {}, async (request) =>
    ok({
      engine: model.engine,
      engineLabel: AI_ENGINE_LABELS[model.engine],
      ...(await quotaOf(deps, userIdOf(request))),
    }),
  );
  route('usageLogs', {}, async (request) =>
    okPage(await usageLogsOf(deps, userIdOf(request), request.query)),
  );
  route('listSessions', {}, async (request) =>
    okPage(await listSessions(deps, userIdOf(request), request.query)),
  );
  route('getSession', {}, async (request) =>
    ok(await sessionDetail(deps, userIdOf(request), request.params.sessionId)),
  );

  route(
    'chat',
    { config: { rateLimit: { max: config.aiChatPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      // Every refusal (404, 422, 001108, 010002) is the envelope; only then does the stream begin.
      const chat = await prepareChat(deps, userIdOf(request), request.body, engine);
      return streamEvents<AiStreamEvent>(request, reply, async ({ send, gone }) => {
        await streamChat(deps, chat, {
          stallTimeoutMs: config.aiStallTimeoutMs,
          clientGone: gone,
          send,
          onError: (error) => request.log.error({ err: error }, 'AI answer failed'),
        });
      });
    },
  );
};
