import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records } from '@xingtu/contracts/answer-schemas';
import { declareEndpoints, type EndpointSpec } from '@xingtu/contracts/endpoint';
import { ok } from '@xingtu/contracts/envelope';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { endpointRoutes } from './endpoints.ts';

// Every route answers with a declared schema (docs/endpoints.md): a route that is not declared fails
// this test, unless it is infrastructure or named below with the reason it cannot be declared.

/** Registered by plugins, not by areas: the API document, Prometheus, CORS preflight. */
const INFRASTRUCTURE = [/^OPTIONS \*$/, /^(GET|HEAD) \/api\/docs(\/|$)/, /^(GET|HEAD) \/metrics$/];

/**
 * Routes that may stay undeclared, each with its reason. None today: every area's routes are declared,
 * and bodies no schema describes (the uploaded files, the SVG code, the dev outbox page) are declared
 * as raw answers.
 */
const NOT_YET_DECLARED = new Set<string>([]);

/** Every area's declarations (packages/contracts/src/<area>-api.ts). */
const DECLARATION_FILES = import.meta.glob<Record<string, Record<string, EndpointSpec>>>(
  '../../../../packages/contracts/src/*-api.ts',
  { eager: true },
);

describe('route schemas', () => {
  let t: TestApp;
  const probeSchemas = {
    probe: { answer: records(z.object({ count: z.number().int() })) },
  };
  const probeApi = declareEndpoints<typeof probeSchemas>()({
    probe: { method: 'GET', path: '/test/probe', access: 'public', summary: '测试' },
  });
  let answer: unknown = { count: 1 };

  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) =>
        endpointRoutes(app, probeApi, probeSchemas)('probe', {}, async () => ok(answer as { count: number })),
    });
  });
  afterAll(() => t.close());

  it('lists every route with what it answers; each is declared with a response schema', () => {
    const table = t.app.routeTable
      .filter((route) => route.url !== '/test/probe')
      .map((route) => ({ ...route, key: `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}` }))
      .filter((route) => !INFRASTRUCTURE.some((pattern) => pattern.test(`${route.method} ${route.url}`)));
    const undeclared = table.filter((route) => !route.answer).map((route) => route.key);
    expect([...new Set(undeclared)].filter((key) => !NOT_YET_DECLARED.has(key))).toEqual([]);
    const declared = table.filter((route) => route.answer);
    expect(declared.length).toBeGreaterThanOrEqual(24);
    // A JSON answer is serialised by its schema; only raw bodies (HTML, SVG, gateway replies) are not.
    expect(declared.filter((route) => route.answer !== 'raw' && !route.responseSchema)).toEqual([]);
    // Nothing in the list is declared already (the list only shrinks).
    expect(declared.filter((route) => NOT_YET_DECLARED.has(route.key))).toEqual([]);
  });

  it('registers every endpoint the contracts declare (no declaration without its route)', () => {
    const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    const declared = Object.values(DECLARATION_FILES)
      .flatMap((file) => Object.values(file))
      .flatMap((api) => Object.values(api))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(declared.length).toBeGreaterThanOrEqual(60);
    expect(declared.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('documents each declared JSON answer in the API document (/api/docs), from the same schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const hidden = new Set(['/healthz', '/readyz']); // health checks: left out of the document
    const checked = t.app.routeTable
      .filter((route) => route.answer && route.answer !== 'raw' && route.method !== 'HEAD')
      .filter((route) => !hidden.has(route.url));
    expect(checked.length).toBeGreaterThanOrEqual(50);
    const missing = checked
      .filter((route) => {
        const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
        return !operation?.responses?.['200'];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('fails an answer that does not match its schema (500), and passes one that does', async () => {
    answer = { count: 1 };
    const good = await t.app.inject({ method: 'GET', url: '/test/probe' });
    expect(good.json()).toMatchObject({ success: true, data: { records: { count: 1 } } });
    answer = { count: '1' };
    const bad = await t.app.inject({ method: 'GET', url: '/test/probe' });
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toMatchObject({ success: false, resultCode: '000500' });
  });
});
