import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('the wire contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048', CORS_ORIGINS: 'https://m.xingtu.example' } });
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  it('answers an unknown path with 404 / 000404', async () => {
    const answer = await inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, resultCode: '000404', data: null });
  });

  it('answers a wrong method with 405 / 000405 and Allow', async () => {
    const answer = await inject({ method: 'DELETE', url: '/base/user/login' });
    expect(answer.statusCode).toBe(405);
    expect(answer.json().resultCode).toBe('000405');
    expect(answer.headers.allow).toContain('POST');
  });

  it('answers malformed JSON with 400 / 000400', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/base/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().resultCode).toBe('000400');
  });

  it('answers a too large body with 413 and the envelope', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/base/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(5000) }),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().resultCode).toBe('000400');
  });

  it('answers a schema violation with 422 / 000422, the field and its Chinese message', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/base/sys/smsCode',
      payload: { mobile: '12', scene: 'register' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().data.fields).toContainEqual({ field: 'mobile', message: '请输入正确的手机号' });
  });

  it('answers an unexpected error with 500 / 000500 and no stack or SQL', async () => {
    const fresh = await createTestApp({
      extend: (app) =>
        app.get('/api/test-boom', async () => {
          throw new Error('relation "secret_table" does not exist at Object.<anonymous> (/srv/app.js:1:1)');
        }),
    });
    const answer = await fresh.app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().resultCode).toBe('000500');
    expect(answer.body).not.toContain('secret_table');
    expect(answer.body).not.toContain('app.js');
    expect(answer.json().data.requestId).toBe(answer.headers['x-request-id']);
    await fresh.close();
  });

  it('echoes a request id and sets security headers', async () => {
    const answer = await inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(answer.headers['x-request-id']).toBe('abc12345-trace');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows configured CORS origins only', async () => {
    const allowed = await inject({
      method: 'OPTIONS',
      url: '/base/user/login',
      headers: { origin: 'https://m.xingtu.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://m.xingtu.example');
    const other = await inject({
      method: 'OPTIONS',
      url: '/base/user/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves health, readiness, metrics and the API docs', async () => {
    expect((await inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
      database: t.deps.database.kind,
    });
    const metrics = await inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('xingtu_http_request_duration_seconds');
    const spec = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json().paths['/base/user/login']).toBeDefined();
    expect((await inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('says 503 on /readyz when the database is gone', async () => {
    const fresh = await createTestApp();
    await fresh.deps.database.close();
    const answer = await fresh.app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    await fresh.app.close();
  });
});
