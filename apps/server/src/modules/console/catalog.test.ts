import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { products } from '../../db/schema/catalog.ts';
import { operatorAudit } from '../../db/schema/console.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { grantRole } from '../commerce/test/factories.ts';

// The console's catalogue: who may list, create and edit products; audit rows with before and after;
// optimistic locking; no product on sale that nothing delivers; covers checked by their bytes. The
// app runs without the fake area, so knowledge (type 50) is a type no area delivers here.

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(body: Buffer, filename: string, type: string) {
  const boundary = '----xingtu-cover-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const goods = (overrides: Record<string, unknown> = {}) => ({
  type: PRODUCT_TYPE.GOODS,
  title: '星盘手账本',
  summary: '十二宫手账，附行星速查',
  description: '<p>硬壳精装<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
  cover: null,
  price_fen: 6800,
  list_price_fen: 8800,
  stock: 50,
  purchase_limit: 5,
  sale_start: null,
  sale_end: null,
  validity_days: null,
  status: 'on',
  sort: 10,
  target_kind: null,
  target_id: null,
  ...overrides,
});

describe.each(testDrivers())('console catalogue on %s', { timeout: 180_000 }, (driver) => {
  let t: TestApp;
  let api: ApiClient;
  type Who = 'member' | 'admin' | 'editor' | 'finance' | 'support';
  const tokens = {} as Record<Who, string>;
  const db = () => t.deps.database.db;
  const auditOf = (action: string, targetId: string) =>
    db()
      .select()
      .from(operatorAudit)
      .where(sql`${operatorAudit.action} = ${action} and ${operatorAudit.targetId} = ${targetId}`);

  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
    for (const role of ['member', 'admin', 'editor', 'finance', 'support'] as const) {
      const answer = await registerUser(api);
      if (role !== 'member') await grantRole(db(), Number(answer.user.userId), role);
      tokens[role] = answer.auth.access_token;
    }
  });
  afterAll(() => t.close());

  const create = async (body = goods()) => {
    const answer = await api.post('/api/admin/products', body, tokens.admin);
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe('000000');
    return answer.body.data.records as { id: number; version: number; description: string };
  };
  const edit = (id: number, body: Record<string, unknown>, token: string) =>
    api.put(`/api/admin/products/${id}`, body, token);

  it('answers 404 to members and 000007 to operators of other roles, on every catalogue endpoint', async () => {
    const product = await create();
    const calls: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', '/api/admin/products'],
      ['GET', `/api/admin/products/${product.id}`],
      ['POST', '/api/admin/products'],
      ['PUT', `/api/admin/products/${product.id}`],
      ['POST', '/api/admin/products/cover'],
    ];
    for (const [method, url] of calls) {
      for (const who of ['member', 'finance', 'support'] as const) {
        const answer =
          method === 'GET'
            ? await api.get(url, tokens[who])
            : method === 'PUT'
              ? await api.put(url, { ...goods(), version: product.version }, tokens[who])
              : await api.post(url, goods(), tokens[who]);
        const expected = who === 'member' ? [404, '000404'] : [403, '000007'];
        expect([answer.status, answer.body.resultCode], `${who} ${method} ${url}`).toEqual(expected);
      }
    }
    // An editor reads the catalogue but creates nothing.
    expect((await api.get('/api/admin/products', tokens.editor)).body.success).toBe(true);
    const byEditor = await api.post('/api/admin/products', goods(), tokens.editor);
    expect(byEditor.body.resultCode).toBe('000007');
  });

  it('creates a product sanitised and audited, and the shop shows it at once', async () => {
    const product = await create(goods({ title: '审计用手账本' }));
    expect(product.description).toContain('硬壳精装');
    expect(product.description).not.toMatch(/script|onerror/);
    const [row] = await auditOf('product.create', String(product.id));
    expect(row?.after).toMatchObject({ title: '审计用手账本', priceFen: 6800, status: 'on' });
    const shop = await api.get(`/api/catalog/products/${product.id}`);
    expect(shop.body.data.records).toMatchObject({ title: '审计用手账本', priceFen: 6800, onSale: true });
  });

  it('keeps search in step with the catalogue: found once on sale, gone once off sale', async () => {
    const title = '紫微星象手账本';
    const product = await create(goods({ title }));
    const found = async () => {
      const answer = await api.get(`/api/search?keyword=${encodeURIComponent('紫微星象手账')}`);
      return (answer.body.data.records.records as { refId: string }[]).map((hit) => hit.refId);
    };
    expect(await found()).toContain(`product:${product.id}`);
    const off = await edit(
      product.id,
      { ...goods({ title, status: 'off' }), version: product.version },
      tokens.admin,
    );
    expect(off.body.resultCode).toBe('000000');
    expect(await found()).not.toContain(`product:${product.id}`);
  });

  it('refuses the second of two edits from the same version, and audits the first with before/after', async () => {
    const product = await create();
    const first = await edit(
      product.id,
      { ...goods({ price_fen: 5800 }), version: product.version },
      tokens.admin,
    );
    expect(first.body.resultCode).toBe('000000');
    expect(first.body.data.records.version).toBe(product.version + 1);
    const second = await edit(
      product.id,
      { ...goods({ title: '另一位运营的改动' }), version: product.version },
      tokens.admin,
    );
    expect(second.body.resultCode).toBe('003500');
    expect(second.body.desc).toContain('刚刚被其他运营人员修改过');
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect([row?.title, row?.priceFen]).toEqual(['星盘手账本', 5800]);
    const audits = await auditOf('product.update', String(product.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ priceFen: 6800, version: product.version });
    expect(audits[0]?.after).toMatchObject({ priceFen: 5800, version: product.version + 1 });
    // The shop's price follows at once.
    expect((await api.get(`/api/catalog/products/${product.id}`)).body.data.records.priceFen).toBe(5800);
  });

  it('lets an editor change words but not price, stock or sale status', async () => {
    const product = await create();
    // A sale since the editor opened the form moves the stock (not the version).
    await db().update(products).set({ stock: 49 }).where(eq(products.id, product.id));
    const words = await edit(
      product.id,
      { ...goods({ title: '编辑改过的名称', sort: 3 }), version: product.version },
      tokens.editor,
    );
    expect(words.body.resultCode).toBe('000000');
    const price = await edit(
      product.id,
      { ...goods({ title: '编辑改过的名称', sort: 3, price_fen: 1 }), version: product.version + 1 },
      tokens.editor,
    );
    expect(price.body.resultCode).toBe('000007');
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect([row?.title, row?.priceFen, row?.stock, row?.version]).toEqual([
      '编辑改过的名称',
      6800,
      49,
      product.version + 1,
    ]);
  });

  it('puts a product on sale only when an area delivers its type', async () => {
    const knowledge = { type: PRODUCT_TYPE.KNOWLEDGE, stock: null, validity_days: 365 };
    const refused = await api.post(
      '/api/admin/products',
      goods({ ...knowledge, status: 'on' }),
      tokens.admin,
    );
    expect(refused.body.resultCode).toBe('003501');
    expect(refused.body.desc).toContain('知识专栏');
    const off = await create(goods({ ...knowledge, status: 'off', title: '未交付类型' }));
    const on = await edit(
      off.id,
      { ...goods({ ...knowledge, status: 'on' }), version: off.version },
      tokens.admin,
    );
    expect(on.body.resultCode).toBe('003501');
    const [row] = await db().select().from(products).where(eq(products.id, off.id));
    expect([row?.status, row?.title]).toEqual(['off', '未交付类型']);
    const listed = await api.get(
      `/api/admin/products?type=${PRODUCT_TYPE.KNOWLEDGE}&status=off`,
      tokens.admin,
    );
    expect(listed.body.data.records.find((item: { id: number }) => item.id === off.id)).toMatchObject({
      delivered: false,
      onSale: false,
    });
  });

  it('refuses bad input with per-field messages and changes nothing', async () => {
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
    )[0]?.n;
    const bad = await api.post(
      '/api/admin/products',
      goods({
        list_price_fen: 100,
        sale_start: '2027-01-02T00:00:00+08:00',
        sale_end: '2027-01-01T00:00:00+08:00',
        cover: 'javascript:alert(1)',
      }),
      tokens.admin,
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('划线价不能低于售价');
    expect(JSON.stringify(bad.body)).toContain('停售时间应晚于开售时间');
    expect(JSON.stringify(bad.body)).toContain('封面地址应是上传后得到的图片地址');
    const after = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
    )[0]?.n;
    expect(after).toBe(before);
    const missing = await edit(99_999_999, { ...goods(), version: 1 }, tokens.admin);
    expect(missing.status).toBe(404);
  });

  it('lists every product with server-side filters, sorting and paging', async () => {
    const cheap = await create(goods({ title: '排序测试甲', price_fen: 100, list_price_fen: 100 }));
    const dear = await create(goods({ title: '排序测试乙', price_fen: 99_900, list_price_fen: 99_900 }));
    const asc = await api.get('/api/admin/products?keyword=排序测试&sort_by=price&order=asc', tokens.admin);
    expect(asc.body.data.records.map((item: { id: number }) => item.id)).toEqual([cheap.id, dear.id]);
    const desc = await api.get(
      '/api/admin/products?keyword=排序测试&sort_by=price&order=desc&size=1',
      tokens.admin,
    );
    expect(desc.body.data).toMatchObject({ total: 2, size: 1 });
    expect(desc.body.data.records.map((item: { id: number }) => item.id)).toEqual([dear.id]);
    const byId = await api.get(`/api/admin/products?keyword=${cheap.id}`, tokens.editor);
    expect(byId.body.data.records[0]?.id).toBe(cheap.id);
    const badSort = await api.get('/api/admin/products?sort_by=drop', tokens.admin);
    expect(badSort.status).toBe(422);
  });

  it('stores a cover only when its bytes are an image, and audits it', async () => {
    const upload = (body: Buffer, name: string, type: string, token = tokens.admin) => {
      const form = multipart(body, name, type);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/products/cover',
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        payload: form.payload,
      });
    };
    const refused = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'cover.png', 'image/png');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().desc).toContain('封面只支持');
    const stored = await upload(PNG, 'cover.png', 'image/png', tokens.editor);
    const cover = stored.json().data.records.cover as string;
    expect(cover).toMatch(/^\/uploads\/product-covers\/.+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: cover });
    expect(served.headers['content-type']).toBe('image/png');
    const audits = await db().select().from(operatorAudit).where(eq(operatorAudit.action, 'product.cover'));
    expect(audits.map((row) => (row.after as { cover: string }).cover)).toContain(cover);
  });
});
