import type { FastifyRequest } from 'fastify';

// What a WebSocket connection's errors are worth in the log. A frame the ws library refuses (too
// large, malformed, a bad close code: its errors carry a WS_ERR_* code) is the client's doing and can
// be sent by anyone before signing in: an info line, so nobody can flood the error log with them.
// Anything else came from our own handler: an error, as every other failure.

interface Terminable {
  terminate(): void;
}

export function websocketErrorHandler(error: Error, socket: Terminable, request: FastifyRequest): void {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_'))
    request.log.info({ code }, 'websocket frame refused');
  else request.log.error(error);
  socket.terminate();
}
