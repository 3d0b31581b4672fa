import type { LoginRecords } from '@xingtu/contracts/auth';
import type { ApiClient } from './http-client.ts';

// Factories for signed-up users, going through the real API (SMS code read from the outbox).

let counter = 0;
export function uniqueMobile(): string {
  counter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
}

export async function latestCode(api: ApiClient, to: string): Promise<string> {
  const answer = await api.get<{ records: { code: string }[] }>(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = answer.body.data?.records[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export async function registerUser(
  api: ApiClient,
  mobile = uniqueMobile(),
  password = 'secret-pass-1',
): Promise<LoginRecords & { mobile: string; password: string }> {
  const sent = await api.post('/base/sys/smsCode', { mobile, scene: 'register' });
  if (!sent.body.success) throw new Error(`smsCode failed: ${JSON.stringify(sent.body)}`);
  const code = await latestCode(api, mobile);
  const answer = await api.post<{ records: LoginRecords }>('/base/user/register', {
    mobile,
    sms_code: code,
    password,
    re_password: password,
    agreement: true,
  });
  if (!answer.body.success) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return { ...answer.body.data!.records, mobile, password };
}
