import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@xingtu/contracts/envelope';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppConfig } from '../config.ts';

// /metrics and /api/docs describe the running system (routes, request rates, memory): for operators,
// not visitors. Outside production they are open; in production they answer only to the bearer token
// METRICS_TOKEN, and without one configured they are not served at all (404, like any unknown path).

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function operatorOnly(config: AppConfig) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!config.isProduction) return;
    if (!config.metricsToken) {
      await reply.status(404).send(fail(RESULT_CODES.NOT_FOUND.code, '请求的接口不存在'));
      return;
    }
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(token, config.metricsToken)) {
      await reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(fail(RESULT_CODES.UNAUTHORIZED.code, RESULT_CODES.UNAUTHORIZED.message));
    }
  };
}
