import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config.ts';

// React Router streams its hydration data in inline scripts, so scripts allow 'unsafe-inline' from
// our own origin only; WeChat's JS-SDK is the one outside script the product loads.
export function securityHeaders(config: AppConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", 'https://res.wx.qq.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}
