import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { websocketErrorHandler } from './websocket-errors.ts';

const requestWithLog = () => {
  const log = { info: vi.fn(), error: vi.fn() };
  return { log, request: { log } as unknown as FastifyRequest };
};

describe('websocketErrorHandler', () => {
  it('logs a frame the ws library refused as info, not as an error, and closes the socket', () => {
    const { log, request } = requestWithLog();
    const socket = { terminate: vi.fn() };
    const refused = Object.assign(new RangeError('Max payload size exceeded'), {
      code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
    });
    websocketErrorHandler(refused, socket, request);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' },
      'websocket frame refused',
    );
    expect(socket.terminate).toHaveBeenCalledOnce();
  });

  it('keeps our own failures at error level', () => {
    const { log, request } = requestWithLog();
    const socket = { terminate: vi.fn() };
    const failure = new TypeError('cannot read properties of undefined');
    websocketErrorHandler(failure, socket, request);
    expect(log.error).toHaveBeenCalledWith(failure);
    expect(socket.terminate).toHaveBeenCalledOnce();
  });
});
