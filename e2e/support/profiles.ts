import { expect, type APIRequestContext } from '@playwright/test';

/** A saved self profile for a member (苏念, Hangzhou 1991), made through the API: the profile pages have their own spec. */
export async function saveProfile(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<void> {
  const login = (await (await request.post('/base/user/login', { data: { account, password } })).json()) as {
    data: { records: { auth: { access_token: string } } };
  };
  const saved = await request.post('/api/user/contacts', {
    headers: { authorization: `Bearer ${login.data.records.auth.access_token}` },
    data: {
      name: '苏念',
      gender: 'female',
      relation: 'self',
      calendar: 'solar',
      birthday: '1991-03-09',
      birth_hour: 6,
      birth_min: 40,
      birth_location: '浙江省 杭州市 西湖区',
      birth_latitude: 30.259,
      birth_longitude: 120.13,
      birth_time_zone: 'Asia/Shanghai',
      reliability: 'A',
      visibility: 1,
    },
  });
  expect(((await saved.json()) as { success: boolean }).success).toBe(true);
}
