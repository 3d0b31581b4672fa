import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { apiClient, type ApiClient } from '../test/http-client.ts';
import { registerUser } from '../test/accounts.ts';

// Issue 11 §3: a NUL byte in any string gave 500 (PostgreSQL refuses it in text); a path outside the
// uploads gave 500. Both are the client's fault: 422 and 404.

const NUL = '\u0000';
const FIELDS = [
  'account',
  'mobile',
  'email',
  'password',
  'name',
  'birth_location',
  'content',
  'keyword',
  'remark',
  'address',
  'title',
  'note',
  'notes',
  'receiver',
  'refresh_token',
];

describe('input the server refuses at the edge', () => {
  let t: TestApp;
  let api: ApiClient;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    token = (await registerUser(api)).auth.access_token;
  });
  afterAll(() => t.close());

  it('answers a NUL in a body string with 422 and the field, and saves nothing', async () => {
    const before = (await api.get('/base/user/account', token)).body.data.records.user.userInfo;
    const answer = await api.put('/base/user/profile', { birth_location: `上海${NUL}市` }, token);
    expect(answer.status).toBe(422);
    expect(answer.body.resultCode).toBe('000422');
    expect(answer.body.data.fields[0].field).toBe('birth_location');
    expect(answer.body.desc).toMatch(/\p{Script=Han}/u);
    expect((await api.get('/base/user/account', token)).body.data.records.user.userInfo).toEqual(before);
    const contact = await api.post('/api/user/contacts', { name: `小${NUL}满`, relation: 'self' }, token);
    expect(contact.status).toBe(422);
    expect(contact.body.data.fields[0].field).toBe('name');
  });

  it('answers a NUL in a query string with 422', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/geo/search?keyword=%E4%B8%8A${'%00'}` });
    expect([answer.statusCode, answer.json().resultCode]).toEqual([422, '000422']);
  });

  it('never answers 500 to NUL bytes, on any route, signed in or not', async () => {
    const body = Object.fromEntries(FIELDS.map((field) => [field, `x${NUL}y`]));
    for (const route of t.app.routeTable) {
      if (['HEAD', 'OPTIONS', 'GET', 'DELETE'].includes(route.method) || route.url.includes('*')) continue;
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      for (const auth of [undefined, token]) {
        const answer = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            ...(auth ? { authorization: `Bearer ${auth}` } : {}),
          },
          payload: JSON.stringify(body),
        });
        expect(answer.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it('answers 404 for any path outside the uploads', async () => {
    for (const url of [
      '/uploads//etc/passwd',
      '/uploads/%2Fetc%2Fpasswd',
      '/uploads/..%2F..%2Fsecrets.json',
      '/uploads/avatars/../../secrets.json',
      '/uploads/avatars//x.png',
      '/uploads/./secrets.json',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().resultCode, url).toBe('000404');
    }
  });
});
