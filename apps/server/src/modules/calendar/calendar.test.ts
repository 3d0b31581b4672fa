// The calendar endpoints: the public month (events in Beijing time, cached for everyone), the personal calendar
// of one's own profile (another member's profile answers 404), and Chinese refusals of bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarMonthRecord, PersonalCalendarRecord } from '@xingtu/contracts/calendar';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { monthCacheKey, skyMonth } from './month-service.ts';

const profile = {
  name: '周以安',
  gender: 'male',
  relation: 'self',
  calendar: 'solar',
  birthday: '1990-06-15',
  birth_hour: 13,
  birth_min: 30,
  birth_location: '北京市 东城区',
  birth_latitude: 39.9,
  birth_longitude: 116.4,
  birth_time_zone: 'Asia/Shanghai',
  reliability: 'A',
  visibility: 2,
};

describe('calendar endpoints', () => {
  let t: TestApp;
  let api: ApiClient;
  let token: string;
  let otherToken: string;
  let contactId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-25T04:00:00Z') });
    api = apiClient(t.app);
    token = (await registerUser(api)).auth.access_token;
    otherToken = (await registerUser(api)).auth.access_token;
    contactId = (await api.post('/api/user/contacts', profile, token)).body.data.records.id;
  });
  afterAll(() => t.close());

  describe('GET /api/calendar/month', () => {
    it('lists March 2026 in Beijing time: the total lunar eclipse, the equinox, lunations and voids', async () => {
      const answer = await api.get<{ records: CalendarMonthRecord }>('/api/calendar/month?year=2026&month=3');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=86400');
      const month = answer.body.data!.records;
      expect(month).toMatchObject({ year: 2026, month: 3, timeZone: 'Asia/Shanghai' });
      const eclipse = month.events.find((e) => e.kind === 'eclipse')!;
      // Greatest eclipse 11:33 UT = 19:33 Beijing.
      expect(eclipse).toMatchObject({ date: '2026-03-03', time: '19:33', title: '全月食', body: 'moon' });
      const equinox = month.events.find((e) => e.kind === 'ingress' && e.body === 'sun')!;
      expect(equinox).toMatchObject({ date: '2026-03-20', time: '22:45', title: '太阳进入白羊座' });
      expect(month.events.filter((e) => e.kind === 'lunation').map((e) => e.title.slice(0, 3))).toEqual([
        '满月（',
        '下弦月',
        '新月（',
        '上弦月',
      ]);
      const voids = month.events.filter((e) => e.kind === 'voidOfCourse');
      expect(voids.length).toBeGreaterThan(8);
      for (const v of voids) expect(Date.parse(v.endAt!)).toBeGreaterThan(Date.parse(v.at));
      for (const e of month.events) {
        expect(e.date.startsWith('2026-03')).toBe(true);
        expect(e.text.length).toBeGreaterThan(20);
      }
    });

    it('keeps a computed month in the shared cache and answers from it', async () => {
      const key = monthCacheKey(2027, 1);
      expect(await t.deps.kv.get(key)).toBeNull();
      const first = await api.get('/api/calendar/month?year=2027&month=1');
      expect(JSON.parse((await t.deps.kv.get(key))!)).toEqual(first.body.data.records);
      expect(first.body.data.records).toEqual(skyMonth(2027, 1));
      // What the cache holds is what is served.
      const marked = { ...first.body.data.records, events: first.body.data.records.events.slice(0, 1) };
      await t.deps.kv.set(key, JSON.stringify(marked), 60_000);
      expect((await api.get('/api/calendar/month?year=2027&month=1')).body.data.records).toEqual(marked);
    });

    it('computes far-off months without keeping them, so the cache cannot be filled by walking the centuries', async () => {
      const answer = await api.get('/api/calendar/month?year=1850&month=7');
      expect(answer.body.data.records).toEqual(skyMonth(1850, 7));
      expect(await t.deps.kv.get(monthCacheKey(1850, 7))).toBeNull();
    });

    it.each([
      ['year=2026&month=13', 'month', '月份需为1至12的整数'],
      ['year=1700&month=1', 'year', '年份需在1800年至2199年之间'],
      ['month=5', 'year', ''],
      ['year=abc&month=2', 'year', ''],
    ])('refuses %s with 000422 and a Chinese message', async (query, field, message) => {
      const answer = await api.get(`/api/calendar/month?${query}`);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ success: false, resultCode: '000422' });
      expect(JSON.stringify(answer.body)).toContain(field);
      expect(answer.body.desc).toMatch(/[\u4e00-\u9fa5]/);
      if (message) expect(JSON.stringify(answer.body)).toContain(message);
    });
  });

  describe('GET /api/calendar/personal', () => {
    it('gives each Beijing day of one’s own profile: transits with times, the Moon, a score and its reasons', async () => {
      const answer = await api.get<{ records: PersonalCalendarRecord }>(
        `/api/calendar/personal?contact_id=${contactId}&start=2026-03-01&days=31`,
        token,
      );
      expect(answer.status).toBe(200);
      const calendar = answer.body.data!.records;
      expect(calendar).toMatchObject({ contactId, name: '周以安', timeKnown: true, firstDate: '2026-03-01' });
      expect(calendar.days.map((d) => d.date)).toEqual(
        Array.from({ length: 31 }, (_, k) => `2026-03-${String(k + 1).padStart(2, '0')}`),
      );
      for (const day of calendar.days) {
        expect(day.reasons.length).toBeGreaterThan(0);
        for (const r of day.reasons) expect(r.factor).toMatch(/[\u4e00-\u9fa5]/);
        expect(day.score).toBeGreaterThanOrEqual(0);
        expect(day.score).toBeLessThanOrEqual(100);
        expect(day.stars).toBe(Math.min(5, Math.max(1, Math.ceil(day.score / 20))));
        expect(day.moonHouses[0]!.from).toBe('00:00');
        for (const tr of day.transits) {
          expect(tr.time).toMatch(/^\d{2}:\d{2}$/);
          // The transit's Beijing date is the day it is listed on.
          expect(new Date(Date.parse(tr.at) + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(day.date);
        }
        expect(day.texts.length).toBeGreaterThan(1);
      }
      const third = calendar.days[2]!;
      expect(third.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['lunation', 'eclipse']));
      expect(third.reasons.map((r) => r.factor)).toContain('月食（19:33）');
    });

    it("answers 404 for another member's profile (even a public one) and refuses a visitor", async () => {
      const url = `/api/calendar/personal?contact_id=${contactId}&start=2026-03-01&days=3`;
      const other = await api.get(url, otherToken);
      expect(other.status).toBe(404);
      expect(other.body.success).toBe(false);
      expect(JSON.stringify(other.body)).not.toContain('周以安');
      expect((await api.get(url)).body.resultCode).toBe('001102');
    });

    it('refuses a profile whose place has no coordinates (000422 on contact_id)', async () => {
      const { birth_latitude: _lat, birth_longitude: _lon, ...placeless } = profile;
      const created = await api.post(
        '/api/user/contacts',
        { ...placeless, name: '无坐标', birth_location: '查无此地星图村' },
        token,
      );
      expect(created.body.success).toBe(true);
      const answer = await api.get(
        `/api/calendar/personal?contact_id=${created.body.data.records.id}&start=2026-03-01&days=3`,
        token,
      );
      expect(answer.status).toBe(422);
      expect(answer.body.resultCode).toBe('000422');
      expect(JSON.stringify(answer.body)).toContain('contact_id');
      expect(answer.body.desc).toMatch(/[\u4e00-\u9fa5]/);
    });

    it.each([
      ['start=2026-02-30&days=3', 'start', '开始日期不存在'],
      ['start=2026-03-01&days=400', 'days', '天数需在1至366之间'],
      ['start=20260301', 'start', '开始日期格式应为 YYYY-MM-DD'],
    ])('refuses %s with 000422 in Chinese', async (query, field, message) => {
      const answer = await api.get(`/api/calendar/personal?contact_id=${contactId}&${query}`, token);
      expect(answer.status).toBe(422);
      expect(answer.body.resultCode).toBe('000422');
      expect(JSON.stringify(answer.body)).toContain(field);
      expect(JSON.stringify(answer.body)).toContain(message);
    });
  });
});
