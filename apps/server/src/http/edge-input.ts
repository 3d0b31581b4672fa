import type { FastifyInstance } from 'fastify';
import { validationError } from '../errors.ts';

// What every request goes through before a route sees it.
// - An empty JSON body is no body (SPEC §7 logout carries none, yet clients send the JSON content type);
//   a route that needs a body then says so with 000422, like any other missing field.
// - A NUL character is never legitimate text, and PostgreSQL refuses it in a text column (which would
//   surface as a 500): any string in the body, query or path parameters holding one answers 000422.

const NUL_MESSAGE = '提交的内容包含无法识别的字符，请检查后重新输入';
const MAX_DEPTH = 64;

/** The path of the first string containing a NUL, or undefined. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerEdgeInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    // Rendered pages ignore what they cannot use; the API calls they make are checked here in turn.
    if (request.routeOptions.schema?.hide && request.routeOptions.url === '/*') {
      done();
      return;
    }
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNul(value);
      if (found) {
        done(validationError(found.length > 0 ? found.join('.') : part, NUL_MESSAGE));
        return;
      }
    }
    done();
  });
}
