import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';

// The gazetteer is data in the package, not in the database: one driver is enough.
describe('place search', () => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('finds a city by its Chinese name or pinyin, cacheable for a day', async () => {
    const answer = await api.get(`/api/geo/search?keyword=${encodeURIComponent('广州')}&limit=5`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const records = answer.body.data.records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.length).toBeLessThanOrEqual(5);
    expect(records[0]).toMatchObject({ name: '广州市', timeZone: 'Asia/Shanghai' });
    expect(records[0].latitude).toBeCloseTo(23.1, 0);
    const pinyin = await api.get('/api/geo/search?keyword=guangzhou');
    expect(pinyin.body.data.records[0].name).toBe('广州市');
  });

  it('refuses an empty or overlong keyword with a Chinese message', async () => {
    const empty = await api.get('/api/geo/search?keyword=%20');
    expect(empty.status).toBe(422);
    expect(empty.body.data.fields[0]).toMatchObject({ field: 'keyword', message: '请输入地名' });
    const long = await api.get(`/api/geo/search?keyword=${'北'.repeat(41)}`);
    expect(long.status).toBe(422);
    expect(long.body.desc).toBe('地名不能超过40个字');
    expect((await api.get('/api/geo/search?keyword=bj&limit=0')).status).toBe(422);
  });
});
