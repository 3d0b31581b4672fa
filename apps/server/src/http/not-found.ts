import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { fail } from '@xingtu/contracts/envelope';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';

// Fastify answers 404 for a known path with a wrong method; the contract wants 405 with Allow.
// A shadow router of every registered path tells the two apart.

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function registerNotFound(app: FastifyInstance): void {
  const shadow = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (METHODS.includes(method as HTTPMethod) && !route.url.includes('*')) {
        try {
          shadow.on(method as HTTPMethod, route.url, () => undefined);
        } catch {
          // The same method and path registered twice (HEAD is added for GET): already known.
        }
      }
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((method) => method !== request.method && shadow.find(method, path));
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(fail(RESULT_CODES.METHOD_NOT_ALLOWED.code, RESULT_CODES.METHOD_NOT_ALLOWED.message));
    }
    return reply.status(404).send(fail(RESULT_CODES.NOT_FOUND.code, '请求的接口不存在'));
  });
}
