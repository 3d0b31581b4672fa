import type { FastifyInstance } from 'fastify';
import { fail } from '@xingtu/contracts/envelope';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';

// A declared JSON endpoint (every answer kind but raw files and pages) serves only JSON. A client whose
// Accept header admits no JSON (e.g. `application/xml` alone) gets 406 / 000406 before anything runs.
// No Accept, `*/*` (browsers, axios, fetch) and `application/*` all admit JSON.

const JSON_RANGES = new Set(['*/*', 'application/*', 'application/json']);

/** Whether an Accept header admits JSON: one of its media ranges covers it with a quality above 0. */
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!JSON_RANGES.has(range)) return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

export function registerAcceptCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const answer = request.routeOptions.config.answer;
    if (answer === undefined || answer === 'raw' || acceptsJson(request.headers.accept)) {
      done();
      return;
    }
    // Answered here: the hook does not go on (done is not called).
    void reply.status(406).send(fail(RESULT_CODES.NOT_ACCEPTABLE.code, '只能以 JSON 格式回答这个请求'));
  });
}
