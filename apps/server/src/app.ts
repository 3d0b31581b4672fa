import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '@xingtu/contracts/zod-locale';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { authenticatePlugin } from './http/authenticate.ts';
import { createLogger } from './logging.ts';
import { registerEdgeInput } from './http/edge-input.ts';
import { registerAcceptCheck } from './http/accept.ts';
import { websocketErrorHandler } from './http/websocket-errors.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { clientErrorHandler, frameworkErrorsWith } from './http/framework-errors.ts';
import { registerEtags } from './http/etag.ts';
import { registerMetrics } from './http/metrics.ts';
import { operatorOnly } from './http/operator-guard.ts';
import { registerNotFound } from './http/not-found.ts';
import { registerSecurityHeaders, securityHeaderValues } from './http/security-headers.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { isSessionLive } from './modules/auth/index.ts';
import { humanCheckRoutes } from './modules/human-check/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { registerAccountJobs } from './modules/users/index.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { sysRoutes } from './modules/sys/routes.ts';
import { commerceRoutes } from './modules/commerce/routes.ts';
import { contactsRoutes } from './modules/contacts/routes.ts';
import { commonRoutes } from './modules/common/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { chartsRoutes } from './modules/charts/routes.ts';
import { skyRoutes } from './modules/sky/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { consultationsRoutes } from './modules/consultations/index.ts';
import { astrologersRoutes } from './modules/astrologers/routes.ts';
import { commentsRoutes } from './modules/comments/routes.ts';
import { contentRoutes } from './modules/content/index.ts';
import { babyRoutes } from './modules/baby/routes.ts';
import { funRoutes } from './modules/fun/routes.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { tarotRoutes } from './modules/tarot/index.ts';
import { diceRoutes } from './modules/dice/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { coursesRoutes } from './modules/courses/index.ts';
import { ebooksRoutes } from './modules/ebooks/index.ts';
import { signShareRoutes } from './modules/sign-share/index.ts';
import { examsRoutes } from './modules/exams/index.ts';
import { auditTrailPlugin, consoleRoutes } from './modules/console/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    deps: AppDeps;
    /** Every registered method and path (and what a declared endpoint answers), for tests and diagnostics. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Set for routes registered from a declaration (http/endpoints.ts): records, page, empty, plain or raw. */
  answer: string | undefined;
  /** True when Fastify serialises the answer with a schema. */
  responseSchema: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Plugins and modules, nothing else. server.ts adds the web app and starts listening. */
export async function buildApp(
  config: AppConfig,
  deps: AppDeps,
  logger?: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // What the router or Node's HTTP parser refuses is answered in the envelope too (framework-errors.ts).
    frameworkErrors: frameworkErrorsWith(securityHeaderValues(config)),
    clientErrorHandler,
    // While shutting down, a request already on an open connection is answered (with Connection: close)
    // rather than refused with 503: a proxy does not resend a POST it has sent (server.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('deps', deps);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const answer = (route.config as { answer?: string } | undefined)?.answer;
    const responseSchema = Boolean((route.schema as { response?: unknown } | undefined)?.response);
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, answer, responseSchema });
  });
  // Areas register what they deliver while the app is built; the shop is fixed once it serves.
  app.addHook('onReady', async () => deps.fulfilment.seal());
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  registerNotFound(app);
  registerAcceptCheck(app);
  registerEdgeInput(app);
  registerEtags(app);
  registerSecurityHeaders(app, config);
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Platform',
      'Device-Id',
      'Session-Id',
      'Channel-Id',
      'X-Request-Id',
    ],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    nameSpace: `${config.keyPrefix}rl:`,
    ...(deps.kv.kind === 'redis'
      ? { redis: (deps.kv as unknown as { client: unknown }).client as never }
      : {}),
    allowList: (request) =>
      request.url === '/healthz' || request.url === '/readyz' || request.url.startsWith('/assets/'),
    errorResponseBuilder: () => {
      const error = new Error(RESULT_CODES.TOO_MANY_REQUESTS.message) as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
  // The consultation room's chat; a frame over this is refused by ws itself (the room's own limit is lower).
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    errorHandler: websocketErrorHandler,
  });
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '星图 Xingtu API',
        version: '1.0.0',
        description: '星图占星教育与咨询平台接口。所有回答均为 { success, resultCode, desc, data } 信封。',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiHooks: { onRequest: operatorOnly(config) } });
  await app.register(authenticatePlugin, {
    jwtSecret: config.secrets.jwt,
    sessionIsLive: (userId, sessionId) => isSessionLive(deps, userId, sessionId),
  });
  registerMetrics(app, operatorOnly(config));
  await app.register(auditTrailPlugin);

  await app.register(healthRoutes);
  await app.register(humanCheckRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  registerAccountJobs(deps);
  await app.register(sysRoutes);
  await app.register(commerceRoutes);
  await app.register(contactsRoutes);
  await app.register(geoRoutes);
  await app.register(chartsRoutes);
  await app.register(commonRoutes);
  await app.register(skyRoutes);
  await app.register(calendarRoutes);
  await app.register(learningRoutes);
  await app.register(reportsRoutes);
  await app.register(consultationsRoutes);
  await app.register(astrologersRoutes);
  await app.register(commentsRoutes);
  await app.register(contentRoutes);
  await app.register(babyRoutes);
  await app.register(funRoutes);
  await app.register(aiRoutes);
  await app.register(tarotRoutes);
  await app.register(diceRoutes);
  await app.register(searchRoutes);
  await app.register(coursesRoutes);
  await app.register(ebooksRoutes);
  await app.register(signShareRoutes);
  await app.register(examsRoutes);
  await app.register(consoleRoutes);
  if (!config.isProduction) await app.register(devRoutes);

  return app;
}
