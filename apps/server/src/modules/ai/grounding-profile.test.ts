import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRecord } from '@xingtu/contracts/charts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { registerUser } from '../../test/accounts.ts';
import { groundingFor } from './grounding.ts';

// The chart an answer stands on is the profile's chart as the chart page draws it: a time saved as
// 真太阳时 is read as one, and an edit of the profile is seen by the next question.

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

describe('AI grounding of a saved profile', () => {
  let t: TestApp;
  let api: ApiClient;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    const user = await registerUser(api);
    token = user.auth.access_token;
    userId = Number(user.user.userId);
  });
  afterAll(() => t.close());

  const utcOfNatal = async (source: object): Promise<string> =>
    ((await api.post('/api/chart/natal', source, token)).body.data.records.chart as ChartRecord).utc;

  it('reads a 真太阳时 profile as the chart page does, and sees the profile edited back to a clock time', async () => {
    const profile = (await api.post('/api/user/contacts', { ...urumqi, time_basis: 'solar' }, token)).body
      .data.records;
    const solarUtc = await utcOfNatal({ contact_id: profile.id });
    const natalUtc = async () =>
      ((await groundingFor(t.deps, userId, profile.id)).natal as unknown as { utc: string }).utc;
    expect(await natalUtc()).toBe(solarUtc);

    // The chart is cached per profile: the edit must be seen by the next question.
    await api.put(`/api/user/contacts/${profile.id}`, urumqi, token);
    const clockUtc = await utcOfNatal({ contact_id: profile.id });
    expect(clockUtc).not.toBe(solarUtc);
    expect(await natalUtc()).toBe(clockUtc);
  });
});
