import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { registerBuyer, type Buyer } from './commerce.ts';
import { E2E_ADMIN } from './operator.ts';

// An astrologer of a test's own: a fresh member applies through the API (the application form has
// its own spec) for the capacities given, and the e2e operator approves the application.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d1f60000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

export async function tokenOf(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<string> {
  const login = (await (await request.post('/base/user/login', { data: { account, password } })).json()) as {
    data: { records: { auth: { access_token: string } } };
  };
  return login.data.records.auth.access_token;
}

export async function approvedAstrologer(
  request: APIRequestContext,
  testInfo: TestInfo,
  capacities: string[],
  realName: string,
): Promise<Buyer> {
  const who = await registerBuyer(request, testInfo);
  const token = await tokenOf(request, who.mobile, who.password);
  const form = new FormData();
  form.append('real_name', realName);
  form.append('experience', '学习现代占星五年，长期用占星骰子为朋友解答生活中的具体问题。');
  form.append('specialities', '本命盘解读');
  for (const capacity of capacities) form.append('capacities', capacity);
  form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
  form.append('certificates', new Blob([PDF], { type: 'application/pdf' }), 'cert.pdf');
  const applied = await request.post('/api/astrologer/apply', {
    multipart: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await applied.json()) as { success: boolean; data: { records: { applicationNo: string } } };
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  const admin = await tokenOf(request, E2E_ADMIN.mobile, E2E_ADMIN.password);
  const approved = await request.post(
    `/api/admin/astrologer-applications/${body.data.records.applicationNo}/approve`,
    { headers: { authorization: `Bearer ${admin}` } },
  );
  expect(((await approved.json()) as { success: boolean }).success).toBe(true);
  // Members see the public profile's name (the real name stays private): show this one.
  const profile = await request.put('/api/astrologer/profile', {
    data: { display_name: realName, introduction: '', specialities: ['本命盘解读'], languages: ['普通话'] },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await profile.json()) as { success: boolean }).success).toBe(true);
  return who;
}
