import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { apiClient } from '../test/http-client.ts';
import { registerUser } from '../test/accounts.ts';

// Every registered route, with and without a session, gets malformed bodies, queries and path
// parameters. No answer may be a 500, and every JSON answer must be the SPEC §8 envelope.

const BODIES = [
  '{',
  'null',
  '[]',
  '"text"',
  '12345',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({ mobile: 13800000001, password: ['a'], scene: { $ne: 1 }, refresh_token: null, id: -1 }),
  JSON.stringify({
    account: '\u0000\uffff😀'.repeat(20),
    content: '<script>alert(1)</script>',
    url: 'javascript:alert(1)',
  }),
  JSON.stringify({ a: { b: { c: { d: { e: { f: { g: [[[[[1]]]]] } } } } } } }),
  JSON.stringify({ track: Array.from({ length: 2000 }, () => ({ x: 'a' })), offset_x: 'NaN' }),
];
const QUERIES = [
  '',
  '?key=%00%00',
  '?url=javascript:alert(1)',
  '?content=',
  '?current=-1&size=99999',
  '?keyword=%E4%B8%AD%27%22;--',
  '?to=%ZZ',
];
const PARAM_VALUES = ['abc', '-1', '99999999999999999999', '%00', '..%2F..%2Fetc%2Fpasswd', '1.5'];

function concretePaths(url: string): string[] {
  if (!url.includes(':') && !url.includes('*')) return [url];
  return PARAM_VALUES.map((value) => url.replace(/:[A-Za-z_]+/g, value).replace('*', value));
}

function assertEnvelope(status: number, contentType: string | undefined, body: string, where: string) {
  expect(status, where).toBeLessThan(500);
  if (contentType?.includes('application/json')) {
    const parsed = JSON.parse(body);
    expect(parsed, where).toHaveProperty('success');
    expect(parsed, where).toHaveProperty('resultCode');
    expect(parsed, where).toHaveProperty('desc');
    expect(parsed, where).toHaveProperty('data');
  }
}

describe('request fuzz over every registered route', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(apiClient(t.app))).auth.access_token;
  });
  afterAll(() => t.close());

  const routes = () =>
    t.app.routeTable.filter(
      (route) =>
        !['HEAD', 'OPTIONS'].includes(route.method) &&
        !route.url.startsWith('/api/docs') &&
        // Infrastructure probes answer plain JSON for load balancers, not the envelope.
        !['/metrics', '/healthz', '/readyz'].includes(route.url),
    );

  it('never answers 500 and always answers JSON in the envelope', async () => {
    expect(routes().length).toBeGreaterThan(15);
    for (const route of routes()) {
      for (const path of concretePaths(route.url)) {
        for (const auth of [undefined, `Bearer ${token}`, 'Bearer garbage', 'Basic Zm9vOmJhcg==']) {
          const headers = auth ? { authorization: auth } : {};
          // A bad credential is refused the same way whatever the body: it meets two of them.
          const variety = auth === undefined || auth === `Bearer ${token}` ? Infinity : 2;
          if (route.method === 'GET' || route.method === 'DELETE') {
            for (const query of QUERIES.slice(0, variety)) {
              const answer = await t.app.inject({
                method: route.method as 'GET',
                url: `${path}${query}`,
                headers,
              });
              assertEnvelope(
                answer.statusCode,
                answer.headers['content-type'] as string,
                answer.body,
                `${route.method} ${path}${query}`,
              );
            }
          } else {
            for (const payload of BODIES.slice(0, variety)) {
              for (const contentType of [
                'application/json',
                'text/plain',
                'multipart/form-data; boundary=x',
              ]) {
                const answer = await t.app.inject({
                  method: route.method as 'POST',
                  url: path,
                  headers: { ...headers, 'content-type': contentType },
                  payload,
                });
                assertEnvelope(
                  answer.statusCode,
                  answer.headers['content-type'] as string,
                  answer.body,
                  `${route.method} ${path} ${contentType} ${payload.slice(0, 40)}`,
                );
              }
            }
          }
        }
      }
    }
  }, 240_000); // thousands of requests: slow when the whole suite shares two cores

  it('survives random JSON bodies (property-based)', async () => {
    const writeRoutes = routes().filter((route) => !['GET', 'DELETE'].includes(route.method));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeRoutes), fc.json(), async (route, json) => {
        const [path] = concretePaths(route.url);
        const answer = await t.app.inject({
          method: route.method as 'POST',
          url: path!,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: json,
        });
        assertEnvelope(
          answer.statusCode,
          answer.headers['content-type'] as string,
          answer.body,
          `${route.method} ${path} ${json.slice(0, 60)}`,
        );
      }),
      { numRuns: 300 },
    );
  });
});
