import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';

// Scripts run from our own origin only (and WeChat's JS-SDK, the one outside script the product
// loads). No 'unsafe-inline' for scripts: access tokens live in localStorage, so an injected inline
// script must not run. React Router's hydration needs a few inline scripts; each rendered page gets a
// fresh nonce for them (web/mount-web.ts). Inline styles stay allowed (React's style attributes).

function cspDirectives(config: AppConfig): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://res.wx.qq.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy of one rendered page: the common one, with this page's nonce allowed for scripts. */
export function pageContentSecurityPolicy(config: AppConfig, nonce: string): string {
  const directives = cspDirectives(config);
  directives.scriptSrc = [...directives.scriptSrc!, `'nonce-${nonce}'`];
  return Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join(';');
}

export function securityHeaders(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets with these options, worked out once: they are the same for every answer
 * (a rendered page replaces the policy with its own nonce'd one), so each request copies a ready
 * object instead of running helmet's middleware chain again.
 */
export function securityHeaderValues(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(securityHeaders(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error ?? null;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaderValues(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
