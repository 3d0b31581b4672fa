import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../errors.ts';

// Access tokens are short-lived HS256 JWTs; the subject is the user id. SPEC §8 token codes:
// none → 001102, bad or expired → 001101 (the client refreshes once and replays).

export interface AuthContext {
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: the route needs a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const ACCESS_TOKEN_ISSUER = 'xingtu';

export type AccessTokenVerifier = (token: string) => AuthContext;

/**
 * Checks signature, issuer and expiry synchronously (fast-jwt), remembering recently verified
 * tokens until they expire: the check runs on every request, and an async WebCrypto HMAC cost
 * more than the rest of the authentication (bench/orders-bench.ts).
 */
export function accessTokenVerifier(jwtSecret: string): AccessTokenVerifier {
  const verify = createVerifier({
    key: jwtSecret,
    algorithms: ['HS256'],
    allowedIss: ACCESS_TOKEN_ISSUER,
    cache: true,
  });
  return (token) => {
    let payload: { sub?: unknown };
    try {
      payload = verify(token) as { sub?: unknown };
    } catch (error) {
      if (error instanceof TokenError) throw new AppError('TOKEN_INVALID', { httpStatus: 401 });
      throw error;
    }
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId)) throw new AppError('TOKEN_INVALID', { httpStatus: 401 });
    return { userId };
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authenticatePlugin = fp(async (app: FastifyInstance, options: { jwtSecret: string }) => {
  const verifyAccessToken = accessTokenVerifier(options.jwtSecret);
  app.decorateRequest('auth', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('TOKEN_MISSING', { httpStatus: 401 });
    // The onRequest hook below has already verified a good token; only a bad one is checked again,
    // to answer with the right code.
    request.auth ??= verifyAccessToken(token);
  });
  // Optional identity for public routes that personalise when a valid token is present.
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    try {
      request.auth = verifyAccessToken(token);
    } catch {
      request.auth = null;
    }
  });
});

/** The signed-in user's id; only call after requireUser. */
export function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('TOKEN_MISSING', { httpStatus: 401 });
  return request.auth.userId;
}
