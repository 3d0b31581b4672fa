import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';

// The birth time as members give it: only a 时辰, a 真太阳时, or a clock time from China's summer-time years
// that was (or was not) already standard time.

const guangzhou = {
  time_zone: 'Asia/Shanghai',
  latitude: 23.13,
  longitude: 113.26,
  place_name: '广东省 广州市',
};

describe.each(testDrivers())('birth times on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => new Date('2026-03-01T00:00:00Z') });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const natal = (birth: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    api.post('/api/chart/natal', { birth: { ...guangzhou, ...birth }, ...extra });
  const fieldOf = (answer: { body: { data: unknown } }) =>
    (answer.body.data as { fields: { field: string }[] }).fields[0]!.field;

  it('draws a chart of a 时辰 at its middle, with houses, and says which time it used', async () => {
    const answer = await natal({ date: '1995-03-10', time: null, shichen: 'wu' });
    expect(answer.status).toBe(200);
    const chart = answer.body.data.records.chart;
    expect(chart.utc).toBe('1995-03-10T04:00:00.000Z'); // 12:00 Beijing time
    expect(chart.timeUnknown).toBe(false);
    expect(chart.houses).toHaveLength(12);
    expect(chart.birth).toMatchObject({ time: '12:00', timeReliability: 'shichen', shichen: 'wu' });
    expect(chart.notes.join()).toContain('午时（11:00–13:00）的中点、钟表时间 12:00');

    const zi = await natal({ date: '1995-03-10', time: null, shichen: 'zi' });
    expect(zi.body.data.records.chart.utc).toBe('1995-03-09T16:00:00.000Z'); // 00:00 of the day given

    const exact = await natal({ date: '1995-03-10', time: '08:05' });
    expect(exact.body.data.records.chart.birth).toMatchObject({ timeReliability: 'exact', shichen: null });
    const unknown = await natal({ date: '1995-03-10', time: null });
    expect(unknown.body.data.records.chart.birth).toMatchObject({
      timeReliability: 'unknown',
      trueSolarTime: null,
    });
  });

  it('refuses a 时辰 given with a time, or one that does not exist, in Chinese', async () => {
    const both = await natal({ date: '1995-03-10', time: '12:10', shichen: 'wu' });
    expect(both.status).toBe(422);
    expect(fieldOf(both)).toBe('birth.shichen');
    expect(both.body.desc).toContain('只知道时辰时，请把出生时间留空');
    const bad = await natal({ date: '1995-03-10', time: null, shichen: 'noon' });
    expect(bad.status).toBe(422);
    expect(bad.body.desc).toBe('请选择子时至亥时中的一个时辰');
    const basis = await natal({ date: '1995-03-10', time: '08:00', time_basis: 'sundial' });
    expect(basis.status).toBe(422);
    expect(basis.body.desc).toBe('时间依据应为钟表时间或真太阳时');
    const standard = await natal({ date: '1988-07-01', time: '10:00', standard_time: 'yes' });
    expect(standard.status).toBe(422);
    expect(standard.body.desc).toBe('请说明出生时间是否已是标准时间');
  });

  it('shows the 真太阳时 beside the clock time (Beijing noon in Urumqi is about 09:50 in June)', async () => {
    const answer = await natal({ date: '2024-06-21', time: '12:00', latitude: 43.8, longitude: 87.6 });
    const solar: string = answer.body.data.records.chart.birth.trueSolarTime;
    expect(solar).toMatch(/^2024-06-21 09:(4\d|5[0-5])$/);
  });

  it('accepts a 真太阳时 and draws the chart at the clock time it means', async () => {
    // Meeus 28.b: E = +13m42.6s on 13 October 1992, so sundial noon at 120°E is 11:46:17 Beijing time.
    const answer = await natal({
      date: '1992-10-13',
      time: '12:00',
      time_basis: 'solar',
      latitude: 31.2,
      longitude: 120,
    });
    expect(answer.status).toBe(200);
    const chart = answer.body.data.records.chart;
    expect(Math.abs(Date.parse(chart.utc) - Date.UTC(1992, 9, 13, 3, 46, 17))).toBeLessThan(3_000);
    expect(chart.birth).toMatchObject({
      date: '1992-10-13',
      time: '11:46',
      timeBasis: 'solar',
      solarTimeGiven: '1992-10-13 12:00',
      trueSolarTime: '1992-10-13 12:00',
      summerTime: false,
    });
    expect(chart.notes.join()).toContain('真太阳时 1992-10-13 12:00');
    expect(chart.notes.join()).toContain('当地钟表时间 1992-10-13 11:46');

    // Far east of the zone's meridian a solar 00:30 is still the day before on the clock.
    const east = await natal({
      date: '2000-02-11',
      time: '00:30',
      time_basis: 'solar',
      latitude: 47.7,
      longitude: 134.5,
    });
    expect(east.body.data.records.chart.birth.date).toBe('2000-02-10');
    expect(east.body.data.records.chart.birth.time).toMatch(/^23:4\d$/);

    const noTime = await natal({ date: '1992-10-13', time: null, time_basis: 'solar' });
    expect(noTime.status).toBe(422);
    expect(noTime.body.desc).toContain('真太阳时');
  });

  it('says a 1988 summer birth was read as summer time, and reads it as standard time when told', async () => {
    const summer = await natal({ date: '1988-07-01', time: '10:00' });
    const chart = summer.body.data.records.chart;
    expect(chart.utc).toBe('1988-07-01T01:00:00.000Z');
    expect(chart.birth).toMatchObject({ utcOffset: '+09:00', summerTime: true, standardTime: false });
    expect(chart.notes.join()).toContain('此时间已按当时的夏令时换算');

    const standard = await natal({ date: '1988-07-01', time: '10:00', standard_time: true });
    const std = standard.body.data.records.chart;
    expect(std.utc).toBe('1988-07-01T02:00:00.000Z');
    expect(std.birth).toMatchObject({
      timeZone: 'Asia/Shanghai',
      utcOffset: '+08:00',
      summerTime: false,
      standardTime: true,
    });
    expect(std.notes.join()).not.toContain('此时间已按当时的夏令时换算');
    expect(std.notes.join()).toContain('出生时间已是标准时间');

    // Outside summer time the answer changes nothing.
    const winter = await natal({ date: '1988-01-10', time: '10:00', standard_time: true });
    expect(winter.body.data.records.chart.utc).toBe('1988-01-10T02:00:00.000Z');
    expect(winter.body.data.records.chart.birth).toMatchObject({ summerTime: false, standardTime: false });
    // A standard-time reading has no gap to ask about: 02:30 on the morning the clocks jumped is 18:30 UTC.
    const gap = await natal({ date: '1987-04-12', time: '02:30', standard_time: true });
    expect(gap.status).toBe(200);
    expect(gap.body.data.records.chart.utc).toBe('1987-04-11T18:30:00.000Z');
  });

  it('accepts Chinese names and says what a name may be', async () => {
    const ok = await natal({ date: '1995-03-10', time: '08:00' }, { name: '阿依古丽·买买提' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.records.chart.name).toBe('阿依古丽·买买提');
    expect((await natal({ date: '1995-03-10', time: '08:00' }, { name: '妈' })).status).toBe(200);
    expect((await natal({ date: '1995-03-10', time: '08:00' }, { name: 'Mary Ann' })).status).toBe(200);
    const bad = await natal({ date: '1995-03-10', time: '08:00' }, { name: '<b>@@</b>' });
    expect(bad.status).toBe(422);
    expect(fieldOf(bad)).toBe('name');
    expect(bad.body.desc).toContain('名字可以用中文、英文字母和数字');
  });
});
