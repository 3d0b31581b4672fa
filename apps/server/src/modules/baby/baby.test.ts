import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementCheckRecordSchema } from '@xingtu/contracts/baby-schemas';
import { babyElementChecks } from '../../db/schema/baby.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The free element check of a child: a member's check is counted, stored under a random id and read
// back by its owner only; bad input answers 000422 in Chinese and stores nothing.

const birth = {
  date: '2021-04-18',
  time: '07:40',
  time_zone: 'Asia/Shanghai',
  latitude: 22.54,
  longitude: 114.06,
  place_name: '广东省 深圳市',
};
const profile = {
  name: '豆豆',
  gender: 'male',
  relation: 'child',
  calendar: 'solar',
  birthday: '2019-09-03',
  birth_hour: 15,
  birth_min: 10,
  birth_location: '浙江省 杭州市 西湖区',
  birth_latitude: 30.259,
  birth_longitude: 120.13,
  birth_time_zone: 'Asia/Shanghai',
  reliability: 'A',
  visibility: 2,
};

describe('baby element check', () => {
  let t: TestApp;
  let api: ApiClient;
  let parent: string;
  let stranger: string;
  const rows = () => t.deps.database.db.select().from(babyElementChecks);

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    parent = (await registerUser(api)).auth.access_token;
    stranger = (await registerUser(api)).auth.access_token;
  });
  afterAll(() => t.close());

  it('counts a birth given in full, keeps it under a random id and reads it back', async () => {
    const made = await api.post('/api/baby/element-checks', { name: '小橙子', birth }, parent);
    expect(made.status).toBe(200);
    const record = elementCheckRecordSchema.parse(made.body.data.records);
    expect(record.id).toMatch(/^[a-z0-9]{12}$/);
    expect(record).toMatchObject({ name: '小橙子', timeKnown: true });
    expect(record.birthLine).toBe('2021年4月18日 07:40（当地时间） · 广东省 深圳市');
    expect(record.elements.reduce((n, g) => n + g.count, 0)).toBe(10);
    expect(record.modalities.reduce((n, g) => n + g.count, 0)).toBe(10);
    // 2021-04-18: the Sun in Aries (fire), Saturn and Jupiter in Aquarius (air).
    expect(record.elements.find((g) => g.key === 'fire')!.planets).toContain('太阳');
    expect(record.elements.find((g) => g.key === 'air')!.planets).toEqual(
      expect.arrayContaining(['木星', '土星']),
    );
    expect(record.readings.length).toBeGreaterThan(0);
    expect(record.wheel.cusps).toHaveLength(12);

    const read = await api.get(`/api/baby/element-checks/${record.id}`, parent);
    expect(read.status).toBe(200);
    expect(read.body.data.records).toEqual(record);
  });

  it("counts from the member's own saved profile; a birth without time has no houses", async () => {
    const contact = (await api.post('/api/user/contacts', profile, parent)).body.data.records;
    const made = await api.post('/api/baby/element-checks', { contact_id: contact.id }, parent);
    expect(made.body.data.records).toMatchObject({ name: '豆豆', timeKnown: true });
    const noTime = await api.post('/api/baby/element-checks', { birth: { ...birth, time: null } }, parent);
    expect(noTime.body.data.records).toMatchObject({ name: '宝宝', timeKnown: false });
    expect(noTime.body.data.records.wheel.cusps).toEqual([]);
  });

  it('refuses bad input with 000422 in Chinese and stores nothing', async () => {
    const before = (await rows()).length;
    const cases: [unknown, string][] = [
      [{ name: '甲', birth: { ...birth, date: '1700-01-01' } }, '出生日期需在1800年至2200年之间'],
      [
        { name: '甲', birth: { date: '2021-04-18', time: '07:40', place_name: '不存在的小镇' } },
        '没有经纬度',
      ],
      [{ name: '甲', birth: { ...birth, date: '2021-02-30' } }, '日期'],
      [{ name: '甲' }, '请填写出生资料或选择一个档案'],
      [{ name: '甲', birth: { ...birth, time: '25:00' } }, '出生时间格式'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.post('/api/baby/element-checks', body, parent);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body).toMatchObject({ success: false, resultCode: '000422' });
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    // Another member's profile, even a public one, is not the member's child.
    const theirs = (await api.post('/api/user/contacts', profile, stranger)).body.data.records;
    const borrowed = await api.post('/api/baby/element-checks', { contact_id: theirs.id }, parent);
    expect(borrowed.status).toBe(422);
    expect(JSON.stringify(borrowed.body)).toContain('请选择自己保存的档案');
    const badId = await api.get('/api/baby/element-checks/NOT-AN-ID', parent);
    expect(badId.body.resultCode).toBe('000422');
    expect((await rows()).length).toBe(before);
  });

  it("another member's result is 404, and a visitor must sign in", async () => {
    const made = await api.post('/api/baby/element-checks', { name: '小橙子', birth }, parent);
    const id = made.body.data.records.id as string;
    const theirs = await api.get(`/api/baby/element-checks/${id}`, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ success: false, resultCode: '000404', desc: '测试结果不存在' });
    const unknown = await api.get('/api/baby/element-checks/abcdefghjkmn', parent);
    expect(unknown.status).toBe(404);
    const visitor = await api.get(`/api/baby/element-checks/${id}`);
    expect(visitor.status).toBe(401);
    const visitorPost = await api.post('/api/baby/element-checks', { name: '甲', birth });
    expect(visitorPost.status).toBe(401);
    const [row] = await t.deps.database.db
      .select()
      .from(babyElementChecks)
      .where(eq(babyElementChecks.publicId, id));
    expect(row!.name).toBe('小橙子');
  });
});
