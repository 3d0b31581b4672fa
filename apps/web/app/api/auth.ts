import type { LoginRecords, SmsScene, UserInfoRecords } from '@xingtu/contracts/auth';
import { authApi } from '@xingtu/contracts/auth-api';
import type { HumanCheck } from './human-check.ts';
import { client, records } from './lazy-client.ts';

// Signing up and in (SPEC §7): codes, sign-up, sign-in, the session's user, sign-out — the endpoints
// of contracts/auth-api.ts. The member's own account is users.ts; the human checks human-check.ts.
// Payloads are written in camelCase; the client sends them in snake_case.

export async function sendSmsCode(mobile: string, scene: SmsScene, check: HumanCheck): Promise<void> {
  await (await client()).call(authApi.sendSmsCode, { body: { mobile, scene, ...check } });
}

export async function sendEmailCode(email: string, scene: SmsScene, check: HumanCheck): Promise<void> {
  await (await client()).call(authApi.sendEmailCode, { body: { email, scene, ...check } });
}

export async function loginWithPassword(
  account: string,
  password: string,
  captcha?: { captchaKey: string; captchaCode: string },
): Promise<LoginRecords> {
  return records(await (await client()).call(authApi.login, { body: { account, password, ...captcha } }));
}

export async function loginWithSms(mobile: string, smsCode: string): Promise<LoginRecords> {
  return records(await (await client()).call(authApi.login, { body: { mobile, smsCode } }));
}

export type RegisterPayload =
  | { mobile: string; smsCode: string; password: string; rePassword: string; agreement: true }
  | { email: string; emailCode: string; password: string; rePassword: string; agreement: true };

export async function register(payload: RegisterPayload): Promise<LoginRecords | null> {
  const answer = await (await client()).call(authApi.register, { body: payload });
  return answer.data?.records ?? null;
}

export async function fetchUserInfo(): Promise<UserInfoRecords> {
  return records(await (await client()).call(authApi.userInfo, {}, { cache: false, silent: true }));
}

export async function logoutOnServer(refreshToken: string): Promise<void> {
  await (await client()).call(authApi.logout, { body: { refreshToken } }, { silent: true });
}
