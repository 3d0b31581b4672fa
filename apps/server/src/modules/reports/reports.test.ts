import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { reportDocumentSchema } from '@xingtu/contracts/report-document';
import { reports, reportVersions } from '../../db/schema/reports.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { sequentialIdPaths } from '../../test/sequential-ids.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundWallet, grantRole, makeProduct, orderIdOf } from '../commerce/test/factories.ts';
import { generateReport, REPORT_GENERATE_JOB } from './generate.ts';

const DAY_MS = 86_400_000;
const birth = {
  date: '1990-06-01',
  time: '08:30',
  time_zone: 'Asia/Shanghai',
  latitude: 31.23,
  longitude: 121.47,
  place_name: '上海市',
};
const profile = {
  name: '林小满',
  gender: 'female',
  relation: 'self',
  calendar: 'solar',
  birthday: '1993-07-21',
  birth_hour: 9,
  birth_min: 45,
  birth_location: '浙江省 杭州市 西湖区',
  birth_latitude: 30.259,
  birth_longitude: 120.13,
  birth_time_zone: 'Asia/Shanghai',
  reliability: 'A',
  visibility: 1,
};

interface Member {
  token: string;
  id: number;
}

describe('reports: bought, filled, generated, read, corrected, refunded', () => {
  let t: TestApp;
  let api: ApiClient;
  let buyer: Member;
  let other: Member;
  let admin: Member;
  let clock = new Date('2026-11-25T08:00:00Z');
  let natalProductId: number;

  const db = () => t.deps.database.db;
  const member = async (): Promise<Member> => {
    const answer = await registerUser(api);
    return { token: answer.auth.access_token, id: Number(answer.user.userId) };
  };
  /** Buys a natal report from the wallet; returns the order's number (answers give no id). */
  const buy = async (who: Member): Promise<{ orderNo: string }> => {
    await fundWallet(db(), who.id, 6900);
    const order = await api.post('/api/orders', { product_id: natalProductId }, who.token);
    expect(order.body.success).toBe(true);
    const { orderNo } = order.body.data.records as { orderNo: string };
    const paid = await api.post('/api/payments', { order_no: orderNo, channel: 'wallet' }, who.token);
    expect(paid.body.success).toBe(true);
    return { orderNo };
  };
  const reportsOf = async (who: Member, order: { orderNo: string }) => {
    const answer = await api.get(`/api/reports/by-order/${order.orderNo}`, who.token);
    expect(answer.status).toBe(200);
    return answer.body.data.records as { id: string; status: string; template: string; people: null }[];
  };
  const rowOf = async (publicId: string) =>
    (await db().select().from(reports).where(eq(reports.publicId, publicId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    api = apiClient(t.app);
    [buyer, other, admin] = [await member(), await member(), await member()];
    await grantRole(db(), admin.id, 'admin');
    const natal = await makeProduct(db(), {
      type: PRODUCT_TYPE.REPORT,
      title: '本命盘深度报告',
      priceFen: 6900,
      listPriceFen: 9900,
      validityDays: null,
      targetKind: 'report-template',
      targetId: '1101',
    });
    natalProductId = natal.id;
  });
  afterAll(() => t.close());

  it('creates one report awaiting input per paid line, once however often commerce tells it', async () => {
    const order = await buy(buyer);
    const orderId = await orderIdOf(db(), order.orderNo);
    const mine = await reportsOf(buyer, order);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'awaiting_input', template: 'natal', people: null });
    expect(mine[0]!.id).toMatch(/^[a-z0-9]{12}$/);

    // The paid handler again for the same line (a retried event): nothing new. A line of two units
    // (a cart line) gets its second report, once.
    const row = await rowOf(mine[0]!.id);
    const handler = t.deps.fulfilment.paidHandler(PRODUCT_TYPE.REPORT)!;
    const tell = (quantity: number) =>
      db().transaction((tx) =>
        handler(
          {
            orderId,
            orderNo: row.orderNo,
            userId: buyer.id,
            itemId: row.orderItemId,
            productId: natalProductId,
            productType: PRODUCT_TYPE.REPORT,
            title: '本命盘深度报告',
            quantity,
            amountFen: 6900 * quantity,
            target: { kind: 'report-template', id: '1101' },
            expiresAt: null,
          },
          { tx, now: clock },
        ),
      );
    await tell(1);
    expect(await db().select().from(reports).where(eq(reports.orderId, orderId))).toHaveLength(1);
    await tell(2);
    await tell(2);
    const units = await db().select().from(reports).where(eq(reports.orderId, orderId));
    expect(units.map((u) => u.unit).sort()).toEqual([1, 2]);
    expect(units[0]!.publicId).toBe(row.publicId);
  });

  it('refuses bad input with 000422 in Chinese and changes nothing', async () => {
    const [report] = await reportsOf(buyer, await buy(buyer));
    const url = `/api/reports/${report!.id}/input`;
    const outOfRange = await api.post(
      url,
      { people: [{ name: '甲', birth: { ...birth, date: '1700-01-01' } }] },
      buyer.token,
    );
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.body).toMatchObject({ success: false, resultCode: '000422' });
    expect(JSON.stringify(outOfRange.body)).toContain('出生日期需在1800年至2200年之间');

    const noCoordinates = await api.post(
      url,
      { people: [{ name: '甲', birth: { date: '1990-06-01', time: '08:30', place_name: '不存在的小镇' } }] },
      buyer.token,
    );
    expect(noCoordinates.body.resultCode).toBe('000422');
    expect(JSON.stringify(noCoordinates.body)).toContain('没有经纬度');

    const noBirth = await api.post(url, { people: [] }, buyer.token);
    expect(noBirth.body.resultCode).toBe('000422');
    const twoPeople = await api.post(
      url,
      {
        people: [
          { name: '甲', birth },
          { name: '乙', birth },
        ],
      },
      buyer.token,
    );
    expect(twoPeople.body.resultCode).toBe('000422');

    // Another member's profile cannot be used, even a public one.
    const theirs = (await api.post('/api/user/contacts', { ...profile, visibility: 2 }, other.token)).body
      .data.records;
    const borrowed = await api.post(url, { people: [{ contact_id: theirs.id }] }, buyer.token);
    expect(borrowed.body.resultCode).toBe('000422');

    const row = await rowOf(report!.id);
    expect(row).toMatchObject({ status: 'awaiting_input', input: null, inputLockedAt: null });
    expect(await t.deps.jobs.drain()).toBe(0);
  });

  it('generates from a saved profile in a job, idempotently, then locks the input', async () => {
    const [report] = await reportsOf(buyer, await buy(buyer));
    const contact = (await api.post('/api/user/contacts', profile, buyer.token)).body.data.records;
    const submitted = await api.post(
      `/api/reports/${report!.id}/input`,
      { people: [{ contact_id: contact.id }] },
      buyer.token,
    );
    expect(submitted.body.success).toBe(true);
    expect(submitted.body.data.records).toMatchObject({
      status: 'generating',
      statusLabel: '生成中',
      document: null,
      people: [{ name: '林小满', birthLine: '1993年7月21日 09:45（当地时间） · 浙江省 杭州市 西湖区' }],
    });

    await t.deps.jobs.drain();
    const read = (await api.get(`/api/reports/${report!.id}`, buyer.token)).body.data.records;
    expect(read).toMatchObject({ status: 'ready', currentVersion: 1 });
    expect(reportDocumentSchema.parse(read.document).people[0]!.name).toBe('林小满');
    expect(read.document.sections.length).toBeGreaterThan(0);
    expect(read.document.sections.every((s: { blocks: unknown[] }) => s.blocks.length > 0)).toBe(true);
    expect(read.correctionUntil).toBe(new Date(clock.getTime() + 7 * DAY_MS).toISOString());

    // The job delivered twice (a retry after a crash): still one version, still ready.
    const row = await rowOf(report!.id);
    await db().update(reports).set({ status: 'generating' }).where(eq(reports.id, row.id));
    await generateReport(t.deps, { reportId: row.id, version: 1 }, t.app.log);
    expect(await db().select().from(reportVersions).where(eq(reportVersions.reportId, row.id))).toHaveLength(
      1,
    );
    expect(REPORT_GENERATE_JOB).toBe('reports.generate');

    const again = await api.post(
      `/api/reports/${report!.id}/input`,
      { people: [{ name: '乙', birth }] },
      buyer.token,
    );
    expect(again.body.resultCode).toBe('003312');
  });

  it('gives the owner the PDF and the share card of a ready report; others 404; awaiting input 003314, still generating 010001', async () => {
    const [report] = await reportsOf(buyer, await buy(buyer));
    const file = (path: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/reports/${report!.id}/${path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await file('pdf', buyer.token)).json().resultCode).toBe('003314');

    await api.post(`/api/reports/${report!.id}/input`, { people: [{ name: '林小满', birth }] }, buyer.token);
    const generating = (await file('pdf', buyer.token)).json();
    expect(generating).toMatchObject({ success: false, resultCode: '010001' });
    expect(generating.desc).toContain('生成中');
    const busy = await api.post(
      `/api/reports/${report!.id}/regenerate`,
      { people: [{ name: '林小满', birth }] },
      buyer.token,
    );
    expect(busy.body.resultCode).toBe('010001');
    await t.deps.jobs.drain();
    const pdf = await file('pdf', buyer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent('林小满'));
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeLessThan(2 * 1024 * 1024);
    const png = await file('share.png', buyer.token);
    expect(png.headers['content-type']).toBe('image/png');
    expect([...png.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    for (const path of ['pdf', 'share.png']) {
      expect((await file(path, other.token)).statusCode).toBe(404);
      expect((await file(path)).json().resultCode).toBe('001102');
    }
  });

  it('reads a birth whose time is unknown: no houses, and still no empty section', async () => {
    const [report] = await reportsOf(buyer, await buy(buyer));
    const unknownTime = { ...birth, time: null };
    await api.post(
      `/api/reports/${report!.id}/input`,
      { people: [{ name: '无时辰', birth: unknownTime }] },
      buyer.token,
    );
    await t.deps.jobs.drain();
    const read = (await api.get(`/api/reports/${report!.id}`, buyer.token)).body.data.records;
    expect(read.status).toBe('ready');
    expect(read.people[0].birthLine).toBe('1990年6月1日（出生时间不详） · 上海市');
    expect(read.document.wheel.cusps).toEqual([]);
    expect(read.document.sections.length).toBeGreaterThan(0);
    expect(read.document.sections.every((s: { blocks: unknown[] }) => s.blocks.length > 0)).toBe(true);
  });

  it('names the order of a report by its number only: no order id in any answer (issue 11 §1)', async () => {
    const order = await buy(buyer);
    const [report] = await reportsOf(buyer, order);
    for (const url of [
      '/api/reports',
      `/api/reports/by-order/${order.orderNo}`,
      `/api/reports/${report!.id}`,
    ]) {
      const answer = await api.get(url, buyer.token);
      expect(answer.body.success, url).toBe(true);
      expect(sequentialIdPaths(answer.body), url).toEqual([]);
    }
    const detail = (await api.get(`/api/reports/${report!.id}`, buyer.token)).body.data.records;
    expect(detail).toMatchObject({ id: report!.id, orderNo: order.orderNo });
  });

  it('answers 404 to another member for the report, its versions and its order', async () => {
    const order = await buy(buyer);
    const [report] = await reportsOf(buyer, order);
    for (const url of [
      `/api/reports/${report!.id}`,
      `/api/reports/${report!.id}/versions/1`,
      `/api/reports/by-order/${order.orderNo}`,
    ])
      expect((await api.get(url, other.token)).status).toBe(404);
    const input = await api.post(
      `/api/reports/${report!.id}/input`,
      { people: [{ name: '乙', birth }] },
      other.token,
    );
    expect(input.status).toBe(404);
    expect((await api.get(`/api/reports/${report!.id}`)).body.resultCode).toBe('001102');
  });

  it('allows one free correction within 7 days: a new version, the old one still readable', async () => {
    const [report] = await reportsOf(buyer, await buy(buyer));
    const url = `/api/reports/${report!.id}`;
    await api.post(`${url}/input`, { people: [{ name: '周一', birth }] }, buyer.token);
    await t.deps.jobs.drain();

    clock = new Date(clock.getTime() + 6 * DAY_MS);
    const corrected = await api.post(
      `${url}/regenerate`,
      { people: [{ name: '周一', birth: { ...birth, time: '20:30' } }] },
      buyer.token,
    );
    expect(corrected.body.success).toBe(true);
    await t.deps.jobs.drain();
    const read = (await api.get(url, buyer.token)).body.data.records;
    expect(read).toMatchObject({ status: 'ready', currentVersion: 2, correctionUntil: null });
    expect(read.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(read.people[0].birthLine).toContain('20:30');
    const first = (await api.get(`${url}/versions/1`, buyer.token)).body.data.records;
    expect(first).toMatchObject({ version: 1, current: false });
    expect(first.document.people[0].birthLine).toContain('08:30');

    const secondTime = await api.post(
      `${url}/regenerate`,
      { people: [{ name: '周一', birth }] },
      buyer.token,
    );
    expect(secondTime.body).toMatchObject({ success: false, resultCode: '003310' });
  });

  it('closes the free correction after 7 days', async () => {
    const [report] = await reportsOf(buyer, await buy(buyer));
    const url = `/api/reports/${report!.id}`;
    await api.post(`${url}/input`, { people: [{ name: '周二', birth }] }, buyer.token);
    await t.deps.jobs.drain();
    clock = new Date(clock.getTime() + 7 * DAY_MS + 60_000);
    const late = await api.post(`${url}/regenerate`, { people: [{ name: '周二', birth }] }, buyer.token);
    expect(late.body).toMatchObject({ success: false, resultCode: '003311' });
    expect((await rowOf(report!.id)).regenerationsUsed).toBe(0);
  });

  it('withdraws the reports of a refunded order: gone for good, 410 to the owner, still 404 to others', async () => {
    const order = await buy(buyer);
    const [report] = await reportsOf(buyer, order);
    await api.post(`/api/reports/${report!.id}/input`, { people: [{ name: '周三', birth }] }, buyer.token);
    await t.deps.jobs.drain();
    expect((await api.get(`/api/reports/${report!.id}`, buyer.token)).status).toBe(200);
    expect((await api.post(`/api/orders/${order.orderNo}/refund`, {}, admin.token)).body.success).toBe(true);
    expect((await rowOf(report!.id)).status).toBe('withdrawn');
    const gone = await api.get(`/api/reports/${report!.id}`, buyer.token);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ success: false, resultCode: '000410', data: null });
    expect((await api.get(`/api/reports/by-order/${order.orderNo}`, buyer.token)).body.resultCode).toBe(
      '000410',
    );
    const pdf = await api.get(`/api/reports/${report!.id}/pdf`, buyer.token);
    expect(pdf.status).toBe(410);
    expect((await api.get(`/api/reports/${report!.id}`, other.token)).status).toBe(404);
  });

  it('gives operators the list, a report with its input, regeneration and template prices; members get 404', async () => {
    const [report] = await reportsOf(buyer, await buy(buyer));
    await api.post(`/api/reports/${report!.id}/input`, { people: [{ name: '周四', birth }] }, buyer.token);
    await t.deps.jobs.drain();

    for (const [method, url] of [
      ['get', '/api/admin/reports'],
      ['get', `/api/admin/reports/${report!.id}`],
      ['post', `/api/admin/reports/${report!.id}/regenerate`],
    ] as const) {
      const answer =
        method === 'get' ? await api.get(url, buyer.token) : await api.post(url, {}, buyer.token);
      expect(answer.body.resultCode).toBe('000404');
    }
    expect(
      (await api.put('/api/admin/report-templates/natal', { price_fen: 1 }, buyer.token)).body.resultCode,
    ).toBe('000404');

    const list = (
      await api.get(`/api/admin/reports?status=ready&template=natal&user_id=${buyer.id}`, admin.token)
    ).body.data;
    expect(list.records.length).toBeGreaterThan(0);
    expect(
      list.records.every(
        (r: { status: string; userId: number }) => r.status === 'ready' && r.userId === buyer.id,
      ),
    ).toBe(true);
    const one = (await api.get(`/api/admin/reports/${report!.id}`, admin.token)).body.data.records;
    expect(one.input).toEqual([
      { name: '周四', contactId: null, birth: expect.objectContaining({ date: '1990-06-01' }) },
    ]);

    const regenerated = await api.post(`/api/admin/reports/${report!.id}/regenerate`, {}, admin.token);
    expect(regenerated.body.data.records.status).toBe('generating');
    await t.deps.jobs.drain();
    const after = await rowOf(report!.id);
    expect(after).toMatchObject({ status: 'ready', currentVersion: 2, regenerationsUsed: 0 });

    const priced = await api.put(
      '/api/admin/report-templates/natal',
      {
        price_fen: 7900,
        list_price_fen: 12900,
        sample_title: '样例：太阳双子',
        sample_text: '这是一段由运营编辑的报告样例正文，用来让读者了解报告的语气与深度。',
      },
      admin.token,
    );
    expect(priced.body.data.records).toMatchObject({
      key: 'natal',
      productId: natalProductId,
      priceFen: 7900,
      listPriceFen: 12900,
      sample: { title: '样例：太阳双子' },
    });
    const bad = await api.put(
      '/api/admin/report-templates/natal',
      { price_fen: 9000, list_price_fen: 100 },
      admin.token,
    );
    expect(bad.body.resultCode).toBe('000422');
  });

  it('lists the catalogue with prices and a sample, and composes the free teaser without storing it', async () => {
    const catalogue = (await api.get('/api/reports/templates')).body.data.records;
    const natal = catalogue.find((c: { key: string }) => c.key === 'natal');
    expect(natal).toMatchObject({ templateId: '1101', productId: natalProductId, form: 'one' });
    expect(natal.sample.text.length).toBeGreaterThan(10);
    expect((await api.get('/api/reports/templates/love')).body.data.records).toMatchObject({ form: 'two' });
    expect((await api.get('/api/reports/templates/unknown')).status).toBe(422);

    const before = (await db().select().from(reports)).length;
    const teaser = await api.post('/api/reports/teaser', { name: '小星', birth });
    expect(teaser.body.success).toBe(true);
    const document = reportDocumentSchema.parse(teaser.body.data.records);
    expect(document).toMatchObject({ template: 'teaser', people: [{ name: '小星' }] });
    expect(document.sections.length).toBeGreaterThan(0);
    expect((await db().select().from(reports)).length).toBe(before);
    const bad = await api.post('/api/reports/teaser', { birth: { ...birth, date: '2300-01-01' } });
    expect(bad.body.resultCode).toBe('000422');
  });
});
