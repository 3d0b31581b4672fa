import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { acceptsJson } from './accept.ts';

describe('content negotiation on JSON endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const slider = (accept?: string) =>
    t.app.inject({ method: 'GET', url: '/base/sys/slider', headers: accept ? { accept } : {} });

  it('answers 406 / 000406 when the Accept header admits no JSON', async () => {
    for (const accept of ['application/xml', 'text/html', 'application/json;q=0, application/xml']) {
      const answer = await slider(accept);
      expect(answer.statusCode).toBe(406);
      expect(answer.json()).toMatchObject({ success: false, resultCode: '000406', data: null });
    }
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { accept: 'application/xml' },
    });
    expect(cart.statusCode).toBe(406);
  });

  it('serves browsers, axios and clients without Accept as before', async () => {
    for (const accept of [
      undefined,
      '*/*',
      'application/json, text/plain, */*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'application/*',
    ]) {
      const answer = await slider(accept);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().success).toBe(true);
    }
  });

  it('reads media ranges and qualities', () => {
    expect(acceptsJson('Application/JSON; charset=utf-8')).toBe(true);
    expect(acceptsJson('*/*;q=0')).toBe(false);
    expect(acceptsJson('image/png')).toBe(false);
  });
});
