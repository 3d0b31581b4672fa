import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient } from '../../test/http-client.ts';
import { contacts } from '../schema/contacts.ts';
import { reports } from '../schema/reports.ts';
import { users } from '../schema/users.ts';
import { DEMO_ASTROLOGER, DEMO_MEMBER, DEMO_PASSWORD } from './accounts.ts';
import { runSeed } from './index.ts';
import { DEMO_ASTROLOGER_PUBLIC_ID } from './astrologers.ts';
import { checkEarningIntegrity } from '../../modules/astrologers/earnings.ts';

describe('the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is idempotent and gives the README accounts', async () => {
    await runSeed(t.deps.database.db, { demo: true });
    const [first] = await t.deps.database.db.select({ n: count() }).from(users);
    const [firstContacts] = await t.deps.database.db.select({ n: count() }).from(contacts);
    await runSeed(t.deps.database.db, { demo: true });
    const [second] = await t.deps.database.db.select({ n: count() }).from(users);
    const [secondContacts] = await t.deps.database.db.select({ n: count() }).from(contacts);
    expect(second!.n).toBe(first!.n);
    expect(secondContacts!.n).toBe(firstContacts!.n);

    const api = apiClient(t.app);
    const member = await api.post('/base/user/login', {
      account: DEMO_MEMBER.mobile,
      password: DEMO_PASSWORD,
    });
    expect(member.body.data.records.user.certificationMember.enable).toBe('1');
    const astrologer = await api.post('/base/user/login', {
      account: DEMO_ASTROLOGER.email,
      password: DEMO_PASSWORD,
    });
    expect(astrologer.body.data.records.access.astrologersCapacitys).toEqual(
      expect.arrayContaining([
        { type: 'A', applove: '02' },
        { type: 'D', applove: '02' },
      ]),
    );
    expect(JSON.stringify(astrologer.body)).not.toMatch(/capital/i);
    const list = await api.get('/api/user/contacts', member.body.data.records.auth.access_token);
    expect(list.body.data.records.map((c: { name: string }) => c.name)).toContain('陈小禾');
    // Past tarot readings (seeded once, however often the seed runs), one shared and helped by the astrologer.
    const tarot = await api.get('/api/tarot/readings', member.body.data.records.auth.access_token);
    expect(tarot.body.data.total).toBe(3);
    const shared = tarot.body.data.records.find((r: { shareCode: string | null }) => r.shareCode);
    const view = await api.get(`/api/tarot/shared/${shared.shareCode}`);
    expect(view.body.data.records).toMatchObject({ assistCount: 1, viewer: 'guest' });
  });

  it('opens a shop with a product of every type an area delivers, and of no other (npm start)', async () => {
    await runSeed(t.deps.database.db, { demo: true });
    const shop = await apiClient(t.app).get('/api/catalog/products?size=50');
    const types = shop.body.data.records.map((p: { type: string }) => p.type);
    expect(types.length).toBeGreaterThanOrEqual(5);
    // Consultations are sold only with a booked slot (/consultant), dice answers only with a roll
    // (/aiDice), courses only with an enrolment and its seat (/course/input): their products stay out
    // of the shop.
    const shopTypes = t.deps.fulfilment
      .sellableTypes()
      .filter(
        (type) =>
          type !== PRODUCT_TYPE.ASTROLOGY_CONSULTANT &&
          type !== PRODUCT_TYPE.NSP_QA &&
          type !== PRODUCT_TYPE.COURSE,
      );
    expect(new Set(types)).toEqual(new Set(shopTypes));
    const catalogue = (await apiClient(t.app).get('/api/reports/templates')).body.data.records;
    expect(catalogue.every((template: { productId: number | null }) => template.productId !== null)).toBe(
      true,
    );
  });

  it('gives the demo member one ready natal report, once', async () => {
    await runSeed(t.deps.database.db, { demo: true });
    await runSeed(t.deps.database.db, { demo: true });
    expect((await t.deps.database.db.select({ n: count() }).from(reports))[0]!.n).toBe(1);
    const api = apiClient(t.app);
    const token = (
      await api.post('/base/user/login', { account: DEMO_MEMBER.mobile, password: DEMO_PASSWORD })
    ).body.data.records.auth.access_token;
    const [report] = (await api.get('/api/reports', token)).body.data.records;
    expect(report).toMatchObject({ template: 'natal', status: 'ready', currentVersion: 1 });
    const read = (await api.get(`/api/reports/${report.id}`, token)).body.data.records;
    expect(read.document.people[0].name).toBe('林晓');
    expect((await api.get('/api/purchased', token)).body.data.records).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: '01', usePath: '/user/report' })]),
    );
  });

  it('gives the demo astrologer (A and D) a public page with our SVG avatar and a settled income line', async () => {
    await runSeed(t.deps.database.db, { demo: true });
    await runSeed(t.deps.database.db, { demo: true });
    const api = apiClient(t.app);
    const page = (await api.get(`/api/astrologers/${DEMO_ASTROLOGER_PUBLIC_ID}`)).body.data.records;
    expect(page).toMatchObject({ displayName: '周言老师', photoUrl: '/astrologers/zhou-yan.svg' });
    expect(page.capacities).toEqual(expect.arrayContaining(['A', 'D']));
    const token = (
      await api.post('/base/user/login', { account: DEMO_ASTROLOGER.mobile, password: DEMO_PASSWORD })
    ).body.data.records.auth.access_token;
    const capital = (await api.get('/api/astrologer/capital', token)).body.data.records;
    expect(capital).toMatchObject({ balanceFen: 23_920, totalIncomeFen: 23_920 });
    expect((await api.get('/api/astrologer/capital/details', token)).body.data.total).toBe(1);
    expect(await checkEarningIntegrity(t.deps.database.db)).toEqual([]);
    const svg = readFileSync(
      new URL('../../../../web/public/astrologers/zhou-yan.svg', import.meta.url),
      'utf8',
    );
    expect(svg).toMatch(/^<svg /);
  });

  it('gives the demo astrologer three reviews of past sessions, one answered, once', async () => {
    await runSeed(t.deps.database.db, { demo: true });
    await runSeed(t.deps.database.db, { demo: true });
    const api = apiClient(t.app);
    const reviews = (
      await api.get(`/api/user/comments?target_type=astrologer&target_id=${DEMO_ASTROLOGER_PUBLIC_ID}`)
    ).body.data;
    expect(reviews.total).toBe(3);
    expect(reviews.records.filter((r: { replies: unknown[] }) => r.replies.length > 0)).toHaveLength(1);
    const consultant = (await api.get(`/api/consultants/${DEMO_ASTROLOGER_PUBLIC_ID}`)).body.data.records;
    expect(consultant).toMatchObject({ ratingAverage: 4.7, ratingCount: 3 });
  });
});
