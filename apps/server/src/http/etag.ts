import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// SPEC §9: the web request layer keeps GET answers for 15 minutes and then asks again. Every JSON
// GET that succeeded carries an ETag (a hash of its body), and a request whose If-None-Match names
// it is answered 304 with no body: the request layer revalidates instead of downloading the same
// answer again. Answers marked no-store (personal, single-use) get none; writes and failures never.

/** A strong validator of the exact bytes sent. */
export const etagOf = (body: string | Buffer): string => `"${hash('sha1', body, 'base64url')}"`;

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/** RFC 9110 §13.1.2: `*`, or a list of tags one of which matches (weak comparison). */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

const isJsonGet = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const answer = request.routeOptions.config?.answer;
  return answer !== undefined && answer !== 'raw';
};

export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, withEtag(request, reply, payload));
  });
}

function withEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode !== 200 || !isJsonGet(request)) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
  // A success is encoded once: hashed as bytes and sent as the same bytes (a string would be encoded
  // twice). Any other answer stays a string for the hooks that read it (failure metrics, audit).
  const body =
    typeof payload === 'string' && payload.startsWith('{"success":true') ? Buffer.from(payload) : payload;
  const etag = etagOf(body);
  reply.header('etag', etag);
  if (!noneMatchHits(request.headers['if-none-match'], etag)) return body;
  reply.code(304);
  return '';
}
