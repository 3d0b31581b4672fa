import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeProduct } from '../test/factories.ts';

// Issue 13: the shop's category tabs name only the types on show, by their customer names.

describe('the shop categories', () => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    // Only e-books have an area here: courses are not on sale, whatever the catalogue holds.
    t = await createTestApp();
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('lists each type on show once, with its customer name and count, and filters by ?type=', async () => {
    const db = t.deps.database.db;
    const before = (await api.get('/api/catalog/types')).body.data.records as {
      type: string;
      count: number;
    }[];
    const countOf = (type: string) => before.find((row) => row.type === type)?.count ?? 0;
    await makeProduct(db, { type: PRODUCT_TYPE.EBOOK, title: '占星入门电子书' });
    await makeProduct(db, { type: PRODUCT_TYPE.EBOOK, title: '行运解读电子书' });
    await makeProduct(db, { type: PRODUCT_TYPE.EBOOK, title: '下架的电子书', status: 'off' });
    await makeProduct(db, { type: PRODUCT_TYPE.KNOWLEDGE, title: '无人交付的专栏' });
    await makeProduct(db, { type: PRODUCT_TYPE.GOODS, title: '星盘笔记本', stock: 3, validityDays: null });

    const answer = await api.get('/api/catalog/types');
    expect(answer.body.success).toBe(true);
    const types = answer.body.data.records as { type: string; label: string; count: number }[];
    expect(types.map((row) => row.type)).toEqual([PRODUCT_TYPE.EBOOK, PRODUCT_TYPE.GOODS]);
    expect(types[0]).toEqual({ type: PRODUCT_TYPE.EBOOK, label: '电子书', count: countOf('30') + 2 });
    expect(types[1]).toMatchObject({ type: PRODUCT_TYPE.GOODS, label: '实物商品' });

    const ebooks = await api.get(`/api/catalog/products?type=${PRODUCT_TYPE.EBOOK}&size=50`);
    expect(ebooks.body.data.total).toBe(types[0]!.count);
  });
});
