import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../errors.ts';

// Access tokens are short-lived HS256 JWTs; the subject is the user id and `sid` the session (the
// refresh-token family). SPEC §8 token codes: none → 001102; bad, expired or ended session → 001101
// (the client refreshes once and replays; an ended session's refresh token answers 001104).
//
// Identity is settled in an onRequest hook, before the body is parsed or validated: a signed-out
// client hitting a protected route learns 001102 (go to login), not a validation error.

export interface AuthContext {
  userId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Why a presented token was refused (001101), for routes that require a user. */
    authFailure: AppError | null;
  }
  interface FastifyInstance {
    /** onRequest hook: the route needs a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const ACCESS_TOKEN_ISSUER = 'xingtu';

export type AccessTokenVerifier = (token: string) => AuthContext;

/** Whether the session a token names still stands (not signed out, account active). */
export type SessionCheck = (userId: number, sessionId: string) => Promise<boolean>;

const tokenInvalid = () => new AppError('TOKEN_INVALID', { httpStatus: 401 });

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
    let payload: { sub?: unknown; sid?: unknown };
    try {
      payload = verify(token) as { sub?: unknown; sid?: unknown };
    } catch (error) {
      if (error instanceof TokenError) throw tokenInvalid();
      throw error;
    }
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') throw tokenInvalid();
    return { userId, sessionId: payload.sid };
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { jwtSecret: string; sessionIsLive: SessionCheck }) => {
    const verifyAccessToken = accessTokenVerifier(options.jwtSecret);
    app.decorateRequest('auth', null);
    app.decorateRequest('authFailure', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (request.auth) return;
      throw request.authFailure ?? new AppError('TOKEN_MISSING', { httpStatus: 401 });
    });
    // Every request with a token: public routes personalise with it, protected ones require it.
    // Callback style: the many requests without a token go on at once, with no promise to settle.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request);
      if (!token) {
        done();
        return;
      }
      let context: AuthContext;
      try {
        context = verifyAccessToken(token);
      } catch (error) {
        if (!(error instanceof AppError)) {
          done(error as Error);
          return;
        }
        request.authFailure = error;
        done();
        return;
      }
      options.sessionIsLive(context.userId, context.sessionId).then((live) => {
        if (live) request.auth = context;
        else request.authFailure = tokenInvalid();
        done();
      }, done);
    });
  },
);

/** The signed-in user's id; only call after requireUser. */
export function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('TOKEN_MISSING', { httpStatus: 401 });
  return request.auth.userId;
}
