import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { answerBodySchema } from '@xingtu/contracts/answer-schemas';
import type { AnswerOf, Endpoint, EndpointSchemas } from '@xingtu/contracts/endpoint';
import type { Envelope } from '@xingtu/contracts/envelope';
import { requireUser, type Guard } from '../permissions/index.ts';

// Registers routes from their declarations (packages/contracts, docs/endpoints.md): method, path and
// access from `<area>-api.ts`, request validation and answer serialisation from `<area>-api-schemas.ts`.
// A handler returning an answer that does not match its schema fails with 500 (and so in tests).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a declared endpoint answers (records, page, empty, plain, raw): the route-schema test reads it. */
    answer?: string;
  }
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<{
  Params: OutputOf<S['params']>;
  Querystring: OutputOf<S['query']>;
  Body: OutputOf<S['body']>;
}>;

type Answer<S extends EndpointSchemas> = S['answer'] extends { kind: 'raw' }
  ? FastifyReply
  : S['answer'] extends { kind: 'plain' }
    ? AnswerOf<S['answer']> | FastifyReply
    : Envelope<AnswerOf<S['answer']>>;

export interface EndpointOptions {
  /** A role, capacity or entitlement check from permissions/ (runs after the request is validated). */
  guard?: Guard;
  /** Route config (rate limits). */
  config?: RouteShorthandOptions['config'];
  /** Left out of the API document (files, health checks). */
  hide?: boolean;
}

/** The OpenAPI tag: the path's area (`/api/orders/:id` → orders, `/base/user/info` → user). */
const tagOf = (path: string) =>
  path.split('/')[path.startsWith('/api/') || path.startsWith('/base/') ? 2 : 1]!;

/**
 * `const route = endpointRoutes(app, commerceApi, commerceApiSchemas)`, then one
 * `route('createOrder', options, handler)` per endpoint. Access 'user' is checked before validation
 * (001102 comes before 422).
 */
export function endpointRoutes<
  Schemas extends Record<string, EndpointSchemas>,
  Api extends { [K in keyof Schemas]: Endpoint<Schemas[K]> },
>(app: FastifyInstance, api: Api, schemas: Schemas) {
  return function route<K extends keyof Schemas & string>(
    name: K,
    options: EndpointOptions,
    handler: (request: EndpointRequest<Schemas[K]>, reply: FastifyReply) => Promise<Answer<Schemas[K]>>,
  ): void {
    const endpoint = api[name];
    const schema: EndpointSchemas = schemas[name]!;
    const body = answerBodySchema(schema.answer);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.access === 'user' ? { onRequest: requireUser } : {}),
      ...(options.guard ? { preHandler: options.guard } : {}),
      config: { ...options.config, answer: schema.answer.kind },
      schema: {
        tags: [tagOf(endpoint.path)],
        summary: endpoint.summary,
        ...(options.hide ? { hide: true } : {}),
        ...(endpoint.access === 'user' ? { security: [{ bearer: [] }] } : {}),
        ...(schema.params ? { params: schema.params } : {}),
        ...(schema.query ? { querystring: schema.query } : {}),
        ...(schema.body ? { body: schema.body } : {}),
        ...(body ? { response: { 200: body } } : {}),
      },
      handler: handler as never,
    });
  };
}
