import type { FastifyInstance, FastifyReply } from 'fastify';
import { consultationsApi } from '@xingtu/contracts/consultations-api';
import { consultationsApiSchemas } from '@xingtu/contracts/consultations-api-schemas';
import { ok } from '@xingtu/contracts/envelope';
import { accessTokenVerifier, userIdOf } from '../../../http/authenticate.ts';
import { endpointRoutes } from '../../../http/endpoints.ts';
import { AppError } from '../../../errors.ts';
import { requireOperator } from '../../../permissions/index.ts';
import { findRoomParty, roomInfo } from './room-access.ts';
import { adminRoomFile, adminRoomHistory } from './room-admin.ts';
import { readUpload, shareFile } from './room-files.ts';
import { RoomHub } from './room-hub.ts';
import { roomHistory, roomFile } from './room-messages.ts';
import { acceptRoomSocket } from './room-socket.ts';

// The consultation room's routes: the history, sharing and reading files, and the socket. Only the
// booking's member and astrologer get anything; for anyone else the room does not exist (404).

export function registerRoomRoutes(app: FastifyInstance): RoomHub {
  const { deps } = app;
  const hub = new RoomHub(deps);
  app.addHook('onClose', async () => hub.close());
  const route = endpointRoutes(app, consultationsApi, consultationsApiSchemas);

  route('roomHistory', {}, async (request) => {
    const party = await findRoomParty(deps, userIdOf(request), request.params.id);
    return ok({
      room: roomInfo(party, deps.now().getTime()),
      messages: await roomHistory(deps, party, request.query.since),
    });
  });
  route('roomUpload', {}, async (request) => {
    const party = await findRoomParty(deps, userIdOf(request), request.params.id);
    return ok(await shareFile(deps, party, await readUpload(request)), '文件已发送');
  });
  route('roomFile', {}, async (request, reply) => {
    const party = await findRoomParty(deps, userIdOf(request), request.params.id);
    return sendFile(reply, await roomFile(deps, party, request.params.messageId));
  });

  // Reading a room is recorded in the audit trail, each time (the console's audit-trail hook).
  const operators = {
    guard: requireOperator('admin', 'support'),
    config: { auditRead: 'consultation.read-room' as const },
  };
  route('adminRoomHistory', operators, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await adminRoomHistory(deps, request.params.id));
  });
  route('adminRoomFile', operators, async (request, reply) =>
    sendFile(reply, await adminRoomFile(deps, request.params.id, request.params.messageId)),
  );

  const context = { deps, hub, verifyToken: accessTokenVerifier(app.config.secrets.jwt) };
  app.route<{ Params: { id: string } }>({
    method: 'GET',
    url: consultationsApi.roomSocket.path,
    config: { answer: 'raw' },
    schema: { hide: true },
    handler: async () => {
      throw new AppError('BAD_REQUEST', { httpStatus: 426, message: '请在咨询室页面中进入聊天' });
    },
    wsHandler: (socket, request) => acceptRoomSocket(context, socket, request.params.id),
  });
  return hub;
}

/** A shared file, never sniffed or cached; images and PDFs open in the browser, by their checked type. */
function sendFile(reply: FastifyReply, file: { body: Buffer; contentType: string; name: string }) {
  const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
