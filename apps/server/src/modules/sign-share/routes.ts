import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { signShareApi } from '@xingtu/contracts/sign-share-api';
import { signShareApiSchemas } from '@xingtu/contracts/sign-share-api-schemas';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { bigThreeOf } from './big-three.ts';
import { adminInvitations, joinByInvitation, myInvitations } from './invitations.ts';
import { cachedShareImages } from './share-image.ts';
import { compareWithShare, mySummary, saveShare, sharedView } from './shares.ts';

// The sign-share endpoints (contracts/sign-share-api.ts): the member's card, a friend's view, steps and
// comparison, the invitation a new account accepts, and the operators' day view.

const DEVICE_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;

export const signShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const route = endpointRoutes(app, signShareApi, signShareApiSchemas);
  const shareImage = cachedShareImages(deps, config.publicUrl);
  const viewerOf = (request: { auth?: { userId: number } | null }) => request.auth?.userId ?? null;
  // The chart engine runs a few times per call: generous for a person stepping through, tight for a script.
  const charting = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

  route('mine', {}, async (request) => ok(await mySummary(deps, userIdOf(request))));
  route('save', charting, async (request) =>
    ok(await saveShare(deps, userIdOf(request), request.body), '星座卡已保存'),
  );
  route('sharedView', {}, async (request) =>
    ok(await sharedView(deps, request.params.code, viewerOf(request))),
  );
  // Drawing a new card costs tens of ms of CPU: a few a minute per visitor; an unchanged card is served from memory.
  route('shareImage', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request, reply) =>
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=300')
      .send(Buffer.from(await shareImage(request.params.code))),
  );
  route('bigThree', charting, async (request) =>
    ok(await bigThreeOf(deps, viewerOf(request), request.body.birth)),
  );
  route('compare', charting, async (request) =>
    ok(await compareWithShare(deps, request.params.code, viewerOf(request), request.body.birth)),
  );
  route('join', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request) => {
    const header = request.headers['device-id'];
    const deviceId = typeof header === 'string' && DEVICE_ID_RE.test(header) ? header : null;
    return ok(
      await joinByInvitation(deps, userIdOf(request), request.params.code, { ip: request.ip, deviceId }),
    );
  });
  route('invitations', {}, async (request) =>
    okPage(await myInvitations(deps, userIdOf(request), request.query)),
  );
  route('adminInvitations', { guard: requireOperator('admin', 'support') }, async (request) =>
    okPage(await adminInvitations(deps, request.query)),
  );
};
