import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import { ROOM_CLOSE, ROOM_RULES, type RoomClientFrame } from '@xingtu/contracts/consultation-room';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { AccessTokenVerifier } from '../../../http/authenticate.ts';
import { isSessionLive } from '../../auth/index.ts';
import { findRoomParty, roomInfo } from './room-access.ts';
import { closeSignedOut, sendFrame, type RoomConnection, type RoomHub } from './room-hub.ts';
import { roomHistory, sendText } from './room-messages.ts';

// One room socket, from the first frame to the close. A browser cannot set headers on a WebSocket,
// so the first frame carries the same access token the HTTP requests send (never the URL, which
// ends up in logs): { type: 'auth', token, since? }. Then the room's history (everything after
// `since` when reconnecting), then messages both ways. Every problem with a frame is answered with
// an error frame in Chinese; nothing a client sends can throw out of here.

const PUBLIC_ID = /^[a-z0-9]{12}$/;

const errorFrame = (code: string, message: string, clientId?: string) =>
  ({ type: 'error', code, message, ...(clientId ? { clientId } : {}) }) as const;

const BAD_FRAME = errorFrame(RESULT_CODES.BAD_REQUEST.code, '消息格式不正确，请刷新页面后重试');

function parseFrame(data: Buffer, isBinary: boolean): RoomClientFrame | null {
  if (isBinary || data.length > ROOM_RULES.maxFrameBytes) return null;
  try {
    const frame = JSON.parse(data.toString('utf8')) as unknown;
    if (typeof frame !== 'object' || frame === null) return null;
    const type = (frame as { type?: unknown }).type;
    return type === 'auth' || type === 'send' || type === 'ping' ? (frame as RoomClientFrame) : null;
  } catch {
    return null;
  }
}

export interface RoomSocketContext {
  deps: AppDeps;
  hub: RoomHub;
  verifyToken: AccessTokenVerifier;
}

export function acceptRoomSocket(context: RoomSocketContext, socket: WebSocket, bookingId: string): void {
  const { deps, hub } = context;
  let connection: RoomConnection | null = null;
  let authenticating = false;
  let windowStart = Date.now();
  let framesInWindow = 0;
  /** Frames are handled one after another, in the order they came. */
  let queue: Promise<void> = Promise.resolve();

  const authTimer = setTimeout(() => {
    if (!connection) closeSignedOut(socket);
  }, ROOM_RULES.authTimeoutMs);
  authTimer.unref();

  socket.on('error', () => socket.terminate());
  socket.on('close', () => {
    clearTimeout(authTimer);
    if (connection) hub.leave(connection);
  });

  socket.on('message', (data: Buffer, isBinary: boolean) => {
    const frame = parseFrame(data, isBinary);
    if (frame?.type === 'ping') return sendFrame(socket, { type: 'pong' });
    // Messages and bad frames count against the connection's rate; the sign-in and pings do not.
    const clientId = frame?.type === 'send' ? clientIdOf(frame.clientId) : undefined;
    if (frame?.type !== 'auth' && !withinRate())
      return sendFrame(
        socket,
        errorFrame(RESULT_CODES.TOO_MANY_REQUESTS.code, '发送太频繁了，请稍等几秒再发', clientId),
      );
    if (data.length > ROOM_RULES.maxFrameBytes)
      return sendFrame(socket, errorFrame(RESULT_CODES.BAD_REQUEST.code, '消息过长，请分几次发送'));
    if (!frame) return sendFrame(socket, BAD_FRAME);
    queue = queue.then(() => handle(frame)).catch(() => sendFrame(socket, BAD_FRAME));
  });

  function withinRate(): boolean {
    const now = Date.now();
    if (now - windowStart >= ROOM_RULES.rateWindowMs) {
      windowStart = now;
      framesInWindow = 0;
    }
    framesInWindow += 1;
    return framesInWindow <= ROOM_RULES.rateMessages;
  }

  async function handle(frame: RoomClientFrame): Promise<void> {
    if (frame.type === 'auth') return authenticate(frame);
    if (frame.type !== 'send') return;
    const clientId = clientIdOf(frame.clientId);
    if (!connection)
      return sendFrame(socket, errorFrame(RESULT_CODES.TOKEN_MISSING.code, '请先登录后进入咨询室', clientId));
    if (!(await isSessionLive(deps, connection.party.userId, connection.sessionId)))
      return closeSignedOut(socket);
    try {
      await sendText(deps, connection.party, frame.text, { from: connection.id, clientId });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      sendFrame(socket, errorFrame(error.code, error.message, clientId));
    }
  }

  async function authenticate(frame: Extract<RoomClientFrame, { type: 'auth' }>): Promise<void> {
    if (connection || authenticating) return sendFrame(socket, BAD_FRAME);
    authenticating = true;
    let auth;
    try {
      if (typeof frame.token !== 'string' || frame.token.length > 4096) throw new Error('no token');
      auth = context.verifyToken(frame.token);
    } catch {
      return closeSignedOut(socket);
    }
    if (!(await isSessionLive(deps, auth.userId, auth.sessionId))) return closeSignedOut(socket);
    let party;
    try {
      if (!PUBLIC_ID.test(bookingId)) throw new AppError('NOT_FOUND');
      party = await findRoomParty(deps, auth.userId, bookingId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      sendFrame(socket, errorFrame(RESULT_CODES.NOT_FOUND.code, '咨询室不存在'));
      return socket.close(ROOM_CLOSE.notFound, 'not found');
    }
    clearTimeout(authTimer);
    const room = roomInfo(party, deps.now().getTime());
    const since =
      typeof frame.since === 'number' && Number.isSafeInteger(frame.since) && frame.since >= 0
        ? frame.since
        : undefined;
    if (socket.readyState !== socket.OPEN) return;
    // Listen first, then read the history: nothing said in between is lost (the page drops repeats by id).
    if (room.open) {
      connection = { id: randomUUID(), socket, party, sessionId: auth.sessionId };
      await hub.join(connection);
      if (socket.readyState !== socket.OPEN) return hub.leave(connection);
    }
    sendFrame(socket, { type: 'ready', room, messages: await roomHistory(deps, party, since) });
    if (!room.open) {
      sendFrame(socket, { type: 'closed', reason: room.closedReason ?? '咨询室已关闭' });
      socket.close(ROOM_CLOSE.roomClosed, 'room closed');
    }
  }
}

function clientIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}
