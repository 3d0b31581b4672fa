import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Pages, sizes and ids in query strings and addresses are read as plain decimals only (intParam and
// numeric in contracts' field-schemas): z.coerce.number() took '1e3' for 1000, '0x10' for 16, ' 5' for 5
// and '' for 0. Anything else is a 422 in the SPEC §8 envelope, with the field and a Chinese message.

describe('numbers in query strings and paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function get(url: string) {
    const answer = await t.app.inject({ method: 'GET', url });
    return { status: answer.statusCode, body: answer.json() };
  }

  it('refuses a page size or page given as an exponent, in hex, padded or blank', async () => {
    for (const query of [
      'size=1e3',
      'size=0x10',
      'size=%205',
      'size=',
      'size=5.0e0',
      'current=1e3',
      'current=0b1',
    ]) {
      const { status, body } = await get(`/api/content?${query}`);
      expect([status, body.resultCode], query).toEqual([422, '000422']);
      expect(body.data.fields[0].field, query).toBe(query.split('=')[0]);
      expect(body.desc, query).toBe('填写的格式不正确');
    }
  });

  it('still reads a decimal page and size, and keeps the range checks', async () => {
    const listed = await get('/api/content?current=1&size=5');
    expect([listed.status, listed.body.success, listed.body.data.size]).toEqual([200, true, 5]);
    const tooBig = await get('/api/content?size=101');
    expect([tooBig.status, tooBig.body.desc]).toEqual([422, '数值不能大于100']);
  });

  it('refuses a hex or exponent id in the path with the field’s own message; a decimal one is looked up', async () => {
    for (const id of ['0x10', '1e3', '%2012']) {
      const { status, body } = await get(`/api/content/${id}`);
      expect([status, body.resultCode, body.desc], id).toEqual([422, '000422', '内容编号不正确']);
    }
    const missing = await get('/api/content/2147483000');
    expect([missing.status, missing.body.resultCode]).toEqual([404, expect.not.stringMatching(/422$/)]);
  });

  it('refuses an exponent where a field has its own words for a bad number', async () => {
    const { status, body } = await get(`/api/geo/search?keyword=${encodeURIComponent('上海')}&limit=1e1`);
    expect([status, body.desc]).toEqual([422, '数量不正确']);
    const decimal = await get(`/api/geo/search?keyword=${encodeURIComponent('上海')}&limit=2`);
    expect(decimal.status).toBe(200);
  });
});
