import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { registerUser } from '../../test/accounts.ts';
import { birthLine, resolvePeople } from './people.ts';

// A report about a saved profile stores the birth as the profile gives it (真太阳时, a 时辰, already
// standard time) and says so in its birth line, so the report's chart is the profile's chart.

const base = {
  name: '阿依古丽',
  gender: 'female',
  relation: 'friend',
  calendar: 'solar',
  birthday: '1995-03-08',
  birth_location: '新疆维吾尔自治区 乌鲁木齐市',
  birth_latitude: 43.83,
  birth_longitude: 87.62,
  birth_time_zone: 'Asia/Shanghai',
  reliability: 'B',
};

describe('report people from saved profiles', () => {
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

  const person = async (body: object) => {
    const saved = await api.post('/api/user/contacts', { ...base, ...body }, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [stored] = await resolvePeople(t.deps, userId, 'one', [{ contact_id: saved.body.data.records.id }]);
    return stored!;
  };

  it('keeps 真太阳时, a 时辰 and already-standard time, and names them in the birth line', async () => {
    const solar = await person({ birth_hour: 12, birth_min: 0, time_basis: 'solar' });
    expect(solar.birth).toMatchObject({ date: '1995-03-08', time: '12:00', time_basis: 'solar' });
    expect(birthLine(solar.birth)).toBe('1995年3月8日 12:00（真太阳时） · 新疆维吾尔自治区 乌鲁木齐市');

    const shichen = await person({ time_unknown: true, birth_shichen: 'wu', time_basis: 'solar' });
    expect(shichen.birth).toMatchObject({ time: null, shichen: 'wu', time_basis: 'solar' });
    expect(birthLine(shichen.birth)).toContain('午时（11:00–13:00）（真太阳时）');

    const standard = await person({
      birthday: '1988-07-15',
      birth_hour: 10,
      birth_min: 0,
      standard_time: true,
      birth_location: '上海市',
      birth_latitude: 31.23,
      birth_longitude: 121.47,
    });
    expect(standard.birth).toMatchObject({ time: '10:00', standard_time: true });
    expect(birthLine(standard.birth)).toContain('10:00（当地标准时间）');
  });
});
