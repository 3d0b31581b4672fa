import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRecord } from '@xingtu/contracts/charts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { registerUser } from '../../test/accounts.ts';

// A saved profile keeps how its birth time was given (to the minute or only a 时辰, clock time or
// 真太阳时, "already standard time" in the 1986–1991 summers), and every area that draws a chart from
// a profile reads it that way: the same chart as the chart page drawn from the birth typed in (the AI's
// grounding, the reports and the consultations check theirs in their own folders).

const urumqi = {
  name: '阿依古丽',
  gender: 'female',
  relation: 'friend',
  calendar: 'solar',
  birthday: '1995-03-08',
  birth_hour: 12,
  birth_min: 0,
  birth_location: '新疆维吾尔自治区 乌鲁木齐市',
  birth_latitude: 43.83,
  birth_longitude: 87.62,
  birth_time_zone: 'Asia/Shanghai',
  reliability: 'B',
};
const urumqiBirth = {
  date: '1995-03-08',
  time: '12:00',
  latitude: 43.83,
  longitude: 87.62,
  time_zone: 'Asia/Shanghai',
  place_name: '新疆维吾尔自治区 乌鲁木齐市',
};
/** 1988-07-15 10:00 in Shanghai: summer time (UTC+9) was in force. */
const summer1988 = {
  ...urumqi,
  name: '周远',
  birthday: '1988-07-15',
  birth_hour: 10,
  birth_min: 0,
  birth_location: '上海市',
  birth_latitude: 31.23,
  birth_longitude: 121.47,
};

describe.each(testDrivers())('saved profiles keep how the birth time was given, on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
    const user = await registerUser(api);
    token = user.auth.access_token;
    otherToken = (await registerUser(api)).auth.access_token;
  });
  afterAll(() => t.close());

  const save = async (body: object) => {
    const answer = await api.post('/api/user/contacts', body, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.records;
  };
  const chartOf = async (source: object, as = token): Promise<ChartRecord> => {
    const answer = await api.post('/api/chart/natal', source, as);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.records.chart;
  };

  it('saves 真太阳时, a 时辰 and "already standard time", reads them back and changes them on edit', async () => {
    const solar = await save({ ...urumqi, time_basis: 'solar' });
    expect(solar).toMatchObject({ timeBasis: 'solar', birthShichen: null, standardTime: false });
    expect((await api.get(`/api/user/contacts/${solar.id}`, token)).body.data.records.timeBasis).toBe(
      'solar',
    );

    const shichen = await save({
      ...urumqi,
      time_unknown: true,
      birth_hour: undefined,
      birth_min: undefined,
      birth_shichen: 'wu',
    });
    expect(shichen).toMatchObject({
      timeUnknown: true,
      birthShichen: 'wu',
      timeBasis: 'clock',
      reliability: 'F',
    });

    const standard = await save({ ...summer1988, standard_time: true });
    expect(standard).toMatchObject({ standardTime: true, timeBasis: 'clock' });

    const edited = await api.put(`/api/user/contacts/${solar.id}`, urumqi, token);
    expect(edited.body.data.records).toMatchObject({ timeBasis: 'clock', standardTime: false });
  });

  it('refuses time facts that contradict each other, with the field, and changes nothing', async () => {
    const kept = await save({ ...urumqi, time_basis: 'solar' });
    const refusals: [object, string][] = [
      [{ ...urumqi, birth_shichen: 'wu' }, 'birth_shichen'],
      [
        { ...urumqi, time_unknown: true, birth_hour: undefined, birth_min: undefined, time_basis: 'solar' },
        'time_basis',
      ],
      [{ ...summer1988, time_basis: 'solar', standard_time: true }, 'standard_time'],
      [
        { ...urumqi, time_unknown: true, birth_hour: undefined, birth_min: undefined, standard_time: true },
        'standard_time',
      ],
      [{ ...urumqi, time_unknown: true, birth_shichen: 'midnight' }, 'birth_shichen'],
      [{ ...urumqi, time_basis: 'sun' }, 'time_basis'],
      [{ ...urumqi, standard_time: 'yes' }, 'standard_time'],
    ];
    for (const [body, field] of refusals) {
      const answer = await api.put(`/api/user/contacts/${kept.id}`, body, token);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await api.get(`/api/user/contacts/${kept.id}`, token)).body.data.records).toMatchObject({
      timeBasis: 'solar',
      birthShichen: null,
      standardTime: false,
      updatedAt: kept.updatedAt,
    });
    // Another member's profile: 404, whatever the body says.
    expect((await api.put(`/api/user/contacts/${kept.id}`, urumqi, otherToken)).status).toBe(404);
  });

  it('charts a 真太阳时 profile as the chart page charts the same birth typed in, not as a clock time', async () => {
    const profile = await save({ ...urumqi, time_basis: 'solar' });
    const fromProfile = await chartOf({ contact_id: profile.id });
    const typedIn = await chartOf({ birth: { ...urumqiBirth, time_basis: 'solar' } });
    const asClock = await chartOf({ birth: urumqiBirth });
    expect(fromProfile.birth).toMatchObject({ timeBasis: 'solar', solarTimeGiven: '1995-03-08 12:00' });
    expect(fromProfile.utc).toBe(typedIn.utc);
    // Noon by the sun in Urumqi is past 14:00 on Beijing clocks.
    expect(Date.parse(fromProfile.utc) - Date.parse(asClock.utc)).toBeGreaterThan(2 * 3600_000);
  });

  it('charts a 时辰 profile at its middle and says so; a standard-time profile an hour later than summer time', async () => {
    const shichen = await save({
      ...urumqi,
      time_unknown: true,
      birth_hour: undefined,
      birth_min: undefined,
      birth_shichen: 'wu',
    });
    const chart = await chartOf({ contact_id: shichen.id });
    expect(chart.birth).toMatchObject({ timeReliability: 'shichen', shichen: 'wu', time: '12:00' });
    expect(chart.timeUnknown).toBe(false);

    const standard = await save({ ...summer1988, standard_time: true });
    const summer = await save(summer1988);
    expect((await chartOf({ contact_id: standard.id })).utc).toBe('1988-07-15T02:00:00.000Z');
    expect((await chartOf({ contact_id: summer.id })).utc).toBe('1988-07-15T01:00:00.000Z');
  });
});
