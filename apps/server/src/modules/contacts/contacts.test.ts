import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { registerUser } from '../../test/accounts.ts';

const solar = {
  name: '林小满',
  gender: 'female',
  relation: 'partner',
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
  note: '2019年认识',
};

describe.each(testDrivers())('contact profiles on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
    token = (await registerUser(api)).auth.access_token;
    otherToken = (await registerUser(api)).auth.access_token;
  });
  afterAll(() => t.close());

  it('creates, lists with pagination, edits and deletes a profile', async () => {
    const created = await api.post('/api/user/contacts', solar, token);
    expect(created.body.success).toBe(true);
    const profile = created.body.data.records;
    expect(profile).toMatchObject({
      name: '林小满',
      birthday: '1993-07-21',
      complete: true,
      reliability: 'A',
      visibility: 1,
    });
    for (let i = 0; i < 11; i += 1)
      await api.post('/api/user/contacts', { ...solar, name: `朋友${i}a` }, token);
    const page = await api.get('/api/user/contacts?current=2&size=10', token);
    expect(page.body.data).toMatchObject({ total: 12, size: 10, current: 2 });
    expect(page.body.data.records).toHaveLength(2);
    const edited = await api.put(
      `/api/user/contacts/${profile.id}`,
      { ...solar, name: '林满', visibility: 2 },
      token,
    );
    expect(edited.body.data.records).toMatchObject({ name: '林满', visibility: 2 });
    expect((await api.delete(`/api/user/contacts/${profile.id}`, token)).body.success).toBe(true);
    expect((await api.get(`/api/user/contacts/${profile.id}`, token)).status).toBe(404);
  });

  it('converts a lunar date and refuses one that does not exist', async () => {
    const lunar = {
      ...solar,
      calendar: 'lunar',
      birthday: undefined,
      lunar_year: 2020,
      lunar_month: -4,
      lunar_day: 10,
    };
    const created = await api.post('/api/user/contacts', lunar, token);
    expect(created.body.data.records).toMatchObject({
      birthday: '2020-06-01',
      lunarDate: '二〇二〇年闰四月初十',
      calendar: 'lunar',
    });
    const noLeap = await api.post('/api/user/contacts', { ...lunar, lunar_year: 2021 }, token);
    expect(noLeap.status).toBe(422);
    expect(noLeap.body.desc).toBe('2021年没有闰4月');
  });

  it('keeps an unknown birth time as such, with reliability G', async () => {
    const created = await api.post(
      '/api/user/contacts',
      { ...solar, time_unknown: true, birth_hour: undefined, birth_min: undefined },
      token,
    );
    expect(created.body.data.records).toMatchObject({ timeUnknown: true, birthHour: null, reliability: 'G' });
  });

  it('explains what is missing in Chinese and saves nothing', async () => {
    const before = (await api.get('/api/user/contacts', token)).body.data.total;
    const bad = await api.post(
      '/api/user/contacts',
      {
        ...solar,
        birthday: undefined,
        birth_hour: undefined,
        birth_location: undefined,
        birth_latitude: undefined,
        birth_longitude: undefined,
      },
      token,
    );
    expect(bad.status).toBe(422);
    const fields = bad.body.data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['birthday', 'birth_hour', 'birth_location']));
    expect((await api.post('/api/user/contacts', { ...solar, birthday: '1700-01-01' }, token)).status).toBe(
      422,
    );
    expect(
      (await api.post('/api/user/contacts', { ...solar, note: '推荐一个网上赌场' }, token)).body.resultCode,
    ).toBe('001108');
    expect((await api.get('/api/user/contacts', token)).body.data.total).toBe(before);
  });

  it('never shows another member a private profile, and never lets them change any', async () => {
    const mine = (await api.post('/api/user/contacts', solar, token)).body.data.records;
    expect((await api.get(`/api/user/contacts/${mine.id}`, otherToken)).status).toBe(404);
    expect((await api.put(`/api/user/contacts/${mine.id}`, solar, otherToken)).status).toBe(404);
    expect((await api.delete(`/api/user/contacts/${mine.id}`, otherToken)).status).toBe(404);
    await api.put(`/api/user/contacts/${mine.id}`, { ...solar, visibility: 2 }, token);
    const shared = await api.get(`/api/user/contacts/${mine.id}`, otherToken);
    expect(shared.body.data.records.name).toBe('林小满');
    expect(shared.body.data.records.note).toBeNull();
    expect((await api.get('/api/user/contacts', otherToken)).body.data.total).toBe(0);
  });
});
