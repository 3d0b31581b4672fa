import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@xingtu/contracts/envelope';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';

// Failures Fastify and Node answer before any route, hook or error handler runs: without these they
// were raw English JSON outside the SPEC §8 envelope, some echoing the address back.
// - frameworkErrors: the router refused the address (a path parameter over maxParamLength, bad
//   percent-encoding, an async constraint failing).
// - clientErrorHandler: Node's HTTP parser refused the request (request line and headers over
//   16 KB, a malformed request, a request too slow to arrive); only the socket is left to write to.

export const URL_TOO_LONG_MESSAGE = '请求地址过长';
const NOT_FOUND_MESSAGE = '请求的接口不存在';

/**
 * Fastify's frameworkErrors option. No hook runs for these requests, so the answer is given the
 * request id and the security headers every other answer gets from its hooks.
 */
export const frameworkErrorsWith =
  (headers: Record<string, string>) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(headers).header('x-request-id', request.id);
    answerFrameworkError(error, request, reply);
  };

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // No record has an id that long: the same 404 a GET of the address answers.
      void reply.status(404).send(fail(RESULT_CODES.NOT_FOUND.code, NOT_FOUND_MESSAGE));
      return;
    case 'FST_ERR_BAD_URL':
      void reply.status(400).send(fail(RESULT_CODES.BAD_REQUEST.code, RESULT_CODES.BAD_REQUEST.message));
      return;
    default:
      request.log.error({ err: error }, 'router error');
      void reply
        .status(500)
        .send(
          fail(RESULT_CODES.SERVER_ERROR.code, RESULT_CODES.SERVER_ERROR.message, { requestId: request.id }),
        );
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The envelope written straight to the socket, then the connection closed (as Node does). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let desc: string = RESULT_CODES.BAD_REQUEST.message;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    desc = URL_TOO_LONG_MESSAGE;
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    desc = '请求超时，请重试';
  }
  const body = JSON.stringify(fail(RESULT_CODES.BAD_REQUEST.code, desc));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
