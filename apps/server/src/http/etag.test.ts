import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerUser } from '../test/accounts.ts';
import { apiClient } from '../test/http-client.ts';
import { etagOf, noneMatchHits } from './etag.ts';

// SPEC §9: the request layer revalidates a kept GET answer; an unchanged one is answered 304 with
// no body. Only successful JSON GETs get an ETag: not writes, not failures, not no-store answers.

describe('ETags on API GETs', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 304 with no body when If-None-Match names the current answer, 200 otherwise', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/common/data' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toBe(etagOf(first.body));
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/common/data',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/common/data',
      headers: { 'if-none-match': '"an-older-answer"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().success).toBe(true);
  });

  it('gives none to writes, failures and no-store answers', async () => {
    const api = apiClient(t.app);
    const missing = await t.app.inject({ method: 'GET', url: '/api/content/999999' });
    expect(missing.headers.etag).toBeUndefined();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.headers.etag).toBeUndefined();
    const login = await api.post('/base/user/login', { username: '13800000000', password: 'x' });
    expect(login.headers.etag).toBeUndefined();
    const member = await registerUser(api);
    const info = await api.get('/base/user/info', member.auth.access_token);
    expect(info.status).toBe(200);
    expect(String(info.headers['cache-control'])).toContain('no-store');
    expect(info.headers.etag).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it('matches by weak comparison, in a list, or with *', () => {
    expect(noneMatchHits('"a"', '"a"')).toBe(true);
    expect(noneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(noneMatchHits('"b" , "a"', '"a"')).toBe(true);
    expect(noneMatchHits(' * ', '"a"')).toBe(true);
    expect(noneMatchHits('"b"', '"a"')).toBe(false);
    expect(noneMatchHits(undefined, '"a"')).toBe(false);
    expect(noneMatchHits('', '"a"')).toBe(false);
  });
});
