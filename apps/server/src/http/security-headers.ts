import type { FastifyHelmetOptions } from '@fastify/helmet';
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

export function securityHeaders(config: AppConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}
