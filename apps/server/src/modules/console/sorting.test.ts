import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { fakeArea } from '../commerce/test/fake-area.ts';
import { grantRole, makeProduct } from '../commerce/test/factories.ts';

// Server-side sorting on the console's users, orders and audit lists: only the contracts' allow-listed
// columns (anything else 422 with a Chinese message), both directions, paging in the sorted order.

describe.each(testDrivers())('console list sorting on %s', { timeout: 180_000 }, (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let admin: string;
  let buyer: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp({ driver, areas: [fakeArea().plugin] });
    api = apiClient(t.app);
    const first = await registerUser(api);
    await grantRole(t.deps.database.db, Number(first.user.userId), 'admin');
    admin = first.auth.access_token;
    const second = await registerUser(api);
    buyer = { token: second.auth.access_token, id: Number(second.user.userId) };
  });
  afterAll(() => t.close());

  type Row = { id?: number; userId?: string };
  const ids = (answer: { body: { data: { records: Row[] } | null } }) =>
    (answer.body.data?.records ?? []).map((row) => Number(row.id ?? row.userId));

  it('refuses a sort key or direction outside the allow-list with a Chinese message', async () => {
    for (const url of [
      '/api/admin/users?sort_by=password_hash',
      '/api/admin/orders?sort_by=1;drop',
      '/api/admin/audit?sort_by=ip',
      '/api/admin/users?sort_by=id&order=sideways',
    ]) {
      const answer = await api.get(url, admin);
      expect(answer.status, url).toBe(422);
      expect(answer.body.desc, url).toMatch(/排序(字段|方向)不正确/);
    }
  });

  it('sorts users by id and sign-up time both ways, and pages in that order', async () => {
    const extra = await registerUser(api);
    const newest = Number(extra.user.userId);
    const desc = ids(await api.get('/api/admin/users?sort_by=created&order=desc&size=50', admin));
    const asc = ids(await api.get('/api/admin/users?sort_by=created&order=asc&size=50', admin));
    expect(desc[0]).toBe(newest);
    expect(asc).toEqual([...desc].reverse());
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const second = ids(await api.get('/api/admin/users?sort_by=id&order=asc&size=1&current=2', admin));
    expect(second).toEqual([asc[1]]);
  });

  it('sorts orders by total both ways; the default stays newest first', async () => {
    const made: string[] = [];
    for (const priceFen of [3000, 1000, 2000]) {
      const product = await makeProduct(t.deps.database.db, { priceFen, listPriceFen: priceFen });
      const answer = await api.post('/api/orders', { product_id: product.id }, buyer.token);
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      made.push(answer.body.data.records.orderNo as string);
    }
    const list = async (query: string) =>
      (await api.get(`/api/admin/orders?keyword=${buyer.id}${query}`, admin)).body.data.records.map(
        (row: { orderNo: string; totalFen: number }) => [row.orderNo, row.totalFen],
      );
    expect((await list('&sort_by=total&order=asc')).map(([, fen]: [string, number]) => fen)).toEqual([
      1000, 2000, 3000,
    ]);
    expect((await list('&sort_by=total&order=desc')).map(([, fen]: [string, number]) => fen)).toEqual([
      3000, 2000, 1000,
    ]);
    expect((await list('')).map(([orderNo]: [string, number]) => orderNo)).toEqual([...made].reverse());
  });

  it('sorts the audit trail by id both ways and by actor', async () => {
    // Some operator changes to list (the trail records them).
    for (let i = 0; i < 2; i += 1) {
      const ended = await api.post(`/api/admin/users/${buyer.id}/end-sessions`, {}, admin);
      expect(ended.body.success, JSON.stringify(ended.body)).toBe(true);
    }
    const desc = ids(await api.get('/api/admin/audit?size=50', admin));
    const asc = ids(await api.get('/api/admin/audit?sort_by=id&order=asc&size=50', admin));
    expect(desc.length).toBeGreaterThan(1);
    expect(asc).toEqual([...desc].reverse());
    const byActor = await api.get('/api/admin/audit?sort_by=actor&order=asc&size=50', admin);
    expect(byActor.body.success).toBe(true);
    expect(byActor.body.data.total).toBe(desc.length);
  });
});
