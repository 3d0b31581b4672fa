import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from '@xingtu/contracts/envelope';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import { AppError } from '../errors.ts';

// One place turns every failure into the SPEC §8 envelope. Nothing below 500 is logged as an error,
// and a 500 never carries a stack, SQL or driver text to the client (the log has it, with the request id).

function fieldOf(path: readonly PropertyKey[] | string | undefined, fallback: string): string {
  if (Array.isArray(path)) return path.length > 0 ? path.map(String).join('.') : fallback;
  if (typeof path === 'string' && path.length > 0) return path.replace(/^\//, '').replace(/\//g, '.');
  return fallback;
}

function protocolFailure(error: FastifyError): { status: number; code: string; desc: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        code: RESULT_CODES.BAD_REQUEST.code,
        desc: '请求内容不是合法的 JSON，未做任何修改',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return { status: 413, code: RESULT_CODES.BAD_REQUEST.code, desc: '提交的内容过大' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return { status: 415, code: RESULT_CODES.BAD_REQUEST.code, desc: '不支持的内容类型' };
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return {
        status: 429,
        code: RESULT_CODES.TOO_MANY_REQUESTS.code,
        desc: RESULT_CODES.TOO_MANY_REQUESTS.message,
      };
    default:
      break;
  }
  if (error.statusCode === 429) {
    return {
      status: 429,
      code: RESULT_CODES.TOO_MANY_REQUESTS.code,
      desc: RESULT_CODES.TOO_MANY_REQUESTS.message,
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Other client errors raised by Fastify or its plugins (multipart limits, bad URL encoding …).
    return { status: 400, code: RESULT_CODES.BAD_REQUEST.code, desc: RESULT_CODES.BAD_REQUEST.message };
  }
  return undefined;
}

const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'timeout expired',
  'Connection terminated',
  'Client has encountered a connection error',
];
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * The database did not answer in time or could not be reached (its cause may be wrapped by drizzle):
 * the request answers 503 / 000503 instead of hanging or looking like a bug.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  // 57014 statement cancelled (statement_timeout), 57P0x server shutting down, 08xxx connection failures.
  if (code === '57014' || code.startsWith('57P0') || /^08/.test(code) || UNAVAILABLE_CODES.has(code))
    return true;
  if (UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export function sendValidationFailure(reply: FastifyReply, fields: { field: string; message: string }[]) {
  const desc = fields[0]?.message ?? RESULT_CODES.VALIDATION.message;
  return reply.status(422).send(fail(RESULT_CODES.VALIDATION.code, desc, { fields }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const data = error.fields ? { fields: error.fields } : (error.data ?? null);
      return reply.status(error.httpStatus).send(fail(error.code, error.message, data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: fieldOf(
          (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path,
          fieldOf(issue.instancePath, error.validationContext ?? 'body'),
        ),
        message: issue.message ?? RESULT_CODES.VALIDATION.message,
      }));
      return sendValidationFailure(reply, fields);
    }
    const protocol = protocolFailure(error);
    if (protocol) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return reply.status(protocol.status).send(fail(protocol.code, protocol.desc));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          fail(RESULT_CODES.SERVICE_UNAVAILABLE.code, RESULT_CODES.SERVICE_UNAVAILABLE.message, {
            requestId: request.id,
          }),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(
        fail(RESULT_CODES.SERVER_ERROR.code, RESULT_CODES.SERVER_ERROR.message, { requestId: request.id }),
      );
  });
}
